/**
 * Riichi liability (pao, 責任払い) as rule data: which hands carry it, how a tsumo and a ron split,
 * and the rulebook clause it comes from. Which preset plays it is `liability` on each preset
 * (`settings.ts`): a preset whose rulebook clause could not be read plays none.
 *
 * EMA Riichi Competition Rules 2016, 3.3.9 "Liability: Third melded dragon pung and fourth melded
 * wind pung". The section number and heading are those of the 2016 edition's table of contents; the
 * clause's text was read on the copy of the rules published by Mahjong Time under the same number
 * and heading (the edition's own text was not reachable): a player who feeds the third dragon
 * pung/kong to an opponent with two melded dragon pungs/kongs, or the fourth wind pung/kong to an
 * opponent with three melded wind pungs/kongs, pays the full value of the hand when Big Three Dragons
 * or Big Four Winds is made on a self-draw (the two other opponents pay nothing); when another
 * opponent discards the winning tile, he shares the payment equally with the feeder, and only the
 * discarder pays the counters.
 */
import type { LiabilityRule } from '../../core/ruleset.ts';

export const pao: LiabilityRule = {
  id: 'pao',
  native: '責任払い',
  hands: [
    { item: 'daisangen', sets: '567z' },
    { item: 'daisuushii', sets: '1234z' },
  ],
  selfDrawn: 'liable-pays-all',
  discard: { kind: 'shared', liableShare: 0.5, counters: 'discarder' },
  basis: {
    kind: 'rulebook',
    ref: { source: 'ema-2016', section: '3.3.9' },
  },
};

/**
 * The heading of each rule's clause and where it was read — provenance kept beside the rule, not in
 * it, so the browser's engine does not carry it (`tests/rules/liability.test.ts` holds them to the
 * rules): the 2016 edition's contents (3.3.9 and its heading), the clause's text (Mahjong Time's copy of the rules
 * under the same number and heading; its edition is not stated there), and the 2012 edition's 3.3.6
 * (the same two sentences, without the one on counters).
 */
export const READ_AT: Readonly<Record<string, { heading: string; at: readonly { url: string; what: 'contents' | 'text' | 'earlier-edition' }[] }>> = {
  pao: {
    // The clause's heading, as the rulebook names it.
    heading: 'Liability: Third melded dragon pung and fourth melded wind pung',
    at: [
      { url: 'https://www.readkong.com/page/rules-for-japanese-mahjong-european-mahjong-association-3068426', what: 'contents' },
      { url: 'http://mahjongtime.com/Mahjong-Japanese-Rules-4.aspx?lang=eng', what: 'text' },
      { url: 'https://ooyamaneko.net/en/mahjong/bookcmp/view.php?book=RCR_2012&chap=3.3.11', what: 'earlier-edition' },
    ],
  },
};

/**
 * Where the EMA 2025 liability clause was looked for (rule pages and rulebook transcriptions, checked
 * 2026-09-13): only the 2012 and 2016 editions' texts turned up.
 */
const SEARCHED_EMA_2025 = ['riichi.wiki', 'ooyamaneko.net', 'readkong.com', 'mahjongtime.com', 'mahjong-europe.org'] as const;

/**
 * Where the WRC 2025 liability clause was looked for (rule pages and rulebook transcriptions, checked
 * 2026-09-13): only the contents of the 2015 rulebook, which list "6.2 Liability payment"
 * (https://pt.scribd.com/document/352953763/World-Riichi-Championship-Rules), and the 2022 optional
 * rules turned up.
 */
const SEARCHED_WRC_2025 = ['riichi.wiki', 'ooyamaneko.net', 'scribd.com'] as const;

/** The sites each preset's liability clause was looked for on, where it was not found (`liability: { none: 'not-found' }`). */
export const SEARCHED: Readonly<Record<string, readonly string[]>> = { 'ema-2025': SEARCHED_EMA_2025, 'wrc-2025': SEARCHED_WRC_2025 };
