/** CSV cells and lines, shared by the back-office lists and the player's account history export. */

/** A cell as text: dates as ISO, objects as JSON, nothing for null. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell, safe to open in a spreadsheet: a cell starting with = + - @ (or a tab or carriage return)
 * would be read as a formula, so it gets a leading apostrophe; quotes are doubled and the cell quoted when
 * it holds a comma, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  let cell = text(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * One line of cells, CRLF-terminated (RFC 4180). Finite numbers stay numbers (a spreadsheet sums −12.5;
 * it cannot run it), everything else goes through `csvCell`.
 */
export const csvLine = (cells: readonly unknown[]) =>
  `${cells.map((c) => (typeof c === 'number' && Number.isFinite(c) ? String(c) : csvCell(c))).join(',')}\r\n`;
