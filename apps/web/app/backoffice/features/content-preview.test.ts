import { describe, expect, it } from 'vitest';
import { prizeOf, prizeTables } from './content-preview.tsx';

describe("a config's prize tables, read by their shape", () => {
  it('finds weighted rows with a prize inside, and their texts in the language', () => {
    const config = {
      streak: 7,
      sectors: [
        {
          prize: { coins: 100, entries: 0, freeSpins: null },
          weight: 3,
          label: { en: 'Small', es: 'Pequeño' },
        },
        {
          prize: { coins: 0, entries: 1.5, freeSpins: { count: 10 } },
          weight: 1,
          label: { en: 'Big', es: 'Grande' },
        },
      ],
    };
    expect(prizeTables(config, 'es')).toEqual([
      {
        path: 'sectors',
        rows: [
          { prize: { coins: 100, entries: 0, freeSpins: null }, weight: 3, text: 'Pequeño' },
          { prize: { coins: 0, entries: 1.5, freeSpins: 10 }, weight: 1, text: 'Grande' },
        ],
      },
    ]);
  });

  it('finds rows that are prizes themselves, and nested lists', () => {
    const config = { levels: [{ outcomes: [{ coins: 5, entries: 0 }] }] };
    expect(prizeTables(config, 'en')).toEqual([
      {
        path: 'levels.0.outcomes',
        rows: [{ prize: { coins: 5, entries: 0, freeSpins: null }, weight: null, text: null }],
      },
    ]);
    expect(prizeOf({ name: 'x' })).toBeNull();
  });
});
