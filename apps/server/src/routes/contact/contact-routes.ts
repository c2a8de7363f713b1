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
import {
  changeEmail,
  changePhone,
  confirmEmail,
  confirmPhone,
  sendEmailConfirmation,
  unauthorized,
  type Database,
  type MessageSender,
  type Publisher,
} from '@casino/core';
import type { Config } from '../../config.ts';
import { localeOfRequest } from '../../http/request-locale.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { messageSenderFor, publicOrigin } from '../password/outgoing-messages.ts';

export interface ContactRoutesOptions {
  database: Database;
  config: Config;
  sender?: MessageSender;
}

/** The signed-in player's email and phone: change them and confirm them by link or code. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const sender = options.sender ?? messageSenderFor(options.database, options.config, app.log);
  app.addHook('onClose', () => sender.drain());
  // Decorated on the root app before any route plugin is registered.
  const publisher = (app as unknown as { publisher: Publisher }).publisher;
  // Before the body is looked at: a guest hears "sign in", whatever they sent.
  const signedIn = { preValidation: requireSignedIn };

  const context = (request: FastifyRequest) => ({
    origin: publicOrigin(request, options.config),
    locale: localeOfRequest(request),
    appName: request.brand.appName,
  });

  r.post(
    '/rest/players/email/send-confirmation/',
    {
      ...signedIn,
      schema: { response: { 200: EmailConfirmationSentSchema } },
      config: { rateLimit: RATE_LIMITS.otp },
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
    { ...signedIn, schema: { body: ConfirmEmailRequestSchema, response: { 200: ContactConfirmedSchema } } },
    async (request) => {
      const result = await confirmEmail(
        { db, publisher },
        { playerId: request.playerId, token: request.body.token },
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
    },
    async (request) => {
      const result = await changePhone(
        { db, sender },
        {
          playerId: request.playerId,
          phone: request.body.phone,
          locale: localeOfRequest(request),
          appName: request.brand.appName,
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
    },
    async (request) => {
      const result = await confirmPhone(
        { db, publisher },
        { playerId: request.playerId, code: request.body.code },
      );
      return { success: true as const, message: result.message };
    },
  );
};

async function requireSignedIn(request: FastifyRequest) {
  if (!request.playerId) throw unauthorized();
}
