/**
 * Before the win: a hand one tile short shows its waits — each tile that completes it, drawn, with
 * what it scores on a discard and self-drawn (the engine's `answer()`, each side the result of the
 * completed hand) — and a tap on one makes it the winning tile; a full hand that does not win shows the
 * discards that leave it waiting, each with the tiles it would wait on, and a tap discards it (its
 * waits then show with their values). Riichi says that furiten cannot be known: no discards are entered.
 */
import type { ScoreResult, ScoreSuccess, Wait } from '../../core/api.ts';
import { tileWords, tilesWords } from '../../lib/hand-view.ts';
import type { Ui } from './fields.tsx';
import { Tile } from './Tile.tsx';

/** What one way of winning a wait gives, in words: its value and what the winner receives, or why it does not win. */
export function sideText(r: ScoreResult, ui: Ui, valueText: (r: ScoreSuccess) => string): string {
  const { t, num } = ui;
  if (r.ok) return t('ui:calc.waitValue', { value: valueText(r), total: num(r.total) });
  const short = `ui:calc.waitFails.${r.error.code}`;
  const why = t(short);
  return why === short ? t(`ui:errors.${r.error.code}`) : why;
}

export function Waits(props: {
  ui: Ui;
  H: 'h2' | 'h3';
  waits: Wait[];
  /** The value of a scored side ("1 han, 40 fu", "Mangan", "5 faan"). */
  valueText: (r: ScoreSuccess) => string;
  onWait: (code: string) => void;
  /** Riichi: furiten cannot be known (no discards are entered). */
  furiten?: string;
  /**
   * The winning tile typed while the hand is one short (a red five as its plain five): its wait is
   * marked, a tap away from the hand won on it; a tile that is no wait is said to complete nothing.
   */
  chosen?: string;
}) {
  const { ui, H, chosen } = props;
  const { t } = ui;
  const sides = [
    ['discard', (w: Wait) => w.discard],
    ['self-drawn', (w: Wait) => w.selfDrawn],
  ] as const;
  return (
    <div class="calc-before">
      <H class="calc-sub" id="calc-waits-h">
        {t('ui:calc.waitsTitle')}
      </H>
      <p class="calc-hint" id="calc-waits-hint">
        {t('ui:calc.waitsHint')}
      </p>
      {chosen && !props.waits.some((w) => w.tile === chosen) && <p class="calc-not-wait">{t('ui:calc.noWait', { tile: tileWords(chosen, t) })}</p>}
      <ul class="calc-waits" aria-labelledby="calc-waits-h">
        {props.waits.map((w) => (
          <li data-wait={w.tile}>
            <button type="button" class="calc-wait" aria-describedby="calc-waits-hint" onClick={() => props.onWait(w.tile)}>
              <Tile code={w.tile} />
              <span class="cw-text">
                <span class="cw-tile">{tileWords(w.tile, t)}</span>
                {sides.map(([side, of]) => {
                  const r = of(w);
                  return (
                    <span class={r.ok ? 'cw-side' : 'cw-side cw-no'} data-side={side} data-total={r.ok ? r.total : undefined} data-code={r.ok ? undefined : r.error.code}>
                      {t(`ui:calc.waitSide.${side}`)}: {sideText(r, ui, props.valueText)}
                    </span>
                  );
                })}
                {w.tile === chosen && <span class="cw-note">{t('ui:calc.winWait')}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {props.furiten && <p class="calc-hint calc-furiten">{props.furiten}</p>}
    </div>
  );
}

export function Discards(props: { ui: Ui; H: 'h2' | 'h3'; discards: { tile: string; waits: string[] }[]; onDiscard: (code: string) => void }) {
  const { ui, H } = props;
  const { t } = ui;
  return (
    <div class="calc-before">
      <H class="calc-sub" id="calc-discards-h">
        {t('ui:calc.discardsTitle')}
      </H>
      {props.discards.length === 0 ? (
        <p class="calc-hint">{t('ui:calc.noDiscards')}</p>
      ) : (
        <>
          <p class="calc-hint" id="calc-discards-hint">
            {t('ui:calc.discardsHint')}
          </p>
          <ul class="calc-discards" aria-labelledby="calc-discards-h">
            {props.discards.map((d) => (
              <li data-discard={d.tile} data-waits={d.waits.join(' ')}>
                <button
                  type="button"
                  class="calc-discard"
                  aria-label={t('ui:calc.discardLine', { tile: tileWords(d.tile, t), tiles: tilesWords(d.waits, t) })}
                  aria-describedby="calc-discards-hint"
                  onClick={() => props.onDiscard(d.tile)}
                >
                  <Tile code={d.tile} />
                  <span class="cd-arrow" aria-hidden="true">
                    →
                  </span>
                  <span class="cd-waits">
                    {d.waits.map((c) => (
                      <Tile code={c} />
                    ))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
