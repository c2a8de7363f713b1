import { DomainError } from '../errors.ts';

export const CARD_TEXTS = {
  badNumber: 'Check the card number.',
  expired: 'This card has expired. Check the expiry date or use another card.',
} as const;

/** The Luhn checksum every card number carries; catches most typos. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (MM/YY), in UTC. */
export function isExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return Date.UTC(year, month, 1) <= now.getTime();
}

/** Refuses a card no provider would take, before any payment is recorded (422, nothing changed). */
export function assertCardUsable(card: { number: string; expiry: string }, now: Date): void {
  if (!passesLuhn(card.number))
    throw new DomainError({
      status: 422,
      code: 'card_number',
      message: CARD_TEXTS.badNumber,
      errors: { 'card.number': [CARD_TEXTS.badNumber] },
    });
  if (isExpired(card.expiry, now))
    throw new DomainError({
      status: 422,
      code: 'card_expired',
      message: CARD_TEXTS.expired,
      errors: { 'card.expiry': [CARD_TEXTS.expired] },
    });
}
