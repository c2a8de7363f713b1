import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  BACKOFFICE_QUEUE_PATHS,
  backofficePath,
  BoFeatureDetailResponseSchema,
  isTimeZone,
  type BoFeatureDetail,
  type FeatureSettingsUpdate,
} from '@casino/contracts';
import { isHttpError } from '../../lib/http/http-client.ts';
import { boErrorText, boSend } from '../backoffice-api.ts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import { BoForm, Fields, FormError, SubmitButton, useBoForm, type FieldSpec } from '../components/form.tsx';
import { when } from '../queues/format.ts';
import { FeatureRecurrenceFields, RecurrenceFormSchema, recurrenceValues } from './feature-recurrence.tsx';
import { StatusBadge } from '../queues/status-badge.tsx';
import { FeatureContent, type FeatureProps } from './content-section.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

/** `2026-04-01T09:30` (the input's value, read as UTC) ⇄ the schedule's ISO time. */
const toInput = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');
const fromInput = (value: string) => (value ? new Date(`${value}:00.000Z`).toISOString() : null);

/** A whole number typed into the form, from `min` to `max`: `range` says the bounds, `whole` a fraction. */
const wholeFrom = (min: number, max: number, range: string, whole: string) =>
  z.coerce.number({ error: range }).int(whole).min(min, range).max(max, range);

/** The form's fields (the server checks them again); the config is edited as versions (content-section.tsx). */
export const FeatureFormSchema = z
  .object({
    enabled: z.boolean(),
    priority: wholeFrom(0, 1000, 'Enter a priority from 0 to 1000.', 'Enter a whole number.'),
    startsAt: z.string(),
    finishesAt: z.string(),
    resetHour: wholeFrom(0, 23, 'Enter an hour from 0 to 23.', 'Enter a whole hour.'),
    timeZone: z
      .string()
      .trim()
      .min(1, 'Enter a time zone, e.g. UTC.')
      .refine(isTimeZone, 'Unknown time zone.'),
    recurrence: RecurrenceFormSchema,
  })
  .refine((v) => !v.startsAt || !v.finishesAt || v.startsAt < v.finishesAt, {
    message: 'The finish time must come after the start time.',
    path: ['finishesAt'],
  });
type FeatureFormInput = z.input<typeof FeatureFormSchema>;

const valuesOf = (feature: BoFeatureDetail): FeatureFormInput => ({
  enabled: feature.enabled,
  priority: feature.priority,
  startsAt: toInput(feature.schedule.startsAt),
  finishesAt: toInput(feature.schedule.finishesAt),
  resetHour: feature.schedule.period.resetHour,
  timeZone: feature.schedule.period.timeZone,
  recurrence: recurrenceValues(feature.schedule.recurrence),
});

const SETTINGS_FIELDS: ReadonlyArray<FieldSpec<FeatureFormInput>> = [
  { name: 'priority', label: 'Priority', type: 'number', min: 0, max: 1000, hint: 'Lower shows first.' },
  { name: 'startsAt', label: 'Starts (UTC)', type: 'datetime-local', hint: 'Empty: already started.' },
  { name: 'finishesAt', label: 'Finishes (UTC)', type: 'datetime-local', hint: 'Empty: never ends.' },
  { name: 'resetHour', label: 'Period resets at hour', type: 'number', min: 0, max: 23 },
  { name: 'timeZone', label: 'Period time zone', placeholder: 'UTC, America/New_York…' },
];

/** A server field path → the form field that shows it. */
const FIELD_OF: Record<string, keyof FeatureFormInput> = {
  enabled: 'enabled',
  priority: 'priority',
  'schedule.startsAt': 'startsAt',
  'schedule.finishesAt': 'finishesAt',
  'schedule.period.resetHour': 'resetHour',
  'schedule.period.timeZone': 'timeZone',
};

/** One brand's feature: its state and schedule, and (features.manage) the form that changes them; its content below. */
export function FeatureEditor({ brand, featureKey, canManage }: FeatureProps) {
  const path = backofficePath(BACKOFFICE_QUEUE_PATHS.feature, { brand, key: featureKey });
  const query = useBoQuery(path, BoFeatureDetailResponseSchema);
  return (
    <BoLoaded query={query}>
      {({ data: feature }) => (
        <div className={styles.stack}>
          <FeatureForm
            key={feature.updatedAt}
            feature={feature}
            path={path}
            canManage={canManage}
            onSaved={(saved) => query.setData({ success: true, data: saved })}
          />
          <FeatureContent brand={brand} featureKey={featureKey} canManage={canManage} />
        </div>
      )}
    </BoLoaded>
  );
}

function FeatureForm({
  feature,
  path,
  canManage,
  onSaved,
}: {
  feature: BoFeatureDetail;
  path: string;
  canManage: boolean;
  onSaved: (feature: BoFeatureDetail) => void;
}) {
  const form = useBoForm(FeatureFormSchema, { defaultValues: valuesOf(feature) });

  const save = async (values: z.output<typeof FeatureFormSchema>) => {
    const update: FeatureSettingsUpdate = {
      enabled: values.enabled,
      priority: values.priority,
      schedule: {
        startsAt: fromInput(values.startsAt),
        finishesAt: fromInput(values.finishesAt),
        period: { kind: 'day', resetHour: values.resetHour, timeZone: values.timeZone },
        recurrence: values.recurrence,
      },
    };
    try {
      const answer = await boSend('PUT', path, update, BoFeatureDetailResponseSchema);
      toast.success(`${answer.data.key} saved for ${answer.data.brand}. Its players' pages update now.`);
      onSaved(answer.data);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fields = Object.entries(error.errors ?? {});
      for (const [field, messages] of fields) {
        const name = FIELD_OF[field];
        if (name && messages[0]) form.setError(name, { type: 'server', message: messages[0] });
      }
      form.setError('root.server', { type: 'server', message: boErrorText(error) });
    }
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card}>
        <dl className={own.details}>
          <dt>Now</dt>
          <dd>
            {feature.live ? (
              <StatusBadge status="live" label="live: the brand's players see it" />
            ) : (
              <StatusBadge status="off" label="not running" />
            )}
          </dd>
          <dt>Last changed</dt>
          <dd>{when(feature.updatedAt)}</dd>
        </dl>
      </section>
      <section className={styles.card}>
        <BoForm form={form} onSubmit={save} aria-label={`Settings of ${feature.key} on ${feature.brand}`}>
          <fieldset
            disabled={!canManage}
            style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}
          >
            <label className={own.checkbox}>
              <input type="checkbox" {...form.register('enabled')} />
              Enabled
            </label>
            <div className={own.grid2}>
              <Fields form={form} fields={SETTINGS_FIELDS} />
            </div>
            <FeatureRecurrenceFields form={form} />
          </fieldset>
          <FormError form={form} />
          <div className={styles.formActions}>
            {canManage ? <SubmitButton form={form}>Save</SubmitButton> : null}
            <Link className={styles.button} to="/backoffice/features/">
              Back to features
            </Link>
          </div>
        </BoForm>
      </section>
    </div>
  );
}
