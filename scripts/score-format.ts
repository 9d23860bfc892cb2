/** The readable breakdown of one result, for the `score` command's single-hand mode (English). */
import type { ScoreAnswer, ScoreResult } from '../src/core/api.ts';
import { getT } from '../src/i18n/index.ts';
import { RULESET_IDS } from '../src/core/api.ts';

/** A waits or discards answer, or a scored hand (`formatResult`). */
export function formatAnswer(r: ScoreAnswer, rulesetHint?: string, input?: { liable?: unknown }): string {
  if ('discards' in r) {
    if (!r.discards.length) return 'no discard leaves the hand waiting\n';
    return r.discards.map((d) => `discard ${d.tile}: waiting on ${d.waits.join(' ')}`).join('\n') + '\n';
  }
  if ('waits' in r) {
    const side = (x: ScoreResult) => (x.ok ? `${x.total}${x.limit ? ` (${x.limit})` : ''}` : x.error.code);
    const lines = [`waiting on ${r.waits.map((w) => w.tile).join(' ')}:`];
    for (const w of r.waits) lines.push(`  ${w.tile}  on a discard ${side(w.discard)}, self-drawn ${side(w.selfDrawn)}`);
    return lines.join('\n') + '\n';
  }
  return formatResult(r, rulesetHint, input);
}

/**
 * `input`: the hand scored, where the caller has it — a `liable` line then names the liable seat
 * ("liable (west) pays 32000"), as the by-seat line does.
 */
export function formatResult(r: ScoreResult, rulesetHint?: string, input?: { liable?: unknown }): string {
  const t = getT('en');
  const lines: string[] = [];
  const name = (ruleset: string, id: string) => t(`${ruleset}:items.${id}.name`);
  const ruleset = r.ok ? r.ruleset : (RULESET_IDS as readonly string[]).includes(rulesetHint ?? '') ? rulesetHint : undefined;
  if (!r.ok) {
    lines.push(`error ${r.error.code}: ${r.error.message}`);
    if (r.error.position !== undefined) lines.push(`  at position ${r.error.position}`);
    // A conflict names its cause (score-api.md, "Errors that name their cause").
    if (r.error.flags !== undefined) {
      const flags = r.error.flags.length ? r.error.flags.join(', ') : 'none';
      lines.push(`  flags: ${flags}${r.error.with ? `; with the ${r.error.with}` : ''} (rule ${r.error.rule})`);
    }
  } else {
    lines.push(`${t(`${r.ruleset}:meta.name`)} — preset ${r.preset}`);
  }
  const items = r.items ?? [];
  if (items.length) {
    const width = Math.max(...items.map((i) => (ruleset ? name(ruleset, i.id) : i.id).length));
    for (const i of items) {
      const label = ruleset ? name(ruleset, i.id) : i.id;
      const extra = [i.tier ? `tier ${i.tier}` : '', i.count ? `×${i.count}` : ''].filter(Boolean).join(', ');
      lines.push(`  ${label.padEnd(width)}  ${String(i.value).padStart(4)}${extra ? `  (${extra})` : ''}`);
    }
  }
  if (r.excluded?.length && ruleset) {
    // What held but does not count, and why (score-api.md, "Why each item counts, or does not").
    const how = { replaces: 'replaced by', includes: 'included in', 'not-with': 'not combined with', once: 'counted once, in' } as const;
    lines.push('not counted:');
    for (const e of r.excluded) lines.push(`  ${name(ruleset, e.id)} — ${how[e.relation]} ${name(ruleset, e.by)}`);
  }
  const totals = (['han', 'fu', 'faan', 'points'] as const).filter((k) => r[k] !== undefined).map((k) => `${k} ${r[k]}`);
  if (totals.length) lines.push(totals.join(', ') + (r.ok && r.limit ? ` — ${r.limit}` : ''));
  if (r.fuParts?.length) {
    // The fu, part by part (score-api.md, "Fu parts"), then the rounding up.
    const label = (id: string) => t(`riichi:fuParts.${id}`);
    const width = Math.max(...r.fuParts.map((p) => label(p.id).length + (p.tiles ? p.tiles.length + 1 : 0)));
    lines.push('fu:');
    for (const p of r.fuParts) lines.push(`  ${`${label(p.id)}${p.tiles ? ` ${p.tiles}` : ''}`.padEnd(width)}  ${String(p.fu).padStart(4)}`);
    const sum = r.fuParts.reduce((a, p) => a + p.fu, 0);
    if (r.fu !== undefined && r.fu !== sum) lines.push(`  ${'rounded up'.padEnd(width)}  ${String(r.fu - sum).padStart(4)}`);
  }
  if (r.reading) lines.push(`reading: ${r.reading}`);
  if (r.ok) {
    const who = (from: string) => (from === 'liable' && typeof input?.liable === 'string' ? `liable (${input.liable})` : from);
    const width = Math.max(10, ...r.payments.map((p) => who(p.from).length));
    for (const p of r.payments) lines.push(`  ${who(p.from).padEnd(width)} pays ${p.amount}`);
    // What the counters and the sticks on the table add (riichi), said apart from the hand's own value.
    const included = [
      r.honbaPoints !== undefined ? `${r.honbaPoints} for the counters (honba)` : '',
      r.riichiStickPoints !== undefined ? `${r.riichiStickPoints} for the riichi sticks on the table` : '',
    ].filter(Boolean);
    lines.push(`total: ${r.total}${included.length ? ` (including ${included.join(' and ')})` : ''}`);
    if (r.paymentsBySeat)
      lines.push(`by seat: ${Object.entries(r.paymentsBySeat).map(([w, v]) => `${w} ${v > 0 ? '+' : ''}${v}`).join(', ')}`);
  }
  return lines.join('\n') + '\n';
}
