/**
 * The result: the status line (live), the items with their values (how each counts), the fu part by
 * part and their rounding (riichi), the items that held but do not count and why, the payments and
 * the reading the engine used. Words through the shared result formatting (`src/i18n/format.ts`).
 */
import type { ComponentChildren, JSX } from 'preact';
import { WINDS, type FuPart, type ScoreResult, type ScoredItem, type ScoreFailure, type ScoreSuccess, type Wait, type WinKind, type Wind } from '../../core/api.ts';
import type { ItemDef } from '../../core/ruleset.ts';
import { excludedText, joinList, resultTotalText, yakumanCount, yakumanMultiple, scoredItemName, scoredValueText, formatCount, sentenceStart, type Translate } from '../../i18n/format.ts';
import { tilesWords } from '../../lib/hand-view.ts';
import { tilesOf } from '../../lib/calc-state.ts';
import type { Ui } from './fields.tsx';
import { Tile } from './Tile.tsx';
import { Discards, Waits } from './WaitsView.tsx';

/** How a preset or venue names its items (display only) — see `CalcDisplay` in `Calculator.tsx`. */
export interface ItemNaming {
  /** An item's name as the chosen preset or venue writes it. */
  name(id: string): string;
  /** The rows an item is printed as (one per set of the row's tile), or undefined. */
  rows(id: string): { name: string; native?: string; tile?: string }[] | undefined;
}

/** What the error points at, as the field's label key (`ui:calc.<label>`). */
const FIELD_LABEL: Record<string, string> = {
  hand: 'hand',
  winTile: 'winTile',
  melds: 'melds',
  meld: 'melds',
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

type Found = ScoreSuccess | (ScoreFailure & { items: ScoredItem[] });

export interface ResultProps {
  ui: Ui;
  H: 'h2' | 'h3';
  result: ScoreResult | null;
  /** A hand one tile short: its waits, each scored both ways (the engine's `answer()`). */
  waits?: Wait[];
  /** A full hand that does not win: the discards that leave it waiting. */
  discards?: { tile: string; waits: string[] }[];
  blank: boolean;
  crashed: boolean;
  defs: readonly ItemDef[];
  valueOf: (id: string) => ItemDef['value'] | undefined;
  naming: ItemNaming;
  /** Every tile of the hand (concealed and declared), to tell which rows of an item it holds. */
  allTiles: readonly string[];
  nativeLang?: string;
  /** The winner's seat, who discarded (a win on a discard) and who is liable, to name the seats of the payments. */
  seat: { win: WinKind; seatWind: Wind; discarder?: Wind; liable?: Wind };
  /** The page's locale for Intl (lists joined its way). */
  intl: string;
  /** Riichi: the note that furiten cannot be known (no discards are entered). */
  furiten?: string;
  /** The winning tile typed while the hand is one short, as a wait's tile (`Waits`' `chosen`). */
  chosen?: string;
  onWait?: (code: string) => void;
  onDiscard?: (code: string) => void;
}

/** The hand's total in words (yakuman: as many as the rules pay). */
function totalOf(r: Found, p: ResultProps): string {
  return resultTotalText(r, yakumanMultiple(r, p.valueOf), p.ui.fmt);
}

/**
 * The one-line summary: the total and what the winner receives, or the error and what was found. A
 * line of its own, so it starts with a capital where its first word does not ("yakuman · …").
 */
export function statusText(p: ResultProps): string {
  return sentenceStart(statusWords(p));
}

function statusWords(p: ResultProps): string {
  const { t, num } = p.ui;
  if (p.blank) return t('ui:calc.empty');
  if (p.waits && !p.crashed) return t('ui:calc.waiting', { tiles: tilesWords(p.waits.map((w) => w.tile), t) });
  const r = p.result;
  if (p.crashed || !r) return t('ui:calc.internal');
  if (r.ok) return `${totalOf(r, p)} · ${t('ui:calc.total', { total: num(r.total) })}`;
  const err = p.ui.err;
  const at = err?.at.replace(/-\d+$/, '');
  const label = at && FIELD_LABEL[at];
  // A message in words (a count, a conflict) says where it is; the code's sentence gets its field.
  let out = err?.message ?? (label ? t('ui:calc.errorIn', { message: t(`ui:errors.${r.error.code}`), field: t(`ui:calc.${label}`) }) : t(`ui:errors.${r.error.code}`));
  if (r.items) out += ` ${t('ui:calc.found', { total: totalOf(r as Found, p) })}`;
  if (p.discards)
    out += ` ${p.discards.length ? t('ui:calc.discardsStatus', { tiles: tilesWords(p.discards.map((d) => d.tile), t) }) : t('ui:calc.noDiscards')}`;
  return out;
}

export function ResultView(p: ResultProps & { status: string }) {
  const { ui, H } = p;
  const { t } = ui;
  const r = p.result;
  const found: Found | null = !p.blank && !p.crashed && r ? (r.ok ? r : r.items ? (r as Found) : null) : null;
  let body: ComponentChildren = null;
  if (p.waits && !p.crashed) {
    body = <Waits ui={ui} H={H} waits={p.waits} valueText={(x) => totalOf(x, p)} onWait={(c) => p.onWait?.(c)} furiten={p.furiten} chosen={p.chosen} />;
  } else if (found) {
    body = (
      <>
        {found.items.length > 0 && <Items {...p} scored={found.items} />}
        {found.fuParts && found.fuParts.length > 0 && found.fu !== undefined && <FuParts ui={ui} H={H} parts={found.fuParts} fu={found.fu} />}
        {found.excluded && found.excluded.length > 0 && (
          <>
            <H class="calc-sub">{t('ui:calc.excludedTitle')}</H>
            <ul class="calc-excluded">
              {found.excluded.map((e) => (
                <li data-excluded={e.id} data-by={e.by} data-relation={e.relation}>
                  {excludedText(e, p.naming.name, ui.fmt)}
                </li>
              ))}
            </ul>
          </>
        )}
        <p class="calc-total">{t('ui:example.result.total', { value: totalOf(found, p) })}</p>
        <YakumanNotAdded ui={ui} result={found} valueOf={p.valueOf} />
        {found.ok && (
          <>
            <H class="calc-sub">{t('ui:calc.payments')}</H>
            <ul class="calc-pay">
              {found.payments.map((pay) => (
                <li data-payer={pay.from} data-amount={pay.amount}>
                  {t(`ui:calc.payer.${pay.from}`, { amount: ui.num(pay.amount) })}
                </li>
              ))}
            </ul>
            <p class="calc-receives" data-receives={found.total}>
              {t('ui:calc.total', { total: ui.num(found.total) })}
            </p>
            <Included ui={ui} intl={p.intl} result={found} />
            <Seats ui={ui} H={H} result={found} seat={p.seat} />
          </>
        )}
        {found.reading && <Reading text={found.reading} t={t} title={<H class="calc-sub">{t('ui:calc.reading')}</H>} />}
        {p.discards && <Discards ui={ui} H={H} discards={p.discards} onDiscard={(c) => p.onDiscard?.(c)} />}
      </>
    );
  } else if (p.discards) {
    body = <Discards ui={ui} H={H} discards={p.discards} onDiscard={(c) => p.onDiscard?.(c)} />;
  }
  const error = !!(r && !r.ok) || p.crashed;
  return (
    // Focusable: on a wide screen the result is a column of its own that scrolls when long (the waits
    // of a hand, the seats), and the keyboard must reach it (axe: scrollable-region-focusable).
    <section class="calc-result" aria-labelledby="calc-result-h" tabIndex={0}>
      <H id="calc-result-h">{t('ui:calc.result')}</H>
      <p role="status" aria-live="polite" aria-atomic="true" class={error ? 'calc-status calc-status-error' : 'calc-status'} data-code={r && !r.ok ? r.error.code : undefined}>
        {p.status}
      </p>
      {body}
    </section>
  );
}

/** Yakuman listed that the rules do not add up (riichi, `multipleYakuman` off): what the hand is paid as. */
function YakumanNotAdded({ ui, result, valueOf }: { ui: Ui; result: Found; valueOf: ResultProps['valueOf'] }) {
  const { listed, paid } = yakumanCount(result, valueOf);
  if (!result.ok || paid < 1 || paid >= listed) return null;
  return (
    <p class="calc-included" data-yakuman-listed={listed} data-yakuman-paid={paid}>
      {ui.t('ui:calc.yakumanNotAdded', { n: ui.num(paid), listed: ui.num(listed) })}
    </p>
  );
}

/**
 * What the counters (honba) and the riichi sticks on the table add to the amounts above, when the hand
 * has any (riichi: `honbaPoints`, `riichiStickPoints`): without it, a mangan whose discarder pays
 * 8,600 and whose winner receives 9,600 leaves the table to work out why.
 */
function Included({ ui, intl, result }: { ui: Ui; intl: string; result: ScoreSuccess }) {
  const parts: string[] = [];
  if (result.honbaPoints !== undefined) parts.push(ui.t('ui:calc.includedHonba', { points: ui.num(result.honbaPoints) }));
  if (result.riichiStickPoints !== undefined) parts.push(ui.t('ui:calc.includedSticks', { points: ui.num(result.riichiStickPoints) }));
  if (!parts.length) return null;
  return (
    <p class="calc-included" data-honba-points={result.honbaPoints} data-stick-points={result.riichiStickPoints}>
      {ui.t('ui:calc.included', { parts: joinList(intl, parts) })}
    </p>
  );
}

/**
 * What each seat pays or receives (`paymentsBySeat`: sticks and counters included), the winner and the
 * discarder named; where the engine cannot tell the seats, what is missing.
 */
function Seats({ ui, H, result, seat }: { ui: Ui; H: 'h2' | 'h3'; result: ScoreSuccess; seat: ResultProps['seat'] }) {
  const { t, num } = ui;
  const by = result.paymentsBySeat;
  if (!by)
    return <p class="calc-hint calc-seats-unknown">{t(seat.win === 'discard' && !seat.discarder ? 'ui:calc.seatsNeedDiscarder' : 'ui:calc.seatsUnknown')}</p>;
  const liable = result.payments.some((p) => p.from === 'liable') ? seat.liable : undefined;
  const role = (w: Wind) => (w === seat.seatWind ? 'winner' : seat.win === 'discard' && w === seat.discarder ? 'discarder' : w === liable ? 'liable' : null);
  return (
    <>
      <H class="calc-sub" id="calc-seats-h">
        {t('ui:calc.seats')}
      </H>
      <table class="calc-items calc-seats" aria-labelledby="calc-seats-h">
        <tbody>
          {WINDS.filter((w) => by[w] !== undefined).map((w) => {
            const n = by[w]!;
            const r = role(w);
            return (
              <tr data-seat={w} data-amount={n} data-role={r ?? undefined}>
                <th scope="row">
                  {t(`ui:winds.${w}`)}
                  {r && <span class="cs-role"> ({t(`ui:calc.role.${r}`)})</span>}
                </th>
                <td class={n > 0 ? 'num cs-plus' : 'num'}>
                  {n > 0 ? t('ui:calc.seatReceives', { amount: num(n) }) : n < 0 ? t('ui:calc.seatPays', { amount: num(-n) }) : t('ui:calc.seatNothing')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** What kind of `how` an item has (`limit`, `tier`, `count`), for tools and styles. */
const howKind = (it: ScoredItem) => (it.how ? Object.keys(it.how)[0] : undefined);

function Items(p: ResultProps & { scored: ScoredItem[] }) {
  const { ui } = p;
  const { t } = ui;
  /** The rows of a scored item that the hand holds (one per set of the row's tile), or null. */
  const rowsOf = (it: ScoredItem) => {
    const rows = p.naming.rows(it.id);
    if (!rows) return null;
    const held = rows.filter((r) => r.tile !== undefined && p.allTiles.filter((c) => c === r.tile).length >= 3);
    const count = it.how && 'count' in it.how ? it.how.count : (it.count ?? 1);
    return held.length === count ? held : null;
  };
  return (
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
        {p.scored.flatMap((it) => {
          const def = p.defs.find((d) => d.id === it.id);
          const rows = rowsOf(it);
          // An item printed as rows (the dragon pungs): one line per row the hand holds, its value once each.
          if (rows)
            return rows.map((r) => (
              <tr data-item={it.id} data-row-tile={r.tile}>
                <th scope="row">
                  <span class="ci-name">{r.name}</span>
                  {(r.native ?? def?.native) && (
                    <span class="native" lang={p.nativeLang}>
                      {r.native ?? def?.native}
                    </span>
                  )}
                </th>
                <td class="num">{formatCount(it.value / rows.length, ui.fmt)}</td>
              </tr>
            ));
          const base = p.naming.name(it.id);
          return (
            <tr data-item={it.id} data-how={howKind(it)}>
              <th scope="row">
                <span class="ci-name">{scoredItemName(base, it, ui.fmt)}</span>
                {def?.native && (
                  <span class="native" lang={p.nativeLang}>
                    {def.native}
                  </span>
                )}
                {def?.romaji && def.romaji !== base && (
                  <span class="romaji" lang={`${p.nativeLang}-Latn`}>
                    {def.romaji}
                  </span>
                )}
              </th>
              <td class="num">{scoredValueText(p.valueOf(it.id), it.value, ui.fmt)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The fu part by part, each with its tiles, then the sum and its rounding up to the hand's fu. */
function FuParts({ ui, H, parts, fu }: { ui: Ui; H: 'h2' | 'h3'; parts: FuPart[]; fu: number }) {
  const { t, num } = ui;
  const fuText = (n: number) => t('ui:example.result.fu', { n: num(n) });
  const sum = parts.reduce((n, part) => n + part.fu, 0);
  return (
    <>
      <H class="calc-sub" id="calc-fu-h">
        {t('ui:calc.fuTitle')}
      </H>
      <table class="calc-items calc-fu" aria-labelledby="calc-fu-h">
        <thead>
          <tr>
            <th scope="col">{t('ui:calc.fuPart')}</th>
            <th scope="col" class="num">
              {t('ui:calc.fu')}
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => {
            const codes = part.tiles ? (tilesOf(part.tiles) ?? []) : [];
            return (
              <tr data-fu-part={part.id} data-fu={part.fu}>
                <th scope="row">
                  <span class="ci-name">{t(`riichi:fuParts.${part.id}`)}</span>
                  {codes.length > 0 && (
                    <span class="calc-fu-tiles" role="img" aria-label={tilesWords(codes, t)}>
                      {codes.map((c) => (
                        <Tile code={c} />
                      ))}
                    </span>
                  )}
                </th>
                <td class="num">{fuText(part.fu)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {sum !== fu && (
            <tr data-fu-sum={sum}>
              <th scope="row">{t('ui:calc.fuSum')}</th>
              <td class="num">{fuText(sum)}</td>
            </tr>
          )}
          <tr data-fu-total={fu}>
            <th scope="row">{sum !== fu ? t('ui:calc.fuRounded') : t('ui:calc.fu')}</th>
            <td class="num">{fuText(fu)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/** The reading the engine used (`234m 567p 22s [678s]`), drawn as tiles; melds in brackets. */
function Reading(props: { text: string; t: Translate; title: JSX.Element }) {
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
