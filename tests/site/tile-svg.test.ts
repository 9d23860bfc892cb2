/**
 * Tile faces (`src/lib/tile-svg.ts`) and hands in words (`src/lib/hand-view.ts`): every tile draws a
 * well-formed SVG, red fives differ from plain fives, a bad code is a clear error, and a hand is laid
 * out (winning tile apart, concealed kong face down at both ends) and read in words.
 */
import { describe, expect, it } from 'vitest';
import { BACK, TILE_CODES, splitTiles, tileBody, tileSvg, tileSymbol, tileSymbolId } from '../../src/lib/tile-svg.ts';
import { handLayout, handWords, tilesUsed, tilesWords } from '../../src/lib/hand-view.ts';
import { rulesets } from '../../src/rules/index.ts';

/**
 * A small XML well-formedness check (no DOM in the tests): tags nest and close, attributes are quoted
 * and unique, no stray `<` or `&`. Returns the list of element names, in order.
 */
function wellFormed(xml: string): string[] {
  const names: string[] = [];
  const stack: string[] = [];
  const re = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < xml.length) {
    re.lastIndex = pos;
    m = re.exec(xml);
    if (!m) throw new Error(`not well-formed at ${pos}: ${xml.slice(pos, pos + 40)}`);
    pos = re.lastIndex;
    if (m[5] !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(m[5])) throw new Error(`bare & in text: ${m[5]}`);
      continue;
    }
    const [, close, name, attrs, selfClose] = m;
    if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
      continue;
    }
    const keys = [...attrs.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(keys).size !== keys.length) throw new Error(`<${name}> repeats an attribute`);
    names.push(name);
    if (!selfClose) stack.push(name);
  }
  if (stack.length) throw new Error(`unclosed: ${stack.join(', ')}`);
  return names;
}

describe('tile faces', () => {
  it('covers the 34 kinds, the three red fives and the eight bonus tiles', () => {
    expect(TILE_CODES).toHaveLength(34 + 3 + 8);
    expect(new Set(TILE_CODES).size).toBe(TILE_CODES.length);
    for (const s of ['m', 'p', 's']) for (let n = 1; n <= 9; n++) expect(TILE_CODES).toContain(`${n}${s}`);
    for (let n = 1; n <= 7; n++) expect(TILE_CODES).toContain(`${n}z`);
    for (let n = 1; n <= 8; n++) expect(TILE_CODES).toContain(`${n}f`);
    expect(TILE_CODES).toEqual(expect.arrayContaining(['0m', '0p', '0s']));
  });

  it.each([...TILE_CODES, BACK])('%s is a well-formed SVG with a face', (code) => {
    const svg = tileSvg(code, { class: 'tile', 'aria-hidden': 'true' });
    const names = wellFormed(svg);
    expect(names[0]).toBe('svg');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 30 40" class="tile" aria-hidden="true">/);
    // The frame and at least one mark on the face.
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(wellFormed(tileSymbol(code))[0]).toBe('symbol');
    // Small: the page reuses faces through <use>, but each face stays compact.
    expect(svg.length).toBeLessThan(2600);
  });

  it('draws every face differently', () => {
    const bodies = new Set([...TILE_CODES, BACK].map(tileBody));
    expect(bodies.size).toBe(TILE_CODES.length + 1);
  });

  it('draws red fives differently from plain fives, in red', () => {
    for (const s of ['m', 'p', 's']) {
      const red = tileBody(`0${s}`);
      const plain = tileBody(`5${s}`);
      expect(red).not.toBe(plain);
      const reds = (x: string) => (x.match(/#c41e2a/gi) ?? []).length;
      expect(reds(red)).toBeGreaterThan(reds(plain));
    }
  });

  it('writes characters with their numeral, honours and bonus tiles with their glyph', () => {
    expect(tileBody('7m')).toContain('七');
    expect(tileBody('7m')).toContain('萬');
    expect(tileBody('1z')).toContain('東');
    expect(tileBody('6z')).toContain('發');
    expect(tileBody('7z')).toContain('中');
    expect(tileBody('1f')).toContain('梅');
    expect(tileBody('8f')).toContain('冬');
    expect(tileBody('8f')).toMatch(/>4<\/text>/);
  });

  it.each(['', '10m', '8z', '9f', '0z', 'x', '5', 'm5', ' 1m'])('rejects %j with a clear error', (code) => {
    expect(() => tileBody(code)).toThrow(/unknown tile .*expected 1m–9m/);
    expect(() => tileSvg(code)).toThrow(/unknown tile/);
    expect(() => tileSymbolId(code)).toThrow(/unknown tile/);
  });

  it('splits mpsz into tile codes, red fives and bonus tiles included', () => {
    expect(splitTiles('406m 7z15f')).toEqual(['4m', '0m', '6m', '7z', '1f', '5f']);
    expect(() => splitTiles('12x')).toThrow(/unexpected character/);
  });
});

const words: Record<string, string> = {
  'ui:tiles.red': 'red {{n}}',
  'ui:tiles.times': '{{tile}} x{{count}}',
  'ui:tiles.back': 'face down',
  'ui:tiles.honour.1': 'East',
  'ui:tiles.honour.7': 'Red',
  'ui:tiles.bonus.1': 'Plum',
  'ui:melds.kan-closed': 'concealed kong',
  'ui:melds.pon': 'pung',
};
const t = (key: string, o: Record<string, unknown> = {}) => {
  const suit = /^ui:tiles\.suit\.(\w)$/.exec(key);
  if (suit) return `${suit[1]}[${o.numbers}]`;
  const group = /^ui:tiles\.groups\.(\w+)$/.exec(key);
  if (group) return `${group[1]}: ${o.tiles ?? o.tile}${o.kind ? ` (${o.kind})` : ''}`;
  const w = words[key];
  if (!w) throw new Error(`no test word for ${key}`);
  return w.replace(/\{\{(\w+)\}\}/g, (_, k) => String(o[k]));
};

describe('hands', () => {
  const hand = {
    hand: '2340m99p777z',
    melds: [
      { kind: 'kan-closed' as const, tiles: '5555s' },
      { kind: 'pon' as const, tiles: '111z' },
    ],
    winTile: '7z',
    win: 'discard' as const,
    bonusTiles: '1f',
    doraIndicators: '4m',
  };

  it('sets the winning tile apart and turns the outer tiles of a concealed kong face down', () => {
    const g = handLayout(hand);
    expect(g.map((x) => x.kind)).toEqual(['concealed', 'win', 'meld', 'meld', 'bonus', 'dora']);
    expect(g[0].tiles).toEqual(['2m', '3m', '4m', '0m', '9p', '9p', '7z', '7z']);
    expect(g[1].tiles).toEqual(['7z']);
    expect(g[2].shown).toEqual([BACK, '5s', '5s', BACK]);
    expect(g[3].shown).toEqual(['1z', '1z', '1z']);
  });

  it('takes the winning five out of the hand even when it is the red one', () => {
    const g = handLayout({ hand: '340m', winTile: '5m', win: 'discard' });
    expect(g[0].tiles).toEqual(['3m', '4m']);
    expect(g[1].tiles).toEqual(['0m']);
  });

  it('reads tiles in words: a suit once per run, red fives, repeated honours counted', () => {
    expect(tilesWords(['2m', '3m', '0m', '9p', '9p', '7z', '7z', '1f'], t)).toBe('m[2 3 red 5], p[9 9], Red x2, Plum');
  });

  it('reads a whole hand group by group (a concealed kong by its real tiles)', () => {
    expect(handWords(handLayout(hand), t)).toBe(
      'concealed: m[2 3 4 red 5], p[9 9], Red x2; win: Red; meld: s[5 5 5 5] (concealed kong); meld: East x3 (pung); bonus: Plum; dora: m[4]',
    );
  });

  it('every example of every ruleset lays out and uses only drawable tiles', () => {
    const used = tilesUsed(rulesets.flatMap((r) => r.items.map((i) => i.example)));
    for (const c of used) expect(() => tileBody(c)).not.toThrow();
    expect(used).toContain(BACK);
  });
});
