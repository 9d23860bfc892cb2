/**
 * Riichi scoring benchmark (not a test): `node_modules/.bin/node tests/engine/bench-riichi.ts`.
 * Random closed riichi hands (4 sets + pair, no melds), scored through the full entry point
 * (`createScorer([engine]).score(hand)`: validation, readings, detection, fu, payments).
 */
import { createScorer } from '../../src/engine/score.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import { tilesToString } from '../../src/engine/tiles.ts';

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

/** A random closed hand: 4 sets (70 % chows) + a pair, at most four of a kind, as a score-api input. */
function randomHand(rand: () => number): Record<string, unknown> {
  for (;;) {
    const c = new Uint8Array(34);
    const tiles: number[] = [];
    let good = true;
    for (let i = 0; i < 4 && good; i++) {
      if (rand() < 0.7) {
        const suit = Math.floor(rand() * 3);
        const first = suit * 9 + Math.floor(rand() * 7);
        for (let j = 0; j < 3; j++) {
          tiles.push(first + j);
          if (++c[first + j] > 4) good = false;
        }
      } else {
        const k = Math.floor(rand() * 34);
        tiles.push(k, k, k);
        c[k] += 3;
        if (c[k] > 4) good = false;
      }
    }
    const p = Math.floor(rand() * 34);
    tiles.push(p, p);
    c[p] += 2;
    if (c[p] > 4 || !good) continue;
    let ind = Math.floor(rand() * 34);
    while (c[ind] >= 4) ind = Math.floor(rand() * 34);
    const win = tiles[Math.floor(rand() * tiles.length)];
    const selfDrawn = rand() < 0.4;
    return {
      ruleset: 'riichi',
      hand: tilesToString(tiles, true),
      winTile: tilesToString([win]),
      win: selfDrawn ? 'self-drawn' : 'discard',
      seatWind: rand() < 0.25 ? 'east' : 'south',
      flags: rand() < 0.6 ? ['riichi'] : [],
      doraIndicators: tilesToString([ind]),
    };
  }
}

const rand = rng(1);
const hands = Array.from({ length: 20000 }, () => randomHand(rand));
const scorer = createScorer([engine]);
let ok = 0;
for (const h of hands) if (scorer.score(h).ok) ok++;
const rounds = 7;
let best = Infinity;
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  for (const h of hands) scorer.score(h);
  best = Math.min(best, performance.now() - t0);
}
console.log(
  `createScorer([engine]).score: ${Math.round((hands.length / best) * 1000).toLocaleString('en')} hands/s ` +
    `(${((best * 1000) / hands.length).toFixed(2)} µs/hand, best run; ${ok} of ${hands.length} score ok, the rest no-yaku)`,
);

// The engine's own part: validation, readings and riichi scoring with the preset's items resolved once
// (the shared entry point resolves the preset's items and settings again for every hand).
{
  const { validateHand } = await import('../../src/engine/validate.ts');
  const { readHand } = await import('../../src/engine/waits.ts');
  const { effectiveItems, resolveSettings } = await import('../../src/rules/presets.ts');
  const rs = engine.ruleset;
  const items = effectiveItems(rs, rs.defaultPreset);
  const settings = resolveSettings(rs, rs.defaultPreset);
  const opts = { handSize: rs.handSize, knownFlags: rs.flags, conflicts: engine.conflicts, indicators: true, bonusTiles: false };
  const shapes = engine.shapes(items, settings);
  const prepared = hands.map((h) => {
    const v = validateHand(h, opts);
    if (!v.ok) throw new Error(v.error.message);
    return v.hand;
  });
  const time = (label: string, f: () => void): void => {
    // Best of several runs: the machine is shared, the fastest run is the least disturbed.
    let ms = Infinity;
    for (let r = 0; r < rounds; r++) {
      const t = performance.now();
      f();
      ms = Math.min(ms, performance.now() - t);
    }
    const per = ms / hands.length;
    console.log(`${label}: ${Math.round(1000 / per).toLocaleString('en')} hands/s (${(per * 1000).toFixed(2)} µs/hand, best run)`);
  };
  time('validate + readings', () => {
    for (const h of hands) {
      const v = validateHand(h, opts);
      if (v.ok) readHand(v.hand, shapes);
    }
  });
  time('readings + riichi scoring (validated hands)', () => {
    for (const hand of prepared) {
      const read = readHand(hand, shapes);
      if (read.ok) engine.score({ ruleset: rs, presetId: rs.defaultPreset, settings, items, hand }, read.readings);
    }
  });
  time('validate + readings + riichi scoring, preset resolved once', () => {
    for (const h of hands) {
      const v = validateHand(h, opts);
      if (!v.ok) continue;
      const read = readHand(v.hand, shapes);
      if (read.ok) engine.score({ ruleset: rs, presetId: rs.defaultPreset, settings, items, hand: v.hand }, read.readings);
    }
  });
}
