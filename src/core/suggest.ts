/**
 * "Did you mean …?": the known word nearest to a typo, by edit distance (insertions, deletions,
 * substitutions and swaps of two neighbouring letters), for the venue file's messages. Pure.
 */

/** Edit distance with adjacent transpositions (optimal string alignment), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...new Array<number>(t.length).fill(0)]);
  for (let j = 1; j <= t.length; j++) d[0][j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[s.length][t.length];
}

/** A word as compared with names: lowercase, letters and digits only (`Seven Pairs` → `sevenpairs`). */
function squash(s: string): string {
  return s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The candidate nearest to `word`, when it is near enough to be a typo of it: at most 1 edit for
 * words up to 4 letters, 2 up to 8, 3 beyond. `aliases` maps other spellings (an item's name in the
 * venue's languages, its romaji) to the candidate they stand for; an alias matching the word exactly
 * (letters and digits only, any case) wins.
 */
export function didYouMean(
  word: string,
  candidates: readonly string[],
  aliases: readonly { text: string; id: string }[] = [],
): string | undefined {
  const w = squash(word);
  if (w === '') return undefined;
  const exact = candidates.find((c) => squash(c) === w) ?? aliases.find((a) => squash(a.text) === w)?.id;
  if (exact !== undefined && exact !== word) return exact;
  const limit = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestD = Infinity;
  const consider = (text: string, id: string) => {
    const d = editDistance(word, text);
    if (d < bestD && d <= limit) {
      best = id;
      bestD = d;
    }
  };
  for (const c of candidates) consider(c, c);
  for (const a of aliases) consider(a.text, a.id);
  return best === word ? undefined : best;
}
