import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services.ts';
import { backofficeDocumentsRoutes } from './documents/documents-routes.ts';
import { backofficeFeatureContentRoutes } from './features/feature-content-routes.ts';
import { backofficeFeaturesRoutes } from './features/features-routes.ts';
import { backofficeIdentityReviewsRoutes } from './identity-reviews/identity-reviews-routes.ts';
import { backofficePaymentsRoutes } from './payments/payments-routes.ts';
import { backofficeRedeemsRoutes } from './redeems/redeems-routes.ts';

/**
 * The back-office's work queues (issue #16, docs/backoffice.md): identity documents, identity reviews,
 * redeems, payments and engagement features, each behind its own permissions. One registration in app.ts.
 */
export const backofficeQueuesRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'documents' | 'hub'>
> = async (app, { db, clock, publisher, documents, hub }) => {
  await app.register(backofficeDocumentsRoutes, { db, clock, publisher, documents });
  await app.register(backofficeIdentityReviewsRoutes, { db, clock, publisher, hub });
  await app.register(backofficeRedeemsRoutes, { db, clock, publisher });
  await app.register(backofficePaymentsRoutes, { db, clock });
  await app.register(backofficeFeaturesRoutes, { db, clock, publisher });
  await app.register(backofficeFeatureContentRoutes, { db, clock, publisher });
};
