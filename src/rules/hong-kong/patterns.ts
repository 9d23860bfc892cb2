/**
 * Hand patterns (seed 002 "Pola tangan"; hong-kong.md catalogue). Values are the `vmc` catalogue;
 * Chicken Hand and Seven Pairs exist only in `hk-classic` (off here, switched on by its overrides).
 */
import { defineItems } from '../../core/ruleset.ts';

const BOOK = 'mymahjong-book-1';
const VENUE = 'demo-mahjong-club';

export const patternItems = defineItems('src/rules/hong-kong/patterns.ts', [
  {
    id: 'chicken-hand',
    category: 'hand-patterns',
    place: { order: 10 },
    // Decided on the total of the other items (0 faan, flowers included).
    afterOthers: true,
    native: '雞糊',
    // hk-classic only: a 4 sets + pair hand whose total, flowers included, is 0
    value: { kind: 'fixed', amount: 0 },
    off: true,
    example: {
      hand: '123m456789p11s',
      melds: [{ kind: 'pon', tiles: '888s' }],
      winTile: '1s',
      win: 'discard',
      bonusTiles: '2f',
      preset: 'hk-classic',
      settings: { minFaan: 0 },
    },
    source: { source: VENUE, section: 'Pola tangan' },
  },
  {
    id: 'all-pungs',
    category: 'hand-patterns',
    place: { order: 30 },
    native: '對對糊',
    value: { kind: 'fixed', amount: 3 },
    example: {
      hand: '999m555p33777s',
      melds: [{ kind: 'pon', tiles: '222m' }],
      winTile: '3s',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'half-flush',
    category: 'hand-patterns',
    place: { order: 40 },
    native: '混一色',
    value: { kind: 'fixed', amount: 3 },
    example: { hand: '12345678999m222z', winTile: '2z', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'full-flush',
    category: 'hand-patterns',
    place: { order: 50 },
    native: '清一色',
    value: { kind: 'fixed', amount: 7 },
    replaces: ['half-flush'],
    example: { hand: '12233445556789p', winTile: '9p', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'small-dragons',
    category: 'hand-patterns',
    place: { order: 70 },
    native: '小三元',
    // 5 in total: includes the faan of its two dragon pungs
    value: { kind: 'fixed', amount: 5 },
    includes: ['dragon-pung'],
    example: { hand: '123456m55566677z', winTile: '4m', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'big-dragons',
    category: 'hand-patterns',
    place: { order: 80 },
    native: '大三元',
    // 8 in total: includes the faan of its three dragon pungs
    value: { kind: 'fixed', amount: 8 },
    includes: ['dragon-pung'],
    example: {
      hand: '123m99p666777z',
      melds: [{ kind: 'pon', tiles: '555z' }],
      winTile: '9p',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'mixed-terminals',
    category: 'hand-patterns',
    place: { order: 60 },
    native: '混么九',
    // vmc: 4 in total, All Pungs inside. hk-classic: 1, and All Pungs scores beside it.
    value: { kind: 'fixed', amount: 4 },
    includes: ['all-pungs'],
    example: {
      hand: '999p11199s222z',
      melds: [{ kind: 'pon', tiles: '111m' }],
      winTile: '2z',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'small-winds',
    category: 'hand-patterns',
    place: { order: 90 },
    native: '小四喜',
    // 6 in total: replaces the seat- and round-wind faan of its wind pungs
    value: { kind: 'fixed', amount: 6 },
    replaces: ['seat-wind', 'round-wind'],
    example: { hand: '123m11122233344z', winTile: '3m', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: hand patterns' },
  },
  {
    id: 'seven-pairs',
    category: 'hand-patterns',
    place: { order: 100 },
    native: '七對子',
    // hk-classic only: seven distinct pairs, no kongs; concealed by definition, so never Concealed Hand
    value: { kind: 'fixed', amount: 4 },
    off: true,
    replaces: ['concealed-hand'],
    conditions: ['always-concealed', 'special-hand'],
    example: { hand: '1133m5577p226699s', winTile: '9s', win: 'discard', preset: 'hk-classic' },
    source: { source: VENUE, section: 'Pola tangan' },
  },
]);
