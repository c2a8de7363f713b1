/** A text to find anywhere in a column with (I)LIKE: its own `%`, `_` and `\` match only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** LIMIT and OFFSET of one page (pages count from 1). */
export const pageWindow = (page: { page: number; pageSize: number }) => ({
  limit: page.pageSize,
  offset: (page.page - 1) * page.pageSize,
});
