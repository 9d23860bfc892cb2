/**
 * `npm run lighthouse`: Lighthouse's mobile run (its defaults: a mid-range phone, slow 4G and a 4×
 * slower CPU, simulated) on a reference page, a venue guide and a calculator in every locale, and a
 * table of the four scores (performance, accessibility, best practices, SEO) with the metrics.
 *
 * 1. Picks a free port on 127.0.0.1 and builds the site for that origin (`SITE_URL=http://127.0.0.1:<port>
 *    npm run build -- --no-pdf`: canonical links and hreflang point at the served site). This rebuilds
 *    dist/: run `npm run build` again before publishing it.
 * 2. Serves dist/ there as a host would: gzip for text, `immutable` caching for the fingerprinted
 *    files under /_astro/.
 * 3. Runs the project's Lighthouse (node_modules/.bin/lighthouse) with the Chromium the build uses
 *    (CHROME_PATH, `--headless=new --no-sandbox`) on each page, one after the other.
 *
 *   npm run lighthouse                   build, serve, run, print the table
 *   npm run lighthouse -- --no-build     use dist/ as it is (built for the origin given by --port)
 *   npm run lighthouse -- --port 4321    that port (default: a free one)
 *   npm run lighthouse -- --no-build --dist <dir> --port <p>   another build (made with SITE_URL for that port)
 *   npm run lighthouse -- --json out.json --only /hi/   the reports' figures as JSON; some pages only
 *   npm run lighthouse -- --reports <dir>   also keep each page's whole Lighthouse report there
 */
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findChromium } from './lib/chromium.ts';
import { keyPages } from './lib/page-metrics.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const dist = opt('--dist') ?? join(root, 'dist');

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const COMPRESS = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.xml']);

/** dist/ served as a host would serve it: gzip for text, long caching for fingerprinted assets. */
function serve(dir: string, port: number): Promise<Server> {
  const base = normalize(dir + sep);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) return void res.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const ext = extname(file).toLowerCase();
      const headers: Record<string, string> = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      };
      if (COMPRESS.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        const body = gzipSync(readFileSync(file));
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length), vary: 'accept-encoding' });
        res.end(req.method === 'HEAD' ? undefined : body);
      } else {
        res.writeHead(200, { ...headers, 'content-length': String(statSync(file).size) });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      }
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Runs a command to its end (3 minutes at most), its output collected. */
function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

interface Row {
  kind: string;
  locale: string;
  path: string;
  scores: Record<string, number | null>;
  metrics: Record<string, number | undefined>;
  failing: Record<string, string[]>;
}

const port = Number(opt('--port') ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
if (!args.includes('--no-build')) {
  console.log(`Building for ${origin} (SITE_URL) …`);
  execFileSync('npm', ['run', '--silent', 'build', '--', '--no-pdf'], { cwd: root, stdio: 'inherit', env: { ...process.env, SITE_URL: origin } });
}
if (!existsSync(join(dist, 'index.html'))) throw new Error('no built site in dist/');
// Debian's wrapper (/usr/bin/chromium) where it is: Lighthouse's launcher loses the page with the bare binary.
const chrome = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : findChromium());
const server = await serve(dist, port);
const only = opt('--only');
const pages = keyPages(root).filter((p) => !only || p.path.includes(only));
const rows: Row[] = [];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
try {
  for (const p of pages) {
    const url = origin + p.path;
    process.stdout.write(`lighthouse ${url} … `);
    // Asynchronously: the server above answers from this process.
    const r = await run(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [url, '--quiet', '--output=json', '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox'],
      { ...process.env, CHROME_PATH: chrome },
    );
    if (r.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${r.stderr}`);
    const lhr = JSON.parse(r.stdout);
    const reports = opt('--reports');
    if (reports) writeFileSync(join(reports, `${p.path.replace(/\W+/g, '_').replace(/^_|_$/g, '')}.json`), r.stdout);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
    const num = (id: string) => lhr.audits[id]?.numericValue as number | undefined;
    const failing = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((a: { id: string; weight: number }) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 0.9 && lhr.audits[a.id]?.scoreDisplayMode !== 'notApplicable')
          .map((a: { id: string }) => `${a.id} (${lhr.audits[a.id].score})`),
      ]),
    );
    rows.push({
      ...p,
      scores,
      metrics: { fcp: num('first-contentful-paint'), lcp: num('largest-contentful-paint'), tbt: num('total-blocking-time'), cls: num('cumulative-layout-shift'), si: num('speed-index') },
      failing,
    });
    console.log(CATEGORIES.map((c) => scores[c]).join(' / '));
  }
} finally {
  await new Promise((r) => server.close(r));
}

const s = (n: number | undefined) => (n === undefined ? '–' : (n / 1000).toFixed(1));
console.log(`\nLighthouse ${JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile, ${chrome}`);
console.log('\n| page | locale | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS |');
console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const r of rows)
  console.log(
    `| ${r.kind} | ${r.locale} | ${CATEGORIES.map((c) => r.scores[c] ?? '–').join(' | ')} | ${s(r.metrics.fcp)} | ${s(r.metrics.lcp)} | ` +
      `${Math.round(r.metrics.tbt ?? 0)} | ${(r.metrics.cls ?? 0).toFixed(3)} |`,
  );
const below = rows.flatMap((r) => CATEGORIES.filter((c) => (r.scores[c] ?? 0) < 95).map((c) => `${r.path} ${c} ${r.scores[c]}: ${r.failing[c].join(', ')}`));
if (below.length) console.log(`\nBelow 95:\n  ${below.join('\n  ')}`);
const jsonFile = opt('--json');
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(rows, null, 2));
