/**
 * `npm run venue`: the organiser's tools for venue files (content/venues/<slug>.yaml), no build needed.
 *
 *   npm run venue -- new <slug> --ruleset <id> [--preset <id>] [--languages id,en] [--name "…"] [--native-name "…"] [--force]
 *       write content/venues/<slug>.yaml: every field, setting and item of the preset as commented lines
 *       (--stdout prints it instead, --out <file> writes elsewhere, --date YYYY-MM-DD sets rulesVersion)
 *   npm run venue -- check [file or slug …]
 *       check venue files (all of content/venues/ by default) as the build does, in about a second
 *   npm run venue -- items <ruleset> [--preset <id>] [--language <code>]
 *       the settings and items of a ruleset: ids, names and values per preset
 *   npm run venue -- preview <slug> [--no-pdf]
 *       check the venue, then build the site with that venue's PDFs only (--pdf-only <slug>) and print
 *       the paths of its guide, its A4 sheet and their PDFs
 *
 * Exit status: 0 done, 1 a venue has problems (or the build failed), 2 a usage error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../src/i18n/config.ts';
import { rulesets } from '../src/rules/index.ts';
import { findPreset } from '../src/rules/presets.ts';
import { checkVenueFiles, strayFileIssues, VENUES_DIR, venueFilesIn } from '../src/venues/source.ts';
import { formatVenueIssue, slugOf, slugProblem, sortIssues } from '../src/venues/validate.ts';
import { didYouMean } from '../src/venues/suggest.ts';
import { itemTable, settingTable, venueTemplate } from '../src/venues/template.ts';
import { venueHanIssues } from './lib/venue-fonts.ts';
import { builtSheetSpec, pdfWords, roomLeft, sheetCssMargins } from './lib/sheet-check.ts';
import type { Locale } from '../src/i18n/config.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `usage:
  npm run venue -- new <slug> --ruleset <${rulesets.map((r) => r.id).join('|')}> [--preset <id>] [--languages ${LOCALES.join(',')}] [--name "…"] [--native-name "…"] [--force | --stdout | --out <file>]
  npm run venue -- check [file or slug …]
  npm run venue -- items <ruleset> [--preset <id>] [--language <${LOCALES.join('|')}>]
  npm run venue -- preview <slug> [--no-pdf]`;

class UsageError extends Error {}

/** Positional arguments and `--name value` / `--flag` options. */
function parse(argv: readonly string[], valued: readonly string[], flags: readonly string[]): { args: string[]; opts: Record<string, string | true> } {
  const args: string[] = [];
  const opts: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      args.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s);
    if (flags.includes(name)) opts[name] = true;
    else if (valued.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      opts[name] = v;
    } else {
      const known = [...valued, ...flags];
      const s = didYouMean(name, known);
      throw new UsageError(`unknown option --${name}${s ? ` (did you mean --${s}?)` : ''}`);
    }
  }
  return { args, opts };
}

function str(v: string | true | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function rulesetArg(id: string | undefined) {
  if (!id) throw new UsageError(`a ruleset is needed: ${rulesets.map((r) => r.id).join(', ')}`);
  const rs = rulesets.find((r) => r.id === id);
  if (!rs) {
    const s = didYouMean(id, rulesets.map((r) => r.id));
    throw new UsageError(`unknown ruleset "${id}"${s ? ` (did you mean ${s}?)` : ''}: ${rulesets.map((r) => r.id).join(', ')}`);
  }
  return rs;
}

function presetArg(rs: (typeof rulesets)[number], id: string | undefined): string {
  if (id === undefined) return rs.defaultPreset;
  if (findPreset(rs, id)) return id;
  const s = didYouMean(id, rs.presets.map((p) => p.id));
  throw new UsageError(`unknown preset "${id}" of ${rs.id}${s ? ` (did you mean ${s}?)` : ''}: ${rs.presets.map((p) => p.id).join(', ')}`);
}

async function cmdNew(argv: string[]): Promise<number> {
  const { args, opts } = parse(argv, ['ruleset', 'preset', 'languages', 'name', 'native-name', 'date', 'out'], ['force', 'stdout']);
  if (args.length !== 1) throw new UsageError('new: give the venue slug (the file name, e.g. koi-pond-club)');
  const slug = args[0];
  const bad = slugProblem(slug, rulesets, LOCALES);
  if (bad) {
    console.error(`venue new: ${bad}`);
    return 1;
  }
  const rs = rulesetArg(str(opts.ruleset));
  const preset = presetArg(rs, str(opts.preset));
  const languages = (str(opts.languages) ?? 'en').split(',').map((l) => l.trim()).filter(Boolean);
  for (const l of languages)
    if (!(LOCALES as readonly string[]).includes(l)) throw new UsageError(`unknown language "${l}": ${LOCALES.join(', ')} (--languages id,en: the main one first)`);
  const date = str(opts.date);
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError('--date is YYYY-MM-DD');
  const text = venueTemplate({ slug, ruleset: rs.id, preset, languages, name: str(opts.name), nativeName: str(opts['native-name']), date });
  if (opts.stdout) {
    process.stdout.write(text);
    return 0;
  }
  const out = str(opts.out);
  const target = out ? resolve(process.env.INIT_CWD ?? process.cwd(), out) : resolve(ROOT, VENUES_DIR, `${slug}.yaml`);
  const sibling = target.replace(/\.ya?ml$/i, (m) => (m.toLowerCase() === '.yaml' ? '.yml' : '.yaml'));
  const shown = relative(ROOT, target);
  if (!opts.force && (existsSync(target) || existsSync(sibling))) {
    console.error(`venue new: ${existsSync(target) ? shown : relative(ROOT, sibling)} exists already: edit it, or write again with --force`);
    return 1;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  const inVenues = relative(join(ROOT, VENUES_DIR), target) === `${slug}.yaml`;
  const check = inVenues ? await checkAsBuild([shown]) : undefined;
  console.log(`Wrote ${shown}: ${rs.id}, preset ${preset}, languages ${languages.join(', ')}.`);
  if (check?.issues.length) {
    for (const i of sortIssues(check.issues)) console.log(`  ${formatVenueIssue(i)}`);
    return 1;
  }
  console.log(`Every setting and item is a commented line with the preset's value: uncomment what the venue changes.
Next:
  edit     ${shown}
  check    npm run venue -- check ${shown}
  preview  npm run venue -- preview ${slug}`);
  return 0;
}

/**
 * The venue check as the build makes it: `checkVenueFiles` (of every venue file when `files` is
 * undefined), and the Han characters of the files (of `only`, when given) that no font of the site
 * draws — the build's font step stops on those too.
 */
async function checkAsBuild(files: readonly string[] | undefined, only?: readonly string[]): Promise<ReturnType<typeof checkVenueFiles>> {
  const r = checkVenueFiles(ROOT, files);
  const han = await venueHanIssues(r.sources.filter((s) => !only || only.includes(s.file)));
  return han.length ? { ...r, issues: [...r.issues, ...han], venues: [] } : r;
}

/**
 * The venue file an argument of `check` names, relative to the project root: the file at that path,
 * or — when there is none and the argument is a bare name — the venue of that slug
 * (`check koi-pond-riichi-club`, as `preview` takes it).
 */
function namedFile(arg: string, cwd: string): string {
  const path = resolve(cwd, arg);
  if (!existsSync(path) && !/[\\/]/.test(arg)) {
    const bySlug = `${VENUES_DIR}/${slugOf(arg)}.yaml`;
    if (existsSync(join(ROOT, bySlug))) return bySlug;
  }
  return relative(ROOT, path).split('\\').join('/');
}

async function cmdCheck(argv: string[]): Promise<number> {
  const { args } = parse(argv, [], []);
  const t0 = performance.now();
  // npm runs scripts from the project root; a file is named from where the command was typed (INIT_CWD).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  // With no file named: every venue file, and the entries of the folder that are not read (a `.yaml.txt` …).
  const stray = args.length ? [] : strayFileIssues(ROOT).map((i) => i.file);
  const files = args.length ? args.map((a) => namedFile(a, cwd)) : [...venueFilesIn(ROOT), ...stray].sort();
  if (files.length === 0) {
    console.log(`No venue files in ${VENUES_DIR}/.`);
    return 0;
  }
  // Checked together with the other files of content/venues/, so that two files for one slug are seen.
  const all = args.length ? [...new Set([...files, ...venueFilesIn(ROOT)])] : undefined;
  const r = await checkAsBuild(all, files);
  const issues = sortIssues(r.issues).filter((i) => files.includes(i.file));
  const ms = performance.now() - t0;
  for (const f of files) {
    const mine = issues.filter((i) => i.file === f);
    if (mine.length === 0) console.log(`✓ ${f}`);
    else {
      console.log(`✗ ${f}: ${mine.length} problem${mine.length === 1 ? '' : 's'}`);
      for (const i of mine) console.log(`    ${formatVenueIssue(i, { file: false })}`);
    }
  }
  const bad = new Set(issues.map((i) => i.file)).size;
  console.log(
    bad
      ? `\n${issues.length} problem${issues.length === 1 ? '' : 's'} in ${bad} of ${files.length} file${files.length === 1 ? '' : 's'} (${(ms / 1000).toFixed(1)} s). The build stops on the same list.`
      : `\n${files.length} venue file${files.length === 1 ? '' : 's'} checked, no problem (${(ms / 1000).toFixed(1)} s).`,
  );
  return bad ? 1 : 0;
}

/** Columns padded to their widest cell (by characters). */
function table(head: string[], rows: string[][]): string {
  const width = head.map((h, k) => Math.max(h.length, ...rows.map((r) => (r[k] ?? '').length)));
  const fmt = (r: string[]) => r.map((c, k) => (k === r.length - 1 ? c : c.padEnd(width[k]))).join('  ').trimEnd();
  return [fmt(head), fmt(width.map((w) => '─'.repeat(w))), ...rows.map(fmt)].join('\n');
}

function cmdItems(argv: string[]): number {
  const { args, opts } = parse(argv, ['preset', 'language'], []);
  if (args.length !== 1) throw new UsageError(`items: give a ruleset: ${rulesets.map((r) => r.id).join(', ')}`);
  const rs = rulesetArg(args[0]);
  const presets = opts.preset ? [presetArg(rs, str(opts.preset))] : rs.presets.map((p) => p.id);
  const language = (str(opts.language) ?? 'en') as Locale;
  if (!(LOCALES as readonly string[]).includes(language)) throw new UsageError(`unknown language "${language}": ${LOCALES.join(', ')}`);
  const settings = settingTable(rs.id, presets, language);
  console.log(`Settings of ${rs.id} (venue file: settings: <id>: <value>)\n`);
  console.log(table(['id', 'name', ...presets, 'takes'], settings.map((s) => [s.id, s.name, ...presets.map((p) => s.yaml[p]), s.takes])));
  const items = itemTable(rs.id, presets, language);
  console.log(`\nItems of ${rs.id} (venue file: items: <id>: on | off | a value)\n`);
  console.log(
    table(
      ['id', 'name', ...presets.map((p) => (presets.length === 1 ? `value in ${p}` : p))],
      items.rows.map((r) => [r.id, r.name, ...presets.map((p) => (r.setting ? `${r.values[p]} (by settings: ${r.setting})` : r.values[p]))]),
    ),
  );
  console.log(`\n${items.rows.length} items, ${settings.length} settings. A new venue file with all of them: npm run venue -- new <slug> --ruleset ${rs.id} --preset ${presets[0]}`);
  return 0;
}

async function cmdPreview(argv: string[]): Promise<number> {
  const { args, opts } = parse(argv, [], ['no-pdf']);
  if (args.length !== 1) throw new UsageError('preview: give the venue slug (its file name without .yaml)');
  const slug = slugOf(args[0]);
  const files = venueFilesIn(ROOT);
  const file = files.find((f) => slugOf(f) === slug);
  if (!file) {
    const s = didYouMean(slug, files.map(slugOf));
    console.error(`venue preview: there is no ${VENUES_DIR}/${slug}.yaml${s ? ` (did you mean ${s}?)` : ''}`);
    return 1;
  }
  // The venue's own problems first, in a second: the build would stop on them anyway.
  const check = await checkAsBuild(files);
  if (check.issues.length) {
    for (const i of sortIssues(check.issues)) console.error(`  ${formatVenueIssue(i)}`);
    // The build reads every venue file: another venue's problem stops this one's preview too — said, with whose.
    const owners = [...new Set(check.issues.map((i) => i.file))];
    const whose = owners.includes(file) ? '' : ` They are in ${owners.join(', ')}: the build reads every venue file, so they stop this preview too.`;
    console.error(`\nvenue preview: fix the problem${check.issues.length === 1 ? '' : 's'} above first (npm run venue -- check).${whose}`);
    return 1;
  }
  const venue = check.venues.find((v) => v.slug === slug)!;
  const t0 = performance.now();
  const buildArgs = [join(ROOT, 'scripts', 'build.ts'), ...(opts['no-pdf'] ? ['--no-pdf'] : ['--pdf-only', slug])];
  console.log(`Building the site with ${opts['no-pdf'] ? 'no PDF' : `the PDFs of ${slug} only`} (node scripts/build.ts ${buildArgs.slice(1).join(' ')}) …`);
  const r = spawnSync(process.execPath, buildArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  const lastLine = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0) {
    process.stdout.write(r.stdout.split('\n').slice(-30).join('\n'));
    console.error('\nvenue preview: the build failed.');
    return 1;
  }
  const s = (performance.now() - t0) / 1000;
  const out: string[] = [];
  for (const l of venue.languages) {
    out.push(`  ${l}: guide  dist/${l}/venues/${slug}/index.html`);
    out.push(`      sheet  dist/${l}/venues/${slug}/print/index.html`);
    if (!opts['no-pdf']) out.push(`      PDF    dist/pdf/${slug}.${l}.pdf${sheetRoom(slug, l)}`);
  }
  console.log(`${lastLine}\nPreview of ${venue.name[venue.languages[0]]} built in ${s.toFixed(1)} s:\n${out.join('\n')}
To look at it in a browser: npm run preview, then http://localhost:4321/${venue.languages[0]}/venues/${slug}/`);
  return 0;
}

/**
 * What a venue's built sheet in language `l` holds, after its PDF path: its pages of those allowed, and
 * the room left for more (notes, a longer name) before the build refuses it as too long
 * (scripts/lib/sheet-check.ts, `roomLeft`) — ", 2 of 2 A4 pages, room for about 3 more lines of 10 pt
 * text (14 mm)". An organiser adding notes knows then how much fits, in every language.
 */
function sheetRoom(slug: string, l: string): string {
  try {
    const sheet = builtSheetSpec(readFileSync(join(ROOT, 'dist', l, 'venues', slug, 'print', 'index.html'), 'utf8'));
    if (!sheet || !(sheet.maxPages > 0 && sheet.fontPt > 0)) return ' (its room left is not known: the sheet does not say its pages and size)';
    const { maxPages, fontPt } = sheet;
    const pages = pdfWords(readFileSync(join(ROOT, 'dist', 'pdf', `${slug}.${l}.pdf`)));
    const room = roomLeft(pages, { ...sheet, margins: sheetCssMargins() });
    if (!room) return '';
    const used = `${pages.length} of ${maxPages} A4 page${maxPages === 1 ? '' : 's'}`;
    // Built without a public address, the sheet has a mark where its QR code and short address go:
    // the published sheet's address may wrap to one more line than the mark.
    const mark = sheet.previewMark ? '; measured without the public address (SITE_URL), which may take one of them' : '';
    return room.lines > 0
      ? ` — ${used}, room for about ${room.lines === 1 ? 'one more line' : `${room.lines} more lines`} of ${fontPt} pt text (${room.mm} mm${mark})`
      : ` — ${used}, full: no room for another line of ${fontPt} pt text`;
  } catch (e) {
    return ` (its room left could not be measured: ${e instanceof Error ? e.message : String(e)})`;
  }
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case 'new':
        return await cmdNew(rest);
      case 'check':
        return await cmdCheck(rest);
      case 'items':
        return cmdItems(rest);
      case 'preview':
        return await cmdPreview(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return cmd === undefined ? 2 : 0;
      default: {
        const s = didYouMean(cmd, ['new', 'check', 'items', 'preview']);
        throw new UsageError(`unknown command "${cmd}"${s ? ` (did you mean ${s}?)` : ''}`);
      }
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`venue: ${e.message}\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = await main(process.argv.slice(2));
