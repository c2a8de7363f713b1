import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequestSchema,
  ChangePasswordSuccessSchema,
  ConfirmRestoreTokenSchema,
  RequestRestoreSchema,
  RequestRestoreSuccessSchema,
  RestorePasswordRequestSchema,
  SuccessSchema,
} from '@casino/contracts';
import {
  changePassword,
  confirmRestoreToken,
  markSignedIn,
  requestPasswordRestore,
  restorePassword,
} from '@casino/core';
import { publicOrigin } from '../../http/public-origin.ts';
import { localeOfRequest } from '../../http/request-locale.ts';
import { RATE_LIMITS, RECIPIENT_LIMITS, recipientLimit } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** Change password (signed in) and the forgot-password restore by email link or text-message code. */
export const passwordRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'sender' | 'config'>
> = async (app, { db, clock, sender, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/rest/players/change-password/',
    {
      schema: { body: ChangePasswordRequestSchema, response: { 200: ChangePasswordSuccessSchema } },
      // Guessing the current password from a borrowed session is sign-in guessing too.
      config: { rateLimit: RATE_LIMITS.signIn },
    },
    async (request, reply) => {
      const result = await changePassword(db, {
        playerId: request.playerId,
        keepSessionId: request.sessionId,
        passwordOld: request.body.password_old,
        password: request.body.password,
        passwordRepeat: request.body.password_repeat,
        now: clock.now(),
      });
      // A fresh session id: whoever knew the old cookie is out as well.
      await reply.startSession(result.playerId);
      return { success: true as const, message: result.message };
    },
  );

  r.post(
    '/rest/password/request-restore/',
    {
      schema: { body: RequestRestoreSchema, response: { 200: RequestRestoreSuccessSchema } },
      config: { rateLimit: RATE_LIMITS.passwordRestore },
      preHandler: recipientLimit(app, RECIPIENT_LIMITS.restoreRequest),
    },
    async (request) => {
      const result = await requestPasswordRestore(
        { db, sender },
        {
          email: request.body.email,
          phone: request.body.phone,
          origin: publicOrigin(request, config),
          locale: localeOfRequest(request),
          appName: request.brand.appName,
          now: clock.now(),
        },
      );
      return { success: true as const, ...result };
    },
  );

  r.post(
    '/rest/password/confirm-request-restore-by-token/',
    { schema: { body: ConfirmRestoreTokenSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await confirmRestoreToken(db, request.body, clock.now());
      return { success: true as const };
    },
  );

  r.post(
    '/rest/password/restore/',
    {
      schema: { body: RestorePasswordRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: RATE_LIMITS.passwordRestore },
      preHandler: recipientLimit(app, RECIPIENT_LIMITS.restore),
    },
    async (request, reply) => {
      const { playerId } = await restorePassword(
        db,
        {
          token: request.body.token,
          phone: request.body.phone,
          password: request.body.password,
          passwordRepeat: request.body.password_repeat,
        },
        clock.now(),
      );
      await markSignedIn(db, playerId, clock.now());
      await reply.startSession(playerId);
      return { success: true as const };
    },
  );
};
