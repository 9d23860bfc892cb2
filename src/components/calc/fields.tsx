/**
 * The calculator's form fields: an mpsz text field with its tiles as buttons, a wind choice, a number;
 * each shows the error the engine points at it (`FieldError`) beside it, and marks itself invalid.
 */
import type { ErrorCode, Wind } from '../../core/api.ts';
import type { FormatContext, Translate } from '../../i18n/format.ts';
import { tileWords } from '../../lib/hand-view.ts';
import { CALC_WINDS, tilesOf } from '../../lib/calc-state.ts';
import { Tile } from './Tile.tsx';

/** What a `conflicting-flags` error names besides its flags (`score-api.md`, "Errors that name their cause"). */
export type ConflictSide = 'seat' | 'win' | 'melds' | 'hand';

/** Where an error points (an input's key: `hand`, `meld-1`, `flags`, `settings` … or `result`), and what it is. */
export interface FieldError {
  at: string;
  code: ErrorCode;
  position?: number;
  /** The message in words when the code's own sentence says less (a count, the conditions that conflict). */
  message?: string;
  /**
   * A conflict that names its cause: the controls it is shown beside — `flag-<id>` for each flag, and
   * the other side's (`seatWind` and `dealer` for the seat, `win`, `melds`, `hand`).
   */
  controls?: string[];
}

/** The controls a conflict of `flags` with `side` is shown beside. */
export function conflictControls(flags: readonly string[], side?: ConflictSide): string[] {
  const out = flags.map((f) => `flag-${f}`);
  if (side === 'seat') out.push('seatWind', 'dealer');
  else if (side) out.push(side);
  return out;
}

/** Whether the current error is shown beside control `key`. */
export function errorAt(ui: Pick<Ui, 'err'>, key: string): boolean {
  const err = ui.err;
  return !!err && (err.at === key || !!err.controls?.includes(key));
}

/** What every part of the island needs: words, numbers, the error of the current result. */
export interface Ui {
  t: Translate;
  num: (n: number) => string;
  fmt: FormatContext;
  err: FieldError | null;
}

/** Where an error of the engine points: an input's key or the result. */
export function errorField(code: ErrorCode, field?: string): string {
  if (field) {
    const m = /^melds\[(\d+)\]/.exec(field);
    if (m) return `meld-${m[1]}`;
    // The page's ruleset is never unknown; were it so, the result says it.
    return field.startsWith('flags') ? 'flags' : field.startsWith('settings') ? 'settings' : field === 'input' ? 'hand' : field === 'ruleset' ? 'result' : field;
  }
  if (code === 'conflicting-flags' || code === 'unknown-flag') return 'flags';
  if (code === 'invalid-setting') return 'settings';
  if (code === 'unknown-preset') return 'preset';
  if (code === 'not-a-winning-hand' || code === 'wrong-tile-count') return 'hand';
  return 'result';
}

/** The error of field `key`, if the result points there (with the character of `text` it points at). */
export function FieldErr({ ui, at, text }: { ui: Ui; at: string; text?: string }) {
  const err = ui.err;
  if (!err || !errorAt(ui, at)) return null;
  const c = text !== undefined && err.position !== undefined ? text[err.position] : undefined;
  return (
    <p class="calc-error" id={`calc-${at}-err`} data-error-at={at}>
      {err.message ?? ui.t(`ui:errors.${err.code}`)}
      {c !== undefined && ` ${ui.t('ui:calc.errorAt', { n: ui.num(err.position! + 1), char: c })}`}
    </p>
  );
}

/** The attributes that mark an input invalid and name its error. */
export function invalid(ui: Ui, key: string) {
  return errorAt(ui, key) ? { 'aria-invalid': true as const, 'aria-describedby': `calc-${key}-err` } : {};
}

/**
 * After a removal, keep the keyboard where it was: the next tile of the field, else the one before it
 * (the last tile removed: not the text, whose focus opens a phone's keyboard), or the text once none is left.
 */
function refocus(key: string, i: number) {
  setTimeout(() => {
    const tiles = document.querySelectorAll<HTMLElement>(`#calc-${key}-tiles .ct`);
    (tiles[i] ?? tiles[i - 1] ?? document.getElementById(`calc-${key}`))?.focus();
  });
}

/** The tiles of a text field as buttons that remove them; the winning tile (`winAt`) outlined. */
export function TileButtons(props: { ui: Ui; id: string; text: string; onRemove: (index: number) => void; winAt?: number }) {
  const codes = tilesOf(props.text);
  if (!codes || !codes.length) return null;
  const { t } = props.ui;
  return (
    <div class="calc-tiles" id={`calc-${props.id}-tiles`}>
      {codes.map((c, i) => (
        <button
          type="button"
          class={i === props.winAt ? 'ct ct-win' : 'ct'}
          aria-label={t('ui:calc.remove', { tile: tileWords(c, t) })}
          onClick={() => {
            props.onRemove(i);
            refocus(props.id, i);
          }}
        >
          <Tile code={c} />
        </button>
      ))}
    </div>
  );
}

/** Text fields whose error can point at a character. */
const TEXT_FIELDS = ['hand', 'winTile', 'bonusTiles', 'doraIndicators', 'uraDoraIndicators'];

/** A labelled mpsz text input with its error and its tiles. */
export function TileField(props: {
  ui: Ui;
  id: string;
  label: string;
  value: string;
  onInput: (v: string) => void;
  onRemove: (index: number) => void;
  hint?: string;
  winAt?: number;
  placeholder?: string;
}) {
  const { ui, id, value } = props;
  return (
    <div class="calc-field">
      <label for={`calc-${id}`}>{props.label}</label>
      {props.hint && (
        <p class="calc-hint" id={`calc-${id}-hint`}>
          {props.hint}
        </p>
      )}
      <input
        id={`calc-${id}`}
        class="mpsz"
        type="text"
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        value={value}
        placeholder={props.placeholder}
        onInput={(e) => props.onInput(e.currentTarget.value)}
        {...invalid(ui, id)}
        aria-describedby={[props.hint && `calc-${id}-hint`, errorAt(ui, id) && `calc-${id}-err`].filter(Boolean).join(' ') || undefined}
      />
      <FieldErr ui={ui} at={id} text={TEXT_FIELDS.includes(id) ? value : undefined} />
      <TileButtons ui={ui} id={id} text={value} onRemove={props.onRemove} winAt={props.winAt} />
    </div>
  );
}

export function WindSelect(props: {
  ui: Ui;
  id: string;
  label: string;
  value: Wind | undefined;
  onChange: (v: Wind | undefined) => void;
  none?: string;
  skip?: Wind;
  /** The seats to choose from (a two-player table has two); a value outside them stays shown. */
  seats?: readonly Wind[];
}) {
  const { ui, id } = props;
  return (
    <div class="calc-field calc-inline">
      <label for={`calc-${id}`}>{props.label}</label>
      <select id={`calc-${id}`} onChange={(e) => props.onChange((e.currentTarget.value || undefined) as Wind | undefined)} {...invalid(ui, id)}>
        {props.none !== undefined && (
          <option value="" selected={!props.value}>
            {props.none}
          </option>
        )}
        {CALC_WINDS.filter((w) => w !== props.skip && (!props.seats || props.seats.includes(w) || w === props.value)).map((w) => (
          <option value={w} selected={w === props.value}>
            {ui.t(`ui:winds.${w}`)}
          </option>
        ))}
      </select>
      <FieldErr ui={ui} at={id} />
    </div>
  );
}

export function NumberField(props: { ui: Ui; id: string; label: string; value: number; onChange: (v: number) => void; max?: number }) {
  const { ui, id } = props;
  return (
    <div class="calc-field calc-inline">
      <label for={`calc-${id}`}>{props.label}</label>
      <input
        id={`calc-${id}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={props.max}
        step={1}
        value={String(props.value)}
        onInput={(e) => {
          const n = Number(e.currentTarget.value);
          props.onChange(Number.isInteger(n) && n >= 0 ? n : 0);
        }}
        {...invalid(ui, id)}
      />
      <FieldErr ui={ui} at={id} />
    </div>
  );
}
