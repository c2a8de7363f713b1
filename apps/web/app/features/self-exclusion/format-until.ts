/** A break's end, in the reader's language and time zone, with the time (a break ends at a moment). */
export const formatUntil = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
