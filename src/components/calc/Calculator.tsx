/**
 * The score calculator (a Preact island). One ruleset per page: the wrapper of the ruleset
 * (`RiichiCalculator.tsx` …) imports that ruleset's engine only and hands it in; the page renders it
 * at build time and a page script hydrates it (`CalculatorSection.astro`, `mount.ts`).
 *
 * This file wires the parts together. Everything shown is a function of the reducer's model
 * (`state.ts`): the hand as `CalcState` (`src/lib/calc-state.ts`), kept in the query string and
 * rewritten after edits (debounced; a burst of edits is one history entry) so a link reproduces the
 * hand and back / forward walk through the edits, plus the undo / redo lists. The rules come from the
 * scorer's own composition (`compose.ts`); the hand editor (`HandEditor.tsx`, with the tile set of
 * `Palette.tsx`), the options (`OptionsForm.tsx`), the result (`ResultView.tsx`) and the buttons
 * (`Actions.tsx`) are their own components. Words come from the plain object of strings the page
 * resolved at build time; numbers from the engine's result.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { RulesetEngine } from '../../engine/ruleset-engine.ts';
import { createScorer, currentPresetId, type ExtraPreset } from '../../engine/score.ts';
import type { FormatContext } from '../../i18n/format.ts';
import { fromQuery, isBlank, tilesOf, toQuery } from '../../lib/calc-state.ts';
import { makeTranslate } from './translate.ts';
import { calcReducer, handStage, initialModel, kindOf, undoKey, type HandRules } from './state.ts';
import { inputOf, outcomeOf, type Outcome } from './answer.ts';
import { aboveLimitOf, boundWords, fieldErrorOf, liableText, minimumOf } from './errors.ts';
import { composeRules, liableChoice } from './compose.ts';
import type { FieldError, Ui } from './fields.tsx';
import { HandEditor } from './HandEditor.tsx';
import { RulesOptions, SituationOptions, tableSeats, type CalcPreset } from './OptionsForm.tsx';
import { ResultView, statusText, type ItemNaming, type ResultProps } from './ResultView.tsx';
import { Actions } from './Actions.tsx';
import { ComparePanel } from './ComparePanel.tsx';

export type { CalcPreset } from './OptionsForm.tsx';

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
  /** Each venue's guide, for "this hand under other rules" (`ComparePanel.tsx`): slug → its address. */
  venueLinks?: Record<string, string>;
  /**
   * On a venue guide whose ruleset other venues play too: the ruleset's calculator page in the page's
   * language, where the panel lists every venue (a guide knows its own venue only).
   */
  allVenuesAt?: string;
}

export default function Calculator(props: CalcProps & { engine: RulesetEngine }) {
  const { engine, strings, intl, presets, extraPresets, initialPreset } = props;
  const H = props.level === 3 ? 'h3' : 'h2';
  const rs = engine.ruleset;
  const ns = rs.id;
  const [model, dispatch] = useReducer(calcReducer, undefined, () => initialModel());
  const s = model.calc;
  /** Hydrated and the address read (tests wait for `data-ready`). */
  const [ready, setReady] = useState(false);

  const t = useMemo(() => makeTranslate(strings, intl), [strings, intl]);
  const nf = useMemo(() => new Intl.NumberFormat(intl), [intl]);
  const num = (n: number) => nf.format(n);
  const fmt: FormatContext = { t, num, ns, unit: t(`${ns}:meta.unitShort`), unitFor: (n: number) => t(`${ns}:meta.unitShort`, { count: n }) };

  // ── The address: read on load and on back / forward; written after edits ──────────────────
  const root = useRef<HTMLDivElement>(null);
  const written = useRef<string | null>(null);
  const lastWrite = useRef(0);
  // The language switcher keeps the hand.
  const relink = (q: string) => document.querySelectorAll<HTMLAnchorElement>('.lang-switch a').forEach((a) => (a.search = q));
  useEffect(() => {
    const read = (type: 'load' | 'navigate') => {
      const asked = fromQuery(location.search, rs.settings);
      // A link from before the venue's rename names its old slug: the venue under its slug now.
      const next = asked.preset ? { ...asked, preset: currentPresetId(extraPresets, rs.id, asked.preset, rs) } : asked;
      written.current = toQuery(next);
      relink(written.current);
      dispatch({ type, calc: next });
    };
    read('load');
    setReady(true);
    const onPop = () => read('navigate');
    // Ctrl / ⌘ + Z and Shift + Ctrl / ⌘ + Z anywhere in the calculator (its text fields too: the
    // calculator's undo covers typing) or on the page itself.
    const onKey = (e: KeyboardEvent) => {
      const k = undoKey(e);
      const el = e.target as Element | null;
      if (!k || !(el === document.body || el === document.documentElement || (el && root.current?.contains(el)))) return;
      e.preventDefault();
      dispatch({ type: k });
    };
    addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  useEffect(() => {
    const q = toQuery(s);
    if (written.current === null) return;
    // At once, not with the address: a language chosen right after an edit keeps it.
    relink(q);
    if (q === written.current) return;
    const timer = setTimeout(() => {
      written.current = q;
      const url = `${location.pathname}${q ? `?${q}` : ''}${location.hash}`;
      const now = Date.now();
      // The first edit after a pause is a new history entry; the rest of a burst replaces it.
      if (now - lastWrite.current > 1000) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
      lastWrite.current = now;
    }, 300);
    return () => clearTimeout(timer);
  }, [s]);

  // ── Rules and scoring ─────────────────────────────────────────────────────────────────────
  const rules = composeRules(rs, s, initialPreset, extraPresets);
  const scorer = useMemo(() => createScorer([engine], extraPresets), [engine, extraPresets]);
  const switchedKey = rules.switched ? JSON.stringify(rules.switched) : '';
  const scoreWith = useMemo(() => (rules.switched ? createScorer([engine], [...extraPresets, rules.switched]) : scorer), [scorer, switchedKey]);
  const hand: HandRules = { handSize: rs.handSize, redFives: Number(rules.settings.redFives) || 0 };

  const blank = isBlank(s);
  // Asked once per change of the hand or its rules, not on every render: a hand one short is scored
  // for each tile that completes it, a full hand that does not win for each discard.
  const asked = blank ? '' : JSON.stringify([inputOf(s, rs, rules.scoredPreset), hand.handSize, switchedKey]);
  const outcome: Outcome = useMemo(() => (blank ? { result: null } : outcomeOf(scoreWith, s, rs, rules.scoredPreset, hand)), [asked, scoreWith]);
  const { result, waits, discards } = outcome;
  const crashed = !!outcome.crashed;
  const stage = handStage(s, hand);
  // Names as the preset or venue writes them (its guide and sheet use the same).
  const shown = props.display?.[rules.presetId];
  const naming: ItemNaming = { name: (id) => shown?.names[id] ?? t(`${ns}:items.${id}.name`), rows: (id) => shown?.rows[id] };
  const seats = tableSeats(engine, rules.settings);
  const liable = () => liableText(rules.liability, s, seats, { t, intl, ns, itemName: naming.name });
  // Bonus tiles where the rules put them in play (`roles.bonusTiles`); a hand that carries some keeps their field, with its error.
  const bonusRole = rs.roles.bonusTiles;
  const bonusOff = !!bonusRole && rules.settings[bonusRole] === false;
  const settingName = (id: string) => t(`${ns}:settings.${id}.name`);
  const err: FieldError | null =
    result && !result.ok ? fieldErrorOf(result, { t, num, intl, stage, liable, settingName, settingIds: rs.settings.map((d) => d.id), aboveLimit: aboveLimitOf(rs, rules.settings, settingName, num), settingBound: (id) => boundWords(engine, rules.settings, fmt.unit, id), seats, bonusOff: bonusOff && !!s.bonusTiles.trim(), minimum: minimumOf(rs, rules.settings, s.round ?? s.roundWind, fmt) }) : null;
  const ui: Ui = { t, num, fmt, err };
  // The liable seat is offered where the rules play a liability rule this hand can use, and stays while one is chosen.
  const liableSeats = liableChoice(rules.liability, s, seats);
  const of = rules.liability;
  const liableControl =
    liableSeats.length || s.liable ? { seats: liableSeats, label: 'rule' in of ? t(`${ns}:liability.${of.rule.id}.who`) : t('ui:calc.liable') } : undefined;
  const resultProps: ResultProps = {
    ui,
    H,
    result,
    blank,
    crashed,
    defs: rs.items,
    valueOf: rules.valueOf,
    naming,
    allTiles: [...(tilesOf(s.hand) ?? []), ...s.melds.flatMap((m) => tilesOf(m.tiles) ?? [])],
    nativeLang: rs.nativeLang,
    waits,
    discards,
    seat: { win: s.win, seatWind: s.seatWind, discarder: s.discarder, liable: s.liable },
    intl,
    furiten: ns === 'riichi' ? t('riichi:calc.furiten') : undefined,
    // A red five typed as the winning tile is the wait of its plain five.
    chosen: waits && kindOf(tilesOf(s.winTile)?.[0] ?? ''),
    onWait: (code) => dispatch({ type: 'wait', code }),
    onDiscard: (code) => dispatch({ type: 'discard', code }),
  };
  const status = statusText(resultProps);

  return (
    <div class="calc" ref={root} data-ruleset={ns} data-ready={ready || undefined}>
      <div class="calc-input">
        <RulesOptions ui={ui} calc={s} rules={rules} presets={presets} initialPreset={initialPreset} settingDefs={rs.settings} itemName={naming.name} dispatch={dispatch} />
        <HandEditor ui={ui} model={model} dispatch={dispatch} rules={hand} bonusTiles={!!engine.bonusTiles && !bonusOff} indicators={!!engine.indicators} />
        <SituationOptions ui={ui} calc={s} engine={engine} dispatch={dispatch} rules={hand} bonus={!!engine.bonusTiles && (!bonusOff || !!s.bonusTiles)} seats={seats} liable={liableControl} />
        <Actions
          ui={ui}
          canUndo={model.past.length > 0}
          canRedo={model.future.length > 0}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          onClear={() => dispatch({ type: 'clear' })}
          url={() => {
            const q = toQuery(s);
            return `${location.origin}${location.pathname}${q ? `?${q}` : ''}`;
          }}
        />
        <p class={err ? 'calc-bar calc-status-error' : 'calc-bar'} aria-hidden="true">
          {status}
        </p>
      </div>
      <ResultView {...resultProps} status={status} />
      <ComparePanel ui={ui} H={H} intl={intl} rs={rs} calc={s} rules={rules} initialPreset={initialPreset} presets={presets} extraPresets={extraPresets} score={scoreWith.score} venueLinks={props.venueLinks} allVenuesAt={props.allVenuesAt} display={props.display} blank={blank} />
    </div>
  );
}
