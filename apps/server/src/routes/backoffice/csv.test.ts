import { describe, expect, it } from 'vitest';
import { csvCell, exportPage, toCsv, CSV_MAX_ROWS } from './csv.ts';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(cell).replace(/^"/, '').startsWith(`'`), JSON.stringify(cell)).toBe(true);
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell(-5)).toBe(`'-5`);
  });

  it('quotes commas, quotes and line breaks, and writes dates, objects and nulls', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv(
        [{ id: 1, name: 'x' }],
        [
          { key: 'id', header: 'Id' },
          { key: 'name', header: 'Name', value: (row) => row.name.toUpperCase() },
        ],
      ),
    ).toBe('Id,Name\r\n1,X\r\n');
  });

  it('exports from the first row, up to the limit', () => {
    expect(exportPage({ page: 3, pageSize: 25, format: 'csv' as const })).toEqual({
      page: 1,
      pageSize: CSV_MAX_ROWS,
      format: 'csv',
    });
    expect(exportPage({ page: 3, pageSize: 25, format: 'json' as const })).toMatchObject({ page: 3 });
  });
});
