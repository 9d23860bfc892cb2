/**
 * `npm run icons`: the PNG icons of public/icons/ (src/lib/share.ts, `ICONS`), drawn from
 * public/favicon.svg by Chromium, and their record public/icons/icons.json (the sha256 of the SVG they
 * were made from, and each file's size in pixels). The PNGs are committed, so a build needs no browser
 * for them (`--no-pdf` builds have them too); run this after changing the SVG —
 * tests/fixture/share.test.ts fails while the record names another SVG than public/favicon.svg.
 *
 *   any        the tile on a transparent square, nearly its whole height (favicon-32, icon-192, icon-512)
 *   apple      the tile on the paper colour, opaque (iOS paints transparency black; it rounds the corners)
 *   maskable   the tile inside the safe zone (the centre circle of 80 % of the size: the tile's corners
 *              stay inside it at 60 % of the height) on a full-bleed jade square, for Android's masks
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKGROUND_COLOR, ICONS, THEME_COLOR } from '../src/lib/share.ts';
import { findChromium, launchBuildBrowser } from './lib/chromium.ts';
import { pngSize, sha256, writeFileAtomic } from './lib/pdf-cache.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'public', 'favicon.svg');
const OUT = join(ROOT, 'public', 'icons');

/** How an icon draws the tile: its height as a share of the square, and the square's colour. */
function look(file: string, purpose: 'any' | 'maskable'): { height: number; background: string } {
  if (purpose === 'maskable') return { height: 0.6, background: THEME_COLOR };
  if (file.startsWith('apple-touch-icon')) return { height: 0.78, background: BACKGROUND_COLOR };
  return { height: 0.94, background: 'transparent' };
}

export async function renderIcons(): Promise<void> {
  const svg = readFileSync(SOURCE);
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const chromium = await launchBuildBrowser(findChromium(), join(ROOT, '.cache'));
  mkdirSync(OUT, { recursive: true });
  const record: { source: string; sha256: string; icons: Record<string, { width: number; height: number; purpose: string }> } = {
    source: 'public/favicon.svg',
    sha256: sha256(svg),
    icons: {},
  };
  try {
    const page = await chromium.browser.newPage();
    for (const icon of ICONS) {
      const { height, background } = look(icon.file, icon.purpose);
      await page.setViewport({ width: icon.size, height: icon.size, deviceScaleFactor: 1 });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">` +
          `<img src="${src}" style="display:block;height:${Math.round(icon.size * height)}px;width:auto" alt=""></body></html>`,
        { waitUntil: 'load' },
      );
      const png = await page.screenshot({ type: 'png', omitBackground: background === 'transparent' });
      const size = pngSize(png);
      if (size?.width !== icon.size || size.height !== icon.size) throw new Error(`${icon.file}: ${size?.width}×${size?.height}, not ${icon.size} px`);
      writeFileAtomic(join(OUT, icon.file), png);
      record.icons[icon.file] = { width: size.width, height: size.height, purpose: icon.purpose };
      console.log(`public/icons/${icon.file}: ${icon.size}×${icon.size} (${icon.purpose}), ${png.length} bytes`);
    }
  } finally {
    await chromium.close();
  }
  writeFileSync(join(OUT, 'icons.json'), `${JSON.stringify(record, null, 2)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  renderIcons().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
