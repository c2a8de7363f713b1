import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, RegistrationRequestSchema } from '@casino/contracts';
import { messages } from '../../i18n/messages.ts';
import { SCHEMA_ERROR_KEYS, schemaErrorText } from './schema-errors.ts';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('schema error texts', () => {
  it('has a translation for every message the auth schemas produce', () => {
    const inputs: unknown[] = [
      {},
      { email: '', password: '' },
      { email: 'bad', password: '1' },
      { email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(200) },
      { email: 'ok@example.com', password: 'secret1', agreeTerms: false },
    ];
    const seen = new Set<string>();
    for (const input of inputs) {
      for (const schema of [LoginRequestSchema, RegistrationRequestSchema]) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) seen.add(issue.message);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const message of seen) expect(SCHEMA_ERROR_KEYS[message], message).toBeDefined();
  });

  it('keeps the English texts identical to the schema messages, and has Spanish ones', () => {
    for (const [message, key] of Object.entries(SCHEMA_ERROR_KEYS)) {
      expect(lookup(messages.en, key), key).toBe(message);
      expect(typeof lookup(messages.es, key), key).toBe('string');
    }
  });

  it('shows an unknown message as it is', () => {
    expect(schemaErrorText('Something else', (k) => k)).toBe('Something else');
    expect(schemaErrorText(undefined, (k) => k)).toBeUndefined();
  });
});
