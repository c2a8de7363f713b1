import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ProfileResponseSchema,
  ProfileUpdateSchema,
  RegistrationCompleteSchema,
  SuccessSchema,
  type WsConnectionData,
} from '@casino/contracts';
import { completeRegistration, getProfile, updateProfile, type Database, type Publisher } from '@casino/core';

/** Per-IP budgets of the account writes (a person saves a form a few times a minute at most). */
export const PROFILE_RATE_LIMITS = {
  update: { max: 30, timeWindow: '1 minute' },
  completeRegistration: { max: 10, timeWindow: '10 minutes' },
} as const;

export interface ProfileRoutesOptions {
  database: Database;
  /** Realtime connection data for a player, from the hub. */
  connectionData: (playerId: string) => WsConnectionData;
}

export const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const deps = { db, connectionData: options.connectionData };
  // Decorated on the root app before any route plugin is registered.
  const publisher = (app as unknown as { publisher: Publisher }).publisher;

  r.get(
    '/rest/player/profile/',
    { schema: { response: { 200: ProfileResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const data = await getProfile(deps, { brand: request.brand, playerId: request.playerId });
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/player/profile/',
    {
      schema: { body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema } },
      config: { rateLimit: PROFILE_RATE_LIMITS.update },
    },
    async (request) => {
      await updateProfile(
        { db, publisher },
        { brand: request.brand, playerId: request.playerId, changes: request.body },
      );
      const data = await getProfile(deps, { brand: request.brand, playerId: request.playerId });
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/registration/complete/',
    {
      schema: { body: RegistrationCompleteSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: PROFILE_RATE_LIMITS.completeRegistration },
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
