/**
 * The render steps on the pages as the site step writes them (scripts/lib/page-feed.ts, the `feed`
 * option of scripts/pdf.ts and scripts/preview.ts):
 * - every reader of a feed gets every page from the first, in order, until it ends; a failed site step
 *   stops them with its error;
 * - a step fed some pages renders those as they come and, once the feed has ended, every other page of
 *   dist/ it finds (what the feed did not carry is not lost): the same PDFs as without a feed;
 * - a page read from the feed that changes before the site step is over fails the step (nothing cached).
 * The step runs on a copy of the project's dist/ (built once by tests/fixture/global-setup.ts), for one
 * venue's sheets only. Needs Chromium and poppler-utils.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumOrNull } from '../../scripts/lib/chromium.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';
import { isIncomplete } from '../../scripts/lib/dist-check.ts';
import { PageFeed } from '../../scripts/lib/page-feed.ts';
import { countPdfPages, PdfCheckError, renderPdfs } from '../../scripts/pdf.ts';
import { readVenues } from '../../src/venues/files.ts';
import { ROOT } from '../fixture/build-fixture.ts';

const chromium = chromiumOrNull();
const built = existsSync(join(ROOT, 'dist', 'index.html')) && !isIncomplete(join(ROOT, 'dist'));
const tmp = mkdtempSync(join(tmpdir(), 'hefen-page-feed-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function read(feed: PageFeed): Promise<string[][]> {
  const out: string[][] = [];
  for await (const b of feed.batches()) out.push(b);
  return out;
}

describe('a page feed', () => {
  it('gives each reader every page from the first, in order, until it ends', async () => {
    const feed = new PageFeed();
    feed.push('a/index.html');
    const first = read(feed);
    await Promise.resolve();
    feed.push('b/index.html');
    feed.push('c/index.html');
    const second = read(feed);
    feed.end();
    feed.push('late/index.html'); // after the end: not a page of this site step
    expect((await first).flat()).toEqual(['a/index.html', 'b/index.html', 'c/index.html']);
    expect(await second).toEqual([['a/index.html', 'b/index.html', 'c/index.html']]);
    expect(feed.size).toBe(3);
  });

  it('stops its readers with the error of a failed site step', async () => {
    const feed = new PageFeed();
    const reading = read(feed);
    feed.push('a/index.html');
    feed.fail(new Error('astro failed'));
    await expect(reading).rejects.toThrow('astro failed');
  });
});

describe.skipIf((!chromium || !built) && !process.env.CI)('the PDF step on a feed', () => {
  const venue = readVenues(ROOT)[0];
  const names = venue.languages.map((l) => `${venue.slug}.${l}`).sort();
  const copy = (name: string) => {
    const dist = join(tmp, name, 'dist');
    cpSync(join(ROOT, 'dist'), dist, { recursive: true });
    return { dist, cacheDir: join(tmp, name, '.cache', 'pdf') };
  };
  const sheet = (dist: string, locale: string) => join(dist, locale, 'venues', venue.slug, 'print', 'index.html');
  const step = (dist: string, cacheDir: string, feed: Pick<PageFeed, 'batches'>) =>
    renderPdfs({ root: ROOT, dist, cacheDir, only: [venue.slug], log: () => {}, siteCheck: false, feed, base: builtAddress(dist).base });

  it('renders the pages it is given as they come, and after its end every other one in dist/', async () => {
    const { dist, cacheDir } = copy('fed');
    const feed = new PageFeed();
    feed.push(`${venue.languages[0]}/venues/${venue.slug}/print/index.html`);
    feed.push('en/about/index.html'); // not a sheet: no job
    const running = step(dist, cacheDir, feed);
    feed.end();
    const r = await running;
    expect(r.rendered).toBe(names.length);
    expect(r.jobs.map((j) => j.name).sort()).toEqual(names);
    for (const j of r.jobs) expect(countPdfPages(readFileSync(join(dist, 'pdf', `${j.name}.pdf`)))).toBeGreaterThan(0);
  }, 120_000);

  it('fails, caching nothing, when a page it read changes before the site step is over', async () => {
    const { dist, cacheDir } = copy('changed');
    const [locale] = venue.languages;
    const file = sheet(dist, locale);
    // A feed that carries the sheet and, once the step has taken it (the step asks for the next batch),
    // changes it, as a second writer of dist/ would.
    const feed = {
      async *batches() {
        yield [`${locale}/venues/${venue.slug}/print/index.html`];
        writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', '<!-- changed --></body>'));
      },
    };
    const err = await step(dist, cacheDir, feed).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfCheckError);
    expect((err as Error).message).toContain(`/${locale}/venues/${venue.slug}/print/: its page changed after the PDF step read it`);
    expect(existsSync(join(dist, 'pdf', `${venue.slug}.${locale}.pdf`))).toBe(false);
  }, 120_000);
});
