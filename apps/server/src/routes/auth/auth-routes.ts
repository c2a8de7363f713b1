import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  markSignedIn,
  registerPlayer,
  requireChallengeAfter,
  signIn,
} from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

export const INVITED_BY_COOKIE = 'invited_by';
export const LOGOUT_CROSS_SITE_TEXT =
  'You can only sign out from this site. Open the site and sign out there.';

/** Sign-up rewards reach the inviter live through the publisher. */
export const authRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher' | 'config'>> = async (
  app,
  { db, clock, publisher, config },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = createSignInGuard(db, `sign-in-challenge:${config.sessionSecret}`, {
    ipScale: config.rateLimitMultiplier,
  });

  r.get(
    CHALLENGE_PATH,
    { schema: { response: { 200: ChallengeSchema } }, config: { rateLimit: RATE_LIMITS.challenge } },
    async (_request, reply) => {
      noStore(reply);
      return guard.issue(clock.now());
    },
  );

  r.post(
    '/rest/registration/',
    {
      schema: { body: RegistrationRequestSchema, response: { 200: AuthSuccessSchema } },
      config: { rateLimit: RATE_LIMITS.signUp },
    },
    async (request, reply) => {
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
          agreedToTerms: true,
          brand: request.brand.key,
          locale: localeOfRequest(request),
          email: request.body.email,
          password: request.body.password,
          registrationSource: request.body.registration_source,
          trafficSource: request.body.traffic_source,
          invitedBy: request.cookies[INVITED_BY_COOKIE],
          now: clock.now(),
        },
        { publisher },
      ).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.message === EMAIL_TAKEN_TEXT)
          await guard.recordFailure([takenKey], clock.now());
        throw error;
      });
      await markSignedIn(db, player.id, clock.now());
      const stateRules = await applyStateRules(db, {
        playerId: player.id,
        ip: request.clientIp,
        at: clock.now(),
      });
      await reply.startSession(player.id);
      return { success: true as const, previousLoginAt: null, stateRules };
    },
  );

  r.post(
    '/rest/registration/one-click/',
    {
      schema: { body: OneClickRegistrationSchema, response: { 200: OneClickSuccessSchema } },
      config: { rateLimit: RATE_LIMITS.signUp },
    },
    async (request, reply) => {
      const { player, generatedPassword } = await registerPlayer(
        db,
        {
          agreedToTerms: true,
          brand: request.brand.key,
          locale: localeOfRequest(request),
          email: null,
          registrationSource: request.body.registration_source,
          trafficSource: request.body.traffic_source,
          invitedBy: request.cookies[INVITED_BY_COOKIE],
          now: clock.now(),
        },
        { publisher },
      );
      await markSignedIn(db, player.id, clock.now());
      const stateRules = await applyStateRules(db, {
        playerId: player.id,
        ip: request.clientIp,
        at: clock.now(),
      });
      await reply.startSession(player.id);
      return { success: true as const, login: player.login, password: generatedPassword!, stateRules };
    },
  );

  r.post(
    '/rest/login/',
    {
      schema: { body: LoginRequestSchema, response: { 200: AuthSuccessSchema } },
      config: { rateLimit: RATE_LIMITS.signIn },
    },
    async (request, reply) => {
      const player = await signIn(db, request.body, { now: clock.now(), ip: request.clientIp, guard });
      const stateRules = await applyStateRules(db, {
        playerId: player.id,
        ip: request.clientIp,
        at: clock.now(),
      });
      await reply.startSession(player.id);
      return {
        success: true as const,
        previousLoginAt: player.previousLoginAt?.toISOString() ?? null,
        stateRules,
      };
    },
  );

  // The spec's logout is a GET: a link or image on another site must not sign the player out.
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    refuseCrossSite(request, LOGOUT_CROSS_SITE_TEXT);
    await reply.endSession();
    return { success: true as const };
  };
  r.get('/rest/logout/', { schema: { response: { 200: SuccessSchema } } }, logout);
  r.post('/rest/logout/', { schema: { response: { 200: SuccessSchema } } }, logout);

  r.post(
    '/rest/otp/get-flow/',
    {
      schema: { body: OtpFlowRequestSchema.default({}), response: { 200: OtpFlowSchema } },
      config: { rateLimit: RATE_LIMITS.otp },
    },
    async () => ({
      success: true as const,
      flow: { type: 'email' as const, otpRequired: false, channels: ['email' as const, 'sms' as const] },
    }),
  );
};
