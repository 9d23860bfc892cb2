/**
 * The options of a hand: the rules (a preset or venue, its settings, items switched on or off) and
 * the situation (how it was won, the winds, the dealer, counters, indicators, flowers, conditions).
 */
import type { SettingValue, Wind } from '../../core/api.ts';
import type { SettingDef } from '../../core/ruleset.ts';
import type { TaiwanClubRuleset } from '../../rules/taiwan-club/types.ts';
import type { RulesetEngine } from '../../engine/ruleset-engine.ts';
import { sentenceStart, type Translate } from '../../i18n/format.ts';
import { CALC_WINDS, type CalcState } from '../../lib/calc-state.ts';
import type { CalcRules } from './compose.ts';
import type { CalcAction, HandRules } from './state.ts';
import { BOUNDS } from '../../core/bounds.ts';
import { settingApplies } from '../../rules/presets.ts';
import { FieldErr, NumberField, TileField, WindSelect, invalid, type Ui } from './fields.tsx';

export interface CalcPreset {
  id: string;
  name: string;
  venue?: boolean;
}

/** The rules: preset or venue, its settings, the items a link switches. */
export function RulesOptions(props: {
  ui: Ui;
  calc: CalcState;
  rules: CalcRules;
  presets: CalcPreset[];
  initialPreset: string;
  settingDefs: readonly SettingDef[];
  itemName: (id: string) => string;
  dispatch: (a: CalcAction) => void;
}) {
  const { ui, calc: s, rules, dispatch } = props;
  const { t, num } = ui;
  const ns = ui.fmt.ns;
  const ruleset = props.presets.filter((p) => !p.venue);
  const venues = props.presets.filter((p) => p.venue);
  const changed = Object.keys(s.settings).length + rules.switchedIds.length;
  return (
    <>
      <div class="calc-field calc-inline">
        <label for="calc-preset">{t('ui:calc.rules')}</label>
        <select
          id="calc-preset"
          onChange={(e) => dispatch({ type: 'set', patch: { preset: e.currentTarget.value === props.initialPreset ? '' : e.currentTarget.value, settings: {} } })}
          {...invalid(ui, 'preset')}
        >
          <optgroup label={t('ui:calc.rulesets')}>
            {ruleset.map((p) => (
              <option value={p.id} selected={p.id === rules.presetId}>
                {p.name}
              </option>
            ))}
          </optgroup>
          {venues.length > 0 && (
            <optgroup label={t('ui:calc.venues')}>
              {venues.map((p) => (
                <option value={p.id} selected={p.id === rules.presetId}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <FieldErr ui={ui} at="preset" />
      </div>

      <details class="calc-settings" open={ui.err?.at === 'settings' || undefined}>
        <summary>
          {t('ui:calc.settings')}
          {changed > 0 && ` (${t('ui:calc.changed', { count: num(changed) })})`}
        </summary>
        <FieldErr ui={ui} at="settings" />
        {/* A setting that changes nothing under the others (the gun of a two-player game) is not offered. */}
        {props.settingDefs.filter((d) => settingApplies(d, rules.settings)).map((d) => (
          <SettingControl def={d} value={rules.settings[d.id]} ns={ns} t={t} onChange={(value) => dispatch({ type: 'setting', id: d.id, value, base: rules.base[d.id] })} />
        ))}
        {rules.switchedIds.length > 0 && (
          <fieldset class="calc-switches">
            <legend>{t('ui:calc.items')}</legend>
            {rules.switchedIds.map((id) => (
              <div class="calc-field calc-check">
                <label>
                  <input
                    type="checkbox"
                    checked={s.items[id] === 'on'}
                    onChange={(e) => dispatch({ type: 'set', patch: { items: { ...s.items, [id]: e.currentTarget.checked ? 'on' : 'off' } } })}
                  />
                  {props.itemName(id)}
                </label>
              </div>
            ))}
          </fieldset>
        )}
        {changed > 0 && (
          <button type="button" class="calc-button" onClick={() => dispatch({ type: 'set', patch: { settings: {}, items: {} } })}>
            {t('ui:calc.reset')}
          </button>
        )}
      </details>
    </>
  );
}

/**
 * The seats at the table under these settings: the engine's (`RulesetEngine.tableSeats`: two-player
 * Hong Kong plays East and West, and the engine refuses any other winner or discarder), else all four.
 */
export function tableSeats(engine: RulesetEngine, settings: Readonly<Record<string, SettingValue>>): readonly Wind[] {
  return engine.tableSeats?.(settings) ?? CALC_WINDS;
}

/** The situation of the win and its conditions (flags). */
export function SituationOptions(props: {
  ui: Ui;
  calc: CalcState;
  engine: RulesetEngine;
  dispatch: (a: CalcAction) => void;
  rules: HandRules;
  /** Bonus tiles are asked for: the ruleset has them and its rules put them in play (or the hand carries some, refused beside the field). */
  bonus: boolean;
  /** The seats at the table (`tableSeats`): the winner's seat and the discarder are chosen among them. */
  seats?: readonly Wind[];
  /** The liable seat's choice, where it is offered (`liableChoice`): the seats and the label naming the rule. */
  liable?: { seats: readonly Wind[]; label: string };
}) {
  const { ui, calc: s, engine, dispatch } = props;
  const seats = props.seats ?? CALC_WINDS;
  const { t, num } = ui;
  const rs = engine.ruleset;
  const update = (patch: Partial<CalcState>, group?: string) => dispatch({ type: 'set', patch, group, at: Date.now() });
  const remove = (field: 'bonusTiles' | 'doraIndicators' | 'uraDoraIndicators') => (index: number) => dispatch({ type: 'remove', field, index, rules: props.rules });
  const dealer = s.dealer ?? s.seatWind === 'east';
  // A condition that needs a bonus tile (a win on a flower's replacement) is not offered where none is in play, unless given.
  const offered = rs.flags.filter((f) => props.bonus || s.flags.includes(f) || !engine.conflicts.some((c) => c.need === 'bonus-tile' && c.flags.includes(f)));
  const flagList = [...offered, ...s.flags.filter((f) => !(rs.flags as readonly string[]).includes(f))];
  return (
    <>
      <fieldset class="calc-situation">
        <legend>{t('ui:calc.situation')}</legend>
        <div class="calc-field" role="radiogroup" aria-labelledby="calc-win-l" {...invalid(ui, 'win')}>
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
          <FieldErr ui={ui} at="win" />
        </div>
        <div class="calc-row">
          <WindSelect
            ui={ui}
            id="seatWind"
            label={t('ui:calc.seat')}
            value={s.seatWind}
            seats={seats}
            onChange={(w) =>
              update({ seatWind: w ?? 'east', dealer: undefined, discarder: s.discarder === w ? undefined : s.discarder, liable: s.liable === w ? undefined : s.liable })
            }
          />
          <WindSelect ui={ui} id="roundWind" label={t('ui:calc.roundWind')} value={s.roundWind} onChange={(w) => update({ roundWind: w ?? 'east' })} />
          {s.win === 'discard' && (
            <WindSelect ui={ui} id="discarder" label={t('ui:calc.discarder')} value={s.discarder} seats={seats} onChange={(w) => update({ discarder: w })} none={t('ui:calc.notGiven')} skip={s.seatWind} />
          )}
          {props.liable && (
            <WindSelect ui={ui} id="liable" label={props.liable.label} value={s.liable} seats={props.liable.seats} onChange={(w) => update({ liable: w })} none={t('ui:calc.noOne')} />
          )}
        </div>
        <div class="calc-field calc-check">
          <label>
            <input
              type="checkbox"
              checked={dealer}
              onChange={(e) => update({ dealer: e.currentTarget.checked === (s.seatWind === 'east') ? undefined : e.currentTarget.checked })}
              {...invalid(ui, 'dealer')}
            />
            {t('ui:calc.dealer')}
          </label>
          <FieldErr ui={ui} at="dealer" />
        </div>
        {(rs.inputs.includes('dealerStreak') || rs.inputs.includes('round')) && (
          <div class="calc-row">
            {rs.inputs.includes('dealerStreak') && (
              <div class="calc-field calc-inline">
                <label for="calc-dealerStreak">{t('ui:calc.streak')}</label>
                <select id="calc-dealerStreak" onChange={(e) => update({ dealerStreak: Number(e.currentTarget.value) })} {...invalid(ui, 'dealerStreak')}>
                  {[0, ...(rs as TaiwanClubRuleset).dealerStreak.map((row) => row.die)].map((n) => (
                    <option value={n} selected={n === s.dealerStreak}>
                      {num(n)}
                    </option>
                  ))}
                </select>
                <FieldErr ui={ui} at="dealerStreak" />
              </div>
            )}
            {rs.inputs.includes('round') && (
              <WindSelect ui={ui} id="round" label={t('ui:calc.game')} value={s.round} onChange={(w: Wind | undefined) => update({ round: w })} none={t('ui:calc.sameAsRound')} />
            )}
          </div>
        )}
        {engine.indicators && (
          <>
            <TileField ui={ui} id="doraIndicators" label={t('ui:calc.dora')} value={s.doraIndicators} onInput={(v) => update({ doraIndicators: v }, 'dora')} onRemove={remove('doraIndicators')} />
            <TileField ui={ui} id="uraDoraIndicators" label={t('ui:calc.ura')} value={s.uraDoraIndicators} onInput={(v) => update({ uraDoraIndicators: v }, 'ura')} onRemove={remove('uraDoraIndicators')} />
            <div class="calc-row">
              <NumberField ui={ui} id="honba" label={t('ui:calc.honba')} value={s.honba} max={BOUNDS.honba.max} onChange={(honba) => update({ honba }, 'honba')} />
              <NumberField ui={ui} id="riichiSticks" label={t('ui:calc.sticks')} value={s.riichiSticks} max={BOUNDS.riichiSticks.max} onChange={(riichiSticks) => update({ riichiSticks }, 'sticks')} />
            </div>
          </>
        )}
        {props.bonus && (
          <TileField ui={ui} id="bonusTiles" label={t('ui:calc.bonus')} value={s.bonusTiles} onInput={(v) => update({ bonusTiles: v }, 'bonus')} onRemove={remove('bonusTiles')} />
        )}
      </fieldset>

      <fieldset class="calc-flags" id="calc-flags" {...invalid(ui, 'flags')}>
        <legend>{t('ui:calc.flags')}</legend>
        <FieldErr ui={ui} at="flags" />
        <div class="calc-checks">
          {flagList.map((f) => (
            <div class="calc-flag" data-flag={f}>
              <label>
                <input
                  type="checkbox"
                  value={f}
                  checked={s.flags.includes(f)}
                  onChange={(e) => dispatch({ type: 'flag', flag: f, on: e.currentTarget.checked })}
                  {...invalid(ui, `flag-${f}`)}
                />
                {/* The flag words sit inside sentences ('riichi declared'); a label starts one. */}
                {(rs.flags as readonly string[]).includes(f) ? sentenceStart(t(`ui:flags.${f}`)) : f}
              </label>
              <FieldErr ui={ui} at={`flag-${f}`} />
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** One setting: a checkbox, a number, a choice, a curve or the four rounds of a ladder. */
function SettingControl(props: { def: SettingDef; value: SettingValue; ns: string; t: Translate; onChange: (v: SettingValue) => void }) {
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
