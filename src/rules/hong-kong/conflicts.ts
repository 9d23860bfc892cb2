/**
 * Hong Kong's conflict table (hong-kong.md, Decisions: "Conflicting flags", the first-turn hands, kong
 * and flower replacement together; `score-api.md`, "Errors that name their cause"): every pair of
 * flags that cannot hold together, then each flag with what it needs of the seat, the melds, the hand
 * and the way of winning. Checked in this order (the first rule that holds is the error), so a
 * conflict that does not depend on the way of winning is found before one that does.
 *
 * The pairs come from going through all 28 pairs of the eight flags:
 * - Heavenly, Earthly and Human exclude each other and kong-replacement, double-kong-replacement,
 *   robbing-kong and last-tile (hong-kong.md); Earthly and Human are wins on a discard, so neither goes
 *   with a flower replacement (a self-draw);
 * - a flower replacement is not a kong replacement (hong-kong.md);
 * - robbing the kong wins on another player's tile: never with a replacement tile the winner draws,
 *   nor with the last tile (the self-draw of the last wall tile, hong-kong.md).
 * Accepted together: kong-replacement with double-kong-replacement (the double counts instead of the
 * single: a relation of the data), a kong or flower replacement that is the last tile of the wall, and
 * Heavenly with a flower replacement (the dealer's flowers replaced before the dealt hand wins).
 */
import { discarderOnSelfDraw, needs, pair, robbedTileOnce, q, type ConflictRule } from '../../core/conflicts.ts';

const FIRST_TURN = ['heavenly', 'earthly', 'human'] as const;
/** Winning moments the first-turn hands exclude (hong-kong.md). */
const FIRST_TURN_EXCLUDES = ['kong-replacement', 'double-kong-replacement', 'robbing-kong', 'last-tile'] as const;
/** The flags whose winning tile the winner draws (hong-kong.md: each conflicts with a discard). */
const SELF_DRAWN = ['kong-replacement', 'double-kong-replacement', 'flower-replacement', 'last-tile', 'heavenly'] as const;

const pairs: ConflictRule[] = [
  ...(['kong-replacement', 'double-kong-replacement'] as const).flatMap((k) => [
    pair(k, 'flower-replacement', 'a win on a flower replacement tile is not a kong replacement'),
    pair(k, 'robbing-kong', "a kong replacement tile is drawn by the winner, a robbed kong tile is another player's"),
  ]),
  pair('flower-replacement', 'robbing-kong', "a flower replacement tile is drawn by the winner, a robbed kong tile is another player's"),
  pair('robbing-kong', 'last-tile', "the last tile is the winner's self-draw of the last wall tile, a robbed kong tile is another player's"),
  ...FIRST_TURN.flatMap((f) =>
    FIRST_TURN_EXCLUDES.map((g) => pair(f, g, `the ${f} hand is won in the first go-around, before any kong and never on the last tile`)),
  ),
  pair('heavenly', 'earthly', "the heavenly hand is the dealer's, the earthly hand a non-dealer's"),
  pair('heavenly', 'human', "the heavenly hand is the dealer's self-draw, the human hand a non-dealer's win on a discard"),
  pair('earthly', 'human', "they exclude each other: a win on the dealer's first discard is the earthly hand, a win on a later discard before the winner's first draw the human hand"),
  ...(['earthly', 'human'] as const).map((f) =>
    pair(f, 'flower-replacement', `the ${f} hand is a win on a discard, a flower replacement tile is drawn by the winner`),
  ),
];

export const conflicts: ConflictRule[] = [
  ...pairs,
  // The seat
  {
    id: 'heavenly-non-dealer',
    flags: ['heavenly'],
    ...needs('dealer'),
    message: (h) =>
      `${q('heavenly')} is the dealer's self-draw on the dealt hand, but the winner (seat ${h.seatWind}) is not the dealer: make the winner the dealer ("dealer": true, or seatWind "east"), or remove ${q('heavenly')}`,
  },
  ...(['earthly', 'human'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-dealer`,
      flags: [f],
      ...needs('non-dealer'),
      message: `${q(f)} is a non-dealer's win, but the winner is the dealer: make the winner a non-dealer ("dealer": false, or a seatWind other than "east"), or remove ${q(f)}`,
    }),
  ),
  {
    id: 'earthly-discarder',
    flags: ['earthly'],
    ...needs('dealer-discarder'),
    message: (h) =>
      `${q('earthly')} is a win on the dealer's first discard, but the discarder is ${h.discarder} (the dealer sits east): give discarder "east" or none, or remove ${q('earthly')}`,
  },
  // The melds
  ...FIRST_TURN.map(
    (f): ConflictRule => ({
      id: `${f}-with-melds`,
      flags: [f],
      ...needs('no-melds'),
      message: `${q(f)} is won in the first go-around, before any meld: declare no meld, or remove ${q(f)}`,
    }),
  ),
  {
    id: 'kong-replacement-without-kong',
    flags: ['kong-replacement'],
    ...needs('kong'),
    message: `${q('kong-replacement')} is a win on the replacement tile of a kong, but the hand declares no kong: declare the kong in melds, or remove ${q('kong-replacement')}`,
  },
  {
    id: 'double-kong-replacement-without-two-kongs',
    flags: ['double-kong-replacement'],
    ...needs('two-kongs'),
    message: (h) =>
      `${q('double-kong-replacement')} is a win on the replacement tile of a second kong in a row, but the hand declares ${h.kongs === 0 ? 'no kong' : 'one kong'}: declare both kongs in melds, or remove ${q('double-kong-replacement')}`,
  },
  // The hand
  {
    id: 'flower-replacement-without-bonus',
    flags: ['flower-replacement'],
    ...needs('bonus-tile'),
    message: `${q('flower-replacement')} is a win on the tile drawn for a flower or season, but the hand has no bonus tile: give it in bonusTiles, or remove ${q('flower-replacement')}`,
  },
  // The way of winning
  {
    id: 'robbing-kong-self-drawn',
    flags: ['robbing-kong'],
    ...needs('discard'),
    message: `${q('robbing-kong')} is a win on the tile another player adds to a kong, not a self-draw: set win "discard", or remove ${q('robbing-kong')}`,
  },
  robbedTileOnce('robbing-kong'),
  ...SELF_DRAWN.map(
    (f): ConflictRule => ({
      id: `${f}-on-discard`,
      flags: [f],
      ...needs('self-drawn'),
      message: `${q(f)} is a self-drawn win, not a win on a discard: set win "self-drawn", or remove ${q(f)}`,
    }),
  ),
  ...(['earthly', 'human'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-self-drawn`,
      flags: [f],
      ...needs('discard'),
      message: `${q(f)} is a win on a discard, not a self-draw: set win "discard", or remove ${q(f)}`,
    }),
  ),
  discarderOnSelfDraw,
];

/**
 * The items that score each flag: a scored reading in which none of a flag's items held (while one is
 * played) leaves the flag unused, and is refused (`readingConflict`). A flag whose item the preset does
 * not play scores nothing, as the preset says (hk-classic: Human Hand off, "the flag is accepted and
 * scores nothing"; vmc: a flower-replacement win is only a self-draw).
 */
export const flagItems: Readonly<Record<string, readonly string[]>> = {
  'kong-replacement': ['kong-replacement'],
  'double-kong-replacement': ['double-kong-replacement'],
  'flower-replacement': ['flower-replacement'],
  'robbing-kong': ['robbing-the-kong'],
  'last-tile': ['last-tile'],
  heavenly: ['heavenly-hand'],
  earthly: ['earthly-hand'],
  human: ['human-hand'],
};
