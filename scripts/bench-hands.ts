/**
 * Deterministic generator of legal riichi hands for the benchmark: four sets and a pair drawn at
 * random (at most four copies of a tile), some declared as open melds, a winning tile from the
 * concealed part, a random way of winning, winds, a dora indicator and, for closed hands, riichi.
 */

/** mulberry32: a small seeded PRNG, so every run scores the same hands. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUITS = ['m', 'p', 's'] as const;
const WINDS = ['east', 'south', 'west', 'north'] as const;
const text = (kind: number) => (kind < 27 ? `${(kind % 9) + 1}${SUITS[Math.floor(kind / 9)]}` : `${kind - 26}z`);

export interface GeneratedHand {
  ruleset: 'riichi';
  hand: string;
  melds?: { kind: 'chi' | 'pon'; tiles: string }[];
  winTile: string;
  win: 'self-drawn' | 'discard';
  seatWind: (typeof WINDS)[number];
  roundWind: (typeof WINDS)[number];
  flags?: string[];
  doraIndicators: string;
}

/**
 * `setCount` random sets (chows 60 %) and a pair, no kind more than four times: their tile counts, the
 * sets and the pair, or null when the draw failed (the caller draws again). The draws come in the same
 * order for every ruleset, so a seed gives the same hands.
 */
function setsAndPair(rnd: () => number, pick: (k: number) => number, setCount: number) {
  const counts = new Array<number>(34).fill(0);
  const sets: { kinds: number[]; chow: boolean }[] = [];
  let tries = 0;
  while (sets.length < setCount && tries++ < 50) {
    const chow = rnd() < 0.6;
    const first = chow ? pick(3) * 9 + pick(7) : pick(34);
    const kinds = chow ? [first, first + 1, first + 2] : [first, first, first];
    if (kinds.some((k) => counts[k] + kinds.filter((x) => x === k).length > 4)) continue;
    for (const k of kinds) counts[k]++;
    sets.push({ kinds, chow });
  }
  const pair = pick(34);
  if (sets.length < setCount || counts[pair] + 2 > 4) return null;
  counts[pair] += 2;
  return { counts, sets, pair };
}

export function generateRiichiHands(n: number, seed: number): GeneratedHand[] {
  const rnd = prng(seed);
  const pick = (k: number) => Math.floor(rnd() * k);
  const out: GeneratedHand[] = [];
  while (out.length < n) {
    const drawn = setsAndPair(rnd, pick, 4);
    if (!drawn) continue;
    const { counts, sets, pair } = drawn;
    const dora = pick(34);
    if (counts[dora] >= 4) continue;
    const open = rnd() < 0.3 ? 1 + pick(2) : 0;
    const melds = sets.slice(0, open).map((s) => ({ kind: s.chow ? ('chi' as const) : ('pon' as const), tiles: s.kinds.map(text).join('') }));
    const concealed = [...sets.slice(open).flatMap((s) => s.kinds), pair, pair];
    const winTile = text(concealed[pick(concealed.length)]);
    const hand: GeneratedHand = {
      ruleset: 'riichi',
      hand: concealed.sort((a, b) => a - b).map(text).join(''),
      winTile,
      win: rnd() < 0.5 ? 'self-drawn' : 'discard',
      seatWind: WINDS[pick(4)],
      roundWind: WINDS[pick(2)],
      doraIndicators: text(dora),
    };
    if (melds.length) hand.melds = melds;
    else if (rnd() < 0.7) hand.flags = ['riichi'];
    out.push(hand);
  }
  return out;
}

/** A generated hand of any ruleset (the fields each ruleset reads). */
export interface BenchHand {
  ruleset: 'riichi' | 'hong-kong' | 'taiwan-club';
  hand: string;
  melds?: { kind: 'chi' | 'pon'; tiles: string }[];
  winTile: string;
  win: 'self-drawn' | 'discard';
  seatWind: (typeof WINDS)[number];
  roundWind: (typeof WINDS)[number];
  flags?: string[];
  doraIndicators?: string;
  bonusTiles?: string;
  dealerStreak?: number;
}

/**
 * Legal hands of the other rulesets, generated the same way: Hong Kong four sets and a pair,
 * Taiwanese five sets and a pair (17 tiles); some open melds, a flower or two, and for the
 * Taiwanese sheet a dealer-streak die now and then.
 */
export function generateHands(ruleset: BenchHand['ruleset'], n: number, seed: number): BenchHand[] {
  if (ruleset === 'riichi') return generateRiichiHands(n, seed);
  const rnd = prng(seed);
  const pick = (k: number) => Math.floor(rnd() * k);
  const setCount = ruleset === 'taiwan-club' ? 5 : 4;
  const out: BenchHand[] = [];
  while (out.length < n) {
    const drawn = setsAndPair(rnd, pick, setCount);
    if (!drawn) continue;
    const { sets, pair } = drawn;
    const open = rnd() < 0.4 ? 1 + pick(2) : 0;
    const melds = sets.slice(0, open).map((s) => ({ kind: s.chow ? ('chi' as const) : ('pon' as const), tiles: s.kinds.map(text).join('') }));
    const concealed = [...sets.slice(open).flatMap((s) => s.kinds), pair, pair];
    const winTile = text(concealed[pick(concealed.length)]);
    const seatWind = WINDS[pick(4)];
    const hand: BenchHand = {
      ruleset,
      hand: concealed.sort((a, b) => a - b).map(text).join(''),
      winTile,
      win: rnd() < 0.5 ? 'self-drawn' : 'discard',
      seatWind,
      roundWind: WINDS[pick(2)],
    };
    if (melds.length) hand.melds = melds;
    const flowers = pick(3);
    if (flowers > 0) {
      const a = 1 + pick(8);
      const b = 1 + ((a + pick(7)) % 8);
      hand.bonusTiles = flowers === 1 ? `${a}f` : `${Math.min(a, b)}${Math.max(a, b)}f`;
    }
    if (ruleset === 'taiwan-club' && seatWind === 'east' && rnd() < 0.5) hand.dealerStreak = pick(7);
    out.push(hand);
  }
  return out;
}
