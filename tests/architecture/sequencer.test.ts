/**
 * The test order's list (tests/sequencer.ts) names files that exist, longest first: a renamed or
 * removed file would otherwise drop silently to the end of the run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST } from '../sequencer.ts';
import { root } from '../site/dist.mjs';

describe('the longest-first test order', () => {
  it.each(LONGEST.map(([path]) => [path]))('%s exists', (path) => {
    expect(existsSync(join(root, path))).toBe(true);
  });
  it('is in descending order of the seconds it records, each file once', () => {
    const seconds = LONGEST.map(([, s]) => s);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    expect(new Set(LONGEST.map(([p]) => p)).size).toBe(LONGEST.length);
  });
});
