import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

export const geoModule: FeatureModule = {
  slug: 'geo',
  roots: [{ Root: lazyExport(() => import('./geo-watch.tsx'), 'GeoWatch') }],
};
