/**
 * The Hé Fēn club sheet's conflict table (taiwan-club.md, "More decisions": conflicting flags;
 * `score-api.md`, "Errors that name their cause"): every pair of flags that cannot hold together, then
 * each flag with what it needs of the seat, the melds, the hand and the way of winning. Checked in this
 * order (the first rule that holds is the error), so a conflict that does not depend on the way of
 * winning is found before one that does.
 *
 * The pairs come from going through all 45 pairs of the ten flags (taiwan-club.md):
 * - the sheet's own: kong and flower replacement together; heavenly with dealer-first-discard;
 *   heavenly or dealer-first-discard with kong-replacement, robbing-kong, last-tile or ding-ding;
 * - robbing a kong wins on another player's tile: never with a replacement tile the winner draws or the
 *   last tile of the wall (both self-draws), and dealer-first-discard (a discard) never with a flower
 *   replacement (a self-draw);
 * - heavenly, dealer-first-discard and the first-N flags are tiers of one item, of which only the
 *   highest scores: two of them are two descriptions of one win, one of them unused;
 * - the last tile of the wall is never drawn within the first ten discards;
 * - a Ding Ding hand is locked (it discards what it draws and claims only to win), so it declares no
 *   kong to win on its replacement tile.
 * Accepted together: a kong or flower replacement that is the last tile; kong-replacement, flower-
 * replacement or robbing-kong within the first four, seven or ten discards; heavenly with a flower
 * replacement (the dealer's flowers replaced before the dealt hand wins); ding-ding with a flower
 * replacement, robbing-kong, last-tile or a first-N flag.
 */
import { discarderOnSelfDraw, needs, pair, robbedTileOnce, q, type ConflictRule } from '../../core/conflicts.ts';

/** Flags that need a win on a self-draw. */
const SELF_DRAW_ONLY = ['kong-replacement', 'flower-replacement', 'last-tile', 'heavenly'] as const;
/** The wins of the first turn (the dealt hand, the dealer's first discard). */
const FIRST_TURN = ['heavenly', 'dealer-first-discard'] as const;
/** What a win with the dealt hand / on the dealer's first discard cannot have (taiwan-club.md). */
const NOT_WITH_FIRST_TURN = ['kong-replacement', 'robbing-kong', 'last-tile', 'ding-ding'] as const;
/** The tiers of the early-win item given by flags, highest first (only the highest given scores). */
const EARLY = ['heavenly', 'dealer-first-discard', 'first-4-discards', 'first-7-discards', 'first-10-discards'] as const;
const FIRST_N = ['first-4-discards', 'first-7-discards', 'first-10-discards'] as const;

const pairs: ConflictRule[] = [
  pair('kong-replacement', 'flower-replacement', 'only one of them is the winning draw'),
  ...(['kong-replacement', 'flower-replacement', 'last-tile'] as const).map((f) =>
    pair(f, 'robbing-kong', `${q(f)} is the winner's self-draw, a robbed kong tile is another player's`),
  ),
  ...FIRST_TURN.flatMap((f) =>
    NOT_WITH_FIRST_TURN.map((g) => pair(f, g, `${q(f)} is won in the first turn, before any kong, Ding Ding or the last tile`)),
  ),
  pair('dealer-first-discard', 'flower-replacement', "a win on the dealer's first discard is not the winner's own draw of a replacement tile"),
  // The tiers of one item: two of them describe one win twice (only the highest would score).
  ...EARLY.flatMap((a, i) =>
    EARLY.slice(i + 1).map((b) =>
      pair(a, b, `both are tiers of the one early-win item and only the highest scores: give only ${q(a)} if the win was that early`),
    ),
  ).filter((r) => !(r.flags[0] === 'heavenly' && r.flags[1] === 'dealer-first-discard')),
  pair('heavenly', 'dealer-first-discard', "the dealt hand is the dealer's self-draw, the dealer's first discard a non-dealer's win"),
  ...FIRST_N.map((f) => pair('last-tile', f, 'the last tile of the wall is never drawn within the first ten discards')),
  pair('ding-ding', 'kong-replacement', 'a Ding Ding hand is locked (it discards what it draws and claims only to win), so it declares no kong to win on its replacement tile'),
];

export const conflicts: ConflictRule[] = [
  ...pairs,
  // The seat
  {
    id: 'heavenly-non-dealer',
    flags: ['heavenly'],
    ...needs('dealer'),
    message: (h) =>
      `${q('heavenly')} is the dealer's win with the dealt hand, but the winner (seat ${h.seatWind}) is not the dealer: make the winner the dealer ("dealer": true, or seatWind "east"), or remove ${q('heavenly')}`,
  },
  {
    id: 'dealer-first-discard-by-dealer',
    flags: ['dealer-first-discard'],
    ...needs('non-dealer'),
    message: `${q('dealer-first-discard')} is a win on the dealer's discard, so the winner cannot be the dealer: make the winner a non-dealer ("dealer": false, or a seatWind other than "east"), or remove ${q('dealer-first-discard')}`,
  },
  {
    id: 'dealer-first-discard-discarder',
    flags: ['dealer-first-discard'],
    ...needs('dealer-discarder'),
    message: (h) =>
      `${q('dealer-first-discard')} is a win on the dealer's discard, but the discarder is ${h.discarder} (the dealer sits east): give discarder "east" or none, or remove ${q('dealer-first-discard')}`,
  },
  // The melds
  ...FIRST_TURN.map(
    (f): ConflictRule => ({
      id: `${f}-with-melds`,
      flags: [f],
      ...needs('no-melds'),
      message: `${q(f)} is won in the first turn, before any declared set: declare no meld, or remove ${q(f)}`,
    }),
  ),
  {
    id: 'kong-replacement-without-kong',
    flags: ['kong-replacement'],
    ...needs('kong'),
    message: `${q('kong-replacement')} is a win on the replacement tile of a kong, but the hand declares no kong: declare the kong in melds, or remove ${q('kong-replacement')}`,
  },
  // The hand
  {
    id: 'flower-replacement-without-bonus',
    flags: ['flower-replacement'],
    ...needs('bonus-tile'),
    message: `${q('flower-replacement')} is a win on the tile drawn for a flower, but the hand has no bonus tile: give it in bonusTiles, or remove ${q('flower-replacement')}`,
  },
  {
    // Niko Niko: "Ding Ding and the two-pair wait cannot be declared" (taiwan-club.md, special hands).
    id: 'ding-ding-niko-niko',
    flags: ['ding-ding'],
    with: 'hand',
    need: 'other-reading',
    item: 'niko-niko',
    message: `${q('ding-ding')} cannot be declared with Niko Niko (seven pairs and a pung), and these tiles are read as no other winning hand: remove ${q('ding-ding')}`,
  },
  // The way of winning
  {
    id: 'robbing-kong-self-drawn',
    flags: ['robbing-kong'],
    ...needs('discard'),
    message: `${q('robbing-kong')} is a win on the tile added to a kong, not a self-draw: set win "discard", or remove ${q('robbing-kong')}`,
  },
  robbedTileOnce('robbing-kong'),
  ...SELF_DRAW_ONLY.map(
    (f): ConflictRule => ({
      id: `${f}-on-discard`,
      flags: [f],
      ...needs('self-drawn'),
      message: `${q(f)} is a self-drawn win, not a win on a discard: set win "self-drawn", or remove ${q(f)}`,
    }),
  ),
  {
    id: 'dealer-first-discard-self-drawn',
    flags: ['dealer-first-discard'],
    ...needs('discard'),
    message: `${q('dealer-first-discard')} is a win on a discard, not a self-draw: set win "discard", or remove ${q('dealer-first-discard')}`,
  },
  discarderOnSelfDraw,
];

/**
 * The items that score each flag: a scored reading in which none of a flag's items held (while one is
 * played) leaves the flag unused, and is refused (`readingConflict`). The early-win flags are the tiers
 * of one item (two of them given are a pair of the table).
 */
export const flagItems: Readonly<Record<string, readonly string[]>> = {
  'kong-replacement': ['kong-replacement'],
  'flower-replacement': ['flower-replacement'],
  'robbing-kong': ['robbing-kong'],
  'last-tile': ['last-tile'],
  heavenly: ['early-win'],
  'dealer-first-discard': ['early-win'],
  'first-4-discards': ['early-win'],
  'first-7-discards': ['early-win'],
  'first-10-discards': ['early-win'],
  'ding-ding': ['ding-ding'],
};
