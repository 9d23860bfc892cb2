/**
 * What a preview image says (src/pages/preview/…, screenshot by scripts/preview.ts) and the text of
 * that image (`og:image:alt`) — one object, so the alt text says what the picture shows. Words from
 * i18n (`ui:share.*` and what the guides already say), numbers as the guide formats them:
 *
 * - a venue: its name (and native name), the ruleset and preset, the key numbers of its guide and A4
 *   sheet (`VenueGuide.keyNumbers`: minimum, limit, flowers …, a ladder per round) and its summary line;
 * - a ruleset: its name and summary, how many scoring items and presets it has (their names), its unit;
 * - the site: its name and tagline, the rulesets, the number of venue guides in the locale, the languages.
 */
import { LOCALES, LOCALE_INFO, formatNumber, type Locale } from '../i18n/index.ts';
import { joinList } from '../i18n/format.ts';
import { translate } from '../i18n/translate.ts';
import type { RulesetDef } from '../core/ruleset.ts';
import { rulesets } from '../rules/index.ts';
import type { VenueGuide } from '../venues/guide.ts';
import type { PreviewOf } from './urls.ts';

export interface CardFigure {
  label: string;
  /** One value, or a ladder (one per round, each with its label). */
  values: { label?: string; value: string }[];
}

export interface PreviewCard {
  of: PreviewOf;
  locale: Locale;
  /** Above the title: "Rule guide", "scoring reference". */
  kicker: string;
  title: string;
  /** Beside the title, in its own language (a venue's 玉燈麻將館). */
  native?: { text: string; lang: string };
  /** Under the title: ruleset and preset, or the ruleset's summary, or the site's tagline. */
  subtitle: string;
  figures: CardFigure[];
  /** A last line: the venue's summary, the presets by name, the rulesets. */
  footnote?: string;
  /** The image's text for people who cannot see it. */
  alt: string;
}

const figureText = (f: CardFigure) => `${f.label}: ${f.values.map((v) => (v.label ? `${v.label} ${v.value}` : v.value)).join(', ')}`;

export function venueCard(guide: VenueGuide): PreviewCard {
  const t = translate(guide.locale);
  const v = guide.venue;
  const subtitle = t('ui:share.venueRules', { ruleset: guide.rulesetName, preset: guide.presetName });
  const figures: CardFigure[] = guide.keyNumbers.map((k) => ({ label: k.label, values: k.values }));
  return {
    of: { kind: 'venue', slug: v.slug },
    locale: guide.locale,
    kicker: t('ui:venue.guideKicker'),
    title: guide.name,
    native: v.nativeName ? { text: v.nativeName.text, lang: v.nativeName.lang } : undefined,
    subtitle,
    figures,
    footnote: guide.summary,
    alt: t('ui:share.alt.venue', { name: guide.name, rules: subtitle, numbers: figures.map(figureText).join('; ') }),
  };
}

export function rulesetCard(locale: Locale, rs: RulesetDef): PreviewCard {
  const t = translate(locale);
  const intl = LOCALE_INFO[locale].intl;
  const name = t(`${rs.id}:meta.name`);
  const presets = rs.presets.map((p) => t(`${rs.id}:presets.${p.id}.name`));
  const figures: CardFigure[] = [
    { label: t('ui:ref.items'), values: [{ value: formatNumber(locale, rs.items.length) }] },
    { label: t('ui:share.presets'), values: [{ value: formatNumber(locale, presets.length) }] },
    { label: t('ui:share.unit'), values: [{ value: t(`${rs.id}:meta.unit`) }] },
  ];
  const footnote = t('ui:share.presetList', { presets: joinList(intl, presets) });
  return {
    of: { kind: 'ruleset', id: rs.id },
    locale,
    kicker: t('ui:ref.titleSuffix'),
    title: name,
    subtitle: t(`${rs.id}:meta.summary`),
    figures,
    footnote,
    alt: t('ui:share.alt.ruleset', { ruleset: name, numbers: figures.map(figureText).join('; '), presets: footnote }),
  };
}

const rulesetNames = (locale: Locale) => joinList(LOCALE_INFO[locale].intl, rulesets.map((rs) => translate(locale)(`${rs.id}:meta.name`)));

/** The text of the site's preview image (the pages that have no image of their own show it). */
export function siteAlt(locale: Locale): string {
  const t = translate(locale);
  return t('ui:share.alt.site', { name: t('ui:site.name'), tagline: t('ui:site.tagline'), rulesets: rulesetNames(locale) });
}

/** `venues`: how many venue guides the locale has. */
export function siteCard(locale: Locale, venues: number): PreviewCard {
  const t = translate(locale);
  const figures: CardFigure[] = [
    { label: t('ui:nav.rulesets'), values: [{ value: formatNumber(locale, rulesets.length) }] },
    { label: t('ui:nav.venues'), values: [{ value: formatNumber(locale, venues) }] },
    { label: t('ui:share.languages'), values: [{ value: formatNumber(locale, LOCALES.length) }] },
  ];
  return {
    of: { kind: 'site' },
    locale,
    kicker: t('ui:home.title'),
    title: t('ui:site.name'),
    subtitle: t('ui:site.tagline'),
    figures,
    footnote: rulesetNames(locale),
    alt: siteAlt(locale),
  };
}
