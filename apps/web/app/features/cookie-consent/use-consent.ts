import { useSyncExternalStore } from 'react';
import {
  CONSENT_CHANGE_EVENT,
  parseConsent,
  readConsent,
  serializeConsent,
  type ConsentRecord,
} from '../../lib/consent/cookie-consent.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
};

// A string snapshot: readConsent() builds a new object on every call, which useSyncExternalStore would loop on.
const snapshot = () => serializeConsent(readConsent());

/** The stored consent, live; null on the server and while hydrating (the banner waits for the browser). */
export function useConsent(): ConsentRecord | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => null);
  return value === null ? null : parseConsent(value);
}
