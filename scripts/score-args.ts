/**
 * Argument parsing of the `score` command: flags → a hand object of score-api.md, or a usage error.
 * One hand may also be given whole, as the JSON object of the contract's input shape (a line of a
 * `--jsonl` file, quoted): it is scored as that line would be, and an option given beside it replaces
 * (or adds) its field.
 */
import { isOneOf, isRecord, WIN_KINDS } from '../src/core/input.ts';

export type Args =
  | { mode: 'jsonl'; jobs: number | null }
  | { mode: 'help' }
  | { mode: 'single'; hand: Record<string, unknown>; json: boolean; compare?: true };

const VALUE_OPTIONS: Record<string, string> = {
  '--ruleset': 'ruleset',
  '--preset': 'preset',
  '--hand': 'hand',
  '--win-tile': 'winTile',
  '--win': 'win',
  '--seat': 'seatWind',
  '--round': 'roundWind',
  '--discarder': 'discarder',
  '--liable': 'liable',
  '--bonus': 'bonusTiles',
  '--dora': 'doraIndicators',
  '--ura': 'uraDoraIndicators',
};
const INTEGER_OPTIONS: Record<string, string> = { '--honba': 'honba', '--sticks': 'riichiSticks', '--streak': 'dealerStreak' };
/** Every option of one hand (the usage text lists them). */
const KNOWN = new Set([...Object.keys(VALUE_OPTIONS), ...Object.keys(INTEGER_OPTIONS), '--dealer', '--flags', '--meld', '--setting', '--json', '--compare', '--discards']);

/** A setting value: JSON where it parses (numbers, booleans, objects, arrays), else the plain string. */
function settingValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function parseArgs(argv: readonly string[]): Args | { usage: string } {
  if (argv.length === 0) return { usage: 'score: no arguments' };
  if (argv.includes('--help') || argv.includes('-h')) return { mode: 'help' };
  if (argv.includes('--jsonl')) {
    if (argv.length === 1) return { mode: 'jsonl', jobs: null };
    const at = argv.indexOf('--jobs');
    if (argv.length !== 3 || at < 0 || at === argv.length - 1) return { usage: 'score: --jsonl takes no other option than --jobs N' };
    const jobs = Number(argv[at + 1]);
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) return { usage: `score: --jobs takes a whole number 1–256, not "${argv[at + 1]}"` };
    return { mode: 'jsonl', jobs };
  }
  const hand: Record<string, unknown> = {};
  /** The hand given whole as JSON, when it was. */
  let whole: Record<string, unknown> | null = null;
  const settings: Record<string, unknown> = {};
  const melds: { kind: string; tiles: string }[] = [];
  let json = false;
  let compare = false;
  /** What each option given once was given (an option given twice is a usage error, not the last one winning). */
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const opt = argv[i];
    if (!KNOWN.has(opt) && /^\s*[{[]/.test(opt)) {
      if (whole !== null) return { usage: 'score: give one hand as JSON, not two' };
      const parsed = jsonHand(opt);
      if ('usage' in parsed) return parsed;
      whole = parsed.hand;
      continue;
    }
    if (!KNOWN.has(opt))
      return { usage: opt.startsWith('-') ? `score: unknown option ${opt} (score --help lists them)` : `score: "${opt}" is not an option: every value follows its option (score --help)` };
    if (opt === '--json') {
      json = true;
      continue;
    }
    if (opt === '--compare') {
      compare = true;
      continue;
    }
    if (opt === '--discards') {
      hand.discards = true;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return { usage: `score: ${opt} needs a value` };
    i++;
    // --meld and --setting are given once per meld and per setting; --flags lists add up.
    if (opt !== '--meld' && opt !== '--setting' && opt !== '--flags') {
      const before = given.get(opt);
      if (before !== undefined) return { usage: `score: ${opt} is given twice ("${before}" and "${value}"): give it once` };
      given.set(opt, value);
    }
    if (opt === '--win' && !isOneOf(value, WIN_KINDS)) {
      // The words players use for the two ways of winning (ron, tsumo; 自摸 zimo) are told apart from the contract's.
      const meant = /^ron$/i.test(value) ? 'discard' : /^(tsumo|zimo|self-?draw(n)?)$/i.test(value) ? 'self-drawn' : undefined;
      return { usage: `score: --win takes ${WIN_KINDS.join(' or ')}, not "${value}"${meant ? ` (for ${value}: --win ${meant})` : ''}` };
    }
    if (opt in VALUE_OPTIONS) hand[VALUE_OPTIONS[opt]] = value;
    else if (opt in INTEGER_OPTIONS) {
      if (!/^\d+$/.test(value)) return { usage: `score: ${opt} takes a whole number, not "${value}"` };
      hand[INTEGER_OPTIONS[opt]] = Number(value);
    } else if (opt === '--dealer') {
      if (value !== 'true' && value !== 'false') return { usage: 'score: --dealer takes true or false' };
      hand.dealer = value === 'true';
    } else if (opt === '--flags') hand.flags = [...((hand.flags as string[] | undefined) ?? []), ...value.split(',').map((f) => f.trim()).filter(Boolean)];
    else if (opt === '--meld') {
      const m = /^([a-z-]+):(.+)$/.exec(value);
      if (!m) return { usage: `score: --meld takes KIND:TILES (e.g. pon:555z), not "${value}"` };
      melds.push({ kind: m[1], tiles: m[2] });
    } else if (opt === '--setting') {
      const m = /^([A-Za-z]+)=(.*)$/.exec(value);
      if (!m) return { usage: `score: --setting takes key=value, not "${value}"` };
      if (Object.hasOwn(settings, m[1])) return { usage: `score: the setting ${m[1]} is given twice: give it once` };
      settings[m[1]] = settingValue(m[2]);
    }
  }
  // Given whole, the hand is the contract's object, as a --jsonl line would be: what it lacks the
  // scorer names (a coded error, exit status 1), and no field takes a default here.
  if (whole === null) {
    for (const required of ['ruleset', 'hand'])
      if (!(required in hand)) return { usage: `score: --${required} is required` };
  }
  // Without --win-tile the hand is scored for its waits (one tile short) or, with --discards, for the
  // discards that leave it waiting; both ways of winning are then scored.
  if (whole === null && !('win' in hand) && 'winTile' in hand) hand.win = 'discard';
  if (melds.length) hand.melds = melds;
  // A --setting beside a hand given whole sets that one setting among the hand's own.
  const own = whole?.settings;
  if (Object.keys(settings).length) hand.settings = isRecord(own) ? { ...own, ...settings } : settings;
  const all = whole === null ? hand : { ...whole, ...hand };
  if (compare && all.discards) return { usage: 'score: --compare scores a hand with its winning tile, not --discards' };
  // A hand given whole with both gets the scorer's answer, as its --jsonl line would.
  if (whole === null && hand.discards && 'winTile' in hand) return { usage: 'score: --discards lists the discards of a hand without its winning tile: leave out --win-tile' };
  return compare ? { mode: 'single', hand: all, json, compare } : { mode: 'single', hand: all, json };
}

/** The hand of a JSON argument: one object (the contract's input shape), or a usage error saying what is wrong. */
function jsonHand(text: string): { hand: Record<string, unknown> } | { usage: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { usage: `score: the hand given as JSON is not valid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  if (!isRecord(value)) {
    return { usage: 'score: a hand given as JSON is one object, e.g. \'{"ruleset":"riichi","hand":"234m567p22s345678s","winTile":"8s","win":"discard"}\'' };
  }
  return { hand: value };
}
