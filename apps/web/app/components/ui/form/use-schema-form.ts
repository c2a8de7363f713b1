import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/react.tsx';
import { trackError } from '../../../lib/analytics/data-layer.ts';
import { applyServerError } from './server-errors.ts';

/**
 * A form checked by its contracts schema once a field is left. `fail` shows a refused request: the
 * server's errors under `fields`, the rest as `formError`, reported to analytics as `formName`.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  {
    defaultValues,
    fields,
    formName,
  }: { defaultValues: DefaultValues<In>; fields: readonly Path<In>[]; formName: string },
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  return {
    ...form,
    formError,
    clearFormError: () => setFormError(null),
    fail(error: unknown) {
      const message = applyServerError<In>(error, fields, form.setError, t);
      setFormError(message);
      trackError({ message, form_name: formName });
    },
  };
}
