/**
 * A venue's contact or address text in parts, for printing: an e-mail address, a web address or a
 * phone number with a hyphen in it is kept whole (`keep: true`), since a line broken at its hyphen
 * reads as a word split for the line ("koi-" / "pond@example.org"), and at the table nobody can tell
 * which was meant. The
 * rest is left to break at its spaces as any text does. The parts joined are the text unchanged.
 */
export interface TextPart {
  text: string;
  keep: boolean;
}

/** An e-mail or web address: `name@host`, `scheme://…`, `www.…`, or a host name with a dot and a top-level name. */
const ADDRESS = /@|:\/\/|^www\.|^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(\/|$)/u;
/** A phone number written with hyphens: `+91-20-555-0101`, `020-555-0101`. */
const PHONE = /^\+?\d[\d-]{4,}\d$/;

export function contactParts(text: string): TextPart[] {
  const out: TextPart[] = [];
  let plain = '';
  // Runs of spaces and runs of anything else, in order.
  for (const run of text.match(/\s+|\S+/g) ?? []) {
    if (!/\s/.test(run[0]) && run.includes('-') && keepWhole(run.replace(/[.,;:)]+$/, ''))) {
      if (plain) out.push({ text: plain, keep: false });
      plain = '';
      out.push({ text: run, keep: true });
    } else plain += run;
  }
  if (plain) out.push({ text: plain, keep: false });
  return out;
}

function keepWhole(token: string): boolean {
  return ADDRESS.test(token) || PHONE.test(token);
}
