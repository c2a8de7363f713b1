import type { FeatureModule } from '../../lib/feature-module.ts';
import { authModals } from './modals.ts';

export const authModule: FeatureModule = { slug: 'auth', modals: authModals };
