import { z } from 'zod';
import {
  BackofficeWebPushCampaignCreateSchema,
  type BackofficeWebPushCampaignRow,
  type BrandKey,
  type Locale,
} from '@casino/contracts';
import { brandName } from '../brand-names.ts';

/** How the campaigns screen writes audiences and times (English, UTC: every operator reads the same). */

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export const languageName = (locale: string | null) =>
  locale === null ? 'Every language' : (LANGUAGE_NAMES[locale as Locale] ?? locale);

/** An audience in words, in two parts: whom ("TaoFortune · Spanish") and their last activity. */
export function audienceParts(
  row: Pick<BackofficeWebPushCampaignRow, 'brand' | 'locale' | 'activeWithinDays'>,
): { who: string; activity: string } {
  return {
    who: `${brandName(row.brand)} · ${languageName(row.locale)}`,
    activity:
      row.activeWithinDays === null
        ? 'any last activity'
        : `signed in within ${row.activeWithinDays} day${row.activeWithinDays === 1 ? '' : 's'}`,
  };
}

/** "TaoFortune · Spanish · signed in within 30 days" */
export function audienceText(
  row: Pick<BackofficeWebPushCampaignRow, 'brand' | 'locale' | 'activeWithinDays'>,
) {
  const { who, activity } = audienceParts(row);
  return `${who} · ${activity}`;
}

/** A `datetime-local` value (read as UTC, to the second) for a time, and back to ISO with `Z`. */
export const toUtcInput = (date: Date) => date.toISOString().slice(0, 19);
export function fromUtcInput(value: string): string {
  if (!value) return '';
  const date = new Date(`${value}Z`);
  // Not a time: passed on as typed, for the contract's message.
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The next full hour (UTC): the send time a new campaign starts with. */
export function nextFullHour(now: Date): Date {
  const next = new Date(now.getTime() + 3_600_000);
  next.setUTCMinutes(0, 0, 0);
  return next;
}

/** The "signed in within N days" box: empty (any activity) or a whole number. */
const DAYS = /^\d{0,4}$/;

/**
 * The create form in the words operators type (empty selects = everyone, days as text, a UTC time), turned
 * into the API's fields and then checked by the contract's own schema, its messages put under the fields: the
 * same words the server would answer.
 */
export const CampaignFormSchema = z
  .object({
    name: z.string(),
    brand: z.string(),
    locale: z.string(),
    activeWithinDays: z.string().trim().regex(DAYS, 'Whole days, e.g. 30 (empty: any activity).'),
    titleEn: z.string(),
    bodyEn: z.string(),
    titleEs: z.string(),
    bodyEs: z.string(),
    link: z.string(),
    image: z.string(),
    icon: z.string(),
    sendAt: z.string(),
  })
  .transform((form) => ({
    ...form,
    // Anything else than a key is refused by the contract's enum below.
    brand: form.brand === '' ? null : (form.brand as BrandKey),
    locale: form.locale === '' ? null : (form.locale as Locale),
    activeWithinDays: form.activeWithinDays === '' ? null : Number(form.activeWithinDays),
    sendAt: fromUtcInput(form.sendAt),
  }))
  .transform((fields, ctx) => {
    const parsed = BackofficeWebPushCampaignCreateSchema.safeParse(fields);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export type CampaignFormValues = z.input<typeof CampaignFormSchema>;

export const emptyCampaign = (now: Date): CampaignFormValues => ({
  name: '',
  brand: '',
  locale: '',
  activeWithinDays: '',
  titleEn: '',
  bodyEn: '',
  titleEs: '',
  bodyEs: '',
  link: '/promotions/',
  image: '',
  icon: '',
  sendAt: toUtcInput(nextFullHour(now)),
});

/** The audience part of the form as the audience endpoint takes it, or null while the days box is wrong. */
export function audienceQuery(brand: string, locale: string, days: string) {
  const trimmed = days.trim();
  if (!DAYS.test(trimmed) || (trimmed !== '' && (Number(trimmed) < 1 || Number(trimmed) > 3650))) return null;
  return {
    brand: brand === '' ? null : brand,
    locale: locale === '' ? null : locale,
    activeWithinDays: trimmed === '' ? null : Number(trimmed),
  };
}
