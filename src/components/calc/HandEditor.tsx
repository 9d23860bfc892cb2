/**
 * The hand: where a tapped tile goes, the tile set, the concealed tiles (typed or tapped; the winning
 * tile outlined), the count, the winning tile and the declared sets. Edits go to the reducer
 * (`state.ts`), which keeps the winning tile where the user put it and refuses a fifth copy.
 */
import type { MeldKind } from '../../core/api.ts';
import { BACK, TILE_CODES } from '../../lib/tile-svg.ts';
import { MELD_KINDS, lastTile, tilesOf } from '../../lib/calc-state.ts';
import { copiesInUse, fullSize, handCount, tileBlock, winIndex, type CalcAction, type CalcModel, type HandRules, type Target } from './state.ts';
import { FieldErr, TileField, invalid, type Ui } from './fields.tsx';
import { Palette } from './Palette.tsx';
import { Tile } from './Tile.tsx';

const SUITED = ['m', 'p', 's'].map((s) => TILE_CODES.filter((c) => c[1] === s && c[0] !== '0'));
const HONOURS = TILE_CODES.filter((c) => c[1] === 'z');
const REDS = ['0m', '0p', '0s'];
const BONUS = TILE_CODES.filter((c) => c[1] === 'f');

export function HandEditor(props: {
  ui: Ui;
  model: CalcModel;
  dispatch: (a: CalcAction) => void;
  rules: HandRules;
  /** The ruleset has flowers and seasons / dora indicators. */
  bonusTiles: boolean;
  indicators: boolean;
}) {
  const { ui, model, dispatch, rules } = props;
  const { t, num } = ui;
  const s = model.calc;
  const target = model.target;
  const now = () => Date.now();
  const set = (field: 'hand' | 'winTile', v: string) => dispatch({ type: 'set', patch: { [field]: v }, group: field, at: now() });

  const targets: Target[] = ['hand', 'meld'];
  if (props.bonusTiles) targets.push('bonus');
  if (props.indicators) targets.push('dora', 'ura');
  const rows = target === 'bonus' ? [BONUS] : [...SUITED, HONOURS, ...(rules.redFives > 0 ? [REDS] : [])];
  const used = copiesInUse(s);
  // The last tile is the winning one only for a full hand (or one over): a hand still short of it has
  // none, unless the user chose one (outlined in the hand, and the winning tile's placeholder).
  const implied = !!s.winTile.trim() || handCount(s) >= fullSize(s, rules);
  const block = (c: string) =>
    target === 'meld' && model.meldKind === 'chi' && c[1] === 'z' ? ('none' as const) : tileBlock(model, c, rules, used);

  return (
    <>
      <fieldset class="calc-target">
        <legend>{t('ui:calc.target')}</legend>
        <div class="calc-radios">
          {targets.map((x) => (
            <label>
              <input type="radio" name="calc-target" value={x} checked={target === x} onChange={() => dispatch({ type: 'target', target: x })} />
              {t(`ui:calc.targets.${x}`)}
            </label>
          ))}
        </div>
        {target === 'meld' && (
          <div class="calc-field calc-inline">
            <label for="calc-meld-kind">{t('ui:calc.meldKind')}</label>
            <select id="calc-meld-kind" onChange={(e) => dispatch({ type: 'meldKind', kind: e.currentTarget.value as MeldKind })}>
              {MELD_KINDS.map((k) => (
                <option value={k} selected={k === model.meldKind}>
                  {t(`ui:melds.${k}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      <Palette
        rows={rows}
        label={`${t('ui:calc.tiles')}: ${t(`ui:calc.targets.${target}`)}`}
        hint={t('ui:calc.tilesHint')}
        t={t}
        onTap={(code) => dispatch({ type: 'tap', code, rules })}
        block={block}
      />

      <TileField
        ui={ui}
        id="hand"
        label={t('ui:calc.hand')}
        value={s.hand}
        onInput={(v) => set('hand', v)}
        onRemove={(index) => dispatch({ type: 'remove', field: 'hand', index, rules })}
        hint={t('ui:calc.handHint')}
        winAt={implied ? winIndex(s) : undefined}
      />
      <p class="calc-count" data-count={handCount(s)} data-full={fullSize(s, rules)}>
        {t('ui:calc.count', { n: num(handCount(s)), total: num(fullSize(s, rules)) })}
      </p>
      <TileField
        ui={ui}
        id="winTile"
        label={t('ui:calc.winTile')}
        value={s.winTile}
        onInput={(v) => set('winTile', v)}
        onRemove={(index) => dispatch({ type: 'remove', field: 'winTile', index, rules })}
        hint={t('ui:calc.winTileHint')}
        placeholder={(implied && lastTile(s.hand)) || undefined}
      />

      <fieldset class="calc-melds" id="calc-melds" {...invalid(ui, 'melds')}>
        <legend>{t('ui:calc.melds')}</legend>
        <FieldErr ui={ui} at="melds" />
        {s.melds.length === 0 && <p class="calc-hint">{t('ui:calc.noMelds')}</p>}
        {s.melds.map((m, i) => {
          const key = `meld-${i}`;
          const n = num(i + 1);
          return (
            <div class="calc-meld">
              <select id={`calc-${key}-kind`} aria-label={t('ui:calc.meldKindN', { n })} onChange={(e) => dispatch({ type: 'setMeld', index: i, patch: { kind: e.currentTarget.value as MeldKind } })}>
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
                onInput={(e) => dispatch({ type: 'setMeld', index: i, patch: { tiles: e.currentTarget.value }, at: now() })}
                {...invalid(ui, key)}
              />
              <button
                type="button"
                class="calc-button"
                aria-label={t('ui:calc.removeMeld', { n })}
                onClick={() => {
                  dispatch({ type: 'removeMeld', index: i });
                  setTimeout(() => document.getElementById('calc-add-meld')?.focus());
                }}
              >
                ×
              </button>
              <FieldErr ui={ui} at={key} text={m.tiles} />
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
          // A winning hand is sets and a pair: no more declared sets than that leaves room for.
          disabled={s.melds.length >= (rules.handSize - 2) / 3}
          onClick={() => {
            dispatch({ type: 'addMeld' });
            setTimeout(() => document.getElementById(`calc-meld-${s.melds.length}`)?.focus());
          }}
        >
          {t('ui:calc.addMeld')}
        </button>
      </fieldset>
    </>
  );
}
