/**
 * Riichi flag conflicts (`score-api.md`, "Flags"): flags that cannot hold together are
 * `conflicting-flags`, checked in this order; the first that holds names the problem.
 */
import type { ConflictRule, NormalizedHand } from '../../core/validate.ts';

const has = (h: NormalizedHand, f: string): boolean => h.flags.has(f);
const anyRiichi = (h: NormalizedHand): boolean => has(h, 'riichi') || has(h, 'double-riichi');
/** An exposed meld (every declared meld except a concealed kong). */
const openMeld = (h: NormalizedHand): boolean => !h.closed;
/** Any declared meld, a concealed kong included (a hand won on the deal or first draw has none). */
const anyMeld = (h: NormalizedHand): boolean => h.melds.length > 0;
const discard = (h: NormalizedHand): boolean => !h.selfDrawn;

/** `anyFlag` on each rule names a flag the rule cannot hold without (a quick filter, see ConflictRule). */
export const conflicts: ConflictRule[] = [
  {
    id: 'riichi-and-double-riichi',
    anyFlag: ['double-riichi'],
    when: (h) => has(h, 'riichi') && has(h, 'double-riichi'),
    message: 'riichi and double-riichi cannot both be declared: give one of them',
  },
  {
    id: 'riichi-with-open-meld',
    anyFlag: ['riichi', 'double-riichi'],
    when: (h) => anyRiichi(h) && openMeld(h),
    message: (h) =>
      `${has(h, 'double-riichi') ? 'double-riichi' : 'riichi'} needs a closed hand, but the hand has an open meld (only a concealed kong keeps it closed)`,
  },
  {
    id: 'ippatsu-without-riichi',
    anyFlag: ['ippatsu'],
    when: (h) => has(h, 'ippatsu') && !anyRiichi(h),
    message: 'ippatsu needs riichi or double-riichi',
  },
  {
    id: 'robbing-kong-and-kong-replacement',
    anyFlag: ['robbing-kong'],
    when: (h) => has(h, 'robbing-kong') && has(h, 'kong-replacement'),
    message: 'robbing-kong (a win on another player\'s kong tile) and kong-replacement (a win on one\'s own replacement draw) cannot both hold',
  },
  {
    id: 'kong-replacement-on-discard',
    anyFlag: ['kong-replacement'],
    when: (h) => has(h, 'kong-replacement') && discard(h),
    message: 'kong-replacement is a self-draw (the replacement tile after a kong), not a win on a discard',
  },
  {
    id: 'kong-replacement-without-kong',
    anyFlag: ['kong-replacement'],
    when: (h) => has(h, 'kong-replacement') && h.kongs === 0,
    message: 'kong-replacement needs a declared kong in the hand',
  },
  {
    id: 'robbing-kong-on-self-draw',
    anyFlag: ['robbing-kong'],
    when: (h) => has(h, 'robbing-kong') && h.selfDrawn,
    message: 'robbing-kong is a win on another player\'s added kong tile (win: "discard"), not a self-draw',
  },
  {
    id: 'heavenly-non-dealer',
    anyFlag: ['heavenly'],
    when: (h) => has(h, 'heavenly') && !h.dealer,
    message: 'heavenly (tenhou) is the dealer\'s win on the dealt hand; the winner is not the dealer',
  },
  {
    id: 'heavenly-on-discard',
    anyFlag: ['heavenly'],
    when: (h) => has(h, 'heavenly') && discard(h),
    message: 'heavenly (tenhou) is a self-draw on the dealt hand, not a win on a discard',
  },
  {
    id: 'heavenly-with-meld',
    anyFlag: ['heavenly'],
    when: (h) => has(h, 'heavenly') && anyMeld(h),
    message: 'heavenly (tenhou) is won on the dealt hand: there can be no declared meld',
  },
  {
    id: 'earthly-dealer',
    anyFlag: ['earthly'],
    when: (h) => has(h, 'earthly') && h.dealer,
    message: 'earthly (chiihou) is a non-dealer\'s win on the first own draw; the winner is the dealer',
  },
  {
    id: 'earthly-on-discard',
    anyFlag: ['earthly'],
    when: (h) => has(h, 'earthly') && discard(h),
    message: 'earthly (chiihou) is a self-draw on the first own draw, not a win on a discard',
  },
  {
    id: 'earthly-with-meld',
    anyFlag: ['earthly'],
    when: (h) => has(h, 'earthly') && anyMeld(h),
    message: 'earthly (chiihou) needs no call before the win: there can be no declared meld',
  },
  {
    id: 'human-dealer',
    anyFlag: ['human'],
    when: (h) => has(h, 'human') && h.dealer,
    message: 'human (renhou) is a non-dealer\'s win on a discard before the first own draw; the winner is the dealer',
  },
  {
    id: 'human-on-self-draw',
    anyFlag: ['human'],
    when: (h) => has(h, 'human') && h.selfDrawn,
    message: 'human (renhou) is a win on a discard before the first own draw, not a self-draw',
  },
  {
    id: 'human-with-meld',
    anyFlag: ['human'],
    when: (h) => has(h, 'human') && anyMeld(h),
    message: 'human (renhou) is won before the first own draw: there can be no declared meld',
  },
];
