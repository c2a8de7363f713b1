import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXTS, VALIDATION } from '@casino/contracts';
import { fieldWords, peopleText } from './errors.ts';

describe('peopleText', () => {
  it('answers a code in the player’s language', () => {
    expect(peopleText('en')(VALIDATION.password.tooShort)).toBe(PASSWORD_TEXTS.tooShort);
    expect(peopleText('es')(VALIDATION.password.tooShort)).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
  });

  it('never answers a raw code, and keeps sentences as they are', () => {
    expect(peopleText('es')('email.misspelt')).toBe('Revisa este campo');
    expect(peopleText('en')('Too many attempts.')).toBe('Too many attempts.');
  });
});

describe('fieldWords', () => {
  it.each([
    ['presetId', 'the preset id'],
    ['card.holder', 'the card holder'],
    ['ids.0', 'the ids'],
    ['registration_source', 'the registration source'],
    ['request', 'this request'],
  ])('names %s as “%s”', (field, words) => {
    expect(fieldWords(field)).toBe(words);
  });
});
