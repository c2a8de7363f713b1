import { describe, expect, it } from 'vitest';
import { BackofficeOfferCreateSchema } from '@casino/contracts';
import { formValues, OfferFormSchema } from './offers-screen.tsx';

const filled = {
  ...formValues(null),
  titleEn: 'Spring stack',
  titleEs: 'Pila',
  priceCents: '24.99',
  coins: '260000',
};

describe('the offer form', () => {
  it('turns what operators type (dollars, UTC times, empty fields) into the API offer the server accepts', () => {
    const parsed = OfferFormSchema.parse({
      ...filled,
      brand: 'tao',
      usualPriceCents: '39.90',
      availableFrom: '2026-03-01T09:30',
      availableTill: '',
      dayOfWeek: '5',
      limitPerDay: '',
    });
    expect(parsed).toMatchObject({
      brand: 'tao',
      priceCents: 2499,
      usualPriceCents: 3990,
      coins: 260_000,
      availableFrom: '2026-03-01T09:30:00Z',
      availableTill: null,
      dayOfWeek: 5,
      limitPerDay: null,
      badgeLabelEn: null,
    });
    expect(BackofficeOfferCreateSchema.safeParse(parsed).success).toBe(true);
  });

  it("puts the server's cross-field rules under their fields before sending", () => {
    const result = OfferFormSchema.safeParse({
      ...filled,
      usualPriceCents: '10.00',
      availableFrom: '2026-03-10T00:00',
      availableTill: '2026-03-01T00:00',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      usualPriceCents: 'The usual price must be higher than the price.',
      availableTill: 'The end must be after the start.',
    });
    expect(OfferFormSchema.safeParse({ ...filled, priceCents: '4,99' }).error!.issues[0]!.message).toBe(
      'The price in dollars, e.g. 9.99.',
    );
  });

  it('takes whole numbers up to their length, and names the field of one that is not', () => {
    const messages = (changes: Record<string, string>) =>
      OfferFormSchema.safeParse({ ...filled, ...changes }).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(OfferFormSchema.parse({ ...filled, entries: ' 12 ', sort: '7' })).toMatchObject({
      entries: 12,
      sort: 7,
    });
    expect(messages({ coins: '1.5', sort: '12345678', magicBoxes: '101' })).toEqual([
      ['coins', 'Coins are a whole number.'],
      ['magicBoxes', 'At most 100 mystery boxes.'],
      ['sort', 'The display order is a whole number.'],
    ]);
  });
});
