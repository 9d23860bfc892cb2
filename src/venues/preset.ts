/**
 * A venue as the engine and the pages see it: an `ExtraPreset` for `createScorer` / `scorer` (so a
 * hand's `preset` may be the venue's slug), its settings and items, and a "venue view" of its ruleset
 * whose only preset is the venue's — the shape the reference components (`src/components/ref/*`)
 * render, so the venue's tables come from the same code as the reference pages.
 */
import type { ExtraPreset } from '../engine/score.ts';
import { getRuleset } from '../rules/index.ts';
import { effectiveItems, resolveSettings, withPreset } from '../rules/presets.ts';
import type { ItemDef, RulesetDef } from '../core/ruleset.ts';
import type { SettingValue } from '../core/api.ts';
import type { Venue } from './types.ts';

/** The venue as a preset of the engine: `preset: "<slug>"` in a hand scores it with the venue's rules. */
export function toExtraPreset(venue: Venue): ExtraPreset {
  return {
    id: venue.slug,
    ruleset: venue.ruleset,
    base: venue.preset,
    settings: { ...venue.settings },
    overrides: structuredClone(venue.overrides),
    ...(venue.formerSlugs.length ? { formerIds: [...venue.formerSlugs] } : {}),
  };
}

export function toExtraPresets(venues: readonly Venue[]): ExtraPreset[] {
  return venues.map(toExtraPreset);
}

/** The ruleset with the venue added as a preset (id = the venue's slug). */
export function rulesetWithVenue(venue: Venue): RulesetDef {
  return withPreset(getRuleset(venue.ruleset), toExtraPreset(venue));
}

/**
 * The ruleset as the venue plays it, for the reference components: its only preset is the venue's,
 * under the base preset's id (so table labels read "HK classic", "EMA 2025"), and rows of optional
 * tables the venue switched off (Taiwanese instant payments) are left out.
 */
export function venueView(venue: Venue): RulesetDef {
  const rs = rulesetWithVenue(venue);
  const mine = rs.presets.find((p) => p.id === venue.slug)!;
  const settings = resolveSettings(rs, venue.slug);
  const view: RulesetDef & Record<string, unknown> = {
    ...rs,
    presets: [{ ...mine, id: venue.preset }],
    defaultPreset: venue.preset,
  };
  const instant = (rs as unknown as { instantPayments?: { setting?: string }[] }).instantPayments;
  if (instant) view.instantPayments = instant.filter((r) => !r.setting || settings[r.setting] === true);
  return view;
}

/** Every setting's value at the venue (defaults, base preset, the venue's own). */
export function venueSettings(venue: Venue): Record<string, SettingValue> {
  return resolveSettings(rulesetWithVenue(venue), venue.slug);
}

/** The items that count at the venue, with the venue's values (items it switched off are absent). */
export function venueItems(venue: Venue): ItemDef[] {
  return effectiveItems(rulesetWithVenue(venue), venue.slug);
}

/** The settings whose value differs from the base preset's (the venue's house rules). */
export function changedSettings(venue: Venue): string[] {
  const rs = getRuleset(venue.ruleset);
  const base = resolveSettings(rs, venue.preset);
  const mine = venueSettings(venue);
  return rs.settings.map((s) => s.id).filter((id) => JSON.stringify(base[id]) !== JSON.stringify(mine[id]));
}
