/**
 * The body of "this hand under other rules" (`ComparePanel.tsx`), loaded when the panel is first
 * opened: the hand scored under every preset of the page's ruleset and the current venue (the one
 * chosen, and the venue of the guide the calculator is on), each with its total and what differs
 * from the rules chosen above — items counted here and not there, values that differ, the settings
 * that cause it (and those that differ without changing this hand) — and
 * links to the guides of the ruleset's other venues, the hand in their address.
 *
 * The rows come from `compareHand` (`src/engine/compare.ts`) with the calculator's own scorer and
 * composition (`compose.ts`); the words from `src/i18n/format.ts` and the strings the page passed.
 * Tools find a row by `data-compare="<preset or venue id>"` (with `data-total`, or `data-code` on a
 * failure; `data-same` when it scores as the chosen rules do) and a venue link by
 * `data-compare-venue="<slug>"`.
 */
import { useMemo } from 'preact/hooks';
import type { ScoredItem } from '../../core/api.ts';
import { compareHand, compositionRules, type ComparedRow, type CompareOptions, type Composition, type CompositionRules, type Differences } from '../../engine/compare.ts';
import { formatSettingValue, joinList, resultTotalText, yakumanMultiple, scoredItemName, scoredValueText } from '../../i18n/format.ts';
import { toInput, toQuery } from '../../lib/calc-state.ts';
import type { ComparePanelProps } from './ComparePanel.tsx';

export function CompareRows(p: ComparePanelProps) {
  const { ui, rs, calc, rules } = p;
  const { t, fmt } = ui;
  const ns = rs.id;
  const info = (id: string) => p.presets.find((x) => x.id === id);
  const nameOf = (id: string) => info(id)?.name ?? id;
  const kindOf = (id: string): Composition['kind'] => (info(id)?.venue ? 'venue' : 'preset');
  const own = Object.keys(calc.settings).length ? calc.settings : undefined;
  const baseName = own || rules.switched ? t('ui:compare.yours', { preset: nameOf(rules.presetId) }) : nameOf(rules.presetId);
  /** An item's name as preset or venue `id` displays it (its guide and sheet: `CalcProps.display`), else the catalogue's. */
  const itemName = (id: string) => (item: string) => p.display?.[id]?.names[item] ?? t(`${ns}:items.${item}.name`);

  // The rows: every preset, then the venue chosen and the guide's own venue.
  const ids = rs.presets.map((x) => x.id);
  for (const id of [rules.presetId, p.initialPreset]) if (kindOf(id) === 'venue' && !ids.includes(id)) ids.push(id);
  const baseline: Composition = { id: rules.presetId, kind: kindOf(rules.presetId), scoredAs: rules.scoredPreset, settings: own };
  const options: CompareOptions = { ruleset: rs, extraPresets: rules.switched ? [...p.extraPresets, rules.switched] : p.extraPresets, score: p.score };
  // Without the liable seat: liability never changes a total, and a preset without the rule would refuse it.
  const input = !p.blank ? (toInput({ ...calc, liable: undefined }, rs, { defaultPreset: p.initialPreset }) as unknown as Record<string, unknown>) : null;
  const key = input ? JSON.stringify([input, baseline, ids, rules.switched]) : '';
  const comparison = useMemo(() => (input ? compareHand(input, baseline, ids.map((id) => ({ id, kind: kindOf(id) })), options) : null), [key]);

  // The other venues of the ruleset, each linking to its guide with the hand (its own rules, not these).
  const handOnly = toQuery({ ...calc, preset: '', settings: {}, items: {} });
  const others = p.presets.filter((x) => x.venue && !ids.includes(x.id) && p.venueLinks?.[x.id]);
  const list = (parts: string[]) => joinList(p.intl, parts);
  const baseRules = compositionRules(baseline, options);

  const rowView = (row: ComparedRow) => {
    const { result: r, differs: d, composition: c } = row;
    const rowRules = compositionRules(c, options);
    const yakuman = yakumanMultiple(r, (id) => rowRules?.valueOf(id));
    const base = comparison!.baseline.result;
    const summary = r.ok
      ? `${resultTotalText(r, yakuman, fmt)} · ${ui.num(r.total)}${base.ok && base.total !== r.total ? ` (${new Intl.NumberFormat(p.intl, { signDisplay: 'always' }).format(r.total - base.total)})` : ''}`
      : `${t(`ui:errors.${r.error.code}`)}${r.items ? ` ${t('ui:calc.found', { total: resultTotalText(r, yakuman, fmt) })}` : ''}`;
    const value = (rr: CompositionRules | null, it: ScoredItem) => scoredValueText(rr?.valueOf(it.id) ?? undefined, it.value, fmt);
    // Items counted here are named as this row's rules name them, those of the chosen rules as those do.
    const here = itemName(c.id);
    const entry = (rr: CompositionRules | null, name: (item: string) => string) => (it: ScoredItem) =>
      t('ui:example.result.item', { item: scoredItemName(name(it.id), it, fmt), value: value(rr, it) });
    const setting = (x: Differences['settings'][number]) => {
      const def = rs.settings.find((s) => s.id === x.id)!;
      return t('ui:venue.differs.setting', { name: t(`${ns}:settings.${x.id}.name`), value: formatSettingValue(def, x.to, fmt), preset: baseName, before: formatSettingValue(def, x.from, fmt) });
    };
    // Items only where the row found some (a row refused outright has none to set against).
    const found = r.items ? d : { added: [], missing: [], changed: [] };
    const lines: [string, string[]][] = [
      ['added', found.added.map(entry(rowRules, here))],
      ['missing', found.missing.map(entry(baseRules, itemName(rules.presetId)))],
      ['changed', found.changed.map((x) => t('ui:compare.changedItem', { item: here(x.id), from: value(baseRules, x.from), to: value(rowRules, x.to) }))],
      ['because', d.settings.filter((x) => x.changes).map(setting)],
      ['noEffect', d.settings.filter((x) => !x.changes).map(setting)],
    ];
    return (
      <li
        data-compare={c.id}
        data-total={r.ok ? r.total : undefined}
        data-code={r.ok ? undefined : r.error.code}
        data-same={row.same || undefined}
        class={row.current ? 'calc-compare-current' : undefined}
      >
        <p>
          <strong>{nameOf(c.id)}</strong>
          {c.kind === 'venue' && <span class="calc-compare-tag">{t('ui:compare.venue')}</span>}
          {row.current && <span class="calc-compare-tag">{t('ui:compare.current')}</span>}
        </p>
        <p class={r.ok ? 'calc-compare-total' : 'calc-compare-total calc-status-error'}>{summary}</p>
        {row.same && <p class="calc-compare-muted">{t('ui:compare.same', { preset: baseName })}</p>}
        <ul class="calc-compare-diff">
          {lines.map(([k, parts]) => parts.length > 0 && <li data-differs={k}>{t(`ui:compare.${k}`, { preset: baseName, items: list(parts), settings: list(parts) })}</li>)}
        </ul>
      </li>
    );
  };

  return (
    <>
      <p class="note">{t(comparison ? 'ui:compare.intro' : 'ui:compare.empty', { preset: baseName })}</p>
      {comparison && <ul class="calc-compare-rows">{comparison.rows.map(rowView)}</ul>}
      {others.length > 0 && (
        <>
          <p>{t('ui:compare.otherVenues', { ruleset: t(`${ns}:meta.name`) })}</p>
          <ul>
            {others.map((v) => (
              <li>
                <a data-compare-venue={v.id} href={`${p.venueLinks![v.id]}${handOnly ? `?${handOnly}` : ''}#calculator`}>
                  {v.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {p.allVenuesAt && (
        <p>
          <a data-compare-all href={`${p.allVenuesAt}${handOnly ? `?${handOnly}` : ''}`}>
            {t('ui:compare.otherVenuesAt', { ruleset: t(`${ns}:meta.name`) })}
          </a>
        </p>
      )}
    </>
  );
}
