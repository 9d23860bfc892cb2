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
/** Words of a source that only the pages print (a rulebook's publisher, title, edition, address, clause heading). */
const PAGE_ONLY = new Set(['publisher', 'title', 'edition', 'url', 'checked', 'heading']);
/** The conflict tables: every sentence in them is an English `message` (rule ids and flags have no space). */
const CONFLICT_TABLE = /\/src\/rules\/[^/]+\/conflicts\.ts$/;
/** Engine code whose error constructors take the English `message` as an argument. */
const ENGINE = /\/src\/(core|engine)\/.+\.ts$/;
/** The error constructors of the engine: their text arguments are the command line's English message. */
const MESSAGE_CALLS = new Set(['invalid', 'engineError', 'failure', 'bad']);

/** A string or template literal with a space in it: a sentence, not an id, a flag or a tile. */
const isSentence = (node, sf) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && / /.test(node.getText(sf));

/**
 * The text of `code` with the English error sentences left out (`''`): in a conflict table every
 * sentence; elsewhere in the engine a sentence given to an error constructor (`MESSAGE_CALLS`) or as a
 * `message:` property. The
 * calculator never shows them — it words every error in the page's language from its code, `field`,
 * `flags` and `need` — so the browser's copy goes without; the command line and the tests read them.
 */
export function withoutMessages(code, fileName = 'data.ts', everywhere = false) {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** Whether a sentence is in `node` (itself or a part of it: `'a ' + (n ? ' b' : '')`). */
  const hasSentence = (node) => isSentence(node, sf) || (ts.forEachChild(node, (c) => (hasSentence(c) ? true : undefined)) ?? false);
  /** What takes `node` is an English message: an error constructor's argument, a `message:` value, a thrown Error's text. */
  const isMessage = (node) => {
    const p = node.parent;
    if (!p || !ts.isExpression(node)) return false;
    if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && ts.isIdentifier(p.expression) && p.arguments?.includes(node))
      return MESSAGE_CALLS.has(p.expression.text) || (ts.isNewExpression(p) && p.expression.text === 'Error');
    return ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'message' && p.initializer === node;
  };
  /** @type {[number, number][]} */
  const cuts = [];
  const visit = (node) => {
    if (everywhere ? isSentence(node, sf) : isMessage(node) && hasSentence(node)) {
      cuts.push([node.getStart(sf), node.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = code;
  for (const [from, to] of cuts.reverse()) out = `${out.slice(0, from)}''${out.slice(to)}`;
  return out;
}

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
      (node.name.text === 'example' || (PAGE_ONLY.has(node.name.text) && ts.isStringLiteral(node.initializer)))
    ) {
      cuts.push([node.initializer.getStart(sf), node.initializer.getEnd(), node.name.text === 'example' ? 'undefined' : "''"]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = code;
  for (const [from, to, by] of cuts.reverse()) out = `${out.slice(0, from)}${by}${out.slice(to)}`;
  return out;
}

/** @returns {import('vite').Plugin} */
export default function clientRuleData() {
  return {
    name: 'hefen-client-rule-data',
    apply: 'build',
    // `__HEFEN_BROWSER__` is `true` in the client build only (elsewhere — the server build, the command
    // line, the tests — it is not defined): the engine leaves out code only the command line needs
    // (`validateHand`'s fast path, src/core/validate.ts).
    configEnvironment(name, config) {
      if ((config.consumer ?? (name === 'client' ? 'client' : 'server')) === 'client') return { define: { __HEFEN_BROWSER__: 'true' } };
      return undefined;
    },
    transform(code, id, options) {
      const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      const file = id.split('?')[0];
      if (!client) return null;
      if (ENGINE.test(file)) return { code: withoutMessages(code, id), map: null };
      if (!RULE_DATA.test(file)) return null;
      const data = withoutExamples(code, id);
      return { code: withoutMessages(data, id, CONFLICT_TABLE.test(file)), map: null };
    },
  };
}
