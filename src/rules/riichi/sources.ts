/** The rulebooks the riichi data follows (checked on the seed's date). */
import type { Source, SourceRef } from '../../core/ruleset.ts';

export const CHECKED = '2026-09-13';

export const sources: Source[] = [
  {
    id: 'ema-2025',
    publisher: 'European Mahjong Association',
    title: 'Riichi Competition Rules',
    edition: '2025',
    url: 'https://mahjong-europe.org/',
    checked: CHECKED,
  },
  {
    id: 'ema-2016',
    publisher: 'European Mahjong Association',
    title: 'Riichi Competition Rules',
    edition: '2016',
    url: 'https://mahjong-europe.org/',
    checked: CHECKED,
  },
  {
    id: 'wrc-2025',
    publisher: 'World Riichi Championship',
    title: 'WRC Rules and Clarifications',
    edition: '2025',
    url: 'https://www.worldriichi.org/',
    checked: CHECKED,
  },
];

/** An item's source in the default (EMA 2025) rulebook. */
export const ema = (section: string): SourceRef => ({ source: 'ema-2025', section });
