/**
 * Limit hands (seed 002 "Tangan batas"; hong-kong.md catalogue). `{ kind: 'limit' }` is worth the
 * preset's `limit` setting (13 in both presets) and takes no extras. Four Concealed Pungs (8) and
 * All Honours (10 + matching extras) are counted values in `vmc` and limits in `hk-classic`.
 */
import { defineItems } from '../../core/ruleset.ts';

const BOOK = 'mymahjong-book-1';

/** Heavenly, Earthly and Human exclude each other and these winning-moment items (hong-kong.md Decisions). */
const FIRST_TURN_EXCLUDES = ['kong-replacement', 'double-kong-replacement', 'robbing-the-kong', 'last-tile'];

export const limitItems = defineItems('src/rules/hong-kong/limits.ts', [
  {
    id: 'four-concealed-pungs',
    category: 'limit-hands',
    place: { order: 20 },
    native: '四暗刻',
    // vmc: 8; replaces All Pungs; the winning tile must complete the pair, self-drawn or not.
    value: { kind: 'fixed', amount: 8 },
    replaces: ['all-pungs', 'concealed-hand'],
    conditions: ['always-concealed', 'pair-wait-only'],
    example: { hand: '22299m555p777888s', winTile: '9m', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'all-honours',
    category: 'limit-hands',
    place: { order: 10 },
    native: '字一色',
    // vmc: 10 + every matching extra; All Pungs is inside the 10; Mixed Terminals and Half Flush do not apply
    value: { kind: 'fixed', amount: 10 },
    includes: ['all-pungs'],
    replaces: ['mixed-terminals', 'half-flush'],
    example: {
      hand: '33344455566z',
      melds: [{ kind: 'pon', tiles: '222z' }],
      winTile: '6z',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'all-terminals',
    category: 'limit-hands',
    place: { order: 30 },
    native: '清么九',
    value: { kind: 'limit' },
    conditions: ['no-extras'],
    example: {
      hand: '999m111p11999s',
      melds: [{ kind: 'pon', tiles: '111m' }],
      winTile: '9m',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'big-winds',
    category: 'limit-hands',
    place: { order: 50 },
    native: '大四喜',
    value: { kind: 'limit' },
    conditions: ['no-extras'],
    example: {
      hand: '99m222333444z',
      melds: [{ kind: 'pon', tiles: '111z' }],
      winTile: '9m',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'four-kongs',
    category: 'limit-hands',
    place: { order: 60 },
    native: '十八羅漢',
    value: { kind: 'limit' },
    conditions: ['no-extras'],
    example: {
      hand: '99m',
      melds: [
        { kind: 'kan-open', tiles: '2222m' },
        { kind: 'kan-added', tiles: '5555p' },
        { kind: 'kan-closed', tiles: '7777s' },
        { kind: 'kan-open', tiles: '3333s' },
      ],
      winTile: '9m',
      win: 'discard',
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'thirteen-orphans',
    category: 'limit-hands',
    place: { order: 70 },
    native: '十三么',
    value: { kind: 'limit' },
    conditions: ['no-extras', 'always-concealed', 'special-hand'],
    example: { hand: '119m19p19s1234567z', winTile: '9s', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'nine-gates',
    category: 'limit-hands',
    place: { order: 40 },
    native: '九蓮寶燈',
    // by composition: no melds, 14 tiles of one suit holding 1112345678999; any winning tile
    value: { kind: 'limit' },
    conditions: ['no-extras', 'always-concealed'],
    example: { hand: '11123455678999m', winTile: '5m', win: 'self-drawn' },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'heavenly-hand',
    category: 'limit-hands',
    place: { order: 80 },
    native: '天胡',
    // the dealer wins by self-draw on the dealt hand
    value: { kind: 'limit' },
    notWith: ['earthly-hand', 'human-hand', ...FIRST_TURN_EXCLUDES],
    conditions: ['no-extras', 'always-concealed', 'dealer-only', 'self-draw-only'],
    example: {
      hand: '123456m789p34555s',
      winTile: '3s',
      win: 'self-drawn',
      seatWind: 'east',
      dealer: true,
      flags: ['heavenly'],
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'earthly-hand',
    category: 'limit-hands',
    place: { order: 90 },
    native: '地胡',
    // a non-dealer wins on the dealer's first discard
    value: { kind: 'limit' },
    notWith: ['heavenly-hand', 'human-hand', ...FIRST_TURN_EXCLUDES],
    conditions: ['no-extras', 'always-concealed', 'non-dealer-only', 'discard-only'],
    example: {
      hand: '12399m456p234789s',
      winTile: '5p',
      win: 'discard',
      seatWind: 'south',
      discarder: 'east',
      flags: ['earthly'],
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
  {
    id: 'human-hand',
    category: 'limit-hands',
    place: { order: 100 },
    native: '人胡',
    // vmc: a non-dealer wins on a discard before his first draw. Off in hk-classic.
    value: { kind: 'limit' },
    notWith: ['heavenly-hand', 'earthly-hand', ...FIRST_TURN_EXCLUDES],
    conditions: ['no-extras', 'always-concealed', 'non-dealer-only', 'discard-only'],
    example: {
      hand: '23455m678p345678s',
      winTile: '8p',
      win: 'discard',
      seatWind: 'west',
      discarder: 'south',
      flags: ['human'],
    },
    source: { source: BOOK, section: 'Faan table: limit hands' },
  },
]);
