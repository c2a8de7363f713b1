import {
  ACCOUNT_HISTORY_CURRENCIES,
  ACCOUNT_HISTORY_TYPES,
  AccountHistoryResponseSchema,
  type AccountHistoryCurrency,
  type AccountHistoryType,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const ACCOUNT_HISTORY_PATH = '/rest/player/account-history/';

/** The filters as the page's address keeps them (`?type=purchase&from=2026-11-01`), so a reload keeps them. */
export interface AccountHistoryFilters {
  type?: AccountHistoryType | undefined;
  currency?: AccountHistoryCurrency | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from the address; what is not a known value is left out (the server would refuse it). */
export function filtersFromSearch(params: URLSearchParams): AccountHistoryFilters {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    type: oneOf(ACCOUNT_HISTORY_TYPES, params.get('type')),
    currency: oneOf(ACCOUNT_HISTORY_CURRENCIES, params.get('currency')),
    from: day('from'),
    to: day('to'),
  };
}

/** The filters as query parameters, without the empty ones. */
export function filtersToSearch(filters: AccountHistoryFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The browser's offset from UTC in minutes, east positive: the server counts days in the player's zone. */
export const timeZoneOffset = () => -new Date().getTimezoneOffset();

export const fetchAccountHistory = async (filters: AccountHistoryFilters, cursor?: string) =>
  (
    await http.get(ACCOUNT_HISTORY_PATH, {
      query: { ...filtersToSearch(filters), tz: timeZoneOffset(), ...(cursor ? { cursor } : {}) },
      schema: AccountHistoryResponseSchema,
    })
  ).data;

/** The CSV download of the same filters (a plain link: the browser saves the streamed answer). */
export const accountHistoryCsvUrl = (filters: AccountHistoryFilters) =>
  `${ACCOUNT_HISTORY_PATH}?${new URLSearchParams({
    ...filtersToSearch(filters),
    tz: String(timeZoneOffset()),
    format: 'csv',
  }).toString()}`;
