/**
 * The build's image check (scripts/lib/dist-check.ts, `missingImages`), on a small dist/ of its own
 * built for a sub-path: every image a page's head names must be in dist/ under the base, a whole PNG,
 * and an og:image exactly the size the page declares; anything else makes the site incomplete, naming
 * the file and the pages (the preview step and `npm run verify` fail with that message).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { checkImageLinks, IncompleteSiteError, incompleteMessage, missingImages } from '../../scripts/lib/dist-check.ts';

const dir = mkdtempSync(join(tmpdir(), 'hefen-image-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dist = join(dir, 'dist');
const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }));
const head = (image: string, w = 1200, h = 630) =>
  `<html><head><link rel="icon" href="/club-rules/favicon.svg" type="image/svg+xml"><meta property="og:image" content="${image}">` +
  `<meta property="og:image:width" content="${w}"><meta property="og:image:height" content="${h}"></head></html>`;

mkdirSync(join(dist, 'og', 'en'), { recursive: true });
mkdirSync(join(dist, 'en', 'a'), { recursive: true });
// The root page names the site's address (scripts/lib/built-address.ts reads its canonical link).
writeFileSync(join(dist, 'index.html'), '<link rel="canonical" href="https://example.org/club-rules/">');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'og', 'en', 'ok.png'), png(1200, 630));
writeFileSync(join(dist, 'og', 'en', 'small.png'), png(600, 315));
writeFileSync(join(dist, 'og', 'en', 'cut.png'), png(1200, 630).subarray(0, 200));

describe('the images the pages name', () => {
  it('all there, whole, at their declared size: nothing to report', () => {
    writeFileSync(join(dist, 'en', 'a', 'index.html'), head('https://example.org/club-rules/og/en/ok.png'));
    expect(missingImages(dist)).toEqual([]);
    expect(() => checkImageLinks(dist)).not.toThrow();
  });

  it('a missing, truncated, wrongly sized or outside image makes the site incomplete, naming it and its pages', () => {
    writeFileSync(join(dist, 'en', 'b.html'), head('https://example.org/club-rules/og/en/gone.png'));
    writeFileSync(join(dist, 'en', 'c.html'), head('https://example.org/club-rules/og/en/cut.png'));
    writeFileSync(join(dist, 'en', 'd.html'), head('https://example.org/club-rules/og/en/small.png'));
    writeFileSync(join(dist, 'en', 'e.html'), head('https://example.org/og/en/ok.png'));
    const missing = missingImages(dist);
    expect(missing.map((m) => [m.name, m.reason, m.pages])).toEqual([
      ['https://example.org/og/en/ok.png', "not under the site's address https://example.org/club-rules/", ['en/e.html']],
      ['og/en/cut.png', expect.stringMatching(/IEND/), ['en/c.html']],
      ['og/en/gone.png', 'missing', ['en/b.html']],
      ['og/en/small.png', '600×315, the page declares 1200×630', ['en/d.html']],
    ]);
    expect(() => checkImageLinks(dist)).toThrow(IncompleteSiteError);
    expect(incompleteMessage([], missing)).toMatch(/^The site in dist\/ is incomplete: 4 images missing — do not publish it\.\n/);
  });
});
