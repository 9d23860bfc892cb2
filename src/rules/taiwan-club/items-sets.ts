/**
 * Set patterns of the Hé Fēn club sheet (Hindi seed 000): consecutive pungs, Brother / Sister Sheungs,
 * Sister Pongs, concealed pungs, dragon run, terminals, suits and hand shape.
 * Examples: seat and round East (so the winner is the dealer), fully closed, self-drawn unless they say otherwise.
 */
import { defineItems } from '../../core/ruleset.ts';
import { SOURCE_ID } from './tables.ts';

const S = SOURCE_ID;

export const setItems = defineItems('src/rules/taiwan-club/items-sets.ts', [
  // ── Consecutive pungs ────────────────────────────────────────────────────────────────────
  {
    id: 'consecutive-pungs',
    category: 'consecutive-pungs',
    value: {
      kind: 'tiers',
      each: 'group',
      tiers: [
        { id: 'two', amount: 5 },
        { id: 'three', amount: 15 },
        { id: 'four', amount: 30 },
        { id: 'five', amount: 60 },
        { id: 'five-pair', amount: 80 },
      ],
    },
    conditions: ['independent-groups'],
    example: { hand: '222m333m456p678s789p55s', winTile: '5s', win: 'self-drawn' },
    source: { source: S, section: 'लगातार संख्याओं की तिकड़ियाँ' },
  },

  // ── Brother Sheungs, Sister Sheungs, Sister Pongs ────────────────────────────────────────
  {
    id: 'brother-sheungs',
    category: 'sheungs-pongs',
    value: {
      kind: 'tiers',
      each: 'group',
      tiers: [
        { id: 'two', amount: 5 },
        { id: 'three', amount: 15 },
        { id: 'four', amount: 30 },
      ],
    },
    conditions: ['independent-groups'],
    example: { hand: '123m123m456p789s555z88p', winTile: '8p', win: 'self-drawn' },
    source: { source: S, section: 'एक सूट और अलग सूट के मिलते-जुलते सेट' },
  },
  {
    id: 'sister-sheungs',
    category: 'sheungs-pongs',
    value: {
      kind: 'tiers',
      each: 'group',
      tiers: [
        { id: 'two', amount: 3 },
        { id: 'three', amount: 10 },
        { id: 'four', amount: 25 },
        { id: 'five', amount: 40 },
      ],
    },
    conditions: ['independent-groups'],
    example: { hand: '123m123p456s789m555z88p', winTile: '8p', win: 'self-drawn' },
    source: { source: S, section: 'एक सूट और अलग सूट के मिलते-जुलते सेट' },
  },
  {
    id: 'sister-pongs',
    category: 'sheungs-pongs',
    value: {
      kind: 'tiers',
      each: 'group',
      tiers: [
        { id: 'two', amount: 5 },
        { id: 'three', amount: 15 },
      ],
    },
    conditions: ['independent-groups'],
    example: { hand: '444m444p123s678s789m55z', winTile: '5z', win: 'self-drawn' },
    source: { source: S, section: 'एक सूट और अलग सूट के मिलते-जुलते सेट' },
  },

  // ── Concealed pungs ──────────────────────────────────────────────────────────────────────
  {
    id: 'concealed-pungs',
    category: 'concealed-pungs',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'two', amount: 5 },
        { id: 'three', amount: 15, native: '三暗刻' },
        { id: 'four', amount: 30, native: '四暗刻' },
        { id: 'five', amount: 80, native: '五暗刻' },
        { id: 'five-closed', amount: 100 },
      ],
    },
    native: '暗刻',
    example: { hand: '111m444p777s234m567p99s', winTile: '9s', win: 'self-drawn' },
    source: { source: S, section: 'छिपी तिकड़ियाँ' },
  },

  // ── Dragon run ───────────────────────────────────────────────────────────────────────────
  {
    id: 'dragon-run',
    category: 'dragon-run',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'mixed', amount: { closed: 10, open: 5 }, native: '雜龍' },
        { id: 'pure', amount: { closed: 20, open: 15 }, native: '清龍' },
      ],
    },
    example: { hand: '123m456m789m234p567s99s', winTile: '9s', win: 'self-drawn' },
    source: { source: S, section: 'ड्रैगन क्रम — 1 से 9 तक' },
  },

  // ── Terminals ────────────────────────────────────────────────────────────────────────────
  {
    id: 'terminal-pungs',
    category: 'terminals',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'one-suit', amount: 5 },
        { id: 'two-suits', amount: 20 },
      ],
    },
    example: { hand: '111m999m456p234s678s55p', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'किनारे की टाइलें — 1 और 9' },
  },
  {
    id: 'terminal-chows',
    category: 'terminals',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'one-pair', amount: 5 },
        { id: 'two-pairs-two-suits', amount: 15 },
        { id: 'two-pairs-one-suit', amount: 20 },
      ],
    },
    example: { hand: '123m789m456p345s678s55p', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'किनारे की टाइलें — 1 और 9' },
  },
  {
    id: 'outside-hand',
    category: 'terminals',
    value: { kind: 'fixed', amount: 20 },
    example: { hand: '123m789p111s999s555z11z', winTile: '1z', win: 'self-drawn' },
    source: { source: S, section: 'किनारे की टाइलें — 1 और 9' },
  },
  {
    id: 'pure-outside-hand',
    category: 'terminals',
    value: { kind: 'fixed', amount: 40 },
    replaces: ['outside-hand'],
    example: { hand: '123m789m111p999p123s99s', winTile: '9s', win: 'self-drawn' },
    source: { source: S, section: 'किनारे की टाइलें — 1 और 9' },
  },

  // ── Suits ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'two-suits',
    category: 'suits',
    value: { kind: 'fixed', amount: 5 },
    example: { hand: '123m456m567m234p789p99p', winTile: '9p', win: 'self-drawn', bonusTiles: '3f' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'two-suits-no-flowers',
    category: 'suits',
    value: { kind: 'fixed', amount: 15 },
    replaces: ['two-suits'],
    example: { hand: '123m456m567m234p789p99p', winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'half-flush',
    category: 'suits',
    value: { kind: 'fixed', amount: 30 },
    native: '混一色',
    example: { hand: '123m345m678m999m111z22z', winTile: '2z', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'full-flush',
    category: 'suits',
    value: { kind: 'fixed', amount: 90 },
    native: '清一色',
    example: { hand: '123m345m678m999m456m11m', winTile: '1m', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'all-types',
    category: 'suits',
    value: { kind: 'fixed', amount: 10 },
    native: '五門齊',
    example: { hand: '123m456p789s111z555z99m', winTile: '9m', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'jade',
    category: 'suits',
    value: { kind: 'fixed', amount: 20 },
    example: { hand: '123s456s789s666z234s55s', winTile: '5s', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'ruby',
    category: 'suits',
    value: { kind: 'fixed', amount: 20 },
    example: { hand: '123m456m789m777z234m55m', winTile: '5m', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'diamond',
    category: 'suits',
    value: { kind: 'fixed', amount: 20 },
    example: { hand: '123p456p789p555z234p55p', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },
  {
    id: 'sapphire',
    category: 'suits',
    value: { kind: 'fixed', amount: 20 },
    example: { hand: '123m456m789m555z234m55m', winTile: '5m', win: 'self-drawn' },
    source: { source: S, section: 'दो सूट से शुद्ध एक सूट तक' },
  },

  // ── Hand shape ───────────────────────────────────────────────────────────────────────────
  {
    id: 'all-chows',
    category: 'hand-shape',
    value: { kind: 'fixed', amount: 5 },
    example: { hand: '123m456p789s234m567p11z', winTile: '1z', win: 'self-drawn' },
    source: { source: S, section: 'हाथ की बनावट — क्रम, तिकड़ियाँ और बढ़ते क्रम' },
  },
  {
    id: 'all-chows-no-honours',
    category: 'hand-shape',
    value: { kind: 'fixed', amount: 15 },
    native: '平胡',
    replaces: ['all-chows'],
    example: { hand: '123m456p789s234m567p88s', winTile: '8s', win: 'self-drawn' },
    source: { source: S, section: 'हाथ की बनावट — क्रम, तिकड़ियाँ और बढ़ते क्रम' },
  },
  {
    id: 'all-pungs',
    category: 'hand-shape',
    value: { kind: 'fixed', amount: 25 },
    native: '對對胡',
    example: { hand: '111m444p777s999m555z22p', winTile: '2p', win: 'self-drawn' },
    source: { source: S, section: 'हाथ की बनावट — क्रम, तिकड़ियाँ और बढ़ते क्रम' },
  },
  {
    id: 'step-up',
    category: 'hand-shape',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'three', amount: 5 },
        { id: 'five', amount: 20 },
        { id: 'five-pair', amount: 30 },
        { id: 'five-pair-one-suit', amount: 90 },
      ],
    },
    example: { hand: '123m234p345s789m555z88p', winTile: '8p', win: 'self-drawn' },
    source: { source: S, section: 'हाथ की बनावट — क्रम, तिकड़ियाँ और बढ़ते क्रम' },
  },
  {
    id: 'four-in-n-ways',
    category: 'hand-shape',
    value: {
      kind: 'tiers',
      each: 'group',
      tiers: [
        { id: 'two', amount: 5 },
        { id: 'three', amount: 15 },
        { id: 'four', amount: 20 },
      ],
    },
    conditions: ['pair-counts-as-set', 'independent-groups'],
    example: { hand: '333m345m678p234s999s55p', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'हाथ की बनावट — क्रम, तिकड़ियाँ और बढ़ते क्रम' },
  },
]);
