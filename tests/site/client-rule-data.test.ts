/**
 * The browser's copy of the rule data (`src/integrations/client-rule-data.mjs`): every `example:`
 * property of an object literal is removed, and so are the items' citations, the lists of sources,
 * the files items are defined in and a ruleset's guide layout, prose numbers and settlement block —
 * nothing else changes, on a snippet and on every rule file, which
 * still compiles and keeps every other property.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { withoutExamples, withoutGates, withoutMessages } from '../../src/integrations/client-rule-data.mjs';
import { root } from './dist.mjs';

/** The rule files (below src/rules/) whose path `keep` accepts. */
function ruleFiles(keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, 'src', 'rules'), { recursive: true, encoding: 'utf8' }).filter(keep);
}
const readRule = (f: string) => readFileSync(join(root, 'src', 'rules', f), 'utf8');
/** What TypeScript says is wrong with `code` as a module (nothing: []). */
function compileErrors(code: string): string[] {
  const diagnostics = ts.transpileModule(code, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } }).diagnostics ?? [];
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the rule data without its worked examples and citations', () => {
  it('removes each example property, nested or not, with its comma, and nothing else', () => {
    const src = `const H = '234m';\nexport const items = [{ id: 'a', example: { hand: H, melds: [{ kind: 'pon' }] }, note: s('x') }, { 'example': f(H), note: 'example: kept' }];\nconst example = 1;`;
    expect(withoutExamples(src)).toBe(`const H = '234m';\nexport const items = [{ id: 'a', note: s('x') }, { note: 'example: kept' }];\nconst example = 1;`);
  });

  it('removes an item’s citation (an object or a helper’s call), a list of sources, the file a list of items is defined in and a ruleset’s page-only layout; keeps a source named by an id', () => {
    const src = [
      `const l = { none: 'not-found', source: SEARCHED, file: 'src/x.ts' };`,
      `const p = { id: 'x', sources: ['a'], liability: { rule: 'r' } };`,
      `export const ruleset = { id: 'r', guide: { keySettings: ['a'] }, guideSections: S.map((x) => x), proseNumbers: {}, settlement: { players: 4 }, handSize: 14 };`,
      `export const items = defineItems('src/rules/x.ts', [{ id: 'i', source: { source: B, section: 'S' } }, { id: 'j', source: ema('Yaku') }]);`,
    ].join('\n');
    expect(withoutExamples(src)).toBe(
      [
        `const l = { none: 'not-found', source: SEARCHED, file: '' };`,
        `const p = { id: 'x', liability: { rule: 'r' } };`,
        `export const ruleset = { id: 'r', handSize: 14 };`,
        `export const items = defineItems('', [{ id: 'i',  }, { id: 'j',  }]);`,
      ].join('\n'),
    );
  });

  it('every rule file still compiles and keeps all but its examples and citations', () => {
    let examples = 0;
    for (const f of ruleFiles((f) => f.endsWith('.ts'))) {
      const code = readRule(f);
      const out = withoutExamples(code, f);
      expect(compileErrors(out), f).toEqual([]);
      examples += (code.match(/\bexample:/g) ?? []).length;
      // No example property is left; run again, nothing changes.
      expect((out.match(/\bexample:/g) ?? []).length, f).toBe(0);
      expect(withoutExamples(out, f), f).toBe(out);
    }
    expect(examples).toBeGreaterThan(100); // every item of the three rulesets has one
  });

  it('replaces a title of a source (a page-only string) and keeps other strings', () => {
    const src = `const s = { title: 'Hé Fēn 和 rules', publisher: \`x\`, edition: 'A', note: 'kept' };`;
    expect(withoutExamples(src)).toBe(`const s = { title: '', publisher: \`x\`, edition: '', note: 'kept' };`);
  });
});

describe('the engine without its English error sentences', () => {
  it('empties the sentences given to an error constructor, a thrown Error or a message property, and nothing else', () => {
    // Non-ASCII text first: the cuts are placed by character, not by byte.
    const src = [
      `const n = 'Fēn 和 😀';`,
      `function f(id: string) { if (id) return failure(id, 'invalid-input', \`the hand has \${n} tiles\`, undefined, 'hand');`,
      `throw new Error('No detector for ' + id); }`,
      `const e = { code: 'no-yaku', message: 'the hand has no yaku', field: 'hand a' };`,
      `log('a sentence kept', bad);`,
      `bad('hand', x);`,
    ].join('\n');
    expect(withoutMessages(src, 'engine.ts')).toBe(
      [
        `const n = 'Fēn 和 😀';`,
        `function f(id: string) { if (id) return failure(id, 'invalid-input', '', undefined, 'hand');`,
        `throw new Error(''); }`,
        `const e = { code: 'no-yaku', message: '', field: 'hand a' };`,
        `log('a sentence kept', bad);`,
        `bad('hand', x);`,
      ].join('\n'),
    );
  });

  it('empties a call of a function that only words a message, where it is given as one, and no other call', () => {
    const src = [
      `const f = failure(id, 'unknown-ruleset', unknownName('ruleset', r, known, suggest), undefined, 'ruleset');`,
      `const x = { error: { code: 'unknown-preset', field: 'preset', message: presetProblem(p, rs) } };`,
      `const y = { message: show(v), field: unknownName('a', b) };`,
    ].join('\n');
    expect(withoutMessages(src, 'engine.ts')).toBe(
      [
        `const f = failure(id, 'unknown-ruleset', '', undefined, 'ruleset');`,
        `const x = { error: { code: 'unknown-preset', field: 'preset', message: '' } };`,
        `const y = { message: show(v), field: unknownName('a', b) };`,
      ].join('\n'),
    );
  });

  it('in a conflict table empties every sentence and keeps ids', () => {
    const src = `export const conflicts = [{ flags: ['riichi', 'double-riichi'], message: \`riichi and double riichi\` }, { note: 'one two' }];`;
    expect(withoutMessages(src, 'conflicts.ts', true)).toBe(`export const conflicts = [{ flags: ['riichi', 'double-riichi'], message: '' }, { note: '' }];`);
  });

  it('leaves a module that names no error constructor and no message as it is', () => {
    const src = `export const add = (a: number, b: number): number => a + b; // 'a sentence'`;
    expect(withoutMessages(src, 'engine.ts')).toBe(src);
  });
});


describe('the detectors without their gates', () => {
  it('replaces each gated(needs, detector) call by its detector, and nothing else', () => {
    const src = `const byItem = {\n  a: gated(F.x | F.y, (c) => c.y > 0),\n  jade: gated(F.dragons, gem(2, GREEN)),\n  'b': plain,\n  c: other(F.x, d),\n};`;
    expect(withoutGates(src)).toBe(`const byItem = {\n  a: (c) => c.y > 0,\n  jade: gem(2, GREEN),\n  'b': plain,\n  c: other(F.x, d),\n};`);
  });

  it('leaves no gate in any ruleset detectors file, and each still compiles with the same detectors', () => {
    const files = ruleFiles((f) => /(^|\/)detectors\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    let gates = 0;
    for (const f of files) {
      const code = readRule(f);
      const out = withoutGates(code, f);
      expect(compileErrors(out), f).toEqual([]);
      const calls = (s: string) => (s.match(/\bgated\(/g) ?? []).length;
      // Only a definition of `gated` itself may remain (riichi's typed wrapper), no call of it.
      gates += calls(code) - calls(out);
      expect(out.match(/[:,(]\s*gated\(/g) ?? [], f).toEqual([]);
      expect(withoutGates(out, f), f).toBe(out);
    }
    expect(gates).toBeGreaterThan(50);
  });
});
