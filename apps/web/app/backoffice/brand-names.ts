import { BRAND_KEYS, BRANDS } from '@casino/contracts';
import type { DataTableFilter } from './components/data-table.tsx';
import { choices } from './components/form.tsx';

/** The brands as operators know them (their app names), for a select. */
export const BRAND_OPTIONS = choices(BRAND_KEYS, (key) => BRANDS[key].appName);

/** A form's brand choice where a row may be for every brand (`''`). */
export const ANY_BRAND_OPTIONS = [{ value: '', label: 'Every brand' }, ...BRAND_OPTIONS];

/** A list's brand filter. */
export const brandFilter: DataTableFilter = {
  name: 'brand',
  label: 'Brand',
  type: 'select',
  options: BRAND_OPTIONS,
};

/** A brand's app name; `null` is a row for every brand. */
export const brandName = (brand: string | null) =>
  brand === null ? 'Every brand' : (BRANDS[brand as keyof typeof BRANDS]?.appName ?? brand);
