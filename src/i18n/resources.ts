/**
 * i18next resources, one set per locale: `ui` (interface strings) and one namespace per ruleset
 * (item names and descriptions keyed by item id, settings, presets, prose).
 */
import type { Locale } from './config.ts';

import enUi from './locales/en/ui.json' with { type: 'json' };
import enRiichi from './locales/en/riichi.json' with { type: 'json' };
import enHongKong from './locales/en/hong-kong.json' with { type: 'json' };
import enTaiwanClub from './locales/en/taiwan-club.json' with { type: 'json' };
import hiUi from './locales/hi/ui.json' with { type: 'json' };
import hiRiichi from './locales/hi/riichi.json' with { type: 'json' };
import hiHongKong from './locales/hi/hong-kong.json' with { type: 'json' };
import hiTaiwanClub from './locales/hi/taiwan-club.json' with { type: 'json' };
import idUi from './locales/id/ui.json' with { type: 'json' };
import idRiichi from './locales/id/riichi.json' with { type: 'json' };
import idHongKong from './locales/id/hong-kong.json' with { type: 'json' };
import idTaiwanClub from './locales/id/taiwan-club.json' with { type: 'json' };

export const NAMESPACES = ['ui', 'riichi', 'hong-kong', 'taiwan-club'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type ResourceTree = { [key: string]: string | ResourceTree };

export const resources: Record<Locale, Record<Namespace, ResourceTree>> = {
  en: { ui: enUi, riichi: enRiichi, 'hong-kong': enHongKong, 'taiwan-club': enTaiwanClub },
  hi: { ui: hiUi, riichi: hiRiichi, 'hong-kong': hiHongKong, 'taiwan-club': hiTaiwanClub },
  id: { ui: idUi, riichi: idRiichi, 'hong-kong': idHongKong, 'taiwan-club': idTaiwanClub },
};
