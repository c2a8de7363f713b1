import { z } from 'zod';
import { BRAND_KEYS } from './values/brands.ts';

export const BrandKeySchema = z.enum(BRAND_KEYS);
