import {
  ContactConfirmedSchema,
  EmailConfirmationSentSchema,
  PhoneCodeSentSchema,
  type ChangeEmailRequest,
  type ChangePhoneRequest,
  type ConfirmEmailRequest,
  type ConfirmPhoneRequest,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const sendEmailConfirmation = () =>
  http.post('/rest/players/email/send-confirmation/', undefined, { schema: EmailConfirmationSentSchema });

export const confirmEmail = (body: ConfirmEmailRequest) =>
  http.post('/rest/players/email/confirm/', body, { schema: ContactConfirmedSchema });

export const changeEmail = (body: ChangeEmailRequest) =>
  http.post('/rest/players/email/', body, { schema: EmailConfirmationSentSchema });

export const changePhone = (body: ChangePhoneRequest) =>
  http.post('/rest/players/phone/', body, { schema: PhoneCodeSentSchema });

export const confirmPhone = (body: ConfirmPhoneRequest) =>
  http.post('/rest/players/phone/confirm/', body, { schema: ContactConfirmedSchema });
