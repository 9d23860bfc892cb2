import { describe, expect, it } from 'vitest';
import { parseTiles } from '../../src/core/parse.ts';

function ok(text: string) {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.tiles;
}

function bad(text: string) {
  const r = parseTiles(text, 'hand');
  if (r.ok) throw new Error(`"${text}" parsed`);
  expect(r.error.code).toBe('invalid-notation');
  return r.error;
}

describe('mpsz parser', () => {
  it('reads runs sharing a suit letter', () => {
    const t = ok('123m456p789s1234567z');
    expect(t.map((x) => (x.type === 'tile' ? x.kind : -1))).toEqual([
      0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33,
    ]);
  });
  it('gives kinds and positions', () => {
    const t = ok('12m 7z');
    expect(t).toEqual([
      { type: 'tile', kind: 0, red: false, position: 0 },
      { type: 'tile', kind: 1, red: false, position: 1 },
      { type: 'tile', kind: 33, red: false, position: 4 },
    ]);
  });
  it('reads red fives as fives', () => {
    expect(ok('0m0p0s')).toEqual([
      { type: 'tile', kind: 4, red: true, position: 0 },
      { type: 'tile', kind: 13, red: true, position: 2 },
      { type: 'tile', kind: 22, red: true, position: 4 },
    ]);
  });
  it('reads bonus tiles 1f–8f', () => {
    expect(ok('18f')).toEqual([
      { type: 'bonus', bonus: 1, position: 0 },
      { type: 'bonus', bonus: 8, position: 1 },
    ]);
  });
  it('ignores spaces anywhere', () => {
    expect(ok(' 1 2 3 m  4 5 6 p ').map((t) => (t.type === 'tile' ? t.kind : -1))).toEqual([0, 1, 2, 12, 13, 14]);
    expect(ok('')).toEqual([]);
    expect(ok('   ')).toEqual([]);
  });
  it('rejects honours 8z, 9z, 0z at the digit', () => {
    expect(bad('8z').position).toBe(0);
    expect(bad('123m9z').position).toBe(4);
    expect(bad('1230z').position).toBe(3);
    expect(bad('1289z').message).toContain('"8z"');
    expect(bad('1289z').position).toBe(2);
  });
  it('rejects bonus tiles 0f and 9f', () => {
    expect(bad('0f').position).toBe(0);
    expect(bad('12349f').position).toBe(4);
    expect(bad('12349f').message).toContain('"9f"');
  });
  it('rejects a digit with no suit letter', () => {
    const e = bad('123');
    expect(e.position).toBe(0);
    expect(e.message).toContain('"1"');
    expect(bad('123m45').position).toBe(4);
    expect(bad('123m 4 ').position).toBe(5);
  });
  it('rejects unknown characters at their position, naming them', () => {
    expect(bad('12x').position).toBe(2);
    expect(bad('12x').message).toContain('"x"');
    expect(bad('123M').position).toBe(3);
    expect(bad('123m 45q').position).toBe(7);
    expect(bad('12m,3m').position).toBe(3);
    expect(bad('1m\u0001').message).toContain('U+0001');
    expect(bad('1m🀄').position).toBe(2);
  });
  it('rejects a suit letter with no digits', () => {
    expect(bad('m').position).toBe(0);
    expect(bad('123mm').position).toBe(4);
    expect(bad('123m p').message).toContain('"p"');
  });
  it('puts the field name and position in the message', () => {
    const e = bad('12x');
    expect(e.message).toMatch(/^hand: .*position 2/);
    expect(e.field).toBe('hand');
  });
});
