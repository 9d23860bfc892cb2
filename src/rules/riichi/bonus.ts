/** Dora: bonus han per tile, never a yaku. */
import { defineItems } from '../../core/ruleset.ts';
import { ema } from './sources.ts';

export const bonusItems = defineItems('src/rules/riichi/bonus.ts', [
  {
    id: 'dora',
    category: 'bonus',
    value: { kind: 'fixed', amount: 1, each: 'tile' },
    native: 'ドラ',
    romaji: 'Dora',
    conditions: ['not-a-yaku'],
    example: {
      hand: '234m567p22s345678s',
      winTile: '8s',
      win: 'discard',
      flags: ['riichi'],
      doraIndicators: '1s',
    },
    source: ema('Dora'),
  },
  {
    id: 'ura-dora',
    category: 'bonus',
    value: { kind: 'fixed', amount: 1, each: 'tile' },
    native: '裏ドラ',
    romaji: 'Ura dora',
    conditions: ['not-a-yaku', 'needs-riichi'],
    example: {
      hand: '234m567p22s345678s',
      winTile: '8s',
      win: 'discard',
      flags: ['riichi'],
      doraIndicators: '9m',
      uraDoraIndicators: '6p',
    },
    source: ema('Dora'),
  },
  {
    id: 'aka-dora',
    category: 'bonus',
    value: { kind: 'fixed', amount: 1, each: 'tile' },
    enabledBy: { setting: 'redFives', value: 3, orValues: [4, true] },
    native: '赤ドラ',
    romaji: 'Aka dora',
    conditions: ['not-a-yaku'],
    example: {
      hand: '234m067p22s345678s',
      winTile: '8s',
      win: 'discard',
      flags: ['riichi'],
      settings: { redFives: 3 },
    },
    source: ema('Dora'),
  },
]);
