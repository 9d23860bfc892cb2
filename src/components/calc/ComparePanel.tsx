/**
 * "This hand under other rules" (issue 16): a closed `<details>` below the calculator's result. Its
 * body (`CompareRows.tsx`: the engine's comparison and its words) is loaded and computed only when it
 * is first opened, so the page loads a few hundred bytes for it and editing a hand scores nothing more
 * while it is closed. See `CompareRows.tsx` for what it shows and the marks tools find it by.
 */
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { ScoreResult } from '../../core/api.ts';
import type { RulesetDef } from '../../core/ruleset.ts';
import type { ExtraPreset } from '../../engine/score.ts';
import type { CalcState } from '../../lib/calc-state.ts';
import type { CalcRules } from './compose.ts';
import type { Ui } from './fields.tsx';
import type { CalcPreset } from './OptionsForm.tsx';
import type { CalcDisplay } from './Calculator.tsx';

export interface ComparePanelProps {
  ui: Ui;
  H: 'h2' | 'h3';
  /** Intl locale, for lists ("A, B and C"). */
  intl: string;
  rs: RulesetDef;
  calc: CalcState;
  rules: CalcRules;
  /** The page's preset (a venue guide's venue). */
  initialPreset: string;
  /** The presets and venues with their names (`CalcProps.presets`). */
  presets: readonly CalcPreset[];
  /** The venues as engine presets, and the switched items' preset when there is one. */
  extraPresets: readonly ExtraPreset[];
  /** The calculator's scorer. */
  score: (input: unknown) => ScoreResult;
  /** Each venue's guide (slug → its address in the page's language, or the venue's first): `CalcProps.venueLinks`. */
  venueLinks?: Readonly<Record<string, string>>;
  /** The ruleset's calculator page, on a venue guide whose ruleset other venues play: `CalcProps.allVenuesAt`. */
  allVenuesAt?: string;
  /** Per preset or venue, its own item names (`CalcProps.display`): each row names items as its guide does. */
  display?: Readonly<Record<string, CalcDisplay>>;
  /** The hand is blank. */
  blank: boolean;
}

export function ComparePanel(p: ComparePanelProps) {
  const [open, setOpen] = useState(false);
  const [Body, setBody] = useState<ComponentType<ComparePanelProps> | null>(null);
  const { t } = p.ui;
  const H = p.H;
  const toggle = (e: Event) => {
    const now = (e.currentTarget as HTMLDetailsElement).open;
    setOpen(now);
    if (now && !Body) void import('./CompareRows.tsx').then((m) => setBody(() => m.CompareRows));
  };
  return (
    <details class="calc-compare" data-compare-panel data-loaded={Body ? '' : undefined} onToggle={toggle}>
      <summary>
        <H class="calc-compare-h">{t('ui:compare.title')}</H>
      </summary>
      {open && (Body ? <Body {...p} /> : <p class="note">{t('ui:compare.loading')}</p>)}
    </details>
  );
}
