/**
 * Hong Kong Old Style (faan): the catalogue (= preset `vmc`, seed 002), the `hk-classic` preset
 * (seed 004) as overrides, the settings, the sources and the payment data. Spec: hong-kong.md.
 */
import type { Source } from '../../core/ruleset.ts';
import { basicItems } from './basic.ts';
import { flowerItems } from './flowers.ts';
import { limitItems } from './limits.ts';
import { baau } from './liability.ts';
import { patternItems } from './patterns.ts';
import { payments } from './payments.ts';
import { presets, settings } from './presets.ts';
import type { HongKongRuleset } from './types.ts';

const CHECKED = '2026-09-13';

export const sources: Source[] = [
  {
    id: 'mymahjong-book-1',
    publisher: 'Hong Kong MyMahjong',
    title: 'Hong Kong MyMahjong guide, Book 1 (based on the VMC and HKMA rules; values used with permission)',
    edition: 'Book 1',
    checked: CHECKED,
  },
  {
    id: 'hkma',
    publisher: 'Hong Kong Mahjong Association (HKMA)',
    title: 'Hong Kong Mahjong Association rules',
    url: 'https://www.hkmahjong.org/',
    checked: CHECKED,
  },
  {
    id: 'demo-mahjong-club',
    publisher: 'Demo Mahjong Club',
    title: 'Rule guide: HK classic — min 3, limit 13, full spicy, half-gun',
    checked: CHECKED,
  },
  {
    id: 'zh-wikipedia-payment',
    publisher: 'Wikipedia (Chinese)',
    title: '香港麻雀 — 計分 (Cantonese mahjong payment)',
    url: 'https://zh.wikipedia.org/wiki/%E9%A6%99%E6%B8%AF%E9%BA%BB%E9%9B%80',
    checked: CHECKED,
  },
];

export const ruleset: HongKongRuleset = {
  id: 'hong-kong',
  unit: 'faan',
  nativeLang: 'zh-Hant',
  roles: { minimum: 'minFaan', limit: 'limit', curve: 'curve', bonusTiles: 'flowers' },
  // Key numbers: the minimum, the limit and how a hand pays (curve and gun in one box: "full spicy · half gun").
  guide: { keySettings: ['minFaan', 'limit', ['curve', 'gun']], summarySettings: ['minFaan', 'limit', 'curve', 'gun'], listSpecialHands: true },
  inputs: ['bonusTiles'],
  proseNumbers: {},
  handSize: 14,
  flags: ['kong-replacement', 'double-kong-replacement', 'flower-replacement', 'robbing-kong', 'last-tile', 'heavenly', 'earthly', 'human'],
  categories: [{ id: 'basic-bonuses' }, { id: 'hand-patterns' }, { id: 'limit-hands' }, { id: 'flowers-seasons' }],
  items: [...basicItems, ...patternItems, ...limitItems, ...flowerItems],
  // The venue guide's sections (seed 004): items of a category go to the section that collects it,
  // unless their `place` names another (All Chows is a pattern; the wind and dragon pungs have their own).
  // On the A4 sheet (`sheet`, smallest first) the faan a scorer adds up on most hands come first: the
  // patterns, the ways of winning, winds and dragons, flowers; the limit hands, all worth the limit, last.
  // "Limit hands" holds the items worth the limit, the other sections counted faan (`holds`): an item
  // a venue (or vmc: Four Concealed Pungs 8, All Honours 10 + extras) gives a count of faan is listed
  // among the patterns, one it makes a limit among the limit hands.
  guideSections: [
    { id: 'patterns', collects: ['hand-patterns'], sheet: 1, holds: { kind: 'fixed' } },
    { id: 'limit-hands', collects: ['limit-hands'], limitNote: true, holds: { kind: 'limit' } },
    { id: 'winds-dragons', sheet: 3, holds: { kind: 'fixed' } },
    { id: 'flowers', category: 'flowers-seasons', sheet: 4, holds: { kind: 'fixed' } },
    { id: 'winning', collects: ['basic-bonuses'], sheet: 2, holds: { kind: 'fixed' } },
  ],
  settings,
  presets,
  liability: [baau],
  defaultPreset: 'vmc',
  sources,
  payments,
  // Chicken Hand: a 4 sets + pair hand whose total, flowers included, is 0 (hk-classic)
  file: 'src/rules/hong-kong/index.ts',
};

export default ruleset;
