import { describe, expect, it } from 'vitest';
import {
  CODE_TEXTS,
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  PASSWORD_TEXTS,
  PHONE_TEXTS,
  PROFILE_TEXTS,
  ProfileUpdateSchema,
  RegistrationRequestSchema,
  RequestRestoreSchema,
  VALIDATION,
  VALIDATION_CODES,
  isValidationCode,
} from '@casino/contracts';
import { createTestI18n } from '../test-i18n.tsx';
import { fieldErrorText } from './field-error-text.ts';

const en = createTestI18n('en').t;
const es = createTestI18n('es').t;

describe('fieldErrorText', () => {
  it('resolves a code in English and in Spanish', () => {
    expect(fieldErrorText(VALIDATION.email.required, en)).toBe('Please enter your email');
    expect(fieldErrorText(VALIDATION.email.required, es)).toBe('Introduce tu correo electrónico');
    expect(fieldErrorText(VALIDATION.password.mismatch, es)).toBe('Las contraseñas no coinciden');
  });

  it('shows an unknown code as a readable text, never the code', () => {
    expect(fieldErrorText('email.misspelt', en)).toBe('Please check this field');
    expect(fieldErrorText('email.misspelt', es)).toBe('Revisa este campo');
  });

  it('shows the server’s sentences as they are', () => {
    expect(fieldErrorText('Another account already uses this phone number.', es)).toBe(
      'Another account already uses this phone number.',
    );
    expect(fieldErrorText(undefined, en)).toBeUndefined();
  });

  it('has a text in both languages for every code', () => {
    for (const code of VALIDATION_CODES) {
      for (const t of [en, es]) expect(t(`validation.${code}`), code).not.toBe(`validation.${code}`);
    }
  });

  it('keeps the spec’s English texts word for word', () => {
    const spec = { password: PASSWORD_TEXTS, phone: PHONE_TEXTS, code: CODE_TEXTS, profile: PROFILE_TEXTS };
    for (const [group, texts] of Object.entries(spec))
      for (const [name, text] of Object.entries(texts)) expect(en(`validation.${group}.${name}`)).toBe(text);
  });

  it('knows every message the form schemas refuse with', () => {
    const cases: [{ safeParse(input: unknown): { error?: { issues: { message: string }[] } } }, unknown][] = [
      [LoginRequestSchema, {}],
      [LoginRequestSchema, { email: '', password: '' }],
      [LoginRequestSchema, { email: 'bad', password: '1' }],
      [LoginRequestSchema, { email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(200) }],
      [RegistrationRequestSchema, { email: 'ok@example.com', password: 'secret1', agreeTerms: false }],
      [ChangePasswordRequestSchema, { password: 'secret1', password_repeat: 1 }],
      [RequestRestoreSchema, {}],
      [RequestRestoreSchema, { phone: '123' }],
      [ProfileUpdateSchema, { name: '', zip: 'x', birthDay: '2999-01-01', state: 'XX' }],
    ];
    const seen = cases.flatMap(([schema, input]) => schema.safeParse(input).error?.issues ?? []);
    expect(seen.length).toBeGreaterThan(10);
    for (const { message } of seen) expect(isValidationCode(message), message).toBe(true);
  });
});
