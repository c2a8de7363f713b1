import type { Locale } from '@casino/contracts';
import type { MessageChannel } from './message-sender.ts';

/** What each message needs to be written. */
export interface TemplateParams {
  /** Email with the restore link. */
  passwordRestoreLink: { appName: string; link: string; minutes: number };
  /** Text message with the restore code. */
  passwordRestoreCode: { appName: string; code: string; minutes: number };
  /** Email with the link that confirms the address. */
  emailConfirmLink: { appName: string; link: string; hours: number };
  /** Text message with the code that confirms the phone. */
  phoneConfirmCode: { appName: string; code: string; minutes: number };
}
export type TemplateName = keyof TemplateParams;

export interface RenderedMessage {
  channel: MessageChannel;
  subject?: string;
  text: string;
}

type Texts<P> = Record<Locale, (p: P) => { subject?: string; text: string }>;
type Template<P> = { channel: MessageChannel; texts: Texts<P> };

const minutesEn = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const minutesEs = (n: number) => `${n} minuto${n === 1 ? '' : 's'}`;
const hoursEn = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
const hoursEs = (n: number) => `${n} hora${n === 1 ? '' : 's'}`;

const TEMPLATES: { [N in TemplateName]: Template<TemplateParams[N]> } = {
  passwordRestoreLink: {
    channel: 'email',
    texts: {
      en: ({ appName, link, minutes }) => ({
        subject: `Reset your ${appName} password`,
        text: [
          'Hello,',
          '',
          `We received a request to reset the password of your ${appName} account. Open this link to choose a new password:`,
          '',
          link,
          '',
          `The link works once and expires in ${minutesEn(minutes)}. If you did not ask for this, you can ignore this email: your password stays as it is.`,
          '',
          `The ${appName} team`,
        ].join('\n'),
      }),
      es: ({ appName, link, minutes }) => ({
        subject: `Restablece tu contraseña de ${appName}`,
        text: [
          'Hola:',
          '',
          `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${appName}. Abre este enlace para elegir una nueva:`,
          '',
          link,
          '',
          `El enlace funciona una sola vez y caduca en ${minutesEs(minutes)}. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.`,
          '',
          `El equipo de ${appName}`,
        ].join('\n'),
      }),
    },
  },
  passwordRestoreCode: {
    channel: 'sms',
    texts: {
      en: ({ appName, code, minutes }) => ({
        text: `${appName}: your password reset code is ${code}. It expires in ${minutesEn(minutes)}. If you did not ask for it, ignore this message.`,
      }),
      es: ({ appName, code, minutes }) => ({
        text: `${appName}: tu código para restablecer la contraseña es ${code}. Caduca en ${minutesEs(minutes)}. Si no lo has pedido, ignora este mensaje.`,
      }),
    },
  },
  emailConfirmLink: {
    channel: 'email',
    texts: {
      en: ({ appName, link, hours }) => ({
        subject: `Confirm your email for ${appName}`,
        text: [
          'Hello,',
          '',
          `Please confirm that this is the email address of your ${appName} account by opening this link:`,
          '',
          link,
          '',
          `The link works once and expires in ${hoursEn(hours)}. If you did not sign up for ${appName}, you can ignore this email.`,
          '',
          `The ${appName} team`,
        ].join('\n'),
      }),
      es: ({ appName, link, hours }) => ({
        subject: `Confirma tu correo de ${appName}`,
        text: [
          'Hola:',
          '',
          `Confirma que esta es la dirección de correo de tu cuenta de ${appName} abriendo este enlace:`,
          '',
          link,
          '',
          `El enlace funciona una sola vez y caduca en ${hoursEs(hours)}. Si no te has registrado en ${appName}, ignora este correo.`,
          '',
          `El equipo de ${appName}`,
        ].join('\n'),
      }),
    },
  },
  phoneConfirmCode: {
    channel: 'sms',
    texts: {
      en: ({ appName, code, minutes }) => ({
        text: `${appName}: your confirmation code is ${code}. It expires in ${minutesEn(minutes)}. Never share it with anyone.`,
      }),
      es: ({ appName, code, minutes }) => ({
        text: `${appName}: tu código de confirmación es ${code}. Caduca en ${minutesEs(minutes)}. No lo compartas con nadie.`,
      }),
    },
  },
};

/** The subject and text of a message in the reader's language; the channel comes with the template. */
export function renderMessage<N extends TemplateName>(
  name: N,
  locale: Locale,
  params: TemplateParams[N],
): RenderedMessage {
  const template = TEMPLATES[name] as Template<TemplateParams[N]>;
  const texts = (template.texts[locale] ?? template.texts.en)(params);
  return { channel: template.channel, ...texts };
}
