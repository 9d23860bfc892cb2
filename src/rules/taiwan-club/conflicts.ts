/**
 * Flags that cannot hold together on the Hé Fēn club sheet (spec "More decisions": conflicting flags),
 * checked in order; the first that holds is the `conflicting-flags` error.
 */
import { hasAllFlags, hasAnyFlag, hasFlag, type ConflictRule } from '../../core/validate.ts';

/** Flags that need a win on a self-draw. */
const SELF_DRAW_ONLY = ['kong-replacement', 'flower-replacement', 'last-tile', 'heavenly'] as const;
/** What a win with the dealt hand / on the dealer's first discard cannot have. */
const NOT_WITH_FIRST_TURN = ['kong-replacement', 'robbing-kong', 'last-tile', 'ding-ding'] as const;

export const conflicts: ConflictRule[] = [
  {
    id: 'robbing-kong-self-drawn',
    when: (h) => h.selfDrawn && hasFlag(h, 'robbing-kong'),
    message: 'robbing-kong is a win on the tile added to a kong, not a self-draw',
  },
  {
    id: 'heavenly-dealer-first-discard',
    when: (h) => hasAllFlags(h, 'heavenly', 'dealer-first-discard'),
    message: 'heavenly and dealer-first-discard cannot both hold',
  },
  ...SELF_DRAW_ONLY.map(
    (flag): ConflictRule => ({
      id: `${flag}-discard`,
      when: (h) => !h.selfDrawn && hasFlag(h, flag),
      message: `${flag} is a self-drawn win, not a win on a discard`,
    }),
  ),
  {
    id: 'dealer-first-discard-self-drawn',
    when: (h) => h.selfDrawn && hasFlag(h, 'dealer-first-discard'),
    message: 'dealer-first-discard is a win on a discard, not a self-draw',
  },
  {
    id: 'dealer-first-discard-by-dealer',
    when: (h) => h.dealer && hasFlag(h, 'dealer-first-discard'),
    message: "dealer-first-discard is a win on the dealer's discard: the winner cannot be the dealer",
  },
  {
    id: 'discarder-self-drawn',
    when: (h) => h.selfDrawn && h.discarder !== null,
    message: 'a self-drawn win has no discarder',
  },
  {
    id: 'heavenly-non-dealer',
    when: (h) => !h.dealer && hasFlag(h, 'heavenly'),
    message: 'heavenly is a win by the dealer',
  },
  ...NOT_WITH_FIRST_TURN.map(
    (flag): ConflictRule => ({
      id: `first-turn-${flag}`,
      when: (h) => hasAnyFlag(h, 'heavenly', 'dealer-first-discard') && hasFlag(h, flag),
      message: `heavenly / dealer-first-discard cannot go with ${flag}`,
    }),
  ),
  {
    id: 'first-turn-with-melds',
    when: (h) => hasAnyFlag(h, 'heavenly', 'dealer-first-discard') && h.melds.length > 0,
    message: 'heavenly / dealer-first-discard cannot have declared melds',
  },
  {
    id: 'kong-replacement-without-kong',
    when: (h) => hasFlag(h, 'kong-replacement') && h.kongs === 0,
    message: 'kong-replacement needs a declared kong',
  },
  {
    id: 'flower-replacement-without-bonus',
    when: (h) => hasFlag(h, 'flower-replacement') && h.bonus.length === 0,
    message: 'flower-replacement needs a bonus tile (bonusTiles)',
  },
  {
    id: 'kong-and-flower-replacement',
    when: (h) => hasAllFlags(h, 'kong-replacement', 'flower-replacement'),
    message: 'kong-replacement and flower-replacement cannot both be the winning draw',
  },
];
