/**
 * ui.json of every locale names every ConditionKey of src/core/ruleset.ts and every ErrorCode of
 * src/core/api.ts (not only those the data uses today), and every locale has the keys of English.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/core/api.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { flatten } from '../../src/i18n/check.ts';
import { resources } from '../../src/i18n/resources.ts';
import { readSource } from './dist.mjs';

/** The string members of a union type declared in a source file. */
function unionMembers(file: string, name: string): string[] {
  const src = readSource(file);
  const block = new RegExp(`export type ${name}\\s*=([^;]+);`).exec(src);
  if (!block) throw new Error(`${name} not found in ${file}`);
  return [...block[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}
const conditionKeys = () => unionMembers('src/core/ruleset.ts', 'ConditionKey');

describe.each(LOCALES)('ui.json (%s)', (locale) => {
  const keys = flatten(resources[locale].ui);
  it('labels every condition', () => {
    const keysList = conditionKeys();
    expect(keysList.length).toBeGreaterThan(10);
    for (const c of keysList) expect(keys.get(`conditions.${c}`), `conditions.${c}`).toBeTruthy();
  });
  it('words every situational flag (worked examples)', () => {
    for (const f of unionMembers('src/core/api.ts', 'Flag')) expect(keys.get(`flags.${f}`), `flags.${f}`).toBeTruthy();
  });
  it('has a message for every error code', () => {
    for (const c of ERROR_CODES) expect(keys.get(`errors.${c}`), `errors.${c}`).toBeTruthy();
  });
  it('has the same keys as English', () => {
    expect([...keys.keys()].sort()).toEqual([...flatten(resources.en.ui).keys()].sort());
  });
});
