import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/rules/index.ts';

/** Validation errors name the file of an item: that name must be where the item really is. */
describe('every item names the file that defines it', () => {
  for (const rs of rulesets) {
    it(rs.id, () => {
      expect(readFileSync(rs.file, 'utf8')).toContain(`id: '${rs.id}'`);
      const wrong = rs.items.filter((i) => !i.file || !readFileSync(i.file, 'utf8').includes(`id: '${i.id}'`));
      expect(wrong.map((i) => `${i.id} → ${i.file}`)).toEqual([]);
    });
  }
});
