/**
 * One detector per Hong Kong item id (hong-kong.md): each decides only WHETHER its item holds for a
 * reading (and how many times); every value comes from the item definitions under the preset.
 */
import { counted, type Detector, type Detectors } from '../../core/detect.ts';
import type { SpecialShape } from '../../core/waits.ts';
import { hasCondition, type HkContext } from './context.ts';
import type { basicItems } from './basic.ts';
import type { flowerItems } from './flowers.ts';
import type { limitItems } from './limits.ts';
import type { patternItems } from './patterns.ts';
import type { ItemIdOf } from '../../core/ruleset.ts';

const flag = (ctx: HkContext, f: string): boolean => ctx.hand.flags.has(f);

/** The special shapes that win only where their item counts under the preset. */
export const itemShapes: Readonly<Record<string, SpecialShape>> = {
  'seven-pairs': 'seven-pairs',
  'thirteen-orphans': 'thirteen-orphans',
};

/** Every item id of the ruleset's catalogue. */
export type HongKongItemId = ItemIdOf<[typeof basicItems, typeof patternItems, typeof limitItems, typeof flowerItems]>;

/**
 * One detector per item: `satisfies` makes an item without a detector, or a detector without an
 * item, a compile error.
 */
const byItem = {
  // basic items and winning bonuses
  'all-chows': (c) => c.standard && c.chows === 4,
  'concealed-hand': (c) => c.hand.closed,
  'dragon-pung': (c) => counted(c.dragonPungs),
  'seat-wind': (c) => c.seatPung,
  'round-wind': (c) => c.roundPung,
  'self-drawn': (c) => c.hand.selfDrawn,
  'kong-replacement': (c) => flag(c, 'kong-replacement'),
  'double-kong-replacement': (c) => flag(c, 'double-kong-replacement'),
  'robbing-the-kong': (c) => flag(c, 'robbing-kong'),
  'last-tile': (c) => flag(c, 'last-tile'),
  'flower-replacement': (c) => flag(c, 'flower-replacement'),

  // hand patterns
  // Every other item of the reading totals 0 faan, flowers included.
  'chicken-hand': (c) => c.standard && c.found !== null && c.found.every((f) => f.value === 0),
  'all-pungs': (c) => c.standard && c.pungs === 4,
  'half-flush': (c) => c.suits === 1 && c.hasHonour,
  'full-flush': (c) => c.suits === 1 && !c.hasHonour,
  'small-dragons': (c) => c.standard && c.dragonPungs === 2 && c.dragonPair,
  'big-dragons': (c) => c.dragonPungs === 3,
  'mixed-terminals': (c) => c.allTerminalsOrHonours && c.hasTerminal && c.hasHonour,
  'small-winds': (c) => c.standard && c.windPungs === 3 && c.windPair,
  'seven-pairs': (c) => c.reading.shape === 'seven-pairs',

  // limit hands
  'four-concealed-pungs': (c) => {
    if (!c.standard || c.concealedPungs !== 4) return false;
    // How the win may come, as each preset words it (the item's conditions).
    if (hasCondition(c, 'four-concealed-pungs', 'pair-wait-only')) return c.pairWin;
    if (hasCondition(c, 'four-concealed-pungs', 'self-draw-or-pair-wait')) return c.hand.selfDrawn || c.pairWin;
    return true;
  },
  'all-honours': (c) => c.allHonours,
  'all-terminals': (c) => c.allTerminals,
  'big-winds': (c) => c.windPungs === 4,
  'four-kongs': (c) => c.kongs === 4,
  'thirteen-orphans': (c) => c.reading.shape === 'thirteen-orphans',
  'nine-gates': (c) => c.nineGates,
  'heavenly-hand': (c) => flag(c, 'heavenly'),
  'earthly-hand': (c) => flag(c, 'earthly'),
  'human-hand': (c) => flag(c, 'human'),

  // flowers and seasons
  'no-flowers': (c) => c.bonusCount === 0,
  'own-flower': (c) => c.ownFlower,
  'own-season': (c) => c.ownSeason,
  'all-four-flowers': (c) => c.allFlowers,
  'all-four-seasons': (c) => c.allSeasons,
} satisfies Record<HongKongItemId, Detector<HkContext>>;

export const detectors: Detectors<HkContext> = byItem;
