import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthSuccessSchema,
  CHALLENGE_PATH,
  ChallengeSchema,
  LoginRequestSchema,
  OneClickRegistrationSchema,
  OneClickSuccessSchema,
  OtpFlowRequestSchema,
  OtpFlowSchema,
  RegistrationRequestSchema,
  SuccessSchema,
} from '@casino/contracts';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { localeOfRequest } from '../../http/request-locale.ts';
import {
  createSignInGuard,
  applyStateRules,
  DomainError,
  EMAIL_TAKEN_TEXT,
  EXISTING_EMAIL_ANSWERS_BEFORE_CHALLENGE,
  getOtpFlow,
  markSignedIn,
  registerPlayer,
  requireChallengeAfter,
  signIn,
} from '@casino/core';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export const INVITED_BY_COOKIE = 'invited_by';
export const LOGOUT_CROSS_SITE_TEXT =
  'You can only sign out from this site. Open the site and sign out there.';

/** Sign-up rewards reach the inviter live through the publisher. */
export const authRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher' | 'config'>> = async (
  app,
  { db, clock, publisher, config },
) => {
  const guard = createSignInGuard(db, `sign-in-challenge:${config.sessionSecret}`, {
    ipScale: config.rateLimitMultiplier,
  });

  /** What every sign-up records of its request: the site, the language, where the player came from. */
  const signUp = (
    request: FastifyRequest,
    body: { registration_source?: string; traffic_source?: string },
  ) => ({
    agreedToTerms: true as const,
    brand: request.brand.key,
    locale: localeOfRequest(request),
    registrationSource: body.registration_source,
    trafficSource: body.traffic_source,
    invitedBy: request.cookies[INVITED_BY_COOKIE],
    now: clock.now(),
  });

  /** A signed-in session starts: the state rules of where the player is now, then the session cookie. */
  const startSignedIn = async (request: FastifyRequest, reply: FastifyReply, playerId: string) => {
    const stateRules = await applyStateRules(db, { playerId, ip: request.clientIp, at: clock.now() });
    await reply.startSession(playerId);
    return stateRules;
  };

  defineRoute(app, 'GET', CHALLENGE_PATH, {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: ChallengeSchema } },
    config: { rateLimit: RATE_LIMITS.challenge },
    handler: async () => guard.issue(clock.now()),
  });

  defineRoute(app, 'POST', '/rest/registration/', {
    guard: 'open',
    schema: { body: RegistrationRequestSchema, response: { 200: AuthSuccessSchema } },
    config: { rateLimit: RATE_LIMITS.signUp },
    handler: async (request, reply) => {
      // Sign-up has to say an email is taken; after a few such answers per address each costs a challenge.
      const takenKey = `sign-up:taken:${request.clientIp}`;
      await requireChallengeAfter(
        guard,
        [[takenKey, EXISTING_EMAIL_ANSWERS_BEFORE_CHALLENGE * guard.ipScale]],
        request.body.challenge,
        clock.now(),
      );
      const { player } = await registerPlayer(
        db,
        {
          ...signUp(request, request.body),
          email: request.body.email,
          password: request.body.password,
        },
        { publisher },
      ).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.message === EMAIL_TAKEN_TEXT)
          await guard.recordFailure([takenKey], clock.now());
        throw error;
      });
      await markSignedIn(db, player.id, clock.now());
      const stateRules = await startSignedIn(request, reply, player.id);
      return { previousLoginAt: null, stateRules };
    },
  });

  defineRoute(app, 'POST', '/rest/registration/one-click/', {
    guard: 'open',
    schema: { body: OneClickRegistrationSchema, response: { 200: OneClickSuccessSchema } },
    config: { rateLimit: RATE_LIMITS.signUp },
    handler: async (request, reply) => {
      const { player, generatedPassword } = await registerPlayer(
        db,
        {
          ...signUp(request, request.body),
          email: null,
        },
        { publisher },
      );
      await markSignedIn(db, player.id, clock.now());
      const stateRules = await startSignedIn(request, reply, player.id);
      return { login: player.login, password: generatedPassword!, stateRules };
    },
  });

  defineRoute(app, 'POST', '/rest/login/', {
    guard: 'open',
    schema: { body: LoginRequestSchema, response: { 200: AuthSuccessSchema } },
    config: { rateLimit: RATE_LIMITS.signIn },
    handler: async (request, reply) => {
      const player = await signIn(db, request.body, { now: clock.now(), ip: request.clientIp, guard });
      const stateRules = await startSignedIn(request, reply, player.id);
      return {
        previousLoginAt: player.previousLoginAt?.toISOString() ?? null,
        stateRules,
      };
    },
  });

  // The spec's logout is a GET: a link or image on another site must not sign the player out.
  for (const method of ['GET', 'POST'] as const)
    defineRoute(app, method, '/rest/logout/', {
      guard: 'open',
      schema: { response: { 200: SuccessSchema } },
      handler: async (request, reply) => {
        refuseCrossSite(request, LOGOUT_CROSS_SITE_TEXT);
        await reply.endSession();
        return {};
      },
    });

  defineRoute(app, 'POST', '/rest/otp/get-flow/', {
    guard: 'open',
    schema: { body: OtpFlowRequestSchema.default({}), response: { 200: OtpFlowSchema } },
    config: { rateLimit: RATE_LIMITS.otp },
    handler: async (request) => ({ flow: await getOtpFlow(db, request.playerId) }),
  });
};
