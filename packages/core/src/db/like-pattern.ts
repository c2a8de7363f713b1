import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` of a text match only themselves in a (I)LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text to find anywhere in a column with (I)LIKE. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Any of `columns` contains `text` (ILIKE): a list's search box. */
export const anyContains = (columns: AnyColumn[], text: string) =>
  or(...columns.map((column) => ilike(column, containsPattern(text)))) as SQL;

/** A text a column starts with, for (I)LIKE. */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/** LIMIT and OFFSET of one page (pages count from 1). */
export const pageWindow = (page: { page: number; pageSize: number }) => ({
  limit: page.pageSize,
  offset: (page.page - 1) * page.pageSize,
});
