import { useState } from 'react';
import { BRAND_OPTIONS } from './brand-names.ts';
import { ViewSelect } from './components/form.tsx';

/**
 * A screen's brand (the first brand to start with) and its Brand select, for screens that show one brand at
 * a time (jackpots, the live-operations calendar): `const [brand, brandSelect] = useBrandChoice('bo-x-brand')`.
 */
export function useBrandChoice(id: string) {
  const [brand, setBrand] = useState<string>(BRAND_OPTIONS[0]!.value);
  const select = (
    <ViewSelect id={id} label="Brand" value={brand} options={BRAND_OPTIONS} onChange={setBrand} />
  );
  return [brand, select] as const;
}
