import { describe, expect, it } from 'vitest';
import { LOCALES } from '@casino/contracts';
import { renderMessage, type TemplateName, type TemplateParams } from './templates.ts';

const PARAMS: { [N in TemplateName]: TemplateParams[N] } = {
  passwordRestoreLink: {
    appName: 'TaoFortune',
    link: 'https://tao.test/?change-password=T0KEN',
    minutes: 60,
  },
  passwordRestoreCode: { appName: 'TaoFortune', code: '042917', minutes: 10 },
  emailConfirmLink: { appName: 'TaoFortune', link: 'https://tao.test/email-verify?token=T0KEN', hours: 24 },
  phoneConfirmCode: { appName: 'TaoFortune', code: '731100', minutes: 10 },
};
const names = Object.keys(PARAMS) as TemplateName[];

describe('message templates', () => {
  it.each(names.flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    '%s in %s names the brand and carries the secret',
    (name, locale) => {
      const params = PARAMS[name];
      const message = renderMessage(name, locale, params as never);
      expect(message.text).toContain('TaoFortune');
      if ('link' in params) expect(message.text).toContain(params.link);
      if ('code' in params) expect(message.text).toContain(params.code);
      expect(message.text).not.toMatch(/undefined|\[object|\$\{/);
    },
  );

  it('writes emails with a subject and text messages short, without one', () => {
    for (const locale of LOCALES) {
      for (const name of ['passwordRestoreLink', 'emailConfirmLink'] as const) {
        const message = renderMessage(name, locale, PARAMS[name] as never);
        expect(message.channel).toBe('email');
        expect(message.subject).toContain('TaoFortune');
      }
      for (const name of ['passwordRestoreCode', 'phoneConfirmCode'] as const) {
        const message = renderMessage(name, locale, PARAMS[name] as never);
        expect(message.channel).toBe('sms');
        expect(message.subject).toBeUndefined();
        expect(message.text.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it('says how long the secret lasts, in the reader’s language', () => {
    expect(renderMessage('passwordRestoreLink', 'en', PARAMS.passwordRestoreLink).text).toContain(
      'expires in 60 minutes',
    );
    expect(renderMessage('passwordRestoreLink', 'es', PARAMS.passwordRestoreLink).text).toContain(
      'caduca en 60 minutos',
    );
    expect(renderMessage('emailConfirmLink', 'en', PARAMS.emailConfirmLink).text).toContain('24 hours');
    expect(renderMessage('emailConfirmLink', 'es', PARAMS.emailConfirmLink).text).toContain('24 horas');
    expect(
      renderMessage('phoneConfirmCode', 'en', { ...PARAMS.phoneConfirmCode, minutes: 1 }).text,
    ).toContain('1 minute.');
  });

  it('is Spanish in es and English in en', () => {
    expect(renderMessage('passwordRestoreLink', 'en', PARAMS.passwordRestoreLink).subject).toBe(
      'Reset your TaoFortune password',
    );
    expect(renderMessage('passwordRestoreLink', 'es', PARAMS.passwordRestoreLink).subject).toBe(
      'Restablece tu contraseña de TaoFortune',
    );
    expect(renderMessage('emailConfirmLink', 'es', PARAMS.emailConfirmLink).subject).toBe(
      'Confirma tu correo de TaoFortune',
    );
    expect(renderMessage('phoneConfirmCode', 'es', PARAMS.phoneConfirmCode).text).toContain(
      'código de confirmación',
    );
  });
});
