/**
 * How a venue guide is laid out for each ruleset: which settings are its key numbers, which always
 * appear in the one-line rule summary, and how the items are grouped (the sections of seed 004 for
 * Hong Kong: patterns, limit hands, winds and dragons, flowers, ways of winning). Pure data; a test
 * checks that every item of every ruleset is in exactly one section.
 */
import taiwanClub from '../rules/taiwan-club/index.ts';
import type { RulesetId } from '../core/api.ts';

export interface GuideSection {
  /** Anchor id; the heading is `ui:venue.sections.<id>`, or the category's name when `category` is set. */
  id: string;
  /** Every item of this category, in catalogue order … */
  category?: string;
  /** … or these items, in this order. */
  items?: string[];
  /** Show the "a limit hand scores the limit" note (rulesets with a `limit` setting). */
  limitNote?: boolean;
}

export interface GuideLayout {
  /** Settings shown as big numbers at the top (minimum, limit, flowers …). */
  keySettings: string[];
  /** Settings always named in the one-line summary (every setting the venue changes is added). */
  summarySettings: string[];
  /** The setting that is the winning minimum, and the one that is the limit (cross-checked). */
  minimumSetting?: string;
  limitSetting?: string;
  /** The setting holding the payment curve (a venue's own curve must cover 0 … limit). */
  curveSetting?: string;
  /** Name the special hands (condition `special-hand`) under "How to win". */
  listSpecialHands?: boolean;
  sections: GuideSection[];
}

export const GUIDE_LAYOUTS: Record<RulesetId, GuideLayout> = {
  'hong-kong': {
    keySettings: ['minFaan', 'limit', 'flowers'],
    summarySettings: ['minFaan', 'limit', 'curve', 'gun'],
    minimumSetting: 'minFaan',
    limitSetting: 'limit',
    curveSetting: 'curve',
    listSpecialHands: true,
    sections: [
      {
        id: 'patterns',
        items: [
          'chicken-hand',
          'all-chows',
          'all-pungs',
          'half-flush',
          'full-flush',
          'mixed-terminals',
          'small-dragons',
          'big-dragons',
          'small-winds',
          'seven-pairs',
        ],
      },
      {
        id: 'limit-hands',
        limitNote: true,
        items: [
          'all-honours',
          'four-concealed-pungs',
          'all-terminals',
          'nine-gates',
          'big-winds',
          'four-kongs',
          'thirteen-orphans',
          'heavenly-hand',
          'earthly-hand',
          'human-hand',
        ],
      },
      { id: 'winds-dragons', items: ['seat-wind', 'round-wind', 'dragon-pung'] },
      { id: 'flowers', category: 'flowers-seasons' },
      {
        id: 'winning',
        items: [
          'self-drawn',
          'concealed-hand',
          'robbing-the-kong',
          'last-tile',
          'kong-replacement',
          'flower-replacement',
          'double-kong-replacement',
        ],
      },
    ],
  },
  riichi: {
    keySettings: ['kiriage', 'kazoe', 'redFives', 'openPinfuFu'],
    summarySettings: [],
    listSpecialHands: true,
    sections: [
      { id: 'han-1', category: 'han-1' },
      { id: 'han-2', category: 'han-2' },
      { id: 'han-3', category: 'han-3' },
      { id: 'han-6', category: 'han-6' },
      { id: 'yakuman', category: 'yakuman' },
      { id: 'limit-hand', category: 'limit-hand' },
      { id: 'bonus', category: 'bonus' },
    ],
  },
  'taiwan-club': {
    keySettings: ['minimum', 'chicken'],
    summarySettings: ['minimum'],
    minimumSetting: 'minimum',
    // The club sheet's own order: one section per category of the ruleset.
    sections: taiwanClub.categories.map((c) => ({ id: c.id, category: c.id })),
  },
};
