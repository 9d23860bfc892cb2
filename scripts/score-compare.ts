/**
 * `score --compare`: one hand under every preset and every venue of its ruleset (`compareHand` of
 * `src/engine/compare.ts`), against the rules the hand names (`--preset`, default the ruleset's
 * default preset, with its `--setting` overrides): a table of the totals, and under each row what
 * differs — items, numbers, the limit, the payments — and the settings and item rules behind it
 * (English, as the breakdown). `--json` prints the `Comparison` object.
 */
import type { ScoreResult, SettingValue } from '../src/core/api.ts';
import type { RulesetDef } from '../src/core/ruleset.ts';
import { compareHand, compositionsOf, type ComparedRow, type Comparison, type Composition } from '../src/engine/compare.ts';
import { currentPresetId, type ExtraPreset, type Scorer } from '../src/engine/score.ts';
import { findPreset } from '../src/rules/presets.ts';
import { formatSettingValue, formatValue, valueToString, type FormatContext } from '../src/i18n/format.ts';
import { getT } from '../src/i18n/index.ts';

/**
 * The comparison of a hand object (as the single-hand mode builds it), or the hand's own failure when
 * it names no ruleset the scorer knows (there is nothing to compare it under).
 */
export function compareCommand(scorer: Scorer, hand: Record<string, unknown>, venues: readonly ExtraPreset[]): Comparison | ScoreResult {
  const rs = scorer.engines.find((e) => e.ruleset.id === hand.ruleset)?.ruleset;
  if (!rs) return scorer.score(hand);
  // A renamed venue's old slug compares as the venue (the scorer scores it so).
  const preset = typeof hand.preset === 'string' ? currentPresetId(venues, rs.id, hand.preset, rs) : rs.defaultPreset;
  const settings = hand.settings && typeof hand.settings === 'object' ? (hand.settings as Record<string, SettingValue>) : undefined;
  const baseline: Composition = { id: preset, kind: findPreset(rs, preset) ? 'preset' : 'venue', settings };
  return compareHand(hand, baseline, compositionsOf(rs, venues), { ruleset: rs, extraPresets: venues, score: scorer.score });
}

const num = (n: number | null) => (n === null ? '—' : n.toLocaleString('en'));

/** The table and the differences, in English. */
export function formatComparison(c: Comparison, rs: RulesetDef): string {
  const t = getT('en') as unknown as FormatContext['t'];
  const ctx: FormatContext = { t, num: (n) => n.toLocaleString('en'), ns: rs.id, unit: t(`${rs.id}:meta.unitShort`) };
  const item = (id: string) => t(`${rs.id}:items.${id}.name`);
  const setting = (id: string, v: SettingValue) => {
    const def = rs.settings.find((s) => s.id === id);
    return def ? formatSettingValue(def, v, ctx) : JSON.stringify(v);
  };
  const results = [c.baseline.result, ...c.rows.map((r) => r.result)];
  const keys = (['han', 'fu', 'faan', 'points'] as const).filter((k) => results.some((r) => r[k] !== undefined));
  const total = (r: ScoreResult) => (r.ok ? num(r.total) : r.error.code);
  const base = c.baseline;
  const baseName = `${base.composition.id}${base.composition.settings && Object.keys(base.composition.settings).length ? ' with its settings' : ''}`;
  const lines = [`${t(`${rs.id}:meta.name`)} — this hand under every preset and venue, against ${baseName}: ${total(base.result)}`];
  const head = ['', 'preset or venue', 'kind', 'total', ...keys, 'limit', ''];
  const rowCells = (r: ComparedRow) => [
    r.current ? '*' : '',
    r.composition.id,
    r.composition.kind,
    total(r.result),
    ...keys.map((k) => num(r.result[k] ?? null)),
    r.result.ok ? (r.result.limit ?? '—') : '—',
    r.same ? 'same' : 'differs',
  ];
  const table = [head, ...c.rows.map(rowCells)];
  const width = head.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const right = new Set([3, ...keys.map((_, i) => 4 + i)]);
  const line = (row: string[]) => row.map((cell, i) => (right.has(i) ? cell.padStart(width[i]) : cell.padEnd(width[i]))).join('  ').trimEnd();
  lines.push(line(head));
  c.rows.forEach((r, i) => {
    lines.push(line(table[i + 1]));
    if (!r.result.ok) lines.push(`      error ${r.result.error.code}: ${r.result.error.message}`);
    for (const d of differences(r, { item, setting, ctx })) lines.push(`      ${d}`);
  });
  lines.push('* the preset or venue the hand is scored with');
  return lines.join('\n') + '\n';
}

function differences(
  r: ComparedRow,
  w: { item: (id: string) => string; setting: (id: string, v: SettingValue) => string; ctx: FormatContext },
): string[] {
  const d = r.differs;
  const out: string[] = [];
  // A row that failed says so on its own line; one that carries nothing found (no items) has no
  // items or numbers to set against the baseline's, only the settings behind the failure.
  if (d.status && r.result.ok) out.push(`result: ${d.status.from} → ${d.status.to}`);
  const found = r.result.ok || r.result.items !== undefined;
  const items = !found ? [] : [
    ...d.added.map((i) => `+ ${w.item(i.id)} ${i.value}${i.count ? ` (×${i.count})` : ''}`),
    ...d.missing.map((i) => `− ${w.item(i.id)} ${i.value}${i.count ? ` (×${i.count})` : ''}`),
    ...d.changed.map((x) => `${w.item(x.id)} ${x.from.value} → ${x.to.value}${x.from.tier !== x.to.tier ? ` (tier ${x.from.tier ?? '—'} → ${x.to.tier ?? '—'})` : ''}`),
  ];
  if (items.length) out.push(`items: ${items.join(', ')}`);
  const numbers = !found ? [] : d.numbers.map((n) => `${n.key} ${num(n.from)} → ${num(n.to)}`);
  if (found && d.limit) numbers.push(`limit ${d.limit.from ?? '—'} → ${d.limit.to ?? '—'}`);
  if (numbers.length) out.push(numbers.join(', '));
  if (found && d.payments) {
    const pay = (p: { from: string; amount: number; count?: number }[]) => p.map((x) => `${x.from} ${num(x.amount)}`).join(' + ') || '—';
    out.push(`payments: ${pay(d.payments.from)} → ${pay(d.payments.to)}`);
  }
  const settings = (changes: boolean) =>
    d.settings.filter((s) => s.changes === changes).map((s) => `${w.ctx.t(`${w.ctx.ns}:settings.${s.id}.name`)} ${w.setting(s.id, s.from)} → ${w.setting(s.id, s.to)}`);
  const causes = settings(true);
  if (causes.length) out.push(`because of the settings: ${causes.join('; ')}`);
  const value = (id: string, v: Parameters<typeof formatValue>[1]) => valueToString(formatValue(id, v, w.ctx));
  if (d.rules.length) out.push(`item rules: ${d.rules.map((x) => `${w.item(x.id)} ${value(x.id, x.from)} → ${value(x.id, x.to)}`).join('; ')}`);
  const others = settings(false);
  if (others.length) out.push(`settings that differ without changing this hand: ${others.join('; ')}`);
  return out;
}
