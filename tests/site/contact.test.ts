/**
 * A venue's contact and address on the printed sheet (src/lib/contact.ts): a hyphenated e-mail or web
 * address is one part kept whole, so the sheet never breaks it at its hyphen; everything else is text
 * that breaks at its spaces; the parts joined are the text unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactParts } from '../../src/lib/contact.ts';

const kept = (text: string) => contactParts(text).filter((p) => p.keep).map((p) => p.text);

describe('contactParts', () => {
  it('keeps hyphenated e-mail and web addresses and phone numbers whole, with what ends a sentence after them', () => {
    expect(kept('carp-house@example.org')).toEqual(['carp-house@example.org']);
    expect(kept('Write to koi-pond@example.org, or call 020 555 0101.')).toEqual(['koi-pond@example.org,']);
    expect(kept('https://koi-pond.example.org/join and www.jade-lantern.example')).toEqual(['https://koi-pond.example.org/join', 'www.jade-lantern.example']);
    expect(kept('koi-pond.example.org/rules')).toEqual(['koi-pond.example.org/rules']);
    // A phone number written with hyphens, too.
    expect(kept('Call +91-20-555-0101 or 020-555-0101.')).toEqual(['+91-20-555-0101', '020-555-0101.']);
  });
  it('leaves words, numbers and addresses without a hyphen to break as text does', () => {
    expect(kept('koipond@example.org')).toEqual([]);
    expect(kept('2nd floor, 14 Lotus Lane, Koregaon Park, Pune 411001')).toEqual([]);
    expect(kept('Kuala-Lumpur, well-known tea-house, 9-5 daily, 2-3 pm')).toEqual([]);
    expect(kept('')).toEqual([]);
  });
  it('joined, the parts are the text as given', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '-', '@', '.', 'org', ' ', '  ', '://', 'www.', 'é', '\u00a0', ',', '/'), { maxLength: 30 }), (bits) => {
        const text = bits.join('');
        expect(contactParts(text).map((p) => p.text).join('')).toBe(text);
      }),
    );
  });
});
