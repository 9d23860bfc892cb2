/**
 * The rule data as the browser gets it: without the items' worked examples. The calculator island
 * imports its ruleset's data (`src/rules/<ruleset>/`) with the engine, and every item carries an
 * `example` hand that only the pages use — rendered, scored and linked at build time, never read in the
 * browser (~0.8 KB gzip of a calculator page's 45 KB budget for riichi). In the client build only, each
 * `example: …` property of an object literal in `src/rules/**.ts` gets `undefined` as its value; the
 * constants the examples shared are then unused and left out. The server build (pages, worked examples,
 * "open in calculator" links) and the tests read the data as written.
 */
import ts from 'typescript';

const RULE_DATA = /\/src\/rules\/.+\.ts$/;

/** The text of `code` with the value of every `example:` property of an object literal replaced by `undefined`. */
export function withoutExamples(code, fileName = 'data.ts') {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {[number, number][]} */
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'example'
    ) {
      cuts.push([node.initializer.getStart(sf), node.initializer.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = code;
  for (const [from, to] of cuts.reverse()) out = `${out.slice(0, from)}undefined${out.slice(to)}`;
  return out;
}

/** @returns {import('vite').Plugin} */
export default function clientRuleData() {
  return {
    name: 'hefen-client-rule-data',
    apply: 'build',
    transform(code, id, options) {
      const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      if (!client || !RULE_DATA.test(id.split('?')[0]) || !/\bexample\s*:/.test(code)) return null;
      return { code: withoutExamples(code, id), map: null };
    },
  };
}
