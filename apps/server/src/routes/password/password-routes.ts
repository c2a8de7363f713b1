import type { FastifyPluginAsync } from 'fastify';
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
import { messageContext } from '../../http/message-context.ts';
import { RATE_LIMITS, RECIPIENT_LIMITS, recipientLimit } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** Change password (signed in) and the forgot-password restore by email link or text-message code. */
export const passwordRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'sender' | 'config'>
> = async (app, { db, clock, sender, config }) => {
  defineRoute(app, 'POST', '/rest/players/change-password/', {
    guard: 'open',
    schema: { body: ChangePasswordRequestSchema, response: { 200: ChangePasswordSuccessSchema } },
    config: { rateLimit: RATE_LIMITS.signIn },
    handler: async (request, reply) => {
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
      return { message: result.message };
    },
  });

  defineRoute(app, 'POST', '/rest/password/request-restore/', {
    guard: 'open',
    schema: { body: RequestRestoreSchema, response: { 200: RequestRestoreSuccessSchema } },
    config: { rateLimit: RATE_LIMITS.passwordRestore },
    preHandler: recipientLimit(app, RECIPIENT_LIMITS.restoreRequest),
    handler: async (request) =>
      requestPasswordRestore(
        { db, sender },
        {
          email: request.body.email,
          phone: request.body.phone,
          ...messageContext(request, { config, clock }),
        },
      ),
  });

  defineRoute(app, 'POST', '/rest/password/confirm-request-restore-by-token/', {
    guard: 'open',
    schema: { body: ConfirmRestoreTokenSchema, response: { 200: SuccessSchema } },
    handler: async (request) => {
      await confirmRestoreToken(db, request.body, clock.now());
      return {};
    },
  });

  defineRoute(app, 'POST', '/rest/password/restore/', {
    guard: 'open',
    schema: { body: RestorePasswordRequestSchema, response: { 200: SuccessSchema } },
    config: { rateLimit: RATE_LIMITS.passwordRestore },
    preHandler: recipientLimit(app, RECIPIENT_LIMITS.restore),
    handler: async (request, reply) => {
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
      return {};
    },
  });
};
