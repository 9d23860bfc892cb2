/**
 * Layout stability while the fonts arrive: a reference page, a venue guide and a calculator in every
 * locale, loaded with a cold cache on a slow 4G link (Chromium's throttling) with every font held back
 * another 1.2 s, so that the first paint is set in the fallbacks (system fonts scaled to Noto Sans,
 * Devanagari's inlined stand-in). Every layout shift is recorded (PerformanceObserver); the largest
 * session window (CLS, as Lighthouse counts it) stays at or under 0.05, at 360 px and at 1200 px.
 * A layout assertion: how far things move, not how fast they load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkip, startSite, type Site } from './browser.ts';
import { keyPages, layoutStability, type Stability } from '../../scripts/lib/page-metrics.ts';
import { root } from '../site/dist.mjs';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const MAX_CLS = 0.05;
const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1200, height: 900 },
];

suite('layout shift while the fonts arrive', () => {
  let site: Site;
  const results = new Map<string, Stability>();
  const cases = keyPages(root).flatMap((p) => WIDTHS.map((w) => ({ ...p, ...w, key: `${p.path} at ${w.width} px (${p.kind})` })));
  beforeAll(async () => {
    site = await startSite(chromium!);
    // One at a time: only the tab in front is painted.
    for (const c of cases) results.set(c.key, await layoutStability(site.browser, site.origin + c.path, c));
  }, 600_000);
  afterAll(async () => {
    await site?.close();
  });

  it.each(cases.map((c) => [c.key] as const))('%s: CLS ≤ 0.05', (key) => {
    const r = results.get(key)!;
    const detail = r.shifts.map((s) => `${s.value.toFixed(4)} at ${Math.round(s.time)} ms: ${s.sources.join(', ')}`).join('\n');
    // The fonts did arrive after the first paint (else the check proves nothing).
    expect(r.lastFont, 'the last font arrived after the first paint').toBeGreaterThan(r.fcp);
    expect(r.cls, detail).toBeLessThanOrEqual(MAX_CLS);
  });
});
