/**
 * The liability rule on the built pages: the riichi reference page's payments part, in every locale,
 * states pao for the presets that play it with its source clause (EMA 2016, 3.3.9) and names the
 * presets whose clause was not found; a venue's guide states only its own preset's rule (the riichi
 * venue plays EMA 2025: nothing). Builds the site first when dist/ is missing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/config.ts';
import { translate } from '../../src/i18n/translate.ts';
import { ensureBuilt, readPage } from './dist.mjs';
import { text } from '../venues/html.ts';

beforeAll(() => {
  ensureBuilt();
}, 900_000);

/** The liability block of a page (from its `id="liability"` to the end of the payments section), as text. */
function block(html: string): string {
  const start = html.indexOf('id="liability"');
  if (start < 0) return '';
  return text(html.slice(start, html.indexOf('</section>', start)));
}

describe('pao on the riichi reference page', () => {
  it.each(LOCALES)('%s: the rule, its clause and the presets whose clause was not found', (locale) => {
    const t = translate(locale);
    const html = readPage(locale, 'riichi');
    const b = block(html);
    expect(b).toContain(t('riichi:liability.pao.rule'));
    expect(b).toContain(t('riichi:liability.pao.reading'));
    expect(html).toContain('data-liability-source="ema-2016:3.3.9"');
    expect(b).toMatch(/3\.3\.9/);
    expect(b).toContain(t('ui:ref.liabilityNotFound'));
    // Inside the payments section.
    expect(html.indexOf('id="liability"')).toBeGreaterThan(html.indexOf('id="payments"'));
  });

  it('a riichi venue on EMA 2025 states no liability (its clause was not found)', () => {
    for (const locale of ['en', 'id'] as const) expect(readPage(locale, 'venues', 'koi-pond-riichi-club')).not.toContain('id="liability"');
  });
});
