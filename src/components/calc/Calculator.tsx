/**
 * The score calculator (a Preact island). One ruleset per page: the wrapper of the ruleset
 * (`RiichiCalculator.tsx` …) imports that ruleset's engine only and hands it in; the page renders it
 * at build time and a page script hydrates it (`CalculatorSection.astro`, `mount.ts`).
 *
 * Everything shown is a function of one `CalcState` (`src/lib/calc-state.ts`), kept in the query
 * string: taps on the tile set and typed mpsz edit the same strings, the engine scores the state on
 * every render, and the address is rewritten (debounced; a burst of edits is one history entry) so a
 * link reproduces the hand and back / forward walk through the edits. Words come from the plain
 * object of strings the page resolved at build time; numbers from the engine's result.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import type { ErrorCode, MeldKind, ScoreResult, ScoredItem, SettingValue, Wind } from '../../core/api.ts';
import type { RulesetEngine } from '../../engine/ruleset-engine.ts';
import type { TaiwanClubRuleset } from '../../rules/taiwan-club/types.ts';
import { createScorer, type ExtraPreset } from '../../engine/score.ts';
import { findPreset, resolveSettings, withPreset } from '../../rules/presets.ts';
import type { ItemValue, SettingDef } from '../../core/ruleset.ts';
import { formatCount, limitTierName, type FormatContext } from '../../i18n/format.ts';
import { tileWords, tilesWords } from '../../lib/hand-view.ts';
import { BACK, TILE_CODES } from '../../lib/tile-svg.ts';
import {
  CALC_WINDS,
  MELD_KINDS,
  addTile,
  emptyState,
  fromQuery,
  isBlank,
  meldFromTile,
  meldSize,
  removeTile,
  SWITCHED_PRESET,
  switchedPreset,
  tilesOf,
  toInput,
  toQuery,
  type CalcState,
} from '../../lib/calc-state.ts';
import { makeTranslate } from './translate.ts';

export interface CalcPreset {
  id: string;
  name: string;
  venue?: boolean;
}

/**
 * How a preset or venue names its items (display only, as its guide and sheet do): its own names, and
 * the rows an item is printed as (each row names the tile whose set it is). Keyed by preset id.
 */
export interface CalcDisplay {
  names: Record<string, string>;
  rows: Record<string, { name: string; native?: string; tile?: string }[]>;
}

export interface CalcProps {
  /** Intl locale for numbers and plurals (`hi-IN`). */
  intl: string;
  /** Every string the island shows, resolved at build time (`calcStrings`). */
  strings: Record<string, string>;
  /** The presets to choose from: the ruleset's, then venues of the ruleset. */
  presets: CalcPreset[];
  /** Venues as engine presets (`toExtraPreset`). */
  extraPresets: ExtraPreset[];
  /** The preset of the page (ruleset default, or the venue's slug on a venue guide). */
  initialPreset: string;
  /** Heading level of the island's sections (2 on the calculator page, 3 inside a venue guide). */
  level?: 2 | 3;
  /** Per preset or venue: its own item names and rows (`CalcDisplay`); absent = the catalogue's names. */
  display?: Record<string, CalcDisplay>;
}

type Target = 'hand' | 'meld' | 'bonus' | 'dora' | 'ura';
/** Text fields: where an error's character position can be shown. */
const TEXT_FIELDS = ['hand', 'winTile', 'bonusTiles', 'doraIndicators', 'uraDoraIndicators'];
const FIELD_LABEL: Record<string, string> = {
  hand: 'hand',
  winTile: 'winTile',
  melds: 'melds',
  bonusTiles: 'bonus',
  doraIndicators: 'dora',
  uraDoraIndicators: 'ura',
  flags: 'flags',
  settings: 'settings',
  preset: 'rules',
  seatWind: 'seat',
  roundWind: 'roundWind',
  discarder: 'discarder',
  honba: 'honba',
  riichiSticks: 'sticks',
  dealerStreak: 'streak',
  round: 'game',
  win: 'win',
  dealer: 'dealer',
};
const SUITED = ['m', 'p', 's'].map((s) => TILE_CODES.filter((c) => c[1] === s && c[0] !== '0'));
const HONOURS = TILE_CODES.filter((c) => c[1] === 'z');
const REDS = ['0m', '0p', '0s'];
const BONUS = TILE_CODES.filter((c) => c[1] === 'f');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A tile face: a `<use>` of the page's sprite (`CalculatorSection.astro` draws every face once). */
function Tile({ code }: { code: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 30 40">
      <use href={`#ct-${code}`} />
    </svg>
  );
}

/** Where an error points: an input's key (`hand`, `meld-1`, `flags`, `settings` …) or the result. */
function errorField(code: ErrorCode, field?: string): string {
  if (field) {
    const m = /^melds\[(\d+)\]/.exec(field);
    if (m) return `meld-${m[1]}`;
    return field.startsWith('flags') ? 'flags' : field === 'input' ? 'hand' : field;
  }
  if (code === 'conflicting-flags' || code === 'unknown-flag') return 'flags';
  if (code === 'invalid-setting') return 'settings';
  if (code === 'unknown-preset') return 'preset';
  if (code === 'not-a-winning-hand' || code === 'wrong-tile-count') return 'hand';
  return 'result';
}

interface FieldError {
  at: string;
  code: ErrorCode;
  position?: number;
}

export default function Calculator(props: CalcProps & { engine: RulesetEngine }) {
  const { engine, strings, intl, presets, extraPresets, initialPreset } = props;
  const H = props.level === 3 ? 'h3' : 'h2';
  const rs = engine.ruleset;
  const ns = rs.id;
  const t = useMemo(() => makeTranslate(strings, intl), [strings, intl]);
  const nf = useMemo(() => new Intl.NumberFormat(intl), [intl]);
  const num = (n: number) => nf.format(n);
  const ctx: FormatContext = {
    t,
    num,
    ns,
    unit: t(`${ns}:meta.unitShort`),
    unitFor: (n: number) => t(`${ns}:meta.unitShort`, { count: n }),
  };
  const scorer = useMemo(() => createScorer([engine], extraPresets), [engine, extraPresets]);

  const [s, setS] = useState<CalcState>(emptyState);
  const [target, setTarget] = useState<Target>('hand');
  const [meldKind, setMeldKind] = useState<MeldKind>('pon');
  const [note, setNote] = useState('');
  /** Hydrated and the address read (tests wait for `data-ready`). */
  const [ready, setReady] = useState(false);
  const update = (patch: Partial<CalcState>) => setS((old) => ({ ...old, ...patch }));

  // ── The address: read on load and on back / forward; written after edits ──────────────────
  const written = useRef<string | null>(null);
  const lastWrite = useRef(0);
  // The language switcher keeps the hand.
  const relink = (q: string) => document.querySelectorAll<HTMLAnchorElement>('.lang-switch a').forEach((a) => (a.search = q));
  useEffect(() => {
    const read = () => {
      const next = fromQuery(location.search, rs.settings);
      written.current = toQuery(next);
      relink(written.current);
      setS(next);
    };
    read();
    setReady(true);
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, []);
  useEffect(() => {
    const q = toQuery(s);
    if (written.current === null || q === written.current) return;
    const timer = setTimeout(() => {
      written.current = q;
      relink(q);
      const url = `${location.pathname}${q ? `?${q}` : ''}${location.hash}`;
      const now = Date.now();
      // The first edit after a pause is a new history entry; the rest of a burst replaces it.
      if (now - lastWrite.current > 1000) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
      lastWrite.current = now;
    }, 300);
    return () => clearTimeout(timer);
  }, [s]);

  // ── Preset and settings ───────────────────────────────────────────────────────────────────
  const presetId = s.preset || initialPreset;
  // The preset as the scorer composes it (a venue over its base preset); an unknown one (a bad link)
  // shows the ruleset's defaults, and the scorer reports it.
  const extra = extraPresets.find((p) => p.id === presetId);
  const composed = extra && findPreset(rs, extra.base) ? withPreset(rs, extra) : rs;
  const known = findPreset(composed, presetId);
  const base: Record<string, SettingValue> = known
    ? resolveSettings(composed, presetId)
    : Object.fromEntries(rs.settings.map((d) => [d.id, d.default as SettingValue]));
  const settings = { ...base, ...s.settings };
  const overrides = known?.overrides ?? {};
  // Items the address switches on or off (a worked example of an item no preset plays): one more preset.
  const switchedIds = Object.keys(s.items).filter((id) => rs.items.some((i) => i.id === id));
  const switched = switchedIds.length ? switchedPreset(rs.id, presetId, s.items, extraPresets) : null;
  const switchedKey = switched ? JSON.stringify(switched) : '';
  const scoreWith = useMemo(() => (switched ? createScorer([engine], [...extraPresets, switched]) : scorer), [scorer, switchedKey]);
  const setSetting = (id: string, v: SettingValue) => {
    const next = { ...s.settings };
    if (same(v, base[id])) delete next[id];
    else next[id] = v;
    update({ settings: next });
  };

  // ── Scoring ───────────────────────────────────────────────────────────────────────────────
  const blank = isBlank(s);
  const input = toInput(s, rs, { defaultPreset: initialPreset });
  if (switched) input.preset = SWITCHED_PRESET;
  let result: ScoreResult | null = null;
  let err: FieldError | null = null;
  let crashed = false;
  if (!blank) {
    try {
      result = scoreWith.score(input);
      if (!result.ok) {
        const { code, field, position } = result.error;
        err = { at: errorField(code, field), code, position };
      }
    } catch {
      crashed = true;
    }
  }

  const fieldError = (key: string, text?: string) => {
    if (!err || err.at !== key) return null;
    const c = text !== undefined && err.position !== undefined ? text[err.position] : undefined;
    return (
      <p class="calc-error" id={`calc-${key}-err`}>
        {t(`ui:errors.${err.code}`)}
        {c !== undefined && ` ${t('ui:calc.errorAt', { n: num(err.position! + 1), char: c })}`}
      </p>
    );
  };
  const invalid = (key: string) =>
    err?.at === key ? { 'aria-invalid': true as const, 'aria-describedby': `calc-${key}-err` } : {};

  // ── Tiles ─────────────────────────────────────────────────────────────────────────────────
  const tap = (code: string) => {
    if (target === 'hand') update({ hand: addTile(s.hand, code), winTile: code });
    else if (target === 'meld') {
      const tiles = meldFromTile(meldKind, code);
      if (tiles) update({ melds: [...s.melds, { kind: meldKind, tiles }] });
    } else if (target === 'bonus') update({ bonusTiles: addTile(s.bonusTiles, code) });
    else if (target === 'dora') update({ doraIndicators: addTile(s.doraIndicators, code, false) });
    else update({ uraDoraIndicators: addTile(s.uraDoraIndicators, code, false) });
  };
  const rows =
    target === 'bonus'
      ? [BONUS]
      : [...SUITED, HONOURS, ...(Number(settings.redFives) > 0 ? [REDS] : [])];
  const targets: Target[] = ['hand', 'meld'];
  if (engine.bonusTiles) targets.push('bonus');
  if (engine.indicators) targets.push('dora', 'ura');

  const kongs = s.melds.filter((m) => meldSize(m.kind) === 4).length;
  const handTiles = tilesOf(s.hand);
  const meldTiles = s.melds.reduce((n, m) => n + (tilesOf(m.tiles)?.length ?? 0), 0);
  const winCode = (s.winTile.trim() ? tilesOf(s.winTile)?.[0] : handTiles?.[handTiles.length - 1]) ?? '';

  /** After a removal, keep the keyboard where it was: the next tile of the field, or its text. */
  const refocus = (key: string, i: number) =>
    setTimeout(() => ((document.querySelectorAll(`#calc-${key}-tiles .ct`)[i] ?? document.getElementById(`calc-${key}`)) as HTMLElement | null)?.focus());

  /** The tiles of a text field as buttons that remove them; the winning tile outlined. */
  const tileButtons = (key: string, text: string, onChange: (v: string) => void, win?: string) => {
    const codes = tilesOf(text);
    if (!codes || !codes.length) return null;
    const winAt = win ? codes.lastIndexOf(win) : -1;
    return (
      <div class="calc-tiles" id={`calc-${key}-tiles`}>
        {codes.map((c, i) => (
          <button
            type="button"
            class={i === winAt ? 'ct ct-win' : 'ct'}
            aria-label={t('ui:calc.remove', { tile: tileWords(c, t) })}
            onClick={() => {
              onChange(removeTile(text, i));
              refocus(key, i);
            }}
          >
            <Tile code={c} />
          </button>
        ))}
      </div>
    );
  };

  /** A labelled mpsz text input with its error and its tiles. */
  const tileField = (key: string, label: string, value: string, onChange: (v: string) => void, opts: { hint?: string; win?: string; placeholder?: string } = {}) => (
    <div class="calc-field">
      <label for={`calc-${key}`}>{label}</label>
      {opts.hint && (
        <p class="calc-hint" id={`calc-${key}-hint`}>
          {opts.hint}
        </p>
      )}
      <input
        id={`calc-${key}`}
        class="mpsz"
        type="text"
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        value={value}
        placeholder={opts.placeholder}
        onInput={(e) => onChange(e.currentTarget.value)}
        {...invalid(key)}
        aria-describedby={[opts.hint && `calc-${key}-hint`, err?.at === key && `calc-${key}-err`].filter(Boolean).join(' ') || undefined}
      />
      {fieldError(key, TEXT_FIELDS.includes(key) ? value : undefined)}
      {tileButtons(key, value, onChange, opts.win)}
    </div>
  );

  const windSelect = (key: string, label: string, value: Wind | undefined, onChange: (v: Wind | undefined) => void, none?: string, skip?: Wind) => (
    <div class="calc-field calc-inline">
      <label for={`calc-${key}`}>{label}</label>
      <select id={`calc-${key}`} onChange={(e) => onChange((e.currentTarget.value || undefined) as Wind | undefined)} {...invalid(key)}>
        {none !== undefined && (
          <option value="" selected={!value}>
            {none}
          </option>
        )}
        {CALC_WINDS.filter((w) => w !== skip).map((w) => (
          <option value={w} selected={w === value}>
            {t(`ui:winds.${w}`)}
          </option>
        ))}
      </select>
      {fieldError(key)}
    </div>
  );

  const numberField = (key: string, label: string, value: number, onChange: (v: number) => void, max?: number) => (
    <div class="calc-field calc-inline">
      <label for={`calc-${key}`}>{label}</label>
      <input
        id={`calc-${key}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={String(value)}
        onInput={(e) => {
          const n = Number(e.currentTarget.value);
          onChange(Number.isInteger(n) && n >= 0 ? n : 0);
        }}
        {...invalid(key)}
      />
      {fieldError(key)}
    </div>
  );

  // ── Result ────────────────────────────────────────────────────────────────────────────────
  const valueOf = (id: string): ItemValue | undefined => {
    const def = rs.items.find((d) => d.id === id);
    if (!def) return undefined;
    let v = overrides[id]?.value ?? def.value;
    const by = def.valueBySetting;
    if (by) v = by.cases[String(settings[by.setting])] ?? v;
    return v;
  };
  const yakumanText = (n: number) =>
    n <= 1 ? t('ui:value.yakuman') : n === 2 ? t('ui:value.doubleYakuman') : t('ui:example.result.yakumanTimes', { n: num(n) });
  // Names as the preset or venue writes them (its guide and sheet use the same).
  const shown = props.display?.[presetId];
  const baseName = (id: string) => shown?.names[id] ?? t(`${ns}:items.${id}.name`);
  // The tiles of the whole hand (concealed and melds), to name the rows of an item printed as rows.
  const allTiles = [...(tilesOf(s.hand) ?? []), ...s.melds.flatMap((m) => tilesOf(m.tiles) ?? [])];
  /** The rows of a scored item that the hand holds (one per set of the row's tile), or null. */
  const rowsOf = (it: ScoredItem) => {
    const rows = shown?.rows[it.id];
    if (!rows) return null;
    const held = rows.filter((r) => r.tile !== undefined && allTiles.filter((c) => c === r.tile).length >= 3);
    return held.length === (it.count ?? 1) ? held : null;
  };
  const itemName = (it: ScoredItem) => {
    let name = baseName(it.id);
    if (it.tier) name = t('ui:example.result.tierOf', { item: name, tier: t(`${ns}:items.${it.id}.tiers.${it.tier}`) });
    if (it.count !== undefined && it.count > 1) name = t('ui:example.result.countOf', { item: name, count: num(it.count) });
    return name;
  };
  const itemValue = (it: ScoredItem) => {
    const v = valueOf(it.id);
    if (v?.kind === 'yakuman') return yakumanText(v.times);
    if (v?.kind === 'limit') return v.tier ? limitTierName(v.tier, ctx) : t('ui:value.limitOf', { value: formatCount(it.value, ctx) });
    return formatCount(it.value, ctx);
  };
  const totalText = (r: { items?: ScoredItem[]; han?: number; fu?: number; faan?: number; points?: number; limit?: string | null }) => {
    if (r.han !== undefined) {
      const yakuman = (r.items ?? []).reduce((n, i) => {
        const v = valueOf(i.id);
        return n + (v?.kind === 'yakuman' ? v.times : 0);
      }, 0);
      if (r.limit === 'yakuman' && yakuman > 0) return yakumanText(yakuman);
      const text = t('ui:example.result.hanFu', { han: formatCount(r.han, ctx), fu: t('ui:example.result.fu', { n: num(r.fu ?? 0) }) });
      return r.limit ? t('ui:example.result.withLimit', { value: text, limit: limitTierName(r.limit as never, ctx) }) : text;
    }
    if (r.faan !== undefined) {
      const text = formatCount(r.faan, ctx);
      return r.limit ? t('ui:example.result.withLimit', { value: text, limit: t('ui:value.limit') }) : text;
    }
    return formatCount(r.points ?? 0, ctx);
  };
  const nativeLang = rs.nativeLang;

  let status: string;
  let body: ComponentChildren = null;
  if (blank) status = t('ui:calc.empty');
  else if (crashed || !result) status = t('ui:calc.internal');
  else {
    const r = result;
    const found = r.ok ? r : r.items ? r : null;
    if (r.ok) status = `${totalText(r)} · ${t('ui:calc.total', { total: num(r.total) })}`;
    else {
      const msg = t(`ui:errors.${r.error.code}`);
      const label = err && FIELD_LABEL[err.at.replace(/-\d+$/, '') === 'meld' ? 'melds' : err.at];
      status = label ? t('ui:calc.errorIn', { message: msg, field: t(`ui:calc.${label}`) }) : msg;
      if (found) status += ` ${t('ui:calc.found')} ${totalText(found)}`;
    }
    if (found) {
      body = (
        <>
          {found.items && found.items.length > 0 && (
            <table class="calc-items">
              <thead>
                <tr>
                  <th scope="col">{t('ui:calc.item')}</th>
                  <th scope="col" class="num">
                    {t('ui:calc.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.items.flatMap((it) => {
                  const def = rs.items.find((d) => d.id === it.id);
                  const rows = rowsOf(it);
                  // An item printed as rows (the dragon pungs): one line per row the hand holds, its value once each.
                  if (rows)
                    return rows.map((r) => (
                      <tr data-item={it.id} data-row-tile={r.tile}>
                        <th scope="row">
                          <span class="ci-name">{r.name}</span>
                          {(r.native ?? def?.native) && (
                            <span class="native" lang={nativeLang}>
                              {r.native ?? def?.native}
                            </span>
                          )}
                        </th>
                        <td class="num">{formatCount(it.value / rows.length, ctx)}</td>
                      </tr>
                    ));
                  const name = itemName(it);
                  return (
                    <tr data-item={it.id}>
                      <th scope="row">
                        <span class="ci-name">{name}</span>
                        {def?.native && (
                          <span class="native" lang={nativeLang}>
                            {def.native}
                          </span>
                        )}
                        {def?.romaji && def.romaji !== baseName(it.id) && (
                          <span class="romaji" lang={`${nativeLang}-Latn`}>
                            {def.romaji}
                          </span>
                        )}
                      </th>
                      <td class="num">{itemValue(it)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <p class="calc-total">{t('ui:example.result.total', { value: totalText(found) })}</p>
          {r.ok && (
            <>
              <H class="calc-sub">{t('ui:calc.payments')}</H>
              <ul class="calc-pay">
                {r.payments.map((p) => (
                  <li data-payer={p.from} data-amount={p.amount}>
                    {t(`ui:calc.payer.${p.from}`, { amount: num(p.amount) })}
                  </li>
                ))}
              </ul>
              <p class="calc-receives" data-receives={r.total}>
                {t('ui:calc.total', { total: num(r.total) })}
              </p>
            </>
          )}
          {found.reading && <Reading text={found.reading} t={t} title={<H class="calc-sub">{t('ui:calc.reading')}</H>} />}
        </>
      );
    }
  }

  // ── The form ──────────────────────────────────────────────────────────────────────────────
  const ruleset = presets.filter((p) => !p.venue);
  const venues = presets.filter((p) => p.venue);
  const changed = Object.keys(s.settings).length + switchedIds.length;
  const flagList = [...rs.flags, ...s.flags.filter((f) => !rs.flags.includes(f))];
  const dealer = s.dealer ?? s.seatWind === 'east';
  const copy = async () => {
    const q = toQuery(s);
    const url = `${location.origin}${location.pathname}${q ? `?${q}` : ''}`;
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('ui:calc.copied'));
    } catch {
      setNote(t('ui:calc.copyFailed'));
    }
  };

  return (
    <div class="calc" data-ruleset={ns} data-ready={ready || undefined}>
      <div class="calc-input">
        <div class="calc-field calc-inline">
          <label for="calc-preset">{t('ui:calc.rules')}</label>
          <select id="calc-preset" onChange={(e) => update({ preset: e.currentTarget.value === initialPreset ? '' : e.currentTarget.value, settings: {} })} {...invalid('preset')}>
            <optgroup label={t('ui:calc.rulesets')}>
              {ruleset.map((p) => (
                <option value={p.id} selected={p.id === presetId}>
                  {p.name}
                </option>
              ))}
            </optgroup>
            {venues.length > 0 && (
              <optgroup label={t('ui:calc.venues')}>
                {venues.map((p) => (
                  <option value={p.id} selected={p.id === presetId}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {fieldError('preset')}
        </div>

        <details class="calc-settings" open={err?.at === 'settings' || undefined}>
          <summary>
            {t('ui:calc.settings')}
            {changed > 0 && ` (${t('ui:calc.changed', { count: num(changed) })})`}
          </summary>
          {fieldError('settings')}
          {rs.settings.map((d) => (
            <SettingControl def={d} value={settings[d.id]} ns={ns} t={t} onChange={(v) => setSetting(d.id, v)} />
          ))}
          {switchedIds.length > 0 && (
            <fieldset class="calc-switches">
              <legend>{t('ui:calc.items')}</legend>
              {switchedIds.map((id) => (
                <div class="calc-field calc-check">
                  <label>
                    <input type="checkbox" checked={s.items[id] === 'on'} onChange={(e) => update({ items: { ...s.items, [id]: e.currentTarget.checked ? 'on' : 'off' } })} />
                    {baseName(id)}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          {changed > 0 && (
            <button type="button" class="calc-button" onClick={() => update({ settings: {}, items: {} })}>
              {t('ui:calc.reset')}
            </button>
          )}
        </details>

        <fieldset class="calc-target">
          <legend>{t('ui:calc.target')}</legend>
          <div class="calc-radios">
            {targets.map((x) => (
              <label>
                <input type="radio" name="calc-target" value={x} checked={target === x} onChange={() => setTarget(x)} />
                {t(`ui:calc.targets.${x}`)}
              </label>
            ))}
          </div>
          {target === 'meld' && (
            <div class="calc-field calc-inline">
              <label for="calc-meld-kind">{t('ui:calc.meldKind')}</label>
              <select id="calc-meld-kind" onChange={(e) => setMeldKind(e.currentTarget.value as MeldKind)}>
                {MELD_KINDS.map((k) => (
                  <option value={k} selected={k === meldKind}>
                    {t(`ui:melds.${k}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
        <Palette rows={rows} label={`${t('ui:calc.tiles')}: ${t(`ui:calc.targets.${target}`)}`} hint={t('ui:calc.tilesHint')} t={t} onTap={tap} disabled={target === 'meld' && meldKind === 'chi' ? (c) => c[1] === 'z' : undefined} />

        {tileField('hand', t('ui:calc.hand'), s.hand, (hand) => update({ hand }), { hint: t('ui:calc.handHint'), win: winCode })}
        <p class="calc-count">
          {t('ui:calc.count', { n: num((handTiles?.length ?? 0) + meldTiles), total: num(rs.handSize + kongs) })}
        </p>
        {tileField('winTile', t('ui:calc.winTile'), s.winTile, (winTile) => update({ winTile }), {
          hint: t('ui:calc.winTileHint'),
          placeholder: handTiles?.[handTiles.length - 1],
        })}

        <fieldset class="calc-melds" id="calc-melds" {...invalid('melds')}>
          <legend>{t('ui:calc.melds')}</legend>
          {fieldError('melds')}
          {s.melds.length === 0 && <p class="calc-hint">{t('ui:calc.noMelds')}</p>}
          {s.melds.map((m, i) => {
            const key = `meld-${i}`;
            const n = num(i + 1);
            const set = (patch: Partial<typeof m>) => update({ melds: s.melds.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <div class="calc-meld">
                <select id={`calc-${key}-kind`} aria-label={t('ui:calc.meldKindN', { n })} onChange={(e) => set({ kind: e.currentTarget.value as MeldKind })}>
                  {MELD_KINDS.map((k) => (
                    <option value={k} selected={k === m.kind}>
                      {t(`ui:melds.${k}`)}
                    </option>
                  ))}
                </select>
                <input
                  id={`calc-${key}`}
                  class="mpsz"
                  type="text"
                  autocomplete="off"
                  autocapitalize="off"
                  spellcheck={false}
                  aria-label={t('ui:calc.meldTiles', { n })}
                  value={m.tiles}
                  onInput={(e) => set({ tiles: e.currentTarget.value })}
                  {...invalid(key)}
                />
                <button type="button" class="calc-button" aria-label={t('ui:calc.removeMeld', { n })} onClick={() => {
                    update({ melds: s.melds.filter((_, j) => j !== i) });
                    setTimeout(() => document.getElementById('calc-add-meld')?.focus());
                  }}>
                  ×
                </button>
                {fieldError(key, m.tiles)}
                <div class="calc-tiles" aria-hidden="true">
                  {(tilesOf(m.tiles) ?? []).map((c, j, all) => (
                    <Tile code={m.kind === 'kan-closed' && all.length === 4 && (j === 0 || j === 3) ? BACK : c} />
                  ))}
                </div>
              </div>
            );
          })}
          <button
            type="button"
            class="calc-button"
            id="calc-add-meld"
            onClick={() => {
              update({ melds: [...s.melds, { kind: meldKind, tiles: '' }] });
              setTimeout(() => document.getElementById(`calc-meld-${s.melds.length}`)?.focus());
            }}
          >
            {t('ui:calc.addMeld')}
          </button>
        </fieldset>

        <fieldset class="calc-situation">
          <legend>{t('ui:calc.situation')}</legend>
          <div class="calc-field" role="radiogroup" aria-labelledby="calc-win-l">
            <span id="calc-win-l" class="calc-label">
              {t('ui:calc.win')}
            </span>
            <div class="calc-radios">
              {(['discard', 'self-drawn'] as const).map((w) => (
                <label>
                  <input type="radio" name="calc-win" value={w} checked={s.win === w} onChange={() => update({ win: w })} />
                  {t(w === 'discard' ? 'ui:calc.discard' : 'ui:calc.selfDrawn')}
                </label>
              ))}
            </div>
            {fieldError('win')}
          </div>
          <div class="calc-row">
            {windSelect('seatWind', t('ui:calc.seat'), s.seatWind, (w) =>
              update({ seatWind: w ?? 'east', dealer: undefined, discarder: s.discarder === w ? undefined : s.discarder }),
            )}
            {windSelect('roundWind', t('ui:calc.roundWind'), s.roundWind, (w) => update({ roundWind: w ?? 'east' }))}
            {s.win === 'discard' &&
              windSelect('discarder', t('ui:calc.discarder'), s.discarder, (w) => update({ discarder: w }), t('ui:calc.notGiven'), s.seatWind)}
          </div>
          <div class="calc-field calc-check">
            <label>
              <input
                type="checkbox"
                checked={dealer}
                onChange={(e) => update({ dealer: e.currentTarget.checked === (s.seatWind === 'east') ? undefined : e.currentTarget.checked })}
                {...invalid('dealer')}
              />
              {t('ui:calc.dealer')}
            </label>
            {fieldError('dealer')}
          </div>
          {(rs.inputs.includes('dealerStreak') || rs.inputs.includes('round')) && (
            <div class="calc-row">
              {rs.inputs.includes('dealerStreak') && (<div class="calc-field calc-inline">
                <label for="calc-dealerStreak">{t('ui:calc.streak')}</label>
                <select id="calc-dealerStreak" onChange={(e) => update({ dealerStreak: Number(e.currentTarget.value) })} {...invalid('dealerStreak')}>
                  {[0, ...(rs as TaiwanClubRuleset).dealerStreak.map((row) => row.die)].map((n) => (
                    <option value={n} selected={n === s.dealerStreak}>
                      {num(n)}
                    </option>
                  ))}
                </select>
                {fieldError('dealerStreak')}
              </div>)}
              {rs.inputs.includes('round') && windSelect('round', t('ui:calc.game'), s.round, (w) => update({ round: w }), t('ui:calc.sameAsRound'))}
            </div>
          )}
          {engine.indicators && (
            <>
              {tileField('doraIndicators', t('ui:calc.dora'), s.doraIndicators, (doraIndicators) => update({ doraIndicators }))}
              {tileField('uraDoraIndicators', t('ui:calc.ura'), s.uraDoraIndicators, (uraDoraIndicators) => update({ uraDoraIndicators }))}
              <div class="calc-row">
                {numberField('honba', t('ui:calc.honba'), s.honba, (honba) => update({ honba }))}
                {numberField('riichiSticks', t('ui:calc.sticks'), s.riichiSticks, (riichiSticks) => update({ riichiSticks }))}
              </div>
            </>
          )}
          {engine.bonusTiles && tileField('bonusTiles', t('ui:calc.bonus'), s.bonusTiles, (bonusTiles) => update({ bonusTiles }))}
        </fieldset>

        <fieldset class="calc-flags" id="calc-flags" {...invalid('flags')}>
          <legend>{t('ui:calc.flags')}</legend>
          {fieldError('flags')}
          <div class="calc-checks">
            {flagList.map((f) => (
              <label>
                <input
                  type="checkbox"
                  value={f}
                  checked={s.flags.includes(f)}
                  onChange={(e) => update({ flags: e.currentTarget.checked ? [...s.flags, f] : s.flags.filter((x) => x !== f) })}
                />
                {rs.flags.includes(f) ? t(`ui:flags.${f}`) : f}
              </label>
            ))}
          </div>
        </fieldset>

        <div class="calc-actions">
          <button
            type="button"
            class="calc-button"
            onClick={() => update({ hand: '', melds: [], winTile: '', bonusTiles: '', doraIndicators: '', uraDoraIndicators: '', flags: [] })}
          >
            {t('ui:calc.clear')}
          </button>
          <button type="button" class="calc-button" onClick={copy}>
            {t('ui:calc.copy')}
          </button>
          <span role="status" class="calc-note">
            {note}
          </span>
        </div>
        <p class={err ? 'calc-bar calc-status-error' : 'calc-bar'} aria-hidden="true">
          {status}
        </p>
      </div>

      <section class="calc-result" aria-labelledby="calc-result-h">
        <H id="calc-result-h">{t('ui:calc.result')}</H>
        <p role="status" aria-live="polite" aria-atomic="true" class={err ? 'calc-status calc-status-error' : 'calc-status'} data-code={result && !result.ok ? result.error.code : undefined}>
          {status}
        </p>
        {body}
      </section>
    </div>
  );
}

/** The tile set: one tab stop, arrow keys between tiles (a row per suit), Enter / Space adds. */
function Palette(props: { rows: string[][]; label: string; hint: string; t: (k: string, o?: Record<string, unknown>) => string; onTap: (c: string) => void; disabled?: (c: string) => boolean }) {
  const { rows, t } = props;
  const [focus, setFocus] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const total = rows.reduce((n, r) => n + r.length, 0);
  const at = Math.min(focus, total - 1);
  const starts: number[] = [];
  rows.reduce((n, r) => (starts.push(n), n + r.length), 0);
  const onKey = (e: KeyboardEvent) => {
    let r = 0;
    while (r + 1 < rows.length && starts[r + 1] <= at) r++;
    const c = at - starts[r];
    const row = (k: number) => starts[k] + Math.min(c, rows[k].length - 1);
    const next =
      e.key === 'ArrowRight' ? at + 1
      : e.key === 'ArrowLeft' ? at - 1
      : e.key === 'ArrowDown' ? (r + 1 < rows.length ? row(r + 1) : at)
      : e.key === 'ArrowUp' ? (r > 0 ? row(r - 1) : at)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? total - 1
      : null;
    if (next === null) return;
    e.preventDefault();
    const i = Math.max(0, Math.min(total - 1, next));
    setFocus(i);
    ref.current?.querySelectorAll<HTMLButtonElement>('button')[i]?.focus();
  };
  let i = 0;
  return (
    <div class="calc-palette" ref={ref} role="group" aria-label={props.label} aria-describedby="calc-palette-hint" onKeyDown={onKey}>
      <p class="calc-hint" id="calc-palette-hint">
        {props.hint}
      </p>
      {rows.map((row) => (
        <div class="cp-row">
          {row.map((code) => {
            const k = i++;
            const off = props.disabled?.(code);
            return (
              <button
                type="button"
                class="ct"
                data-tile={code}
                tabIndex={k === at ? 0 : -1}
                aria-label={tileWords(code, t)}
                aria-disabled={off || undefined}
                onFocus={() => setFocus(k)}
                onClick={() => !off && props.onTap(code)}
              >
                <Tile code={code} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** One setting: a checkbox, a number, a choice, a curve or the four rounds of a ladder. */
function SettingControl(props: { def: SettingDef; value: SettingValue; ns: string; t: (k: string, o?: Record<string, unknown>) => string; onChange: (v: SettingValue) => void }) {
  const { def, value, ns, t, onChange } = props;
  const id = `calc-set-${def.id}`;
  const name = t(`${ns}:settings.${def.id}.name`);
  const numeric = (text: string): SettingValue => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
  if (def.type === 'boolean') {
    return (
      <div class="calc-field calc-check">
        <label>
          <input type="checkbox" id={id} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
          {name}
        </label>
      </div>
    );
  }
  if (def.type === 'enum' || def.type === 'curve') {
    const custom = Array.isArray(value);
    return (
      <div class="calc-field calc-inline">
        <label for={id}>{name}</label>
        <select
          id={id}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (v !== '*') onChange(def.options.find((o) => String(o) === v) ?? v);
          }}
        >
          {def.options.map((o) => (
            <option value={String(o)} selected={!custom && String(o) === String(value)}>
              {t(`${ns}:settings.${def.id}.options.${o}`)}
            </option>
          ))}
          {custom && (
            <option value="*" selected>
              {t('ui:calc.customCurve')}
            </option>
          )}
        </select>
      </div>
    );
  }
  if (def.type === 'round-ladder') {
    const rec: Record<string, number> =
      typeof value === 'number' ? Object.fromEntries(CALC_WINDS.map((w) => [w, value])) : (value as Record<string, number>);
    return (
      <fieldset class="calc-ladder">
        <legend>{name}</legend>
        {CALC_WINDS.map((w) => (
          <label>
            {t(`ui:winds.${w}`)}
            <input
              type="number"
              inputMode="numeric"
              min={def.min}
              value={String(rec[w] ?? '')}
              onInput={(e) => onChange({ ...rec, [w]: numeric(e.currentTarget.value) as number })}
            />
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div class="calc-field calc-inline">
      <label for={id}>{name}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={def.min}
        max={def.type === 'integer' ? def.max : undefined}
        step={def.type === 'integer' ? 1 : 'any'}
        value={String(value)}
        onInput={(e) => onChange(numeric(e.currentTarget.value))}
      />
    </div>
  );
}

/** The reading the engine used (`234m 567p 22s [678s]`), drawn as tiles; melds in brackets. */
function Reading(props: { text: string; t: (k: string, o?: Record<string, unknown>) => string; title: JSX.Element }) {
  const groups = props.text
    .split(/\s+/)
    .filter(Boolean)
    .map((g) => ({ meld: g.startsWith('['), codes: tilesOf(g.replace(/[[\]]/g, '')) ?? [] }));
  const label = groups.map((g) => tilesWords(g.codes, props.t)).join('; ');
  return (
    <div class="calc-reading">
      {props.title}
      <figure class="hand" role="img" aria-label={label}>
        {groups.map((g) => (
          <span class={g.meld ? 'tg tg-meld' : 'tg'}>
            <span class="tt">
              {g.codes.map((c) => (
                <Tile code={c} />
              ))}
            </span>
          </span>
        ))}
      </figure>
      <p class="calc-hint">
        <code class="mpsz">{props.text}</code>
      </p>
    </div>
  );
}
