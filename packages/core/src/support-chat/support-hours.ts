import {
  SUPPORT_CHAT_BRAND_HOURS,
  SUPPORT_CHAT_DEFAULT_HOURS,
  type SupportChatAvailability,
  type SupportChatHours,
} from '@casino/contracts';

export const supportHoursOf = (brand: string): SupportChatHours =>
  SUPPORT_CHAT_BRAND_HOURS[brand] ?? SUPPORT_CHAT_DEFAULT_HOURS;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday) and minute of the day of `at` on the team's wall clock. */
function localTime(at: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(get('weekday')), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function isOpenAt(hours: SupportChatHours, at: Date): boolean {
  const { day, minute } = localTime(at, hours.timezone);
  const today = hours.days[day];
  return !!today && minute >= minutes(today.open) && minute < minutes(today.close);
}

const STEP_MS = 15 * 60_000;

/**
 * Whether someone answers at `now`, and if not when the team is next in. Opening times are on quarter hours,
 * so stepping through the next 8 days by 15 minutes finds the opening on the team's own clock (summer time
 * included) without date arithmetic per time zone.
 */
export function supportAvailability(brand: string, now: Date): SupportChatAvailability {
  const hours = supportHoursOf(brand);
  if (isOpenAt(hours, now)) return { open: true, nextOpenAt: null, timezone: hours.timezone };
  const start = Math.ceil(now.getTime() / STEP_MS) * STEP_MS;
  for (let t = start; t < now.getTime() + 8 * 86_400_000; t += STEP_MS) {
    if (isOpenAt(hours, new Date(t)))
      return { open: false, nextOpenAt: new Date(t).toISOString(), timezone: hours.timezone };
  }
  return { open: false, nextOpenAt: null, timezone: hours.timezone };
}
