import { describe, expect, it } from 'vitest';
import {
  TERMINAL_HONOUR_KINDS,
  bonusSeat,
  countsToString,
  isDragon,
  isFlower,
  isHonour,
  isOwnBonus,
  isSeason,
  isSimple,
  isTerminal,
  isTerminalOrHonour,
  isWind,
  kindOf,
  nextKind,
  numberOf,
  suitOf,
  tileToString,
  tilesToString,
  windKind,
} from '../../src/core/tiles.ts';
import { counts, k } from './engine-helpers.ts';

describe('tile kinds (Tenhou order)', () => {
  it('numbers the 34 kinds m, p, s, z', () => {
    expect(kindOf('m', 1)).toBe(0);
    expect(kindOf('m', 9)).toBe(8);
    expect(kindOf('p', 1)).toBe(9);
    expect(kindOf('s', 9)).toBe(26);
    expect(kindOf('z', 1)).toBe(27);
    expect(kindOf('z', 7)).toBe(33);
    expect(kindOf('z', 8)).toBe(-1);
    expect(kindOf('m', 0)).toBe(-1);
  });
  it('gives suit and number back', () => {
    expect(suitOf(13)).toBe('p');
    expect(numberOf(13)).toBe(5);
    expect(suitOf(31)).toBe('z');
    expect(numberOf(31)).toBe(5);
    expect(tileToString(31)).toBe('5z');
    expect(tileToString(4, true)).toBe('0m');
    expect(tileToString(3, true)).toBe('4m');
  });
  it('classifies tiles', () => {
    expect(isHonour(k('1z'))).toBe(true);
    expect(isHonour(k('9s'))).toBe(false);
    expect(isTerminal(k('9s'))).toBe(true);
    expect(isTerminal(k('1p'))).toBe(true);
    expect(isTerminal(k('1z'))).toBe(false);
    expect(isTerminalOrHonour(k('1z'))).toBe(true);
    expect(isSimple(k('2m'))).toBe(true);
    expect(isSimple(k('9m'))).toBe(false);
    expect(isWind(k('4z'))).toBe(true);
    expect(isWind(k('5z'))).toBe(false);
    expect(isDragon(k('5z'))).toBe(true);
    expect(isDragon(k('7z'))).toBe(true);
    expect(TERMINAL_HONOUR_KINDS).toHaveLength(13);
    expect(windKind('north')).toBe(k('4z'));
  });
  it('finds the dora after an indicator, wrapping within suits, winds and dragons', () => {
    expect(nextKind(k('3m'))).toBe(k('4m'));
    expect(nextKind(k('9m'))).toBe(k('1m'));
    expect(nextKind(k('9p'))).toBe(k('1p'));
    expect(nextKind(k('9s'))).toBe(k('1s'));
    expect(nextKind(k('1z'))).toBe(k('2z'));
    expect(nextKind(k('4z'))).toBe(k('1z'));
    expect(nextKind(k('5z'))).toBe(k('6z'));
    expect(nextKind(k('7z'))).toBe(k('5z'));
  });
  it('assigns bonus tiles to seats', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(bonusSeat)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
    expect(isFlower(4)).toBe(true);
    expect(isSeason(5)).toBe(true);
    expect(isOwnBonus(7, 'west')).toBe(true);
    expect(isOwnBonus(7, 'east')).toBe(false);
  });
  it('prints compact mpsz', () => {
    expect(tilesToString([0, 1, 2, 9, 31])).toBe('123m1p5z');
    expect(tilesToString([{ kind: 4, red: true }, { kind: 4, red: false }])).toBe('05m');
    expect(countsToString(counts('5z 321m 1p'))).toBe('123m1p5z');
  });
});
