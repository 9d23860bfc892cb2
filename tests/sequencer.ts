/**
 * The order test files start in (vitest.config.ts, `sequence.sequencer`): the longest first, so that
 * the two workers of a 2-core machine finish together instead of one running a long file alone at
 * the end. Vitest orders by the durations it cached on earlier runs — a fresh clone (CI) has none,
 * and then it starts the largest files first, which put the accessibility suites (two four-line
 * files) last and cost CI minutes. So the files that take longest are named here, longest first;
 * every other file follows in Vitest's own order. A file missing from the list only starts later.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each took in a CI run from a clean clone on a 2-core machine (2 December 2026), their set-up hooks included; longest first. */
export const LONGEST: readonly (readonly [string, number])[] = [
  ['tests/browser/a11y.test.ts', 200],
  ['tests/browser/calculator.test.ts', 120],
  ['tests/build/pdf-safety.test.ts', 109],
  ['tests/browser/cls.test.ts', 75],
  ['tests/fixture/shards.test.ts', 65],
  ['tests/browser/offline.test.ts', 46],
  ['tests/browser/fonts.test.ts', 45],
  ['tests/fixture/fixture.test.ts', 44],
  ['tests/browser/sheet.test.ts', 42],
  ['tests/cli/stream.test.ts', 34],
  ['tests/browser/compare.test.ts', 32],
  ['tests/venues/pdf.test.ts', 28],
  ['tests/build/render-pool.test.ts', 19],
  ['tests/browser/csp.test.ts', 17],
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex(([path]) => f.moduleId.endsWith(`/${path}`));
      return i < 0 ? LONGEST.length : i;
    };
    // A stable sort: the named files in the list's order, then the others as Vitest ordered them.
    return sorted.map((f, i) => ({ f, i, r: rank(f) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.f);
  }
}
