/**
 * Hong Kong flag conflicts (hong-kong.md, Decisions: "Conflicting flags", the first-turn hands, and
 * kong / flower replacement together). Checked in order; the first that holds is reported as
 * `conflicting-flags`. `kong-replacement` with `double-kong-replacement` is NOT a conflict: the
 * double counts instead of the single (a relation of the data).
 */
import { hasAllFlags, hasAnyFlag, hasFlag, type ConflictRule } from '../../core/validate.ts';

const FIRST_TURN = ['heavenly', 'earthly', 'human'] as const;
/** Winning moments the first-turn hands exclude. */
const FIRST_TURN_EXCLUDES = ['kong-replacement', 'double-kong-replacement', 'robbing-kong', 'last-tile'] as const;

const firstTurnRules: ConflictRule[] = FIRST_TURN.flatMap((f): ConflictRule[] => [
  {
    id: `${f}-with-melds`,
    when: (h) => hasFlag(h, f) && h.melds.length > 0,
    message: `"${f}" needs a hand without declared melds`,
  },
  ...FIRST_TURN_EXCLUDES.map(
    (g): ConflictRule => ({
      id: `${f}-with-${g}`,
      when: (h) => hasAllFlags(h, f, g),
      message: `"${f}" and "${g}" cannot hold together`,
    }),
  ),
]);

export const conflicts: ConflictRule[] = [
  {
    id: 'robbing-kong-self-drawn',
    when: (h) => hasFlag(h, 'robbing-kong') && h.selfDrawn,
    message: '"robbing-kong" is a win on another player\'s added kong tile, not a self-draw',
  },
  ...(['kong-replacement', 'double-kong-replacement', 'flower-replacement', 'last-tile', 'heavenly'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-on-discard`,
      when: (h) => hasFlag(h, f) && !h.selfDrawn,
      message: `"${f}" is a self-drawn win; it cannot be won on a discard`,
    }),
  ),
  ...(['earthly', 'human'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-self-drawn`,
      when: (h) => hasFlag(h, f) && h.selfDrawn,
      message: `"${f}" is a win on a discard, not a self-draw`,
    }),
  ),
  {
    id: 'kong-replacement-without-kong',
    when: (h) => hasFlag(h, 'kong-replacement') && h.kongs < 1,
    message: '"kong-replacement" needs a declared kong',
  },
  {
    id: 'double-kong-replacement-without-two-kongs',
    when: (h) => hasFlag(h, 'double-kong-replacement') && h.kongs < 2,
    message: '"double-kong-replacement" needs two declared kongs',
  },
  {
    id: 'flower-replacement-without-bonus',
    when: (h) => hasFlag(h, 'flower-replacement') && h.bonus.length === 0,
    message: '"flower-replacement" needs a bonus tile in bonusTiles',
  },
  {
    id: 'heavenly-non-dealer',
    when: (h) => hasFlag(h, 'heavenly') && !h.dealer,
    message: '"heavenly" is the dealer\'s win',
  },
  ...(['earthly', 'human'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-dealer`,
      when: (h) => hasFlag(h, f) && h.dealer,
      message: `"${f}" is a non-dealer's win`,
    }),
  ),
  {
    id: 'kong-and-flower-replacement',
    when: (h) =>
      hasFlag(h, 'flower-replacement') && hasAnyFlag(h, 'kong-replacement', 'double-kong-replacement'),
    message: 'a win on a flower replacement is not a kong replacement: give one of the two flags',
  },
  ...firstTurnRules,
  {
    id: 'first-turn-together',
    when: (h) => FIRST_TURN.filter((f) => hasFlag(h, f)).length > 1,
    message: '"heavenly", "earthly" and "human" exclude each other',
  },
];
