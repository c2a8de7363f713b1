// Test helper (not used by the app): a translator with the real message files.
import type { ReactNode } from 'react';
import { messages } from '../../i18n/messages.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createTranslator, type Translator } from '../../i18n/translator.ts';

export function createTestI18n(lng: 'en' | 'es' = 'en'): Translator {
  return createTranslator(lng, messages[lng]);
}

export function withI18n(children: ReactNode, instance: Translator = createTestI18n()): ReactNode {
  return <I18nProvider i18n={instance}>{children}</I18nProvider>;
}
