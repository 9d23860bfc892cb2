/**
 * The tile set: one tab stop, arrow keys between tiles (a row per suit), Enter / Space adds. A tile
 * that cannot be added now (`block`: every copy in use, the hand full, no set of the kind starts
 * there) stays focusable but is `aria-disabled`, greyed out, and its name says why.
 */
import { useRef, useState } from 'preact/hooks';
import type { Translate } from '../../i18n/format.ts';
import { tileWords } from '../../lib/hand-view.ts';
import type { TileBlock } from './state.ts';
import { Tile } from './Tile.tsx';

export function Palette(props: {
  rows: string[][];
  label: string;
  hint: string;
  t: Translate;
  onTap: (c: string) => void;
  /** Why a tile cannot be added now; `none`: no reason to give (a chow of honours). */
  block?: (c: string) => TileBlock | 'none';
}) {
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
            const why = props.block?.(code) ?? null;
            const words = tileWords(code, t);
            return (
              <button
                type="button"
                class="ct"
                data-tile={code}
                data-block={why ?? undefined}
                tabIndex={k === at ? 0 : -1}
                aria-label={why === 'used' ? t('ui:calc.tileUsed', { tile: words }) : why === 'full' ? t('ui:calc.tileFull', { tile: words }) : words}
                aria-disabled={why ? true : undefined}
                onFocus={() => setFocus(k)}
                onClick={() => !why && props.onTap(code)}
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
