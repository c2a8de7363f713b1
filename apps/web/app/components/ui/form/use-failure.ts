import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { trackError } from '../../../lib/analytics/data-layer.ts';
import { httpErrorText, isHttpError } from '../../../lib/http/http-client.ts';

export interface Failure {
  message: string | null;
  clear(): void;
  /** Keeps the failed call's text: the server's message for `field` when it named it, else the answer's. */
  fail(error: unknown, field: string): void;
}

/** A form's failed request as one text, reported to analytics under `formName`. */
export function useFailure(formName: string): Failure {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    fail(error, field) {
      const text = (isHttpError(error) && error.fieldError(field)) || httpErrorText(error, t);
      setMessage(text);
      trackError({ message: text, form_name: formName });
    },
  };
}
