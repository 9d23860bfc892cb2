/**
 * The rule data as the browser gets it: without the items' worked examples and citations. The
 * calculator island imports its ruleset's data (`src/rules/<ruleset>/`) with the engine, and every item
 * carries an `example` hand that only the pages use — rendered, scored and linked at build time, never
 * read in the browser (~0.8 KB gzip of a calculator page's 45 KB budget for riichi) — and a citation
 * (`source: { source, section }`, the reference page's "source" line; the Taiwanese sheet's sections
 * are Hindi headings, ~0.6 KB gzip of its page). In the client build only, each `example: …` property
 * of an object literal in `src/rules/**.ts` is removed, and so is each `source:` property whose value
 * is an object or a call (a source named by its id stays), each list of `sources:`, the file named
 * by `defineItems` or `file:` (the rule checks' words) and a ruleset's guide layout, prose numbers and
 * settlement block (`REMOVED`: the venue guides' and reference pages'); the constants they shared are
 * then unused and left out. The server build (pages, worked examples, "open in calculator" links) and the tests read
 * the data as written.
 */
import { parseAst } from 'vite';

const RULE_DATA = /\/src\/rules\/.+\.ts$/;
/** Words of a source that only the pages print (a rulebook's publisher, title, edition, address, clause heading). */
const PAGE_ONLY = new Set(['publisher', 'title', 'edition', 'url', 'checked', 'heading', 'file']);
/**
 * An item's citation (`source: { source, section }`, or a helper's call: riichi's `ema('Yaku')`): only
 * the reference pages print it. A `source` that is a name or a string (a liability rule's source id) stays.
 */
const CITATION = new Set(['ObjectExpression', 'CallExpression']);
/**
 * Properties only the pages read, removed whole: an item's worked example, and a ruleset's guide
 * layout (key numbers, sections, print), its prose numbers and its settlement block (venue guides).
 */
const REMOVED = new Set(['example', 'guide', 'guideSections', 'proseNumbers', 'settlement']);
/** The conflict tables: every sentence in them is an English `message` (rule ids and flags have no space). */
const CONFLICT_TABLE = /\/src\/rules\/[^/]+\/conflicts\.ts$/;
/** Engine code whose error constructors take the English `message` as an argument. */
const ENGINE = /\/src\/(core|engine)\/.+\.ts$/;
/** The error constructors of the engine: their text arguments are the command line's English message. */
const MESSAGE_CALLS = new Set(['invalid', 'engineError', 'failure', 'bad']);
/**
 * Functions of the engine that only word an English message (src/engine/score.ts, src/core/input.ts):
 * a call to one given as a message is cut whole, like a sentence, and the function then leaves the
 * browser's copy unused.
 */
const MESSAGE_BUILDERS = new Set(['unknownName', 'presetProblem', 'expectedOneOf']);
/** Text without one of these words holds no message to cut (`MESSAGE_CALLS`, `new Error`, `message:`). */
const MAY_HOLD_MESSAGE = /\b(?:invalid|engineError|failure|bad|Error|message)\b/;

/**
 * The syntax tree of TypeScript source (ESTree, by the bundler's own parser: no TypeScript compiler
 * loaded into the build), its nodes' `start` / `end` offsets in UTF-16 units as `code.slice` takes them.
 */
const parse = (code, fileName) => parseAst(code, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' });

/** The child nodes of an ESTree node, in no set order. */
function* children(node) {
  for (const key in node) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'range' || key === 'loc') continue;
    const v = node[key];
    if (Array.isArray(v)) {
      for (const c of v) if (c && typeof c.type === 'string') yield c;
    } else if (v && typeof v === 'object' && typeof v.type === 'string') yield v;
  }
}

/** A plain `key: value` property of an object literal whose key is written as a name or a string: that name, or null. */
function propertyName(node) {
  if (node.type !== 'Property' || node.kind !== 'init' || node.method || node.shorthand || node.computed) return null;
  const k = node.key;
  if (k.type === 'Identifier') return k.name;
  if (k.type === 'Literal' && typeof k.value === 'string') return k.value;
  return null;
}

const isStringLiteral = (node) => node.type === 'Literal' && typeof node.value === 'string';

/** The cuts applied to `code`, from the last: each range's text becomes `by`. */
function applyCuts(code, cuts) {
  cuts.sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [from, to, by] of cuts) out = `${out.slice(0, from)}${by}${out.slice(to)}`;
  return out;
}

/**
 * The text of `code` with the English error sentences left out (`''`): in a conflict table every
 * sentence; elsewhere in the engine a sentence — or a call of a function that words one
 * (`MESSAGE_BUILDERS`) — given to an error constructor (`MESSAGE_CALLS`) or as a `message:` property.
 * A sentence is a string or template literal with a space in its text. The calculator never shows
 * them — it words every error in the page's language from its code, `field`, `flags` and `need` — so
 * the browser's copy goes without; the command line and the tests read them.
 */
export function withoutMessages(code, fileName = 'data.ts', everywhere = false) {
  // Nothing that could be cut (a module naming no error constructor and no `message`): not parsed.
  if (!everywhere && !MAY_HOLD_MESSAGE.test(code)) return code;
  const isSentence = (node) => (isStringLiteral(node) || node.type === 'TemplateLiteral') && / /.test(code.slice(node.start, node.end));
  /** Whether a sentence is in `node` (itself or a part of it: `'a ' + (n ? ' b' : '')`). */
  const hasSentence = (node) => {
    if (isSentence(node)) return true;
    for (const c of children(node)) if (hasSentence(c)) return true;
    return false;
  };
  /** What takes `node` is an English message: an error constructor's argument, a `message:` value, a thrown Error's text. */
  const isMessage = (node, parent) => {
    if (!parent) return false;
    if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.callee.type === 'Identifier' && parent.arguments.includes(node))
      return MESSAGE_CALLS.has(parent.callee.name) || (parent.type === 'NewExpression' && parent.callee.name === 'Error');
    return parent.key?.type === 'Identifier' && propertyName(parent) === 'message' && parent.value === node;
  };
  /** A call of a function that only words a message (`MESSAGE_BUILDERS`). */
  const isBuilt = (node) => node.type === 'CallExpression' && node.callee.type === 'Identifier' && MESSAGE_BUILDERS.has(node.callee.name);
  const cuts = [];
  const visit = (node, parent) => {
    if (everywhere ? isSentence(node) : isMessage(node, parent) && (hasSentence(node) || isBuilt(node))) {
      cuts.push([node.start, node.end, "''"]);
      return;
    }
    for (const c of children(node)) visit(c, node);
  };
  visit(parse(code, fileName), null);
  return applyCuts(code, cuts);
}

/** The text of `code` without its `example:` properties, items' citations, lists of sources and file names, and with the page-only words of a source emptied. */
export function withoutExamples(code, fileName = 'data.ts') {
  const cuts = [];
  const visit = (node, parent) => {
    const name = parent?.type === 'ObjectExpression' ? propertyName(node) : null;
    if (name !== null && (REMOVED.has(name) || (name === 'source' && CITATION.has(node.value.type)) || (name === 'sources' && node.value.type === 'ArrayExpression'))) {
      // The whole property, with the comma after it.
      const after = /^\s*,\s*/.exec(code.slice(node.end));
      cuts.push([node.start, node.end + (after ? after[0].length : 0), '']);
      return;
    }
    if (name !== null && PAGE_ONLY.has(name) && isStringLiteral(node.value)) {
      cuts.push([node.value.start, node.value.end, "''"]);
      return;
    }
    // The file a list of items is defined in (`defineItems('src/rules/…', [...])`): named only by the rule checks.
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineItems' && node.arguments[0] && isStringLiteral(node.arguments[0])) {
      cuts.push([node.arguments[0].start, node.arguments[0].end, "''"]);
    }
    for (const c of children(node)) visit(c, node);
  };
  visit(parse(code, fileName), null);
  return applyCuts(code, cuts);
}

/** The detectors of a ruleset (`src/rules/<ruleset>/detectors.ts`): their gates are cut in the browser's copy. */
const DETECTORS = /\/src\/rules\/[^/]+\/detectors\.ts$/;

/**
 * The text of `code` with every call `gated(needs, detector)` replaced by its detector: a gate is a
 * shortcut for the command line's batches (the engine skips a detector whose needed facts are missing,
 * src/core/detect.ts) and never changes a result (tests/engine/*-gates.test.ts); the calculator scores
 * a few dozen hands a tap, and its page's budget pays for the detectors only. (A gate left in place
 * would still be right: the Taiwanese context works out no facts in the browser and opens every
 * detector, `IN_BROWSER` in src/core/browser.ts; riichi's works its facts out everywhere.)
 */
export function withoutGates(code, fileName = 'detectors.ts') {
  if (!/\bgated\(/.test(code)) return code;
  const cuts = [];
  const visit = (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'gated' && node.arguments.length === 2) {
      const detector = node.arguments[1];
      cuts.push([node.start, node.end, code.slice(detector.start, detector.end)]);
      return;
    }
    for (const c of children(node)) visit(c);
  };
  visit(parse(code, fileName));
  return applyCuts(code, cuts);
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
      const data = withoutExamples(DETECTORS.test(file) ? withoutGates(code, id) : code, id);
      return { code: withoutMessages(data, id, CONFLICT_TABLE.test(file)), map: null };
    },
  };
}
