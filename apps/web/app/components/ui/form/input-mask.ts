/**
 * Input masks (the spec's tokens): `#` a digit, `A` a letter, `*` a letter or a digit; anything else is a
 * literal the mask writes itself. A list of patterns takes the first one long enough for what was typed
 * (ZIP: `#####`, then `#####-####`).
 */
export type InputMask = string | readonly string[];

const TOKENS: Record<string, RegExp> = { '#': /\d/u, A: /\p{L}/u, '*': /[\p{L}\d]/u };
const slots = (pattern: string) => [...pattern].filter((c) => c in TOKENS).length;

/** The typed value shaped by the mask: characters no slot takes are dropped, literals come between them. */
export function applyMask(value: string, mask: InputMask): string {
  const patterns = typeof mask === 'string' ? [mask] : mask;
  const typed = [...value].filter((c) => /[\p{L}\d]/u.test(c));
  const pattern = patterns.find((p) => slots(p) >= typed.length) ?? patterns.at(-1) ?? '';
  let out = '';
  let pending = '';
  let next = 0;
  for (const c of pattern) {
    if (next >= typed.length) break;
    const token = TOKENS[c];
    if (!token) {
      pending += c; // a literal shows only once a character follows it
      continue;
    }
    while (next < typed.length && !token.test(typed[next]!)) next++;
    if (next >= typed.length) break;
    out += pending + typed[next++];
    pending = '';
  }
  return out;
}

/** The masks the forms use. */
export const MASKS = {
  zip: ['#####', '#####-####'],
  cardNumber: ['#### #### #### ####', '#### #### #### #### ###'],
  cardExpiry: '##/##',
  cardCvc: '####',
} as const satisfies Record<string, InputMask>;
