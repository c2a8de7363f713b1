import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { messageContext } from '../../http/message-context.ts';
import { RATE_LIMITS, RECIPIENT_LIMITS, recipientLimit } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The signed-in player's email and phone: change them and confirm them by link or code. */
export const contactRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'sender' | 'config'>
> = async (app, { db, clock, publisher, sender, config }) => {
  // One budget per account across sending and checking codes and links, whatever the address.
  const contactLimit = recipientLimit(app, RECIPIENT_LIMITS.contact);

  const context = (request: FastifyRequest) => messageContext(request, { config, clock });

  defineRoute(app, 'POST', '/rest/players/email/send-confirmation/', {
    guard: 'player',
    schema: { response: { 200: EmailConfirmationSentSchema } },
    config: { rateLimit: RATE_LIMITS.otp },
    preHandler: contactLimit,
    handler: async (request) =>
      sendEmailConfirmation({ db, sender }, { playerId: request.playerId, ...context(request) }),
  });

  defineRoute(app, 'POST', '/rest/players/email/confirm/', {
    guard: 'player',
    schema: { body: ConfirmEmailRequestSchema, response: { 200: ContactConfirmedSchema } },
    preHandler: contactLimit,
    handler: async (request) => {
      const result = await confirmEmail(
        { db, publisher },
        { playerId: request.playerId, token: request.body.token },
        clock.now(),
      );
      return { message: result.message };
    },
  });

  defineRoute(app, 'POST', '/rest/players/email/', {
    guard: 'player',
    schema: { body: ChangeEmailRequestSchema, response: { 200: EmailConfirmationSentSchema } },
    config: { rateLimit: RATE_LIMITS.otp },
    preHandler: contactLimit,
    handler: async (request) =>
      changeEmail(
        { db, sender },
        { playerId: request.playerId, email: request.body.email, ...context(request) },
      ),
  });

  defineRoute(app, 'POST', '/rest/players/phone/', {
    guard: 'player',
    schema: { body: ChangePhoneRequestSchema, response: { 200: PhoneCodeSentSchema } },
    config: { rateLimit: RATE_LIMITS.otp },
    preHandler: contactLimit,
    handler: async (request) =>
      changePhone(
        { db, sender },
        { playerId: request.playerId, phone: request.body.phone, ...context(request) },
      ),
  });

  defineRoute(app, 'POST', '/rest/players/phone/confirm/', {
    guard: 'player',
    schema: { body: ConfirmPhoneRequestSchema, response: { 200: ContactConfirmedSchema } },
    config: { rateLimit: RATE_LIMITS.otp },
    preHandler: contactLimit,
    handler: async (request) => {
      const result = await confirmPhone(
        { db, publisher },
        { playerId: request.playerId, code: request.body.code },
        clock.now(),
      );
      return { message: result.message };
    },
  });
};
