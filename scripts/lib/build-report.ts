/**
 * What the build cost, per venue (and per ruleset, and the site's own images): its pages, its PDFs and
 * preview images, and the seconds each took — printed at the end of `npm run build` and written to
 * `.cache/build-report.json` (beside the caches, never published).
 *
 * Render seconds are a tab's time on the job (load, fonts, checks, print); tabs run in parallel, so a
 * step's wall time is about the sum over its jobs divided by its tabs. The site step (Astro, the search
 * index, the service workers) is one run over every page: its cost per page is its time / the pages.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../src/i18n/config.ts';
import type { JobCost } from '../pdf.ts';

export interface UnitCost {
  unit: string;
  pages: number;
  pdfs: number;
  pdfRendered: number;
  pdfSeconds: number;
  images: number;
  imagesRendered: number;
  imageSeconds: number;
  /** Bytes of its PDFs and images in dist/. */
  bytes: number;
}

export interface BuildReport {
  writtenAt: string;
  shard: string | null;
  /**
   * Wall seconds: the whole build; the site step (Astro); the render (the images and the PDFs at once,
   * in one pool of tabs, from the site step's first pages on: `previews` and `pdfs` are each step's own
   * span within it, `renderAfterSite` its part after the site step); the search index and service
   * workers, made after the site step during the render.
   */
  seconds: { total: number; site: number; previews: number; pdfs: number; render: number; renderAfterSite: number; index: number };
  /** Images and PDFs done while the site step was still writing pages (the render starts on its first pages). */
  renderedDuringSite: number;
  /**
   * CPU seconds (user + system): the site step (the build's process and the children it ran), the
   * render (the build's process from then on, and every process of its Chromium). Null without /proc.
   */
  cpuSeconds: { site: number | null; render: number | null; total: number | null; browser: number | null };
  pages: number;
  venues: number;
  sitePerPageMs: number;
  tabs: { previews: number; pdfs: number };
  /** Mean over the venues rendered in this run (null without venues). */
  perVenue: { pages: number; pdfs: number; pdfSeconds: number; images: number; imageSeconds: number; bytes: number } | null;
  /** Mean tab-seconds of a PDF / an image rendered in this run. */
  perPdfSeconds: number | null;
  perImageSeconds: number | null;
  distBytes: number;
  units: UnitCost[];
}

function walk(dir: string, each: (file: string, name: string) => void): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, each);
    else if (e.isFile()) each(p, e.name);
  }
}

/** HTML pages of dist/ per unit (`venue:<slug>` for dist/<locale>/venues/<slug>/…), and all of them. */
export function pagesPerUnit(dist: string): { total: number; units: Map<string, number> } {
  const units = new Map<string, number>();
  let total = 0;
  walk(dist, (file, name) => {
    if (!name.endsWith('.html')) return;
    total++;
    const parts = file.slice(dist.length + 1).split(/[\\/]/);
    if ((LOCALES as readonly string[]).includes(parts[0]) && parts[1] === 'venues' && parts.length > 3) units.set(`venue:${parts[2]}`, (units.get(`venue:${parts[2]}`) ?? 0) + 1);
  });
  return { total, units };
}

export function distBytes(dist: string): number {
  let n = 0;
  walk(dist, (file) => (n += statSync(file).size));
  return n;
}

export function costReport(input: {
  dist: string;
  shard: string | null;
  pages: { total: number; units: Map<string, number> };
  ms: { total: number; site: number; previews: number; pdfs: number; render?: number; renderAfterSite?: number; index?: number };
  duringSite?: number;
  pdfs: JobCost[];
  images: JobCost[];
  tabs: { previews: number; pdfs: number };
  cpu?: { site: number | null; render: number | null; browser?: number | null };
}): BuildReport {
  const units = new Map<string, UnitCost>();
  const unit = (u: string) => {
    let c = units.get(u);
    if (!c) units.set(u, (c = { unit: u, pages: input.pages.units.get(u) ?? 0, pdfs: 0, pdfRendered: 0, pdfSeconds: 0, images: 0, imagesRendered: 0, imageSeconds: 0, bytes: 0 }));
    return c;
  };
  for (const j of input.pdfs) {
    const c = unit(j.unit);
    c.pdfs++;
    c.bytes += j.bytes;
    if (j.ms !== null) (c.pdfRendered++, (c.pdfSeconds += j.ms / 1000));
  }
  for (const j of input.images) {
    const c = unit(j.unit);
    c.images++;
    c.bytes += j.bytes;
    if (j.ms !== null) (c.imagesRendered++, (c.imageSeconds += j.ms / 1000));
  }
  for (const u of input.pages.units.keys()) unit(u);
  const list = [...units.values()].sort((a, b) => a.unit.localeCompare(b.unit));
  const venues = list.filter((u) => u.unit.startsWith('venue:'));
  const mean = (f: (u: UnitCost) => number) => venues.reduce((s, u) => s + f(u), 0) / venues.length;
  const rendered = (jobs: JobCost[]) => jobs.filter((j) => j.ms !== null);
  const perJob = (jobs: JobCost[]) => (rendered(jobs).length ? rendered(jobs).reduce((s, j) => s + j.ms!, 0) / 1000 / rendered(jobs).length : null);
  const s = (ms: number) => Math.round(ms) / 1000;
  return {
    writtenAt: new Date().toISOString(),
    shard: input.shard,
    seconds: {
      total: s(input.ms.total),
      site: s(input.ms.site),
      previews: s(input.ms.previews),
      pdfs: s(input.ms.pdfs),
      render: s(input.ms.render ?? Math.max(input.ms.previews, input.ms.pdfs)),
      renderAfterSite: s(input.ms.renderAfterSite ?? input.ms.render ?? Math.max(input.ms.previews, input.ms.pdfs)),
      index: s(input.ms.index ?? 0),
    },
    renderedDuringSite: input.duringSite ?? 0,
    cpuSeconds: {
      site: cpuRound(input.cpu?.site),
      render: cpuRound(input.cpu?.render),
      total: input.cpu?.site != null && input.cpu?.render != null ? cpuRound(input.cpu.site + input.cpu.render) : null,
      /** Of the render: Chromium's processes (the rest is the build's own: driving the tabs, checks, writes, search index, workers). */
      browser: cpuRound(input.cpu?.browser),
    },
    pages: input.pages.total,
    venues: venues.length,
    sitePerPageMs: Math.round((input.ms.site / Math.max(1, input.pages.total)) * 10) / 10,
    tabs: input.tabs,
    perVenue: venues.length
      ? { pages: mean((u) => u.pages), pdfs: mean((u) => u.pdfs), pdfSeconds: mean((u) => u.pdfSeconds), images: mean((u) => u.images), imageSeconds: mean((u) => u.imageSeconds), bytes: mean((u) => u.bytes) }
      : null,
    perPdfSeconds: perJob(input.pdfs),
    perImageSeconds: perJob(input.images),
    distBytes: distBytes(input.dist),
    units: list,
  };
}

const cpuRound = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

/** The report as the build prints it: every unit when there are few, else the costliest ten and the means. */
export function formatCostReport(r: BuildReport, file: string): string[] {
  const f1 = (n: number) => n.toFixed(1);
  const f2 = (n: number) => n.toFixed(2);
  const row = (u: UnitCost) =>
    `  ${u.unit.padEnd(40)} ${String(u.pages).padStart(5)} ${`${u.pdfRendered}/${u.pdfs}`.padStart(7)} ${f2(u.pdfSeconds).padStart(7)} ${`${u.imagesRendered}/${u.images}`.padStart(7)} ${f2(u.imageSeconds).padStart(7)} ${(u.bytes / 1024).toFixed(0).padStart(7)}`;
  const head = `  ${'unit'.padEnd(40)} ${'pages'.padStart(5)} ${'PDFs'.padStart(7)} ${'PDF s'.padStart(7)} ${'images'.padStart(7)} ${'img s'.padStart(7)} ${'KB'.padStart(7)}`;
  const cost = (u: UnitCost) => u.pdfSeconds + u.imageSeconds;
  const shown = r.units.length <= 12 ? r.units : [...r.units].sort((a, b) => cost(b) - cost(a)).slice(0, 10);
  const lines = [
    `Cost per venue${r.shard ? ` (shard ${r.shard})` : ''} — PDFs and images "rendered/total", tab-seconds (${Math.max(r.tabs.pdfs, r.tabs.previews)} tabs in parallel, shared by both):`,
    head,
    ...shown.map(row),
  ];
  if (shown.length < r.units.length) lines.push(`  … the ${shown.length} costliest of ${r.units.length} units; all of them in ${file}`);
  const v = r.perVenue;
  lines.push(
    `  site step ${f1(r.seconds.site)} s for ${r.pages} pages (${r.sitePerPageMs} ms a page); the render ${f1(r.seconds.render)} s from the site step's first pages (${r.renderedDuringSite} images and PDFs done during it, then ${f1(r.seconds.renderAfterSite)} s)` +
      (v ? `; a venue on average: ${f1(v.pages)} pages, ${f1(v.pdfs)} PDFs (${f2(v.pdfSeconds)} s), ${f1(v.images)} images (${f2(v.imageSeconds)} s), ${(v.bytes / 1024).toFixed(0)} KB of PDFs and images` : '') +
      (r.perPdfSeconds !== null ? `; ${f2(r.perPdfSeconds)} s a PDF` : '') +
      (r.perImageSeconds !== null ? `, ${f2(r.perImageSeconds)} s an image` : '') +
      `; dist/ ${(r.distBytes / 1024 / 1024).toFixed(1)} MB` +
      (r.cpuSeconds.total !== null
        ? `; CPU ${f1(r.cpuSeconds.total)} s (site ${f1(r.cpuSeconds.site!)} s, render ${f1(r.cpuSeconds.render!)} s${r.cpuSeconds.browser !== null ? ` of which Chromium ${f1(r.cpuSeconds.browser)} s` : ''})`
        : '') +
      `. Written to ${file}.`,
  );
  return lines;
}
