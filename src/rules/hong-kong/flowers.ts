/**
 * Flowers and seasons (seed 002 "Bunga dan musim"; hong-kong.md catalogue). They exist only when the
 * `flowers` setting is on. Bonus tile n belongs to seat n: flowers 1f–4f and seasons 5f–8f map to
 * East, South, West, North.
 */
import { defineItems } from '../../core/ruleset.ts';

const BOOK = 'mymahjong-book-1';
const ON = { setting: 'flowers', value: true } as const;

export const flowerItems = defineItems('src/rules/hong-kong/flowers.ts', [
  {
    id: 'no-flowers',
    category: 'flowers-seasons',
    native: '無花',
    value: { kind: 'fixed', amount: 1 },
    enabledBy: ON,
    conditions: ['flowers-setting'],
    example: { hand: '12399m456p789s555z', winTile: '9m', win: 'discard' },
    source: { source: BOOK, section: 'Faan table: flowers and seasons' },
  },
  {
    id: 'own-flower',
    category: 'flowers-seasons',
    native: '正花',
    value: { kind: 'fixed', amount: 1 },
    enabledBy: ON,
    conditions: ['flowers-setting'],
    example: { hand: '12399m456p234789s', winTile: '5p', win: 'self-drawn', seatWind: 'east', bonusTiles: '1f' },
    source: { source: BOOK, section: 'Faan table: flowers and seasons' },
  },
  {
    id: 'own-season',
    category: 'flowers-seasons',
    native: '正季',
    value: { kind: 'fixed', amount: 1 },
    enabledBy: ON,
    conditions: ['flowers-setting'],
    example: { hand: '23455m678p345678s', winTile: '8p', win: 'self-drawn', seatWind: 'south', bonusTiles: '6f' },
    source: { source: BOOK, section: 'Faan table: flowers and seasons' },
  },
  {
    id: 'all-four-flowers',
    category: 'flowers-seasons',
    native: '一台花',
    // 2 for the set; replaces the own flower inside it
    value: { kind: 'fixed', amount: 2 },
    replaces: ['own-flower'],
    enabledBy: ON,
    conditions: ['flowers-setting'],
    example: { hand: '12399m456p789s555z', winTile: '9m', win: 'discard', bonusTiles: '1234f' },
    source: { source: BOOK, section: 'Faan table: flowers and seasons' },
  },
  {
    id: 'all-four-seasons',
    category: 'flowers-seasons',
    native: '一台季',
    // 2 for the set; replaces the own season inside it
    value: { kind: 'fixed', amount: 2 },
    replaces: ['own-season'],
    enabledBy: ON,
    conditions: ['flowers-setting'],
    example: { hand: '123456m789p34555s', winTile: '3s', win: 'discard', bonusTiles: '5678f' },
    source: { source: BOOK, section: 'Faan table: flowers and seasons' },
  },
]);
