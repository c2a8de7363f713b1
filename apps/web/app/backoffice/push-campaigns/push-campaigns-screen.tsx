import { useEffect, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  BACKOFFICE_WEB_PUSH_PATHS as PATHS,
  BackofficeWebPushAudienceResponseSchema,
  BackofficeWebPushCampaignRowSchema,
  BackofficeWebPushCampaignSavedSchema,
  LOCALES,
  WEB_PUSH_CAMPAIGN_STATUSES,
  type BackofficeWebPushCampaignRow,
  type WebPushCampaignStatus,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { EditingDialog, NewButton, useEditing } from '../catalogue/list-and-edit.tsx';
import { utc } from '../catalogue/format.ts';
import { Confirm } from '../components/confirm.tsx';
import { DataTable, selectFilter } from '../components/data-table.tsx';
import {
  choices,
  BoForm,
  Fields,
  FormError,
  orNone,
  SubmitButton,
  TextAreaField,
  TextField,
  useBoForm,
  type FieldSpec,
  type FormOf,
} from '../components/form.tsx';
import { Button, CancelButton } from '../components/button.tsx';
import { useOperator } from '../use-operator.ts';
import { ANY_BRAND_OPTIONS, brandFilter } from '../brand-names.ts';
import styles from '../backoffice.module.css';
import own from '../catalogue/catalogue.module.css';
import {
  CampaignFormSchema,
  LANGUAGE_NAMES,
  audienceParts,
  audienceQuery,
  audienceText,
  emptyCampaign,
  toUtcInput,
  type CampaignFormValues,
} from './campaign-form.ts';
import push from './push-campaigns.module.css';

const STATUS_TEXT: Record<WebPushCampaignStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};
const STATUS_CLASS: Record<WebPushCampaignStatus, string> = {
  scheduled: own.later!,
  sending: own.later!,
  sent: own.on!,
  cancelled: own.off!,
};

function StatusPill({ status }: { status: WebPushCampaignStatus }) {
  return (
    <span className={`${own.badge} ${STATUS_CLASS[status]}`} data-status={status}>
      {STATUS_TEXT[status]}
    </span>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

type Audience = { players: number; devices: number } | 'counting' | 'invalid' | 'failed';

/** How many players and devices the audience has right now (the job decides again at send time). */
function AudienceCount({ form }: { form: FormOf<CampaignFormValues> }) {
  const [brand, locale, days] = form.watch(['brand', 'locale', 'activeWithinDays']);
  const [audience, setAudience] = useState<Audience>('counting');
  useEffect(() => {
    const query = audienceQuery(brand, locale, days);
    if (!query) {
      setAudience('invalid');
      return;
    }
    let current = true;
    setAudience('counting');
    const timer = setTimeout(() => {
      boSend('POST', PATHS.audience, query, BackofficeWebPushAudienceResponseSchema).then(
        (answer) => current && setAudience(answer.data),
        () => current && setAudience('failed'),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [brand, locale, days]);
  return (
    <p className={push.audience} role="status" data-testid="bo-push-audience">
      {audience === 'counting'
        ? 'Counting the audience…'
        : audience === 'invalid'
          ? 'Give the days as a whole number from 1 to 3650 to count the audience.'
          : audience === 'failed'
            ? 'The audience could not be counted now.'
            : `Audience now: ${count(audience.players)} player${audience.players === 1 ? '' : 's'} on ${count(
                audience.devices,
              )} device${audience.devices === 1 ? '' : 's'}.`}
      <span className={styles.muted}>
        {' '}
        Only players who turned on offers by push, with an open account and not on a break; counted again when
        it is sent.
      </span>
    </p>
  );
}

/** What the notification will look like, per language. */
function Preview({ form }: { form: FormOf<CampaignFormValues> }) {
  const [titleEn, bodyEn, titleEs, bodyEs, link] = form.watch([
    'titleEn',
    'bodyEn',
    'titleEs',
    'bodyEs',
    'link',
  ]);
  const texts = { en: { title: titleEn, body: bodyEn }, es: { title: titleEs, body: bodyEs } };
  return (
    <div className={push.previews} aria-label="Preview">
      {LOCALES.map((locale) => (
        <div key={locale} className={push.preview}>
          <span className={push.previewLanguage}>{LANGUAGE_NAMES[locale]}</span>
          <strong>{texts[locale].title || 'Title'}</strong>
          <span>{texts[locale].body || 'Text'}</span>
          <span className={styles.muted}>
            Opens {link.startsWith('/') ? `${locale === 'en' ? '' : `/${locale}`}${link}` : '—'}
          </span>
        </div>
      ))}
    </div>
  );
}

const AUDIENCE_FIELDS: ReadonlyArray<FieldSpec<CampaignFormValues>> = [
  { name: 'brand', label: 'Brand', kind: 'select', options: ANY_BRAND_OPTIONS },
  {
    name: 'locale',
    label: 'Language',
    kind: 'select',
    options: orNone('Every language', choices(LOCALES, LANGUAGE_NAMES)),
  },
  {
    name: 'activeWithinDays',
    label: 'Signed in within (days)',
    inputMode: 'numeric',
    hint: 'Empty: any last activity.',
  },
];
const LINK_FIELDS: ReadonlyArray<FieldSpec<CampaignFormValues>> = [
  { name: 'link', label: 'Link', hint: 'A path of the site, e.g. /promotions/ (Spanish players get /es/…).' },
  { name: 'image', label: 'Image', hint: 'Optional: https://… or /…' },
  { name: 'icon', label: 'Icon', hint: "Optional; the brand's icon when empty." },
];
const WHEN_FIELDS: ReadonlyArray<FieldSpec<CampaignFormValues>> = [
  {
    name: 'sendAt',
    label: 'Send at (UTC)',
    type: 'datetime-local',
    step: 1,
    hint: 'It goes out within a minute of this time.',
  },
];

export function CampaignForm({ onSaved }: { onSaved: (row: BackofficeWebPushCampaignRow) => void }) {
  // Checked on submit, then as fields change: a message appearing when a field loses focus would move the
  // submit button from under the pointer of a long dialog between press and release.
  const form = useBoForm(CampaignFormSchema, {
    defaultValues: emptyCampaign(new Date()),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return (
    <BoForm
      form={form}
      aria-label="New push campaign"
      onSubmit={async (values) => {
        const { data } = await boSend('POST', PATHS.campaigns, values, BackofficeWebPushCampaignSavedSchema);
        onSaved(data);
      }}
    >
      <TextField form={form} name="name" label="Name" hint="For operators only; players never see it." />
      <fieldset className={push.fieldset}>
        <legend>Audience</legend>
        <div className={own.grid}>
          <Fields form={form} fields={AUDIENCE_FIELDS} />
        </div>
        <AudienceCount form={form} />
      </fieldset>
      <fieldset className={push.fieldset}>
        <legend>Message</legend>
        <div className={push.languages}>
          <div className={push.language}>
            <TextField form={form} name="titleEn" label="Title (English)" maxLength={80} />
            <TextAreaField form={form} name="bodyEn" label="Text (English)" rows={3} />
          </div>
          <div className={push.language}>
            <TextField form={form} name="titleEs" label="Title (Spanish)" maxLength={80} />
            <TextAreaField form={form} name="bodyEs" label="Text (Spanish)" rows={3} />
          </div>
        </div>
        <div className={own.grid}>
          <Fields form={form} fields={LINK_FIELDS} />
        </div>
        <Preview form={form} />
      </fieldset>
      <fieldset className={push.fieldset}>
        <legend>When</legend>
        <div className={push.when}>
          <Fields form={form} fields={WHEN_FIELDS} />
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              form.setValue('sendAt', toUtcInput(new Date()), { shouldValidate: true, shouldDirty: true })
            }
          >
            Now
          </button>
        </div>
      </fieldset>
      <FormError form={form} />
      <div className={styles.formActions}>
        <SubmitButton form={form}>Schedule campaign</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

/** Everything about one campaign (read only): both texts, the link and pictures, audience and counts. */
function CampaignDetails({ campaign }: { campaign: BackofficeWebPushCampaignRow }) {
  const rows: Array<[string, string]> = [
    ['Status', STATUS_TEXT[campaign.status]],
    ['Audience', audienceText(campaign)],
    ['Send at', utc(campaign.sendAt)],
    ['Finished', utc(campaign.finishedAt)],
    ['Title (English)', campaign.titleEn],
    ['Text (English)', campaign.bodyEn],
    ['Title (Spanish)', campaign.titleEs],
    ['Text (Spanish)', campaign.bodyEs],
    ['Link', campaign.link],
    ['Image', campaign.image ?? '—'],
    ['Icon', campaign.icon ?? '—'],
    [
      'Deliveries',
      `${count(campaign.sent)} sent: ${count(campaign.delivered)} delivered, ${count(campaign.failed)} failed, ${count(
        campaign.removed,
      )} removed (the browser's push service said the subscription is gone)`,
    ],
    ['Created', utc(campaign.createdAt)],
  ];
  return (
    <dl className={push.details}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The delivery counts, one column each. */
const COUNTS = [
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['failed', 'Failed'],
  ['removed', 'Removed'],
] as const;

/**
 * Web push campaigns (docs/web-push.md): the list with delivery counts (push.read), a new campaign for a
 * brand, language and last activity, in English and Spanish, at a time (push.manage), and cancelling one
 * that is still scheduled.
 */
export function PushCampaignsScreen() {
  const canManage = useOperator().can('push.manage');
  const creating = useEditing<never>();
  const viewing = useEditing<BackofficeWebPushCampaignRow>();

  const columns: ColumnDef<BackofficeWebPushCampaignRow, unknown>[] = [
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={push.actions}>
          <button
            type="button"
            className={styles.button}
            aria-label={`View ${row.original.name}`}
            onClick={() => viewing.open(row.original)}
          >
            View
          </button>
          {canManage && row.original.status === 'scheduled' ? (
            <Confirm
              trigger={<Button aria-label={`Cancel ${row.original.name}`}>Cancel</Button>}
              title={`Cancel “${row.original.name}”?`}
              description={`It will not be sent at ${utc(row.original.sendAt)}. This cannot be undone.`}
              confirmLabel="Cancel campaign"
              cancelLabel="Keep it"
              danger
              onConfirm={async () => {
                await boSend('POST', PATHS.cancel(row.original.id), {}, BackofficeWebPushCampaignSavedSchema);
                toast.success(`“${row.original.name}” is cancelled.`);
                creating.reloadList();
              }}
            />
          ) : null}
        </span>
      ),
    },
    { accessorKey: 'id', header: 'Id' },
    {
      accessorKey: 'name',
      header: 'Campaign',
      cell: ({ row }) => (
        <span>
          {row.original.name}
          <span className={own.sub}>{row.original.titleEn}</span>
        </span>
      ),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusPill status={row.original.status} />,
    },
    { accessorKey: 'sendAt', header: 'Send at', cell: ({ row }) => utc(row.original.sendAt) },
    {
      id: 'audience',
      header: 'Audience',
      enableSorting: false,
      cell: ({ row }) => {
        const { who, activity } = audienceParts(row.original);
        return (
          <span>
            {who}
            <span className={own.sub}>{activity}</span>
          </span>
        );
      },
    },
    ...COUNTS.map(([key, header]): ColumnDef<BackofficeWebPushCampaignRow, unknown> => ({
      accessorKey: key,
      header,
      enableSorting: false,
      cell: ({ row }) => count(row.original[key]),
    })),
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Push campaigns</h1>
        {canManage ? (
          <NewButton editing={creating}>New campaign</NewButton>
        ) : (
          <span className={styles.muted}>Your role can see campaigns; marketing writes them.</span>
        )}
      </div>
      <DataTable
        endpoint={PATHS.campaigns}
        rowSchema={BackofficeWebPushCampaignRowSchema}
        columns={columns}
        label="Push campaigns"
        search="Name or title"
        reloadKey={creating.reload}
        empty="No campaigns here."
        filters={[selectFilter('status', 'Status', STATUS_TEXT, WEB_PUSH_CAMPAIGN_STATUSES), brandFilter]}
      />
      <p className={styles.muted}>
        Sent = delivered + failed + removed. Removed: the browser&rsquo;s push service said the subscription
        is gone, so it was deleted. Failed ones are kept and tried again by later pushes.
      </p>
      <EditingDialog
        editing={creating}
        title={() => 'New push campaign'}
        description="Players who turned on offers by push get it on their devices, in their language."
      >
        {() => (
          <CampaignForm
            onSaved={(row) => {
              creating.saved();
              toast.success(`“${row.name}” is scheduled for ${utc(row.sendAt)}.`);
            }}
          />
        )}
      </EditingDialog>
      <EditingDialog
        editing={viewing}
        title={(row) => (row === 'new' ? '' : `Campaign ${row.id}: ${row.name}`)}
      >
        {(row) =>
          row ? (
            <>
              <CampaignDetails campaign={row} />
              <div className={styles.formActions}>
                <CancelButton>Close</CancelButton>
              </div>
            </>
          ) : null
        }
      </EditingDialog>
    </div>
  );
}
