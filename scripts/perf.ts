/**
 * `npm run perf`: what the built site (`dist/`, as `npm run build` left it) costs in Chromium.
 *
 *   npm run perf                 both tables below
 *   npm run perf -- --weight     every page type in every locale: font requests and bytes, all requests
 *                                and bytes, DOM elements (the page scrolled through, so every font its
 *                                text needs is fetched)
 *   npm run perf -- --cls        a reference page, a venue guide and a calculator per locale: CLS at
 *                                360 px and 1200 px, on a slow 4G link with every font held back 1.2 s
 *   npm run perf -- --layout     the reference pages, a venue guide and a calculator per locale at 412 px
 *                                with the CPU slowed 4×: style and layout time, long tasks, DOM elements
 *                                (the median of three loads)
 *   npm run perf -- --json out.json   also write the figures as JSON
 *   npm run perf -- --only /hi/ --verbose   only the pages whose path holds `/hi/`; each shift and its nodes
 *   npm run perf -- --dist <dir>  another build's output
 *
 * It builds nothing: run `npm run build` (or `-- --no-pdf`) first.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { serveStatic } from './lib/static-server.ts';
import { allPages, keyPages, layoutCost, layoutStability, pageWeight, type LayoutCost } from './lib/page-metrics.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const dist = opt('--dist') ?? join(root, 'dist');
/** `--only hi/` keeps the pages whose path contains it. */
const only = opt('--only');
const pick = <T extends { path: string }>(list: T[]) => (only ? list.filter((p) => p.path.includes(only)) : list);
const want = { weight: args.includes('--weight'), cls: args.includes('--cls'), layout: args.includes('--layout') };
if (!want.weight && !want.cls && !want.layout) want.weight = want.cls = want.layout = true;
const jsonFile = opt('--json');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No built site in dist/: run `npm run build` (or `npm run build -- --no-pdf`) first.');
  process.exit(1);
}

const kb = (n: number) => (n / 1024).toFixed(1);
const server = await serveStatic(dist);
const browser = await puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
const out: Record<string, unknown> = {};
try {
  if (want.weight) {
    const rows = [];
    console.log('\n| page | locale | font requests | font KB | requests | KB | DOM elements |');
    console.log('|---|---|--:|--:|--:|--:|--:|');
    for (const p of pick(allPages(root))) {
      const w = await pageWeight(browser, server.origin + p.path);
      rows.push({ ...p, ...w });
      console.log(`| ${p.kind} | ${p.locale || '–'} | ${w.fonts.length} | ${kb(w.fontBytes)} | ${w.requests} | ${kb(w.bytes)} | ${w.elements} |`);
    }
    out.weight = rows;
  }
  if (want.cls) {
    const rows = [];
    console.log('\n| page | locale | CLS 360 px | CLS 1200 px | shifts (360 / 1200) | first paint → last font (360 px) |');
    console.log('|---|---|--:|--:|--:|--:|');
    for (const p of pick(keyPages(root))) {
      const phone = await layoutStability(browser, server.origin + p.path, { width: 360, height: 780 });
      const desk = await layoutStability(browser, server.origin + p.path, { width: 1200, height: 900 });
      rows.push({ ...p, phone, desk });
      console.log(
        `| ${p.kind} | ${p.locale} | ${phone.cls.toFixed(3)} | ${desk.cls.toFixed(3)} | ${phone.shifts.length} / ${desk.shifts.length} | ` +
          `${Math.round(phone.fcp)} → ${Math.round(phone.lastFont)} ms |`,
      );
      if (args.includes('--verbose'))
        for (const [w, r] of [['360', phone], ['1200', desk]] as const)
          for (const s of r.shifts) console.log(`    ${w} px  ${s.value.toFixed(4)} at ${Math.round(s.time)} ms: ${s.sources.join(', ')}`);
    }
    out.cls = rows;
  }
  if (want.layout) {
    const rows = [];
    console.log('\n| page | locale | DOM elements | style ms | layout ms | longest task ms | long tasks ms |');
    console.log('|---|---|--:|--:|--:|--:|--:|');
    const key = keyPages(root);
    const pages = pick(allPages(root)).filter((p) => p.kind.startsWith('reference') || key.some((k) => k.path === p.path));
    for (const p of pages) {
      // The median of three loads (a shared machine's timings wander).
      const runs: LayoutCost[] = [];
      for (let i = 0; i < 3; i++) runs.push(await layoutCost(browser, server.origin + p.path));
      const med = (f: (c: LayoutCost) => number) => runs.map(f).sort((a, b) => a - b)[1];
      const c = { ...runs[0], styleMs: med((c) => c.styleMs), layoutMs: med((c) => c.layoutMs), longestTaskMs: med((c) => c.longestTaskMs), longTasksMs: med((c) => c.longTasksMs) };
      rows.push({ ...p, ...c });
      const r = (n: number) => Math.round(n);
      console.log(`| ${p.kind} | ${p.locale} | ${c.elements} | ${r(c.styleMs)} | ${r(c.layoutMs)} | ${r(c.longestTaskMs)} | ${r(c.longTasksMs)} |`);
    }
    out.layout = rows;
  }
} finally {
  await browser.close();
  await server.close();
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(out, null, 2));
