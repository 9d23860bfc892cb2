/**
 * The liability rules' provenance, kept beside the rules (so the browser's engine does not carry it):
 * every rulebook rule names its clause's heading and says where it was read, and every preset whose clause was not found
 * says where it was looked for. The values (who pays what) are tested in tests/engine/liability.test.ts.
 */
import { describe, expect, it } from 'vitest';
import riichi from '../../src/rules/riichi/index.ts';
import { ruleset as hongKong } from '../../src/rules/hong-kong/index.ts';
import { ruleset as taiwan } from '../../src/rules/taiwan-club/index.ts';
import { READ_AT, SEARCHED } from '../../src/rules/riichi/liability.ts';

describe('liability provenance', () => {
  it('a rulebook rule cites its source and section, and where its text was read', () => {
    for (const rs of [riichi, hongKong, taiwan])
      for (const r of rs.liability ?? []) {
        if (r.basis.kind !== 'rulebook') continue;
        expect(rs.sources.map((s) => s.id)).toContain(r.basis.ref.source);
        expect(r.basis.ref.section).toMatch(/^\d+(\.\d+)*$/);
        expect(READ_AT[r.id]?.heading, `${r.id}: READ_AT`).toBeTruthy();
        for (const x of READ_AT[r.id].at) expect(x.url).toMatch(/^https?:\/\//);
        expect(READ_AT[r.id].at.map((x) => x.what)).toContain('text');
      }
    expect(riichi.liability?.map((r) => [r.id, r.basis.kind === 'rulebook' && r.basis.ref])).toEqual([['pao', { source: 'ema-2016', section: '3.3.9' }]]);
  });

  it('a preset whose clause was not found says where it was looked for', () => {
    const notFound = riichi.presets.filter((p) => p.liability && 'none' in p.liability && p.liability.none === 'not-found').map((p) => p.id);
    expect(notFound).toEqual(['ema-2025', 'wrc-2025']);
    for (const id of notFound) expect(SEARCHED[id]?.length, id).toBeGreaterThan(0);
  });

  it('Hong Kong 包 is a table setting (baau), named by both presets; the Taiwanese sheet names none', () => {
    expect(hongKong.liability?.map((r) => [r.id, r.basis, r.enabledBy])).toEqual([['baau', { kind: 'table-setting', setting: 'baau' }, { setting: 'baau', value: true }]]);
    expect(hongKong.presets.map((p) => p.liability)).toEqual([{ rule: 'baau' }, { rule: 'baau' }]);
    expect(taiwan.liability).toBeUndefined();
    expect(taiwan.presets.every((p) => p.liability === undefined)).toBe(true);
  });
});
