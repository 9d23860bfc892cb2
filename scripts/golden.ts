/**
 * `npm run golden`: scores the golden hands (tests/engine/golden-hands.ts: 50,000 generated hands per
 * ruleset and every item's worked example) and compares their hashes with tests/engine/golden.json,
 * printing a summary per set — hands, result codes, items never listed, hands per second.
 *
 *   npm run golden                 check (exit status 1 when a set differs) and print the summary
 *   npm run golden -- --update     rewrite tests/engine/golden.json and golden-fingerprints.json
 *   npm run golden -- --items      also print how many results list each item
 *
 * The test (tests/engine/golden.test.ts) runs the same check; the logic is in tests/engine/golden.ts.
 */
import { rulesets } from '../src/rules/index.ts';
import { compareRun, GOLDEN_PATH, inputsNote, loadVenues, readGolden, runSet, SET_NAMES, unhitItems, writeGolden, type SetName, type SetRun } from '../tests/engine/golden.ts';

const USAGE = 'usage: npm run golden [-- --update] [-- --items]';

function main(argv: string[]): number {
  const unknown = argv.filter((a) => a !== '--update' && a !== '--items');
  if (unknown.length) {
    process.stderr.write(`unknown option ${unknown.join(' ')}\n${USAGE}\n`);
    return 2;
  }
  const update = argv.includes('--update');
  const listItems = argv.includes('--items');
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const venues = loadVenues();
  const { golden, fingerprints } = readGolden();
  const runs: SetRun[] = [];
  let failed = 0;
  const expected = (set: SetName) => ({ golden: golden?.sets[set], fingerprints: fingerprints?.sets[set] });
  // The examples first: the coverage lines of the rulesets say which items only they list.
  const exampleRun = runSet('examples', venues, expected('examples'));
  for (const set of SET_NAMES) {
    const run = set === 'examples' ? exampleRun : runSet(set, venues, expected(set));
    runs.push(run);
    const g = run.golden;
    const rate = Math.round(g.hands / (run.scoreMs / 1000));
    const report = update ? null : compareRun(run, golden?.sets[set]);
    const status = update ? 'written' : report ? 'DIFFERS' : 'matches golden.json';
    process.stdout.write(
      `\n${set}: ${g.hands.toLocaleString('en')} hands, results ${g.results.slice(0, 16)}…, ${status}\n` +
        `  generated in ${run.generateMs.toFixed(0)} ms; scored (and hashed) in ${run.scoreMs.toFixed(0)} ms: ${rate.toLocaleString('en')} hands/s\n` +
        `  codes: ${Object.entries(g.codes)
          .map(([c, n]) => `${c} ${n}`)
          .join(', ')}\n`,
    );
    const rs = rulesets.find((r) => r.id === set);
    if (rs) {
      const ids = rs.items.map((i) => i.id);
      const missing = unhitItems(run, ids);
      const inExamples = missing.filter((id) => exampleRun.items.has(id));
      process.stdout.write(
        `  items: ${ids.length - missing.length} of ${ids.length} listed by some generated result` +
          (missing.length ? `; never: ${missing.join(', ')} (${inExamples.length === missing.length ? 'all' : inExamples.length} of them in the examples)` : '') +
          '\n',
      );
      if (listItems) {
        for (const id of ids) process.stdout.write(`    ${id}: ${run.items.get(id) ?? 0}\n`);
      }
    }
    if (report) {
      failed++;
      process.stdout.write(report + '\n');
    }
    const note = update ? null : inputsNote(run, golden?.sets[set]);
    if (note) process.stdout.write(note + '\n');
  }
  const used = process.cpuUsage(cpu);
  process.stdout.write(
    `\nin all: ${runs.reduce((n, r) => n + r.golden.hands, 0).toLocaleString('en')} hands, ${((performance.now() - wall) / 1000).toFixed(1)} s ` +
      `(${((used.user + used.system) / 1e6).toFixed(1)} s of CPU: on a busy machine the hands/s above are lower than the engine's)\n`,
  );
  if (update) {
    writeGolden(runs);
    process.stdout.write(`\nwrote ${GOLDEN_PATH} and its fingerprints\n`);
    return 0;
  }
  process.stdout.write(failed ? `\n${failed} set(s) differ from golden.json\n` : '\nevery set matches golden.json\n');
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
