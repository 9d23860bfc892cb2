/**
 * README.md, "How to add a venue", says what is true: its venue file is valid as it stands (it once
 * failed with "notes.id: missing the id text"), its settlement block is valid in a riichi venue, and
 * its example problems are the checker's words for the mistakes they describe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVenueText, sourceIssues } from '../../src/venues/source.ts';
import { formatVenueIssue } from '../../src/venues/validate.ts';
import { root } from '../site/dist.mjs';

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## How to add a venue'), readme.indexOf('\n## ', readme.indexOf('## How to add a venue') + 5));
const blocks = (lang: string) => [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

describe('README, "How to add a venue"', () => {
  it('starts with the venue commands', () => {
    const first = blocks('sh')[0];
    for (const cmd of ['npm run venue -- new', 'npm run venue -- check', 'npm run venue -- items', 'npm run venue -- preview']) expect(first).toContain(cmd);
    expect(section.indexOf('```sh')).toBeLessThan(section.indexOf('```yaml'));
  });
  it('its venue file is valid as it stands', () => {
    const [file] = blocks('yaml');
    expect(sourceIssues(parseVenueText('content/venues/lotus-pond-mahjong-club.yaml', file))).toEqual([]);
  });
  it('its settlement block is valid in a riichi venue', () => {
    const settlement = blocks('yaml')[1];
    const text = `name: Riichi Club\nruleset: riichi\npreset: ema-2025\nrulesVersion: 2026-09-13\nlanguages: [en]\n${settlement}`;
    expect(sourceIssues(parseVenueText('content/venues/riichi-club.yaml', text))).toEqual([]);
  });
  it('its example problems are what the checker says', () => {
    const shown = section.split('\n').filter((l) => /^content\/venues\/.*, line \d+, column \d+ — /.test(l));
    const FILE = 'content/venues/koi-pond-riichi-club.yaml';
    const head = 'name: Koi Pond Club\nruleset: riichi\npreset: ema-2025\n';
    const checked = [
      ...sourceIssues(parseVenueText(FILE, `${head}rulesVersion: 2026-02-30\nlanguages: [en, id]\nsettings:\n  kiriage: no\nitems:\n  chiitoitu: 2\n`)),
      ...sourceIssues(parseVenueText(FILE, `${head}rulesVersion: 2026-09-13\nlanguages: [en, id]\nsettings:\n  kiriage: no\nitems:\n  sankantsu: off\nnotes:\n  en: New players: come at 12:30\n`)),
    ].map((i) => formatVenueIssue(i));
    expect(shown.length).toBe(3);
    for (const line of shown) expect(checked).toContain(line);
  });
});
