/**
 * Golden hashes: the scoring results of 50,000 generated hands per ruleset (valid and invalid, from a
 * seeded generator: golden-hands.ts) and of every item's worked example are byte-identical to those
 * recorded in golden.json. Meant to hold across a restructuring of src/engine and src/rules: any
 * change of any result fails here, naming the set, the first differing hand, its input and its
 * result now. An intended change of results is recorded with `npm run golden -- --update`.
 */
import { describe, expect, it } from 'vitest';
import { CHUNK, compareRun, inputsNote, inputsOf, loadVenues, readGolden, runSet, SET_NAMES, type SetName, type SetRun } from './golden.ts';

const { golden, fingerprints } = readGolden();
const venues = loadVenues();

/** Each set's inputs, generated once for both tests that read them. */
const inputs = new Map<SetName, unknown[]>();
const inputsFor = (set: SetName): unknown[] => {
  let list = inputs.get(set);
  if (!list) inputs.set(set, (list = inputsOf(set, venues)));
  return list;
};
/** Each set's run, kept for the test of chunks. */
const runs = new Map<SetName, SetRun>();
const runFor = (set: SetName): SetRun => {
  let run = runs.get(set);
  if (!run) runs.set(set, (run = runSet(set, venues, { golden: golden?.sets[set], fingerprints: fingerprints?.sets[set] }, inputsFor(set))));
  return run;
};

describe('golden hashes of scoring results (tests/engine/golden.json)', () => {
  it('golden.json exists and names every set', () => {
    expect(golden, 'tests/engine/golden.json is missing: npm run golden -- --update').not.toBeNull();
    expect(Object.keys(golden!.sets)).toEqual([...SET_NAMES]);
  });

  it.each(SET_NAMES)(
    '%s: every result is byte-identical to the recorded one',
    (set) => {
      const run = runFor(set);
      const report = compareRun(run, golden?.sets[set]);
      if (report) throw new Error(report);
      const note = inputsNote(run, golden?.sets[set]);
      if (note) console.warn(note);
      expect(run.golden.results).toBe(golden!.sets[set].results);
    },
    120_000,
  );

  it('a chunk scored alone, by a fresh scorer, hashes as it does in sequence (no state carried between hands)', () => {
    for (const set of SET_NAMES) {
      const all = inputsFor(set);
      const c = Math.floor(all.length / CHUNK / 2);
      const alone = runSet(set, venues, undefined, all.slice(c * CHUNK, (c + 1) * CHUNK));
      // Against this run's own chunk, not golden.json: the test above reports a change of results.
      expect(alone.golden.chunks[0], `${set}, chunk ${c}: scored alone it gives other results than in sequence`).toBe(runFor(set).golden.chunks[c]);
    }
  }, 120_000);
});
