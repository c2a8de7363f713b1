import { createHash } from 'node:crypto';

/**
 * The person behind an account (docs/player-protection.md, "One person, one break"): what makes two
 * accounts one person whatever way the email, name or address was typed. Stored on the player row so a
 * match is an indexed lookup.
 */

/** Providers whose mailboxes ignore dots in the local part, and the one domain each stands for. */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The mailbox an address reaches: lower case, no `+tag`, no dots where the provider ignores them. */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  const dotless = DOTLESS_PROVIDERS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Case, accents, whitespace and punctuation do not make another person: `José-María` = `jose maria`. */
export const normalizeIdentityText = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface IdentityFields {
  name: string | null;
  surname: string | null;
  birthDay: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface PersonKeys {
  /** Name + surname + birth date: the same person (a near match when the address differs). */
  personKey: string | null;
  /** The person key's fields + the address: a certain match. */
  identityKey: string | null;
}

const digest = (parts: readonly string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

/**
 * Hashes of the normalised identity (fixed length for the index; the plain fields stay only in their own
 * columns). Null where a part is missing: an account without a name matches nobody by identity.
 */
export function personKeys(fields: IdentityFields): PersonKeys {
  const name = normalizeIdentityText(fields.name ?? '');
  const surname = normalizeIdentityText(fields.surname ?? '');
  const birthDay = fields.birthDay?.trim() ?? '';
  if (!name || !surname || !birthDay) return { personKey: null, identityKey: null };
  const person = ['person', name, surname, birthDay];
  const address = [fields.address, fields.address2, fields.city, fields.state, fields.zip].map((part) =>
    normalizeIdentityText(part ?? ''),
  );
  return {
    personKey: digest(person),
    identityKey: address[0] ? digest([...person, 'address', ...address]) : null,
  };
}
