// Test helper (not used by the app): an i18next instance with the real message files.
import { createInstance, type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { messages } from '../../i18n/messages.ts';

export function createTestI18n(lng: 'en' | 'es' = 'en'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: messages.en }, es: { translation: messages.es } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

export function withI18n(children: ReactNode, instance: i18n = createTestI18n()): ReactNode {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
