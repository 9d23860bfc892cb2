/**
 * Basic items and winning bonuses (seed 002 "Butir dasar dan bonus menang"; hong-kong.md catalogue).
 * Values are the `vmc` catalogue; `hk-classic` differences are overrides in `presets.ts`.
 */
import { defineItems } from '../../core/ruleset.ts';

const BOOK = 'mymahjong-book-1';
const VENUE = 'demo-mahjong-club';

export const basicItems = defineItems('src/rules/hong-kong/basic.ts', [
  {
    id: 'all-chows',
    category: 'basic-bonuses',
    place: { section: 'patterns', order: 20 },
    native: '平糊',
    value: { kind: 'fixed', amount: 1 },
    // four chows and any pair (an honour pair too); open chows allowed
    example: { hand: '12399m456p234789s', winTile: '5p', win: 'self-drawn' },
    source: { source: BOOK, section: 'Faan table: basic items' },
  },
  {
    id: 'concealed-hand',
    category: 'basic-bonuses',
    place: { order: 20 },
    native: '門前清',
    value: { kind: 'fixed', amount: 1 },
    // no declared melds except concealed kongs; on a self-draw and on a discard
    example: { hand: '12399m456p789s555z', winTile: '9m', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: basic items' },
  },
  {
    id: 'dragon-pung',
    category: 'basic-bonuses',
    place: { section: 'winds-dragons', order: 30 },
    native: '箭刻',
    value: { kind: 'fixed', amount: 1, each: 'set' },
    example: { hand: '12399m456p666777z', winTile: '4p', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: basic items' },
  },
  {
    id: 'seat-wind',
    category: 'basic-bonuses',
    place: { section: 'winds-dragons', order: 10 },
    native: '門風',
    value: { kind: 'fixed', amount: 1, each: 'set' },
    example: { hand: '12399m456p789s222z', winTile: '9m', win: 'discard', seatWind: 'south', roundWind: 'east' },
    source: { source: BOOK, section: 'Faan table: basic items' },
  },
  {
    id: 'round-wind',
    category: 'basic-bonuses',
    place: { section: 'winds-dragons', order: 20 },
    native: '圈風',
    value: { kind: 'fixed', amount: 1, each: 'set' },
    example: { hand: '12399m456p789s222z', winTile: '9m', win: 'discard', seatWind: 'west', roundWind: 'south' },
    source: { source: BOOK, section: 'Faan table: basic items' },
  },
  {
    id: 'self-drawn',
    category: 'basic-bonuses',
    place: { order: 10 },
    native: '自摸',
    value: { kind: 'fixed', amount: 1 },
    conditions: ['self-draw-only'],
    example: { hand: '23455m678p345678s', winTile: '8p', win: 'self-drawn' },
    source: { source: BOOK, section: 'Faan table: winning bonuses' },
  },
  {
    id: 'kong-replacement',
    category: 'basic-bonuses',
    place: { order: 50 },
    native: '槓上開花',
    // 2 in total: the replacement item includes its parent, Self-drawn
    value: { kind: 'fixed', amount: 2 },
    includes: ['self-drawn'],
    conditions: ['self-draw-only', 'includes-self-drawn'],
    example: {
      hand: '123p456p789s99m',
      melds: [{ kind: 'kan-closed', tiles: '8888m' }],
      winTile: '3p',
      win: 'self-drawn',
      flags: ['kong-replacement'],
    },
    source: { source: BOOK, section: 'Faan table: winning bonuses' },
  },
  {
    id: 'double-kong-replacement',
    category: 'basic-bonuses',
    place: { order: 70 },
    native: '槓上槓',
    // 9 in total: includes Self-drawn; the double only, never also the single kong replacement
    value: { kind: 'fixed', amount: 9 },
    includes: ['self-drawn'],
    replaces: ['kong-replacement'],
    conditions: ['self-draw-only', 'includes-self-drawn'],
    example: {
      hand: '456p789s99m',
      melds: [
        { kind: 'kan-closed', tiles: '8888m' },
        { kind: 'kan-added', tiles: '2222p' },
      ],
      winTile: '9m',
      win: 'self-drawn',
      flags: ['double-kong-replacement'],
    },
    source: { source: BOOK, section: 'Faan table: winning bonuses' },
  },
  {
    id: 'robbing-the-kong',
    category: 'basic-bonuses',
    place: { order: 30 },
    native: '搶槓',
    value: { kind: 'fixed', amount: 1 },
    // a win on the tile another player adds to his exposed pung: that player pays as the discarder
    conditions: ['discard-only', 'kong-adder-pays'],
    example: { hand: '23499m345p678789s', winTile: '4p', win: 'discard', flags: ['robbing-kong'] },
    source: { source: BOOK, section: 'Faan table: winning bonuses' },
  },
  {
    id: 'last-tile',
    category: 'basic-bonuses',
    place: { order: 40 },
    native: '海底撈月',
    // combines with Self-drawn
    value: { kind: 'fixed', amount: 1 },
    conditions: ['self-draw-only'],
    example: { hand: '123456m789p34555s', winTile: '3s', win: 'self-drawn', flags: ['last-tile'] },
    source: { source: BOOK, section: 'Faan table: winning bonuses' },
  },
  {
    id: 'flower-replacement',
    category: 'basic-bonuses',
    place: { order: 60 },
    native: '花上自摸',
    // hk-classic only: 1 + Self-drawn 1. In vmc it is only a self-draw. A flower replacement is
    // never a kong replacement (the two flags conflict).
    value: { kind: 'fixed', amount: 1 },
    off: true,
    // No flowers in play, no flower to replace: off wherever the flowers setting is, whatever a preset says.
    onlyWhen: { setting: 'flowers', value: true },
    notWith: ['kong-replacement', 'double-kong-replacement'],
    conditions: ['self-draw-only', 'flowers-setting'],
    example: {
      hand: '23456788m345p678s',
      winTile: '8s',
      win: 'self-drawn',
      bonusTiles: '1f',
      flags: ['flower-replacement'],
      preset: 'hk-classic',
    },
    source: { source: VENUE, section: 'Cara menang' },
  },
]);
