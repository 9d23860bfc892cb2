/**
 * A Japanese name in Hepburn romaji (the rule data's `romaji`) written in katakana the way players
 * write mahjong terms: long vowels as ー (Chiitoitsu → チートイツ, Riichi → リーチ, Iipeikou →
 * イーペイコー, Chinitsu → チンイツ). Used only as an extra search word (scripts/search-index.ts), never shown: a reading
 * it gets wrong only fails to match.
 */
const V: Record<string, string> = { a: 'ア', i: 'イ', u: 'ウ', e: 'エ', o: 'オ' };
const ROWS: Record<string, string> = {
  k: 'カキクケコ', g: 'ガギグゲゴ', s: 'サシスセソ', z: 'ザジズゼゾ', t: 'タチツテト', d: 'ダヂヅデド', n: 'ナニヌネノ',
  h: 'ハヒフヘホ', b: 'バビブベボ', p: 'パピプペポ', m: 'マミムメモ', r: 'ラリルレロ', y: 'ヤ・ユ・ヨ', w: 'ワ・・・ヲ',
};
const SPECIAL: [string, string][] = [
  ['shi', 'シ'], ['chi', 'チ'], ['tsu', 'ツ'], ['fu', 'フ'], ['ji', 'ジ'],
  ['sha', 'シャ'], ['shu', 'シュ'], ['sho', 'ショ'], ['cha', 'チャ'], ['chu', 'チュ'], ['cho', 'チョ'],
  ['ja', 'ジャ'], ['ju', 'ジュ'], ['jo', 'ジョ'],
];
const SMALL: Record<string, string> = { a: 'ャ', u: 'ュ', o: 'ョ' };
const VOWELS = 'aiueo';

export function romajiToKatakana(romaji: string): string {
  return romaji
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map(word)
    .join('');
}

function word(w: string): string {
  let out = '';
  let last = '';
  for (let i = 0; i < w.length; ) {
    const c = w[i];
    // A long vowel: ii, uu, aa, ee, oo, ou after a syllable.
    if (last && VOWELS.includes(c) && (c === last || (last === 'o' && c === 'u'))) {
      out += 'ー';
      last = '';
      i++;
      continue;
    }
    if (VOWELS.includes(c)) {
      out += V[c];
      last = c;
      i++;
      continue;
    }
    const sp = SPECIAL.find(([r]) => w.startsWith(r, i));
    if (sp) {
      out += sp[1];
      last = sp[0].at(-1)!;
      i += sp[0].length;
      continue;
    }
    const next = w[i + 1];
    // ン before a consonant, at the end, and inside a word before a vowel or y (Chinitsu チンイツ,
    // Sanankou サンアンコー, Tanyao タンヤオ: the mahjong terms have no な-row syllable there).
    if (c === 'n' && (next === undefined || !VOWELS.includes(next) || i > 0) && (i > 0 || !VOWELS.includes(next ?? ''))) {
      out += 'ン';
      last = '';
      i++;
      continue;
    }
    if (next === c && c !== 'n') {
      out += 'ッ';
      i++;
      continue;
    }
    if (next === 'y' && ROWS[c] && SMALL[w[i + 2]]) {
      out += ROWS[c][1] + SMALL[w[i + 2]];
      last = w[i + 2];
      i += 3;
      continue;
    }
    const row = ROWS[c];
    const k = next ? VOWELS.indexOf(next) : -1;
    if (row && k >= 0 && row[k] !== '・') {
      out += row[k];
      last = next;
      i += 2;
      continue;
    }
    // Not romaji: leave the word as it is.
    return '';
  }
  return out;
}
