import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangeEmailRequestSchema,
  ChangePhoneRequestSchema,
  ConfirmEmailRequestSchema,
  ConfirmPhoneRequestSchema,
  ContactConfirmedSchema,
  EmailConfirmationSentSchema,
  PhoneCodeSentSchema,
} from '@casino/contracts';
import { changeEmail, changePhone, confirmEmail, confirmPhone, sendEmailConfirmation } from '@casino/core';
import { publicOrigin } from '../../http/public-origin.ts';
import { localeOfRequest } from '../../http/request-locale.ts';
import { requirePlayer } from '../../plugins/player-auth.ts';
import { RATE_LIMITS, RECIPIENT_LIMITS, recipientLimit } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** The signed-in player's email and phone: change them and confirm them by link or code. */
export const contactRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'sender' | 'config'>
> = async (app, { db, clock, publisher, sender, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: requirePlayer };
  // One budget per account across sending and checking codes and links, whatever the address.
  const contactLimit = recipientLimit(app, RECIPIENT_LIMITS.contact);

  const context = (request: FastifyRequest) => ({
    origin: publicOrigin(request, config),
    locale: localeOfRequest(request),
    appName: request.brand.appName,
    now: clock.now(),
  });

  r.post(
    '/rest/players/email/send-confirmation/',
    {
      ...signedIn,
      schema: { response: { 200: EmailConfirmationSentSchema } },
      config: { rateLimit: RATE_LIMITS.otp },
      preHandler: contactLimit,
    },
    async (request) => {
      const result = await sendEmailConfirmation(
        { db, sender },
        { playerId: request.playerId, ...context(request) },
      );
      return { success: true as const, ...result };
    },
  );

  r.post(
    '/rest/players/email/confirm/',
    {
      ...signedIn,
      schema: { body: ConfirmEmailRequestSchema, response: { 200: ContactConfirmedSchema } },
      preHandler: contactLimit,
    },
    async (request) => {
      const result = await confirmEmail(
        { db, publisher },
        { playerId: request.playerId, token: request.body.token },
        clock.now(),
      );
      return { success: true as const, message: result.message };
    },
  );

  r.post(
    '/rest/players/email/',
    {
      ...signedIn,
      schema: { body: ChangeEmailRequestSchema, response: { 200: EmailConfirmationSentSchema } },
      config: { rateLimit: RATE_LIMITS.otp },
      preHandler: contactLimit,
    },
    async (request) => {
      const result = await changeEmail(
        { db, sender },
        { playerId: request.playerId, email: request.body.email, ...context(request) },
      );
      return { success: true as const, ...result };
    },
  );

  r.post(
    '/rest/players/phone/',
    {
      ...signedIn,
      schema: { body: ChangePhoneRequestSchema, response: { 200: PhoneCodeSentSchema } },
      config: { rateLimit: RATE_LIMITS.otp },
      preHandler: contactLimit,
    },
    async (request) => {
      const result = await changePhone(
        { db, sender },
        {
          playerId: request.playerId,
          phone: request.body.phone,
          locale: localeOfRequest(request),
          appName: request.brand.appName,
          now: clock.now(),
        },
      );
      return { success: true as const, ...result };
    },
  );

  r.post(
    '/rest/players/phone/confirm/',
    {
      ...signedIn,
      schema: { body: ConfirmPhoneRequestSchema, response: { 200: ContactConfirmedSchema } },
      config: { rateLimit: RATE_LIMITS.otp },
      preHandler: contactLimit,
    },
    async (request) => {
      const result = await confirmPhone(
        { db, publisher },
        { playerId: request.playerId, code: request.body.code },
        clock.now(),
      );
      return { success: true as const, message: result.message };
    },
  );
};
