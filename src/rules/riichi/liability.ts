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
    heading: 'Liability: Third melded dragon pung and fourth melded wind pung',
    readAt: [
      {
        url: 'https://www.readkong.com/page/rules-for-japanese-mahjong-european-mahjong-association-3068426',
        what: 'the 2016 edition ("Rules for Japanese Mahjong, 2016 edition"): its table of contents names 3.3.9 and its heading',
      },
      {
        url: 'http://mahjongtime.com/Mahjong-Japanese-Rules-4.aspx?lang=eng',
        what: "the clause's text, under the same number and heading (Mahjong Time's copy of the Riichi Competition Rules; its edition is not stated there)",
      },
      {
        url: 'https://ooyamaneko.net/en/mahjong/bookcmp/view.php?book=RCR_2012&chap=3.3.11',
        what: 'the 2012 edition, 3.3.6: the same two sentences, without the one on counters',
      },
    ],
  },
};

/** Where the EMA 2025 liability clause was looked for (checked 2026-09-13): none of these gave its text. */
export const SEARCHED_EMA_2025 = [
  'searches for the clause in rule pages and rulebook transcriptions (riichi.wiki, ooyamaneko.net, readkong.com, mahjongtime.com, mahjong-europe.org): only the 2012 and 2016 editions were found',
] as const;

/** Where the WRC 2025 liability clause was looked for (checked 2026-09-13): none of these gave its text. */
export const SEARCHED_WRC_2025 = [
  'searches for the clause in rule pages and rulebook transcriptions (riichi.wiki, ooyamaneko.net, scribd.com): only the table of contents of the 2015 rulebook, which lists "6.2 Liability payment", and the 2022 optional rules were found',
  'https://pt.scribd.com/document/352953763/World-Riichi-Championship-Rules (2015: the contents only)',
] as const;
