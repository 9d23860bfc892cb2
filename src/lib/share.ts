/**
 * What a page gives a link preview (WhatsApp, LINE, Telegram, search results) and an installed copy
 * of the site: the theme colours, the PNG icons (public/icons/, made from public/favicon.svg by
 * `npm run icons`), the preview image of each page, and each locale's web manifest.
 *
 * Preview images are 1200×630 PNGs rendered by the build's Chromium (scripts/preview.ts): one per
 * venue guide, per ruleset reference page and for the site, in each locale. A build without Chromium
 * (`--no-pdf` / HEFEN_NO_PDF=1) renders none: its pages then show the 512 px icon as a small image
 * (`twitter:card` `summary`), so no page points at an image that is not there.
 */
import { localePath, previewImagePath, sitePath, type PreviewOf } from './urls.ts';
import { LOCALE_INFO, getT, type Locale } from '../i18n/index.ts';

/** The site's colours: the jade accent (browser bar, splash screen) and the paper background. */
export const THEME_COLOR = '#0b6149';
export const BACKGROUND_COLOR = '#fbfaf6';

/** The size of every preview image (Open Graph's recommended 1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export interface Icon {
  /** File in public/icons/. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/**
 * The PNG icons, generated from public/favicon.svg by `npm run icons` (scripts/icons.ts) and committed:
 * `any` icons are the tile on a transparent square, `maskable` ones sit in the safe zone of a full-bleed
 * jade square; the apple-touch icon is opaque (iOS paints transparency black).
 */
export const ICONS: readonly Icon[] = [
  { file: 'favicon-32.png', size: 32, purpose: 'any' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'any' },
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

export function iconPath(file: string): string {
  return sitePath(`icons/${file}`);
}

/** Whether this build renders preview images: whenever it runs Chromium (not with --no-pdf). */
export function previewsEnabled(): boolean {
  return process.env.HEFEN_NO_PDF !== '1';
}

export interface PageImage {
  /** Path on the site (under the base). */
  path: string;
  width: number;
  height: number;
  /** A large card (`summary_large_image`): a preview image; else the icon (`summary`). */
  large: boolean;
}

/** The image a page shows when shared: its preview image, or the 512 px icon in a build without them. */
export function pageImage(locale: Locale, of: PreviewOf): PageImage {
  if (previewsEnabled()) return { path: previewImagePath(locale, of), ...PREVIEW_SIZE, large: true };
  return { path: iconPath('icon-512.png'), width: 512, height: 512, large: false };
}

/**
 * A locale's web manifest (`/<locale>/manifest.webmanifest`, linked from that locale's pages): the
 * site's name in the language, its home as the start URL, the whole site (the base) as the scope so
 * the language switch stays in the installed app, the colours and the icons (`any` and `maskable`).
 */
export function webManifest(locale: Locale) {
  const t = getT(locale);
  const info = LOCALE_INFO[locale];
  return {
    id: localePath(locale),
    name: t('ui:site.name'),
    short_name: t('ui:site.shortName'),
    description: t('ui:site.tagline'),
    lang: info.tag,
    dir: 'ltr',
    start_url: localePath(locale),
    scope: sitePath(''),
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.filter((i) => i.size >= 192).map((i) => ({ src: iconPath(i.file), sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
  };
}
