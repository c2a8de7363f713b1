import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DISPLAY_NAME_PATH,
  DisplayNameUpdateSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  RegistrationCompleteSchema,
  SuccessSchema,
} from '@casino/contracts';
import { completeRegistration, getProfile, setDisplayName, updateProfile } from '@casino/core';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export const profileRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher' | 'hub'>> = async (
  app,
  { db, clock, publisher, hub },
) => {
  // The profile carries the realtime connection data of the player, for the brand of the site.
  const profileOf = async (request: FastifyRequest) => {
    const { brand, sessionId, playerId } = request;
    const connectionData = (id: string) =>
      hub.connectionData(id, brand.key, [], sessionId ? { sessionId } : undefined);
    return { data: await getProfile({ db, connectionData }, { brand, playerId, now: clock.now() }) };
  };

  defineRoute(app, 'GET', '/rest/player/profile/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: ProfileResponseSchema } },
    handler: profileOf,
  });

  defineRoute(app, 'POST', '/rest/player/profile/', {
    guard: 'open',
    schema: { body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema } },
    config: { rateLimit: RATE_LIMITS.profileUpdate },
    handler: async (request) => {
      await updateProfile(
        { db, publisher },
        { brand: request.brand, playerId: request.playerId, changes: request.body, now: clock.now() },
      );
      return profileOf(request);
    },
  });

  // The name the player is known by: its own call, since its refusals (taken, not allowed) are not the form's.
  defineRoute(app, 'POST', DISPLAY_NAME_PATH, {
    guard: 'player',
    schema: { body: DisplayNameUpdateSchema, response: { 200: ProfileResponseSchema } },
    config: { rateLimit: RATE_LIMITS.profileUpdate },
    handler: async (request) => {
      await setDisplayName({ db, publisher }, { playerId: request.playerId, change: request.body });
      return profileOf(request);
    },
  });

  defineRoute(app, 'POST', '/rest/registration/complete/', {
    guard: 'open',
    schema: { body: RegistrationCompleteSchema, response: { 200: SuccessSchema } },
    config: { rateLimit: RATE_LIMITS.completeRegistration },
    handler: async (request) => {
      await completeRegistration(
        { db, publisher },
        { playerId: request.playerId, email: request.body.email, password: request.body.password },
      );
      return {};
    },
  });
};
