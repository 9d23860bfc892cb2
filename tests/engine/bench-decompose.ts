/**
 * Quick decomposition benchmark (not a test): `node_modules/.bin/node tests/engine/bench-decompose.ts`.
 * Random complete riichi hands (4 sets + pair, concealed) and random 14-tile draws from a wall.
 */
import { decompose, isStandardComplete } from '../../src/engine/decompose.ts';
import { handReadings, standardReadings } from '../../src/engine/waits.ts';
import { validateHand } from '../../src/engine/validate.ts';
import { emptyCounts, kindsOf, tilesToString, type Counts } from '../../src/engine/tiles.ts';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random complete hand of `sets` sets + a pair, at most four of a kind. */
export function randomComplete(rand: () => number, sets: number): { counts: Counts; win: number } {
  for (;;) {
    const c = emptyCounts();
    let good = true;
    for (let i = 0; i < sets && good; i++) {
      if (rand() < 0.6) {
        const suit = Math.floor(rand() * 3);
        const first = suit * 9 + Math.floor(rand() * 7);
        for (let j = 0; j < 3; j++) if (++c[first + j] > 4) good = false;
      } else {
        const k = Math.floor(rand() * 34);
        c[k] += 3;
        if (c[k] > 4) good = false;
      }
    }
    const p = Math.floor(rand() * 34);
    c[p] += 2;
    if (c[p] > 4) good = false;
    if (!good) continue;
    const kinds: number[] = [];
    for (let k = 0; k < 34; k++) if (c[k]) kinds.push(k);
    return { counts: c, win: kinds[Math.floor(rand() * kinds.length)] };
  }
}

function randomDraw(rand: () => number): Counts {
  const wall: number[] = [];
  for (let k = 0; k < 34; k++) for (let i = 0; i < 4; i++) wall.push(k);
  const c = emptyCounts();
  for (let i = 0; i < 14; i++) {
    const j = i + Math.floor(rand() * (wall.length - i));
    [wall[i], wall[j]] = [wall[j], wall[i]];
    c[wall[i]]++;
  }
  return c;
}

function measure(label: string, hands: number, run: () => number): void {
  run(); // warm up
  const t0 = performance.now();
  const n = run();
  const ms = performance.now() - t0;
  console.log(`${label}: ${Math.round((hands / ms) * 1000).toLocaleString('en')} hands/s (${n} results)`);
}

const N = 200_000;
const rand = rng(42);
const complete = Array.from({ length: N }, () => randomComplete(rand, 4));
const draws = Array.from({ length: N }, () => randomDraw(rand));

measure('decompose, complete hands', N, () => complete.reduce((n, h) => n + decompose(h.counts, 4).length, 0));
measure('readings + waits, complete hands', N, () =>
  complete.reduce((n, h) => n + standardReadings(h.counts, [], h.win, false, 14).length, 0),
);
measure('isStandardComplete, random draws', N, () => draws.reduce((n, c) => n + Number(isStandardComplete(c, 4)), 0));
measure('decompose, random draws', N, () => draws.reduce((n, c) => n + decompose(c, 4).length, 0));

// From the JSON input: validate (parse, counts, copies) + every reading with waits.
const inputs = complete.slice(0, 50_000).map((h) => ({
  hand: tilesToString(kindsOf(h.counts)),
  winTile: tilesToString([h.win]),
  win: 'discard',
  flags: ['riichi'],
  doraIndicators: '1z',
}));
const opts = { handSize: 14 as const, knownFlags: ['riichi', 'ippatsu'], indicators: true, bonusTiles: false };
measure('validate + readings from JSON input', inputs.length, () =>
  inputs.reduce((n, raw) => {
    const v = validateHand(raw, opts);
    return n + (v.ok ? handReadings(v.hand).length : 0);
  }, 0),
);
measure('validate only, from JSON input', inputs.length, () =>
  inputs.reduce((n, raw) => n + Number(validateHand(raw, opts).ok), 0),
);
