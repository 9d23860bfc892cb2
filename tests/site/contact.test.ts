/**
 * A venue's contact and address on the guide and the printed sheet (src/lib/contact.ts): an e-mail or
 * web address or a phone number is one item that never breaks at a hyphen, only between its pieces
 * (after `@` or `/`, before a dot); on the guide, those that can be are links; everything else is text
 * that breaks at its spaces; the parts joined are the text unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactParts } from '../../src/lib/contact.ts';

const items = (text: string) => contactParts(text).filter((p) => p.item).map((p) => p.text);
const links = (text: string) => contactParts(text).flatMap((p) => (p.item && p.href ? [p.href] : []));
const pieces = (text: string) => contactParts(text).flatMap((p) => (p.item ? [p.pieces] : []));

describe('contactParts', () => {
  it('finds e-mail and web addresses and phone numbers, without what ends a sentence after them', () => {
    expect(items('carp-house@example.org')).toEqual(['carp-house@example.org']);
    expect(items('Write to koi-pond@example.org, or call 020 555 0101.')).toEqual(['koi-pond@example.org']);
    expect(items('(koipond@example.org)')).toEqual(['koipond@example.org']);
    expect(items('https://koi-pond.example.org/join and www.jade-lantern.example')).toEqual(['https://koi-pond.example.org/join', 'www.jade-lantern.example']);
    expect(items('koi-pond.example.org/rules')).toEqual(['koi-pond.example.org/rules']);
    expect(items('Call +91-20-555-0101 or 020-555-0101.')).toEqual(['+91-20-555-0101', '020-555-0101']);
    // An international number written with spaces is one item, up to what is not part of it.
    expect(items('WhatsApp +62 812 3456 7890 (Bu Rina), 10am-5pm')).toEqual(['+62 812 3456 7890']);
  });
  it('leaves words, numbers and addresses that are none of these to break as text does', () => {
    expect(items('2nd floor, 14 Lotus Lane, Koregaon Park, Pune 411001')).toEqual([]);
    expect(items('Kuala-Lumpur, well-known tea-house, 9-5 daily, 2-3 pm')).toEqual([]);
    expect(items('Jl. Pelabuhan Ratu No. 88-90, Mr.Smith')).toEqual([]);
    expect(items('a+62 812 3456')).toEqual([]);
    expect(items('')).toEqual([]);
  });
  it('links e-mail addresses, web addresses with a scheme or www., and phone numbers of 8–15 digits', () => {
    expect(links('koi-pond@example.org')).toEqual(['mailto:koi-pond@example.org']);
    expect(links('www.jade-lantern.example/jadwal, https://koi.example.org')).toEqual(['https://www.jade-lantern.example/jadwal', 'https://koi.example.org']);
    expect(links('+62 812 3456 7890 or 020-555-0101')).toEqual(['tel:+6281234567890', 'tel:0205550101']);
    // Kept whole, not linked: a host name without www., a date, a short number.
    expect(links('koi-pond.example.org/rules from 2026-10-01, room 12-345')).toEqual([]);
    expect(items('koi-pond.example.org/rules from 2026-10-01, room 12-345')).toEqual(['koi-pond.example.org/rules', '2026-10-01', '12-345']);
  });
  it('breaks an item only after @ or a slash, or before a dot: never at a hyphen', () => {
    expect(pieces('carp-house@example.org')).toEqual([['carp-house@', 'example', '.org']]);
    expect(pieces('https://koi-pond.example.org/join')).toEqual([['https://', 'koi-pond', '.example', '.org/', 'join']]);
    expect(pieces('+62-812-3456-7890')).toEqual([['+62-812-3456-7890']]);
    // "www" stays with the name after it.
    expect(pieces('www.koi-pond.example/jadwal https://www.koi.example')).toEqual([
      ['www.koi-pond', '.example/', 'jadwal'],
      ['https://', 'www.koi', '.example'],
    ]);
  });
  it('joined, the parts and each item’s pieces are the text as given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '-', '@', '.', 'org', ' ', '  ', '://', 'www.', 'é', '\u00a0', ',', '/', '+62', '1', '0812', '(', ')'), { maxLength: 30 }),
        (bits) => {
          const text = bits.join('');
          const parts = contactParts(text);
          expect(parts.map((p) => p.text).join('')).toBe(text);
          for (const p of parts) if (p.item) expect(p.pieces!.join('')).toBe(p.text);
        },
      ),
    );
  });
});
