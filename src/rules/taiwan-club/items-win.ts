/**
 * Pair and wait, the winning moment, the dealer streak and the special hands of the Hé Fēn club sheet
 * (Hindi seed 000). Examples: seat and round East (so the winner is the dealer) unless they say otherwise.
 */
import { defineItems } from '../../core/ruleset.ts';
import { BASE_POINTS, DEALER_STREAK, SOURCE_ID } from './tables.ts';

const S = SOURCE_ID;

/** A plain closed hand used by examples whose item is about the situation, not the tiles. */
const PLAIN = '123m678m345p678s444s99p';

export const winItems = defineItems('src/rules/taiwan-club/items-win.ts', [
  // ── Pair, wait and Ding Ding ─────────────────────────────────────────────────────────────
  {
    id: 'elephant-eyes',
    category: 'pair-wait',
    value: { kind: 'fixed', amount: 2 },
    example: { hand: '123m456p789s345m567p22s', winTile: '2s', win: 'self-drawn' },
    source: { source: S, section: 'जोड़ी, प्रतीक्षा और डिंग डिंग' },
  },
  {
    id: 'two-pair-wait',
    category: 'pair-wait',
    value: { kind: 'fixed', amount: 2 },
    notWith: ['all-pungs'],
    conditions: ['not-in-all-pungs'],
    example: { hand: '123m456p789s234m555z88p', winTile: '5z', win: 'self-drawn' },
    source: { source: S, section: 'जोड़ी, प्रतीक्षा और डिंग डिंग' },
  },
  {
    id: 'one-winning-tile',
    category: 'pair-wait',
    value: { kind: 'fixed', amount: 2 },
    native: '獨聽',
    notWith: ['one-tile-wait-shape'],
    example: { hand: '123m567m456p789s99p555z', winTile: '2m', win: 'self-drawn' },
    source: { source: S, section: 'जोड़ी, प्रतीक्षा और डिंग डिंग' },
  },
  {
    id: 'one-tile-wait-shape',
    category: 'pair-wait',
    value: { kind: 'fixed', amount: 2 },
    notWith: ['one-winning-tile'],
    example: { hand: '11234m456p678p789s555z', winTile: '1m', win: 'self-drawn' },
    source: { source: S, section: 'जोड़ी, प्रतीक्षा और डिंग डिंग' },
  },
  {
    id: 'ding-ding',
    category: 'pair-wait',
    value: { kind: 'fixed', amount: 5 },
    native: '聽牌',
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn', flags: ['ding-ding'] },
    source: { source: S, section: 'जोड़ी, प्रतीक्षा और डिंग डिंग' },
  },

  // ── The winning moment ───────────────────────────────────────────────────────────────────
  {
    id: 'base',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: BASE_POINTS },
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    // The dealer wins, or the dealer discarded the winning tile.
    id: 'dealer',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 1 },
    native: '莊家',
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn', seatWind: 'east', dealer: true },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'self-drawn',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 1 },
    native: '自摸',
    conditions: ['self-draw-only'],
    example: {
      hand: '111m999m345p678s99p',
      melds: [{ kind: 'pon', tiles: '444s' }],
      winTile: '3p',
      win: 'self-drawn',
    },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'fully-closed',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 5 },
    native: '門清',
    conditions: ['closed-only'],
    example: { hand: '111m999m345p678s99p444s', winTile: '3p', win: 'discard', discarder: 'south' },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'closed-self-drawn',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 15 },
    native: '門清自摸',
    replaces: ['fully-closed', 'self-drawn'],
    conditions: ['closed-only', 'self-draw-only', 'includes-self-drawn'],
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'all-exposed-discard',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 15 },
    native: '全求人',
    conditions: ['discard-only'],
    example: {
      hand: '99p',
      melds: [
        { kind: 'chi', tiles: '123m' },
        { kind: 'chi', tiles: '678m' },
        { kind: 'chi', tiles: '345p' },
        { kind: 'chi', tiles: '678s' },
        { kind: 'pon', tiles: '444s' },
      ],
      winTile: '9p',
      win: 'discard',
      discarder: 'south',
    },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'all-exposed-self-drawn',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 10 },
    native: '半求人',
    replaces: ['self-drawn'],
    conditions: ['self-draw-only', 'includes-self-drawn'],
    example: {
      hand: '99p',
      melds: [
        { kind: 'chi', tiles: '123m' },
        { kind: 'chi', tiles: '678m' },
        { kind: 'chi', tiles: '345p' },
        { kind: 'chi', tiles: '678s' },
        { kind: 'pon', tiles: '444s' },
      ],
      winTile: '9p',
      win: 'self-drawn',
    },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'flower-replacement',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 5 },
    conditions: ['self-draw-only'],
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn', bonusTiles: '2f', flags: ['flower-replacement'] },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    id: 'last-tile',
    category: 'winning-moment',
    value: { kind: 'fixed', amount: 20 },
    native: '海底撈月',
    conditions: ['self-draw-only'],
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn', flags: ['last-tile'] },
    source: { source: S, section: 'जीत का पल' },
  },
  {
    // Flags first-10-discards, first-7-discards, first-4-discards, dealer-first-discard, heavenly:
    // only the highest given scores.
    id: 'early-win',
    category: 'winning-moment',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'first-10-discards', amount: 10 },
        { id: 'first-7-discards', amount: 50 },
        { id: 'first-4-discards', amount: 80 },
        { id: 'dealer-first-discard', amount: 90, native: '地胡' },
        { id: 'heavenly', amount: 100, native: '天胡' },
      ],
    },
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn', flags: ['first-4-discards'] },
    source: { source: S, section: 'जीत का पल' },
  },

  // ── Dealer streak ────────────────────────────────────────────────────────────────────────
  {
    // Counts when the dealer wins or discards the winning tile; the discarding dealer pays it with the rest.
    id: 'dealer-streak',
    category: 'dealer-streak',
    value: {
      kind: 'tiers',
      tiers: DEALER_STREAK.map((row) => ({ id: `die-${row.die}`, amount: row.points })),
    },
    native: '連莊',
    conditions: ['dealer-pays-streak'],
    example: { hand: PLAIN, winTile: '9p', win: 'self-drawn', seatWind: 'east', dealer: true, dealerStreak: 2 },
    source: { source: S, section: 'डीलर की लगातार जीत' },
  },

  // ── Special hands ────────────────────────────────────────────────────────────────────────
  {
    id: 'niko-niko',
    category: 'special-hands',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'plain', amount: 40 },
        { id: 'one-four', amount: 50 },
        { id: 'two-fours', amount: 75 },
      ],
    },
    native: '嚦咕嚦咕',
    notWith: ['ding-ding', 'two-pair-wait'],
    conditions: ['special-hand', 'closed-only'],
    example: { hand: '11m33m55m77p99p22s44s666z', winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — निको निको' },
  },
  {
    id: 'niko-niko-consecutive-pairs',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 5 },
    conditions: ['special-hand'],
    example: { hand: '22m33m44m77p99p11s55s666z', winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — निको निको' },
  },
  {
    id: 'niko-niko-elephant-eyes',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 2 },
    conditions: ['special-hand'],
    example: { hand: '11m33m55m77p99p11s44s666z', winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — निको निको' },
  },
  {
    id: 'thirteen-orphans',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 90 },
    native: '十三么',
    conditions: ['special-hand', 'closed-only'],
    example: { hand: '119m19p19s1234567z456p', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — ऑर्फ़न्स' },
  },
  {
    id: 'sixteen-orphans',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 50 },
    conditions: ['special-hand', 'closed-only'],
    example: { hand: '147m258p369s11234567z', winTile: '1z', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — ऑर्फ़न्स' },
  },
  {
    id: 'sixteen-orphans-terminals',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 10 },
    conditions: ['special-hand'],
    example: { hand: '159m149p169s11234567z', winTile: '1z', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — ऑर्फ़न्स' },
  },
  {
    id: 'sixteen-orphans-same-pattern',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 5 },
    conditions: ['special-hand'],
    example: { hand: '147m147p147s11234567z', winTile: '1z', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — ऑर्फ़न्स' },
  },
  {
    id: 'sixteen-orphans-elephant-eyes',
    category: 'special-hands',
    value: { kind: 'fixed', amount: 2 },
    conditions: ['special-hand'],
    example: { hand: '147m2558p369s1234567z', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'विशेष हाथ — ऑर्फ़न्स' },
  },
  {
    // On by default (table setting `chicken`); blocked by any pattern item (see the combination rules).
    id: 'chicken-hand',
    category: 'special-hands',
    // Decided on what the other items found (the blocking sections are `ruleset.chicken`).
    afterOthers: true,
    value: { kind: 'fixed', amount: 20 },
    native: '雞胡',
    enabledBy: { setting: 'chicken', value: true },
    conditions: ['table-setting'],
    example: { hand: '234m888m567p789p345s66z', winTile: '5p', win: 'discard', discarder: 'south' },
    source: { source: S, section: 'चिकन हैंड — बिना अतिरिक्त पैटर्न की जीत' },
  },
]);
