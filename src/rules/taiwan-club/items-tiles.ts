/**
 * Flowers, winds, dragons, missing tiles and kongs of the Hé Fēn club sheet (Hindi seed 000).
 * Examples: seat and round East (so the winner is the dealer) unless they say otherwise.
 */
import { defineItems } from '../../core/ruleset.ts';
import { SOURCE_ID } from './tables.ts';

const S = SOURCE_ID;

export const tileItems = defineItems('src/rules/taiwan-club/items-tiles.ts', [
  // ── Flowers ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'flower',
    category: 'flowers',
    value: { kind: 'fixed', amount: 1, each: 'tile' },
    native: '花牌',
    example: { hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', bonusTiles: '2f' },
    source: { source: S, section: 'फूल और उनके भुगतान' },
  },
  {
    id: 'own-flower',
    category: 'flowers',
    value: { kind: 'fixed', amount: 1, each: 'tile' },
    native: '正花',
    example: { hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', bonusTiles: '15f' },
    source: { source: S, section: 'फूल और उनके भुगतान' },
  },
  {
    // One item for both sections of the seed (flowers, missing tiles).
    id: 'no-flowers',
    category: 'flowers',
    value: { kind: 'fixed', amount: 1 },
    native: '無花',
    example: { hand: '123m678m345p678s444s11z', winTile: '1z', win: 'self-drawn' },
    source: { source: S, section: 'कुछ टाइलें न होने के अंक' },
  },

  // ── Winds ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'wind-pung',
    category: 'winds',
    value: { kind: 'fixed', amount: 1, each: 'set' },
    example: { hand: '123m678m345p999s333z44p', winTile: '4p', win: 'self-drawn' },
    source: { source: S, section: 'हवाओं के पैटर्न' },
  },
  {
    id: 'seat-wind-pung',
    category: 'winds',
    value: { kind: 'fixed', amount: 1 },
    native: '門風',
    example: {
      hand: '123m678m345p999s222z44p',
      winTile: '4p',
      win: 'self-drawn',
      seatWind: 'south',
      roundWind: 'east',
    },
    source: { source: S, section: 'हवाओं के पैटर्न' },
  },
  {
    id: 'round-wind-pung',
    category: 'winds',
    value: { kind: 'fixed', amount: 1 },
    native: '圈風',
    example: {
      hand: '123m678m345p999s111z44p',
      winTile: '4p',
      win: 'self-drawn',
      seatWind: 'south',
      roundWind: 'east',
    },
    source: { source: S, section: 'हवाओं के पैटर्न' },
  },
  {
    id: 'three-four-winds',
    category: 'winds',
    value: {
      kind: 'tiers',
      tiers: [
        { id: 'small-three-winds', amount: 15, native: '小三風' },
        { id: 'big-three-winds', amount: 30, native: '大三風' },
        { id: 'small-four-winds', amount: 50, native: '小四喜' },
        { id: 'big-four-winds', amount: 60, native: '大四喜' },
      ],
    },
    example: { hand: '111z222z333z456m789m55p', winTile: '5p', win: 'self-drawn' },
    source: { source: S, section: 'हवाओं के पैटर्न' },
  },

  // ── Dragons and all honours ──────────────────────────────────────────────────────────────
  {
    id: 'dragon-pung',
    category: 'dragons',
    value: { kind: 'fixed', amount: 2, each: 'set' },
    example: { hand: '123m678m345p999s555z44p', winTile: '4p', win: 'self-drawn' },
    source: { source: S, section: 'ड्रैगन और केवल ऑनर वाला हाथ' },
  },
  {
    id: 'small-dragons',
    category: 'dragons',
    value: { kind: 'fixed', amount: 20 },
    native: '小三元',
    example: { hand: '555z666z77z123m456m789p', winTile: '7z', win: 'self-drawn' },
    source: { source: S, section: 'ड्रैगन और केवल ऑनर वाला हाथ' },
  },
  {
    id: 'big-dragons',
    category: 'dragons',
    value: { kind: 'fixed', amount: 40 },
    native: '大三元',
    replaces: ['small-dragons'],
    example: { hand: '555z666z777z123m456m44p', winTile: '4p', win: 'self-drawn' },
    source: { source: S, section: 'ड्रैगन और केवल ऑनर वाला हाथ' },
  },
  {
    id: 'all-honours',
    category: 'dragons',
    value: { kind: 'fixed', amount: 140 },
    native: '字一色',
    example: { hand: '111z222z333z555z666z77z', winTile: '7z', win: 'self-drawn' },
    source: { source: S, section: 'ड्रैगन और केवल ऑनर वाला हाथ' },
  },

  // ── Missing tiles ────────────────────────────────────────────────────────────────────────
  {
    id: 'no-honours',
    category: 'missing-tiles',
    value: { kind: 'fixed', amount: 1 },
    native: '無字',
    example: { hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', bonusTiles: '2f' },
    source: { source: S, section: 'कुछ टाइलें न होने के अंक' },
  },
  {
    id: 'no-flowers-no-honours',
    category: 'missing-tiles',
    value: { kind: 'fixed', amount: 5 },
    replaces: ['no-flowers', 'no-honours'],
    example: { hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn' },
    source: { source: S, section: 'कुछ टाइलें न होने के अंक' },
  },
  {
    id: 'all-simples',
    category: 'missing-tiles',
    value: { kind: 'fixed', amount: 5 },
    native: '斷么九',
    example: { hand: '234m678m345p678s444s88p', winTile: '8p', win: 'self-drawn' },
    source: { source: S, section: 'कुछ टाइलें न होने के अंक' },
  },

  // ── Kongs ────────────────────────────────────────────────────────────────────────────────
  {
    // A kong claimed onto a concealed pung (`kan-open`) or promoted from an exposed pung (`kan-added`);
    // only the first counts as a concealed pung.
    id: 'exposed-kong',
    category: 'kongs',
    value: { kind: 'fixed', amount: 1, each: 'set' },
    native: '明槓',
    conditions: ['counts-as-concealed-pung'],
    example: {
      hand: '111m999p345p678s22s',
      melds: [{ kind: 'kan-open', tiles: '4444s' }],
      winTile: '2s',
      win: 'self-drawn',
    },
    source: { source: S, section: 'कॉन्ग — चार एक जैसी टाइलें' },
  },
  {
    id: 'concealed-kong',
    category: 'kongs',
    value: { kind: 'fixed', amount: 2, each: 'set' },
    native: '暗槓',
    conditions: ['always-concealed'],
    example: {
      hand: '123m678m345p567s99p',
      melds: [{ kind: 'kan-closed', tiles: '4444s' }],
      winTile: '9p',
      win: 'self-drawn',
    },
    source: { source: S, section: 'कॉन्ग — चार एक जैसी टाइलें' },
  },
  {
    id: 'robbing-kong',
    category: 'kongs',
    value: { kind: 'fixed', amount: 10 },
    native: '搶槓',
    conditions: ['discard-only', 'kong-adder-pays'],
    example: {
      hand: '123m678m345p567s99p444s',
      winTile: '3p',
      win: 'discard',
      discarder: 'south',
      flags: ['robbing-kong'],
    },
    source: { source: S, section: 'कॉन्ग — चार एक जैसी टाइलें' },
  },
  {
    id: 'kong-replacement',
    category: 'kongs',
    value: { kind: 'fixed', amount: 30 },
    native: '槓上開花',
    conditions: ['self-draw-only'],
    example: {
      hand: '123m678m345p567s99p',
      melds: [{ kind: 'kan-closed', tiles: '4444s' }],
      winTile: '9p',
      win: 'self-drawn',
      flags: ['kong-replacement'],
    },
    source: { source: S, section: 'कॉन्ग — चार एक जैसी टाइलें' },
  },
]);
