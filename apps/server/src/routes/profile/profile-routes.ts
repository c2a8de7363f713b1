import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ProfileResponseSchema,
  ProfileUpdateSchema,
  RegistrationCompleteSchema,
  SuccessSchema,
} from '@casino/contracts';
import { completeRegistration, getProfile, updateProfile } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

export const profileRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher' | 'hub'>> = async (
  app,
  { db, clock, publisher, hub },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The profile carries the realtime connection data of the player, for the brand of the site.
  const deps = ({ brand, sessionId }: FastifyRequest) => ({
    db,
    connectionData: (playerId: string) =>
      hub.connectionData(playerId, brand.key, [], sessionId ? { sessionId } : undefined),
  });

  r.get(
    '/rest/player/profile/',
    { schema: { response: { 200: ProfileResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getProfile(deps(request), {
        brand: request.brand,
        playerId: request.playerId,
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/player/profile/',
    {
      schema: { body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema } },
      config: { rateLimit: RATE_LIMITS.profileUpdate },
    },
    async (request) => {
      await updateProfile(
        { db, publisher },
        { brand: request.brand, playerId: request.playerId, changes: request.body, now: clock.now() },
      );
      const data = await getProfile(deps(request), {
        brand: request.brand,
        playerId: request.playerId,
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/registration/complete/',
    {
      schema: { body: RegistrationCompleteSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: RATE_LIMITS.completeRegistration },
    },
    async (request) => {
      await completeRegistration(
        { db, publisher },
        { playerId: request.playerId, email: request.body.email, password: request.body.password },
      );
      return { success: true as const };
    },
  );
};
