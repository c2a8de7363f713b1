/** 'jungle-quest-gold' → 'Jungle Quest Gold': a title before (or without) the catalogue's name. */
export const titleFromSlug = (slug: string): string =>
  slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
