/**
 * Riichi's conflict table (`score-api.md`, "Flags" and "Errors that name their cause"): every pair of
 * flags that cannot hold together, then each flag with what it needs of the other flags, the seat,
 * the melds and the way of winning. Checked in this order (the first rule that holds is the error), so
 * a conflict that does not depend on the way of winning is found before one that does.
 *
 * The pairs come from going through all 36 pairs of the nine flags (riichi.md, score-api.md):
 * - tenhou (`heavenly`), chiihou (`earthly`) and renhou (`human`) are won in the first go-around,
 *   before any call or riichi: none goes with `riichi`, `double-riichi` or `ippatsu`, with a kong
 *   (`kong-replacement`, `robbing-kong`) or with the last tile, nor with each other;
 * - the replacement tile of a kong comes from the dead wall: never the last tile of the wall nor the
 *   last discard (`last-tile`), and a robbed kong tile is neither either;
 * - a kong declared after riichi ends ippatsu (EMA, WRC: any call, a concealed kong too), so a win on
 *   its replacement tile is never ippatsu;
 * - a kong replacement is drawn by the winner, a robbed kong tile is another player's;
 * - riichi and double riichi are one declaration.
 * Accepted together: riichi or double-riichi with ippatsu, kong-replacement, robbing-kong or last-tile;
 * ippatsu with robbing-kong (chankan ippatsu) or last-tile.
 */
import { discarderOnSelfDraw, hasFlag, needs, pair, robbedTileOnce, q, type ConflictRule } from '../../core/conflicts.ts';
import type { NormalizedHand } from '../../core/validate.ts';

/** The wins of the first go-around, with the yaku each flag stands for. */
const FIRST_TURN = { heavenly: 'tenhou', earthly: 'chiihou', human: 'renhou' } as const;
type FirstTurn = keyof typeof FIRST_TURN;
const FIRST_TURN_FLAGS = Object.keys(FIRST_TURN) as FirstTurn[];
const name = (f: FirstTurn): string => `${q(f)} (${FIRST_TURN[f]})`;

const anyRiichi = (h: NormalizedHand): boolean => hasFlag(h, 'riichi') || hasFlag(h, 'double-riichi');

const pairs: ConflictRule[] = [
  pair('riichi', 'double-riichi', 'double riichi is the riichi declared on the first discard, so the hand has one of them'),
  // Riichi and ippatsu cannot come before a win of the first go-around.
  ...FIRST_TURN_FLAGS.flatMap((f) => [
    pair('riichi', f, `${name(f)} is won in the first go-around, before riichi can be declared`),
    pair('double-riichi', f, `${name(f)} is won before the first discard that double riichi is declared with`),
    pair('ippatsu', f, `ippatsu follows a riichi, and ${name(f)} is won before any riichi`),
  ]),
  pair('ippatsu', 'kong-replacement', 'a kong declared after riichi ends ippatsu, so a win on its replacement tile is never ippatsu'),
  pair('kong-replacement', 'robbing-kong', "a kong replacement is drawn by the winner after their own kong, a robbed kong tile is another player's"),
  pair('kong-replacement', 'last-tile', 'the replacement tile of a kong comes from the dead wall: it is neither the last tile of the wall (haitei) nor the last discard (houtei)'),
  pair('robbing-kong', 'last-tile', 'a robbed kong tile is neither the last tile of the wall (haitei) nor the last discard (houtei)'),
  ...FIRST_TURN_FLAGS.flatMap((f) => [
    pair('kong-replacement', f, `${name(f)} is won in the first go-around, before any kong`),
    pair('robbing-kong', f, `${name(f)} is won in the first go-around, before any kong`),
    pair('last-tile', f, `${name(f)} is won in the first go-around, never on the last tile`),
  ]),
  pair('heavenly', 'earthly', "tenhou is the dealer's win, chiihou a non-dealer's"),
  pair('heavenly', 'human', "tenhou is the dealer's self-draw, renhou a non-dealer's win on a discard"),
  pair('earthly', 'human', 'chiihou is a self-draw on the first own draw, renhou a win on a discard before it'),
];

export const conflicts: ConflictRule[] = [
  ...pairs,
  // What a flag needs of the other flags
  {
    id: 'ippatsu-without-riichi',
    flags: ['ippatsu'],
    need: 'riichi',
    when: (h) => !anyRiichi(h),
    message: `${q('ippatsu')} is a win within one go-around of riichi: add ${q('riichi')} or ${q('double-riichi')}, or remove ${q('ippatsu')}`,
  },
  // The seat
  {
    id: 'heavenly-non-dealer',
    flags: ['heavenly'],
    ...needs('dealer'),
    message: (h) =>
      `${name('heavenly')} is the dealer's win on the dealt hand, but the winner (seat ${h.seatWind}) is not the dealer: make the winner the dealer ("dealer": true, or seatWind "east"), or remove ${q('heavenly')}`,
  },
  ...(['earthly', 'human'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-dealer`,
      flags: [f],
      ...needs('non-dealer'),
      message: `${name(f)} is a non-dealer's win, but the winner is the dealer: make the winner a non-dealer ("dealer": false, or a seatWind other than "east"), or remove ${q(f)}`,
    }),
  ),
  // The melds
  ...(['riichi', 'double-riichi'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-with-open-meld`,
      flags: [f],
      ...needs('closed'),
      message: `${q(f)} needs a closed hand, but the hand has an open meld: declare no open meld (a concealed kong keeps the hand closed), or remove ${q(f)}`,
    }),
  ),
  ...FIRST_TURN_FLAGS.map(
    (f): ConflictRule => ({
      id: `${f}-with-melds`,
      flags: [f],
      ...needs('no-melds'),
      message: `${name(f)} is won in the first go-around, before any call or kong: declare no meld, or remove ${q(f)}`,
    }),
  ),
  {
    id: 'kong-replacement-without-kong',
    flags: ['kong-replacement'],
    ...needs('kong'),
    message: `${q('kong-replacement')} is a win on the replacement tile of a kong, but the hand declares no kong: declare the kong in melds, or remove ${q('kong-replacement')}`,
  },
  // The way of winning
  {
    id: 'kong-replacement-on-discard',
    flags: ['kong-replacement'],
    ...needs('self-drawn'),
    message: `${q('kong-replacement')} is a self-draw of the replacement tile after a kong, not a win on a discard: set win "self-drawn", or remove ${q('kong-replacement')}`,
  },
  {
    id: 'robbing-kong-on-self-draw',
    flags: ['robbing-kong'],
    ...needs('discard'),
    message: `${q('robbing-kong')} is a win on the tile another player adds to a kong, not a self-draw: set win "discard", or remove ${q('robbing-kong')}`,
  },
  robbedTileOnce('robbing-kong'),
  ...(['heavenly', 'earthly'] as const).map(
    (f): ConflictRule => ({
      id: `${f}-on-discard`,
      flags: [f],
      ...needs('self-drawn'),
      message: `${name(f)} is a self-draw (${f === 'heavenly' ? 'the dealt hand' : 'the first own draw'}), not a win on a discard: set win "self-drawn", or remove ${q(f)}`,
    }),
  ),
  {
    id: 'human-on-self-draw',
    flags: ['human'],
    ...needs('discard'),
    message: `${name('human')} is a win on a discard before the first own draw, not a self-draw: set win "discard", or remove ${q('human')}`,
  },
  discarderOnSelfDraw,
];

/**
 * The items that score each flag: a scored reading in which none of a flag's items held (while one is
 * played) leaves the flag unused, and is refused (`readingConflict`). `renhou` off (the `renhou`
 * setting) scores the flag `human` as nothing, as its preset says: no item of it is played then.
 */
export const flagItems: Readonly<Record<string, readonly string[]>> = {
  riichi: ['riichi'],
  'double-riichi': ['double-riichi'],
  ippatsu: ['ippatsu'],
  'kong-replacement': ['rinshan-kaihou'],
  'robbing-kong': ['chankan'],
  'last-tile': ['haitei', 'houtei'],
  heavenly: ['tenhou'],
  earthly: ['chiihou'],
  human: ['renhou'],
};
