import type { TFunction } from '../../i18n/translator.ts';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';

/** A rank's name in the reader's language; a rank an operator added without a text shows its code as a title. */
export const rankName = (t: TFunction, name: string): string =>
  t(`rankLeague.ranks.${name}`, { defaultValue: titleFromSlug(name) });
