/**
 * The calculator's liable seat (`compose.ts`, `liableChoice`; `errors.ts`, `liableText`): offered only
 * where the rules play a liability rule this hand can use — riichi pao under EMA 2016 (3.3.9: the
 * third dragon pung or fourth wind pung melded), Hong Kong 包 where `baau` is on, on a self-draw with
 * more than one payer — and, when the engine refuses it (`invalid-input` on `liable`), why, in the
 * page's words, in every locale. The rules come from the calculator's own composition (`composeRules`).
 */
import { describe, expect, it } from 'vitest';
import type { ScoreFailure } from '../../src/core/api.ts';
import { engine as riichi } from '../../src/engine/riichi/index.ts';
import { engine as hongKong } from '../../src/engine/hong-kong/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { emptyState, fromQuery, toInput, type CalcState } from '../../src/lib/calc-state.ts';
import { composeRules, liableChoice } from '../../src/components/calc/compose.ts';
import { fieldErrorOf, liableText } from '../../src/components/calc/errors.ts';
import { handStage } from '../../src/components/calc/state.ts';
import { tableSeats } from '../../src/components/calc/OptionsForm.tsx';
import { calcStrings } from '../../src/components/calc/strings.ts';
import { makeTranslate } from '../../src/components/calc/translate.ts';
import type { RulesetEngine } from '../../src/engine/ruleset-engine.ts';
import { LOCALE_INFO, LOCALES } from '../../src/i18n/config.ts';
import { LIABLE_WHY } from '../../src/i18n/format.ts';

/** Daisangen with its three dragon pungs claimed, South winning on 4m. */
const DAISANGEN = 'hand=234m99p&tile=4m&meld=pon:555z&meld=pon:666z&meld=pon:777z&seat=south';
/** Hong Kong: 3 faan (dragon pung, self-drawn, no flowers), South winning on 1z. */
const HK = 'hand=123m456p789s11z&meld=pon:555z&tile=1z&seat=south';

function setup(engine: RulesetEngine, query: string) {
  const s = fromQuery(query, engine.ruleset.settings);
  const rules = composeRules(engine.ruleset, s, engine.ruleset.defaultPreset, []);
  const table = tableSeats(engine, rules.settings);
  return { s, rules, table, offered: liableChoice(rules.liability, s, table) };
}

describe('which seats are offered as liable (liableChoice)', () => {
  it('riichi pao under EMA 2016: the three seats but the winner’s, on a self-draw and on a discard', () => {
    expect(setup(riichi, `preset=ema-2016&${DAISANGEN}&win=self-drawn`).offered).toEqual(['east', 'west', 'north']);
    expect(setup(riichi, `preset=ema-2016&${DAISANGEN}&from=west`).offered).toEqual(['east', 'west', 'north']);
    // Big Four Winds: its four wind pungs claimed (a kong added or open counts as melded).
    expect(setup(riichi, 'preset=ema-2016&hand=55m&tile=5m&meld=pon:111z&meld=kan-added:2222z&meld=kan-open:3333z&meld=pon:444z&win=self-drawn').offered).toEqual([
      'south',
      'west',
      'north',
    ]);
  });

  it('none where the rules or the hand cannot use it', () => {
    // EMA 2025 (the default): its liability clause was not found, so no rule is played.
    expect(setup(riichi, `${DAISANGEN}&win=self-drawn`).offered).toEqual([]);
    // A dragon set concealed (a concealed kong, or in the hand): not melded, no pao.
    expect(setup(riichi, 'preset=ema-2016&hand=234m99p&tile=4m&meld=pon:555z&meld=pon:666z&meld=kan-closed:7777z&seat=south&win=self-drawn').offered).toEqual([]);
    expect(setup(riichi, 'preset=ema-2016&hand=234m99p777z&tile=4m&meld=pon:555z&meld=pon:666z&seat=south&win=self-drawn').offered).toEqual([]);
    // Hong Kong: 包 is off in both presets; with `baau` on it covers a self-draw only, and not a two-player game.
    expect(setup(hongKong, `${HK}&win=self-drawn`).offered).toEqual([]);
    expect(setup(hongKong, `s.baau=1&${HK}&win=self-drawn`).offered).toEqual(['east', 'west', 'north']);
    expect(setup(hongKong, `s.baau=1&${HK}&from=east`).offered).toEqual([]);
    expect(setup(hongKong, `s.baau=1&s.players=2&hand=123m456p789s11z&meld=pon:555z&tile=1z&seat=west&win=self-drawn`).offered).toEqual([]);
  });
});

describe.each(LOCALES)('why a liable seat is refused, in words (%s)', (locale) => {
  const intl = LOCALE_INFO[locale].intl;
  const words = (engine: RulesetEngine) => {
    const t = makeTranslate(calcStrings(locale, engine.ruleset), intl);
    return { t, intl, ns: engine.ruleset.id, itemName: (id: string) => t(`${engine.ruleset.id}:items.${id}.name`) };
  };

  it('every reason has its words, the rule and its hands named', () => {
    const w = words(riichi);
    for (const why of LIABLE_WHY) expect(w.t(`ui:calc.liableWhy.${why}`), why).not.toBe(`ui:calc.liableWhy.${why}`);
    const { s, rules, table } = setup(riichi, `preset=ema-2016&${DAISANGEN}&liable=north`);
    // On a discard without the discarder (the split depends on it).
    const text = liableText(rules.liability, s, table, w);
    expect(text).toBe(w.t('ui:calc.liableWhy.discarder').replace('{{rule}}', w.t('riichi:liability.pao.name')));
  });

  /** The engine's refusal of the state's `liable`, shown beside the control in the page's words. */
  const refusal = (engine: RulesetEngine, query: string) => {
    const { s, rules, table } = setup(engine, query);
    const w = words(engine);
    const r = createScorer([engine]).score(toInput(s, engine.ruleset, { defaultPreset: engine.ruleset.defaultPreset }));
    expect(r.ok).toBe(false);
    const e = (r as ScoreFailure).error;
    expect([e.code, e.field]).toEqual(['invalid-input', 'liable']);
    const err = fieldErrorOf(r as ScoreFailure, { ...w, num: String, stage: handStage(s as CalcState, { handSize: engine.ruleset.handSize, redFives: 0 }), liable: () => liableText(rules.liability, s, table, w) });
    expect(err.at).toBe('liable');
    return { message: err.message, w };
  };

  it('the engine’s refusals, each with its reason', () => {
    const rule = (w: ReturnType<typeof words>, why: string, ns: string, id: string) => w.t(`ui:calc.liableWhy.${why}`).replace('{{rule}}', w.t(`${ns}:liability.${id}.name`));
    // EMA 2025: the clause was not found.
    let x = refusal(riichi, `${DAISANGEN}&win=self-drawn&liable=north`);
    expect(x.message).toBe(x.w.t('ui:calc.liableWhy.not-found'));
    // The winner named liable.
    x = refusal(riichi, `preset=ema-2016&${DAISANGEN}&win=self-drawn&liable=south`);
    expect(x.message).toBe(x.w.t('ui:calc.liableWhy.winner'));
    // Hong Kong, `baau` off: no rule.
    x = refusal(hongKong, `${HK}&win=self-drawn&liable=west`);
    expect(x.message).toBe(x.w.t('ui:calc.liableWhy.none'));
    // Hong Kong 包 on a discard.
    x = refusal(hongKong, `s.baau=1&${HK}&from=east&liable=west`);
    expect(x.message).toBe(rule(x.w, 'win', 'hong-kong', 'baau'));
    // Riichi pao on a hand it does not cover (the white dragon pung in the hand, not melded).
    x = refusal(riichi, 'preset=ema-2016&hand=234m99p777z&tile=4m&meld=pon:555z&meld=pon:666z&seat=south&win=self-drawn&liable=north');
    const hands = new Intl.ListFormat(intl, { type: 'disjunction' }).format([x.w.t('riichi:items.daisangen.name'), x.w.t('riichi:items.daisuushii.name')]);
    expect(x.message).toBe(rule(x.w, 'hand', 'riichi', 'pao').replace('{{hands}}', hands));
    expect(x.message).not.toMatch(/\{\{|ui:|riichi:/);
  });
});

it('the empty state offers no liable seat', () => {
  const s = emptyState();
  const rules = composeRules(riichi.ruleset, s, 'ema-2016', []);
  expect(liableChoice(rules.liability, s, tableSeats(riichi, rules.settings))).toEqual([]);
});
