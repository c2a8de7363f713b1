import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_AUTH_PATHS,
  BackofficeMeResponseSchema,
  BackofficePasswordChangeRequestSchema,
  BackofficeSignInRequestSchema,
  BackofficeSignInResponseSchema,
  BackofficeTotpRequestSchema,
  BackofficeTotpResponseSchema,
  permissionsOf,
  SuccessSchema,
} from '@casino/contracts';
import {
  changeOperatorPassword,
  confirmOperatorSignIn,
  DomainError,
  endOperatorSession,
  OPERATOR_STEP_EXPIRED_TEXT,
  signInOperator,
  type OperatorAccount,
} from '@casino/core';
import { OPERATOR_SIGN_IN_TEXT } from '../../../plugins/operator-session.ts';
import { RATE_LIMITS } from '../../../plugins/rate-limits.ts';
import type { Services } from '../../../services.ts';
import { defineRoute } from '../../../http/define-route.ts';

const operatorOf = (operator: OperatorAccount) => ({
  id: operator.id,
  email: operator.email,
  role: operator.role,
  permissions: permissionsOf(operator.role),
  passwordChangeRequired: operator.passwordChangeRequired,
});

/**
 * The operators' two-step sign-in (docs/backoffice.md): password → a half-open session that answers only the
 * code step → TOTP code (set up on the first sign-in with a QR code; recovery codes shown once) → a full
 * session. Every attempt is recorded in `operator_sign_ins`; a full sign-in is audited as `auth.signIn`.
 */
export const backofficeAuthRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const contextOf = (request: { clientIp: string; ip: string; headers: Record<string, unknown> }) => ({
    now: clock.now(),
    ip: request.clientIp || request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  defineRoute(app, 'POST', BACKOFFICE_AUTH_PATHS.signIn, {
    guard: 'open',
    cache: 'noStore',
    schema: { body: BackofficeSignInRequestSchema, response: { 200: BackofficeSignInResponseSchema } },
    config: { rateLimit: RATE_LIMITS.backofficeSignIn },
    handler: async (request, reply) => {
      const result = await signInOperator(db, request.body, contextOf(request));
      // A new sign-in replaces whatever session this browser had.
      if (request.operatorSession)
        await endOperatorSession(db, request.operatorSession.sessionId, clock.now());
      reply.startOperatorSession(result.sessionToken);
      return {
        data:
          result.step === 'totp'
            ? { step: 'totp' as const }
            : {
                step: 'totpSetup' as const,
                secret: result.secret,
                otpauthUrl: result.otpauthUrl,
                qrSvg: result.qrSvg,
              },
      };
    },
  });

  defineRoute(app, 'POST', BACKOFFICE_AUTH_PATHS.totp, {
    guard: 'open',
    cache: 'noStore',
    schema: { body: BackofficeTotpRequestSchema, response: { 200: BackofficeTotpResponseSchema } },
    config: { rateLimit: RATE_LIMITS.backofficeTotp },
    handler: async (request, reply) => {
      const session = request.operatorSession;
      if (!session || session.stage !== 'password')
        throw new DomainError({ status: 401, code: 'signInExpired', message: OPERATOR_STEP_EXPIRED_TEXT });
      const result = await confirmOperatorSignIn(
        db,
        { sessionId: session.sessionId, code: request.body.code },
        contextOf(request),
      );
      reply.startOperatorSession(result.sessionToken);
      return {
        data: {
          operator: operatorOf(result.operator),
          ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
        },
      };
    },
  });

  defineRoute(app, 'GET', BACKOFFICE_AUTH_PATHS.me, {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: BackofficeMeResponseSchema } },
    handler: async (request) => {
      const session = request.operatorSession;
      if (!session || session.stage !== 'full')
        throw new DomainError({ status: 401, code: 'unauthorized', message: OPERATOR_SIGN_IN_TEXT });
      return { data: { operator: operatorOf(session.operator) } };
    },
  });

  // The one route besides the session read and sign-out that a session with a one-time password reaches.
  defineRoute(app, 'POST', BACKOFFICE_AUTH_PATHS.password, {
    guard: 'open',
    cache: 'noStore',
    schema: { body: BackofficePasswordChangeRequestSchema, response: { 200: BackofficeMeResponseSchema } },
    config: { rateLimit: RATE_LIMITS.backofficeSignIn },
    handler: async (request) => {
      const session = request.operatorSession;
      if (!session || session.stage !== 'full')
        throw new DomainError({ status: 401, code: 'unauthorized', message: OPERATOR_SIGN_IN_TEXT });
      const operator = await changeOperatorPassword(
        db,
        { operator: session.operator, ...request.body },
        contextOf(request),
      );
      return { data: { operator: operatorOf(operator) } };
    },
  });

  defineRoute(app, 'POST', BACKOFFICE_AUTH_PATHS.signOut, {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: SuccessSchema } },
    handler: async (request, reply) => {
      if (request.operatorSession)
        await endOperatorSession(db, request.operatorSession.sessionId, clock.now());
      reply.endOperatorSession();
      return {};
    },
  });
};
