import { describe, expect, it } from 'vitest';
import { BackofficeWebPushCampaignCreateSchema } from '@casino/contracts';
import {
  audienceQuery,
  audienceText,
  CampaignFormSchema,
  emptyCampaign,
  fromUtcInput,
  nextFullHour,
} from './campaign-form.ts';

const NOW = new Date('2031-05-04T10:17:42.500Z');
const filled = {
  ...emptyCampaign(NOW),
  name: 'May bonus',
  titleEn: 'Your May bonus',
  bodyEn: 'Come and play',
  titleEs: 'Tu bono de mayo',
  bodyEs: 'Ven a jugar',
};

const issuesOf = (values: typeof filled) => {
  const result = CampaignFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the push campaign form', () => {
  it('starts at the next full hour (UTC) with every brand and language, linking to the promotions', () => {
    expect(emptyCampaign(NOW)).toMatchObject({
      sendAt: '2031-05-04T11:00:00',
      brand: '',
      link: '/promotions/',
    });
    expect(nextFullHour(new Date('2031-12-31T23:59:59Z')).toISOString()).toBe('2032-01-01T00:00:00.000Z');
  });

  it('turns what operators type into the API fields the server accepts', () => {
    const parsed = CampaignFormSchema.parse({
      ...filled,
      brand: 'tao',
      locale: 'es',
      activeWithinDays: ' 30 ',
      image: 'https://cdn.example.test/may.png',
      sendAt: '2031-05-04T12:30',
    });
    expect(parsed).toMatchObject({
      brand: 'tao',
      locale: 'es',
      activeWithinDays: 30,
      image: 'https://cdn.example.test/may.png',
      icon: null,
      sendAt: '2031-05-04T12:30:00.000Z',
    });
    expect(BackofficeWebPushCampaignCreateSchema.safeParse(parsed).success).toBe(true);
    // Empty selects and days: everyone.
    expect(CampaignFormSchema.parse(filled)).toMatchObject({
      brand: null,
      locale: null,
      activeWithinDays: null,
    });
  });

  it("puts the contract's messages under their fields before anything is sent", () => {
    expect(
      issuesOf({
        ...filled,
        titleEs: ' ',
        bodyEn: 'x'.repeat(301),
        link: 'https://elsewhere.example/',
        image: 'http://insecure.example/i.png',
        sendAt: '',
      }),
    ).toEqual({
      titleEs: 'Give the Spanish title.',
      bodyEn: 'At most 300 characters.',
      link: 'The link is a path of the site, e.g. /promotions/.',
      image: 'Use a path (/…) or an https:// address.',
      sendAt: 'Give the send time as a date and time.',
    });
    expect(issuesOf({ ...filled, activeWithinDays: '2.5' })).toEqual({
      activeWithinDays: 'Whole days, e.g. 30 (empty: any activity).',
    });
    expect(issuesOf({ ...filled, activeWithinDays: '0' })).toEqual({ activeWithinDays: 'At least 1 day.' });
  });

  it('reads the time box as UTC, to the minute or the second', () => {
    expect(fromUtcInput('2031-05-04T12:30')).toBe('2031-05-04T12:30:00.000Z');
    expect(fromUtcInput('2031-05-04T12:30:15')).toBe('2031-05-04T12:30:15.000Z');
    expect(fromUtcInput('2031-05-04T12:30:15.000')).toBe('2031-05-04T12:30:15.000Z');
    expect(fromUtcInput('')).toBe('');
    expect(fromUtcInput('soon')).toBe('soon');
  });

  it('asks for the audience size only with a usable days box, and writes audiences in words', () => {
    expect(audienceQuery('', '', '')).toEqual({ brand: null, locale: null, activeWithinDays: null });
    expect(audienceQuery('tao', 'es', '7')).toEqual({ brand: 'tao', locale: 'es', activeWithinDays: 7 });
    expect(audienceQuery('', '', '0')).toBeNull();
    expect(audienceQuery('', '', 'x')).toBeNull();
    expect(audienceText({ brand: 'tao', locale: 'es', activeWithinDays: 1 })).toBe(
      'TaoFortune · Spanish · signed in within 1 day',
    );
    expect(audienceText({ brand: null, locale: null, activeWithinDays: null })).toBe(
      'Every brand · Every language · any last activity',
    );
  });
});
