import { describe, expect, it } from 'vitest';
import { canonicalEmail, normalizeIdentityText, personKeys } from './person-keys.ts';

describe('canonicalEmail', () => {
  it('lower-cases and drops plus tags at every provider', () => {
    expect(canonicalEmail('Name+Again@Example.com')).toBe('name@example.com');
    expect(canonicalEmail('name+a+b@example.com')).toBe('name@example.com');
    expect(canonicalEmail('NAME@EXAMPLE.COM')).toBe('name@example.com');
  });

  it('drops dots only where the provider ignores them, and reads googlemail as gmail', () => {
    expect(canonicalEmail('first.last@gmail.com')).toBe('firstlast@gmail.com');
    expect(canonicalEmail('F.i.r.s.t.Last+spin@GoogleMail.com')).toBe('firstlast@gmail.com');
    // Elsewhere a dot is part of the address: two different mailboxes.
    expect(canonicalEmail('first.last@example.com')).toBe('first.last@example.com');
    expect(canonicalEmail('first.last@example.com')).not.toBe(canonicalEmail('firstlast@example.com'));
  });

  it('keeps an address without a local part or domain as it is, lower-cased', () => {
    expect(canonicalEmail(' Odd ')).toBe('odd');
  });
});

describe('normalizeIdentityText', () => {
  it('ignores case, accents, whitespace and punctuation', () => {
    expect(normalizeIdentityText('  José-María  ')).toBe('jose maria');
    expect(normalizeIdentityText('JOSE MARIA')).toBe('jose maria');
    expect(normalizeIdentityText('12, Main St.\tApt #4')).toBe('12 main st apt 4');
  });
});

describe('personKeys', () => {
  const base = {
    name: 'José',
    surname: 'Núñez',
    birthDay: '1990-04-02',
    address: '12 Main St.',
    address2: null,
    city: 'Columbus',
    state: 'OH',
    zip: '43004',
  };

  it('needs a name, surname and birth date; the identity key also an address', () => {
    expect(personKeys({ ...base, name: null })).toEqual({ personKey: null, identityKey: null });
    const noAddress = personKeys({ ...base, address: null });
    expect(noAddress.personKey).toMatch(/^[0-9a-f]{64}$/);
    expect(noAddress.identityKey).toBeNull();
  });

  it('gives the same keys to the same person written differently', () => {
    const variant = personKeys({
      ...base,
      name: 'JOSE',
      surname: 'nunez ',
      address: '12  main st',
      city: 'COLUMBUS',
      state: 'oh',
    });
    expect(variant).toEqual(personKeys(base));
  });

  it('a different address keeps the person key and changes the identity key (a near match)', () => {
    const moved = personKeys({ ...base, address: '99 Elm Rd' });
    expect(moved.personKey).toBe(personKeys(base).personKey);
    expect(moved.identityKey).not.toBe(personKeys(base).identityKey);
  });

  it('another birth date or name is another person', () => {
    expect(personKeys({ ...base, birthDay: '1990-04-03' }).personKey).not.toBe(personKeys(base).personKey);
    expect(personKeys({ ...base, name: 'Josefa' }).personKey).not.toBe(personKeys(base).personKey);
  });
});
