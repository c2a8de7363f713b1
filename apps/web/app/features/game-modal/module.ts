import type { FeatureModule } from '../../lib/feature-module.ts';
import { gameModals } from './modals.ts';

export const gameModalModule: FeatureModule = { slug: 'game-modal', modals: gameModals };
