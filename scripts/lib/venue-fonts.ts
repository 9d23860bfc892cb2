/**
 * The venue check's part of the font step: a venue file's Han characters that no font of the site
 * draws (a character Noto Sans TC lacks, a Japanese form such as 荘 on a venue whose names are
 * Chinese). The build finds them when it cuts the fonts and stops (src/integrations/fonts.mjs); the
 * check reads the same font packages, without cutting them, and says the same problem with the same
 * fix — so that a file the check passes is one the build takes.
 */
import { rulesets } from '../../src/rules/index.ts';
import type { VenueIssue } from '../../src/venues/types.ts';
import type { VenueSource } from '../../src/venues/source.ts';
import { hanCodePoints, hanFontDraws, venueHan, venueHanProblems, venueStrings } from '../../src/integrations/fonts.mjs';

/** Each ruleset's native-name language: the Han font its venues' native names are drawn with. */
const RULESET_LANGS: Record<string, string> = Object.fromEntries(rulesets.map((r) => [r.id, r.nativeLang]));

/** The problems of these (readable) venue files' Han characters, at the line and column of their field. */
export async function venueHanIssues(sources: readonly VenueSource[]): Promise<VenueIssue[]> {
  const texts = sources
    // A file that could not be read as YAML is told so first: its strings are not known yet.
    .filter((s) => !s.missing && s.text !== '' && s.issues.length === 0)
    .flatMap((s) => {
      const strings = venueStrings(s.text);
      return strings ? [{ rel: s.file, strings, hans: venueHan(s.text, RULESET_LANGS) }] : [];
    });
  const cps = (han: 'tc' | 'jp') => texts.filter((t) => han === 'tc' || t.hans.has(han)).flatMap((t) => t.strings.flatMap((x) => hanCodePoints(x.text)));
  const draws = await hanFontDraws({ tc: cps('tc'), jp: cps('jp') });
  const problems = await venueHanProblems(texts, draws);
  return problems.map(({ rel, line, field, reason }) => {
    const at = sources.find((s) => s.file === rel)?.locate(field);
    return { file: rel, field, reason, ...(at ?? (line ? { line } : {})) };
  });
}
