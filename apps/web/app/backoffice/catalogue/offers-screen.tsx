import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BRAND_KEYS,
  BRANDS,
  BackofficeOfferRowSchema,
  BackofficeOfferSavedSchema,
  OFFER_KINDS,
  BACKOFFICE_OFFER_PROMOTION_TYPES,
  offerProblems,
  type BackofficeOfferFields,
  type BackofficeOfferRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { BoForm, FormError, SelectField, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import { useOperator } from '../use-operator.ts';
import styles from '../backoffice.module.css';
import { CheckboxField } from './checkbox-field.tsx';
import { CancelButton, EditDialog } from './edit-dialog.tsx';
import { dollars, fromLocalInput, toLocalInput, utc, WEEKDAYS, whole } from './format.ts';
import own from './catalogue.module.css';

const BRAND_OPTIONS = [
  { value: '', label: 'Every brand' },
  ...BRAND_KEYS.map((key) => ({ value: key, label: BRANDS[key].appName })),
];
const brandName = (brand: string | null) =>
  brand === null ? 'Every brand' : (BRANDS[brand as keyof typeof BRANDS]?.appName ?? brand);

const STATE_CLASS: Record<BackofficeOfferRow['state'], string> = {
  onSale: own.on!,
  scheduled: own.later!,
  ended: '',
  disabled: own.off!,
};
const STATE_TEXT: Record<BackofficeOfferRow['state'], string> = {
  onSale: 'On sale',
  scheduled: 'Scheduled',
  ended: 'Ended',
  disabled: 'Disabled',
};

const optionalWhole = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, `${label} is a whole number.`)
    .transform((v) => (v === '' ? null : Number(v)));
const money = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .regex(required ? /^\d{1,5}(\.\d{1,2})?$/ : /^(\d{1,5}(\.\d{1,2})?)?$/, `${label} in dollars, e.g. 9.99.`)
    .transform((v) => (v === '' ? null : Math.round(Number(v) * 100)));
const text = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v));

/**
 * The offer form in the words operators use (dollars, UTC times); its output is the API's offer fields,
 * checked by the same cross-field rules as the server (offerProblems).
 */
export const OfferFormSchema = z
  .object({
    kind: z.enum(OFFER_KINDS),
    brand: z.string().transform((v) => (v === '' ? null : (v as (typeof BRAND_KEYS)[number]))),
    titleEn: z.string().trim().min(1, 'Give the English title.').max(80, 'At most 80 characters.'),
    titleEs: z.string().trim().min(1, 'Give the Spanish title.').max(80, 'At most 80 characters.'),
    priceCents: money('The price', true).pipe(z.number().min(1, 'The price is at least 0.01.')),
    usualPriceCents: money('The usual price', false),
    coins: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'Coins are a whole number.')
      .transform(Number),
    entries: z
      .string()
      .trim()
      .regex(/^\d{1,8}$/, 'Entries are a whole number.')
      .transform(Number),
    magicBoxes: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Mystery boxes are a whole number.')
      .transform(Number)
      .pipe(z.number().max(100, 'At most 100 mystery boxes.')),
    badgeLabelEn: text,
    badgeLabelEs: text,
    availableFrom: z.string().transform(fromLocalInput),
    availableTill: z.string().transform(fromLocalInput),
    dayOfWeek: optionalWhole('The weekday'),
    limitPerDay: optionalWhole('The daily limit'),
    minBalance: optionalWhole('The balance limit'),
    promotionType: z
      .string()
      .transform((v) => (v === '' ? null : (v as (typeof BACKOFFICE_OFFER_PROMOTION_TYPES)[number]))),
    urlHash: text,
    sort: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'The display order is a whole number.')
      .transform(Number),
    isActive: z.boolean(),
    isSecret: z.boolean(),
    isExitOffer: z.boolean(),
    inPopup: z.boolean(),
    inBanner: z.boolean(),
    bestDeal: z.boolean(),
    mostPopular: z.boolean(),
    forCompleteProfile: z.boolean(),
  })
  .superRefine((offer, ctx) => {
    for (const [field, messages] of Object.entries(offerProblems(offer as BackofficeOfferFields)))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });

export const formValues = (offer: BackofficeOfferRow | null): z.input<typeof OfferFormSchema> => ({
  kind: offer?.kind ?? 'package',
  brand: offer?.brand ?? '',
  titleEn: offer?.titleEn ?? '',
  titleEs: offer?.titleEs ?? '',
  priceCents: offer ? (offer.priceCents / 100).toFixed(2) : '',
  usualPriceCents: offer?.usualPriceCents ? (offer.usualPriceCents / 100).toFixed(2) : '',
  coins: offer ? String(offer.coins) : '',
  entries: offer ? String(offer.entries) : '0',
  magicBoxes: offer ? String(offer.magicBoxes) : '0',
  badgeLabelEn: offer?.badgeLabelEn ?? '',
  badgeLabelEs: offer?.badgeLabelEs ?? '',
  availableFrom: toLocalInput(offer?.availableFrom ?? null),
  availableTill: toLocalInput(offer?.availableTill ?? null),
  dayOfWeek: offer?.dayOfWeek === null || offer === null ? '' : String(offer.dayOfWeek),
  limitPerDay: offer?.limitPerDay ? String(offer.limitPerDay) : '',
  minBalance: offer?.minBalance ? String(offer.minBalance) : '',
  promotionType: offer?.promotionType ?? '',
  urlHash: offer?.urlHash ?? '',
  sort: offer ? String(offer.sort) : '0',
  isActive: offer?.isActive ?? false,
  isSecret: offer?.isSecret ?? false,
  isExitOffer: offer?.isExitOffer ?? false,
  inPopup: offer?.inPopup ?? false,
  inBanner: offer?.inBanner ?? false,
  bestDeal: offer?.bestDeal ?? false,
  mostPopular: offer?.mostPopular ?? false,
  forCompleteProfile: offer?.forCompleteProfile ?? false,
});

function OfferForm({ offer, onSaved }: { offer: BackofficeOfferRow | null; onSaved: () => void }) {
  const form = useBoForm(OfferFormSchema, { defaultValues: formValues(offer) });
  return (
    <BoForm
      form={form}
      aria-label={offer ? `Edit offer ${offer.id}` : 'New offer'}
      onSubmit={async (values) => {
        if (offer) await boSend('PATCH', PATHS.offer(offer.id), values, BackofficeOfferSavedSchema);
        else await boSend('POST', PATHS.offers, values, BackofficeOfferSavedSchema);
        onSaved();
      }}
    >
      <div className={own.grid}>
        <SelectField
          form={form}
          name="kind"
          label="Kind"
          options={[
            { value: 'package', label: 'Coin package' },
            { value: 'promoOffer', label: 'Promo offer' },
          ]}
        />
        <SelectField form={form} name="brand" label="Brand" options={BRAND_OPTIONS} />
        <TextField form={form} name="titleEn" label="Title (English)" />
        <TextField form={form} name="titleEs" label="Title (Spanish)" />
        <TextField form={form} name="priceCents" label="Price (USD)" inputMode="decimal" />
        <TextField
          form={form}
          name="usualPriceCents"
          label="Usual price (USD)"
          inputMode="decimal"
          hint="Shown struck through."
        />
        <TextField form={form} name="coins" label="Coins" inputMode="numeric" />
        <TextField form={form} name="entries" label="Entries" inputMode="numeric" />
        <TextField
          form={form}
          name="magicBoxes"
          label="Mystery boxes"
          inputMode="numeric"
          hint="Given on top of coins and entries."
        />
        <TextField form={form} name="badgeLabelEn" label="Badge (English)" />
        <TextField form={form} name="badgeLabelEs" label="Badge (Spanish)" />
        <TextField
          form={form}
          name="availableFrom"
          label="On sale from (UTC)"
          type="datetime-local"
          hint="Empty: now."
        />
        <TextField
          form={form}
          name="availableTill"
          label="On sale until (UTC)"
          type="datetime-local"
          hint="Empty: no end."
        />
        <SelectField
          form={form}
          name="dayOfWeek"
          label="Weekday only"
          options={[
            { value: '', label: 'Every day' },
            ...WEEKDAYS.map((day, i) => ({ value: String(i), label: day })),
          ]}
        />
        <TextField
          form={form}
          name="limitPerDay"
          label="Purchases per player per day"
          inputMode="numeric"
          hint="Empty: no limit."
        />
        <TextField form={form} name="minBalance" label="Only below this coin balance" inputMode="numeric" />
        <SelectField
          form={form}
          name="promotionType"
          label="Shown as promotion"
          options={[
            { value: '', label: 'None' },
            ...BACKOFFICE_OFFER_PROMOTION_TYPES.map((t) => ({ value: t, label: t })),
          ]}
        />
        <TextField
          form={form}
          name="urlHash"
          label="Secret link hash"
          hint="promoOffer=<hash> unlocks a secret offer."
        />
        <TextField form={form} name="sort" label="Display order" inputMode="numeric" />
      </div>
      <div className={own.checks}>
        <CheckboxField form={form} name="isActive" label="Enabled" />
        <CheckboxField form={form} name="isSecret" label="Secret" />
        <CheckboxField form={form} name="isExitOffer" label="Exit offer" />
        <CheckboxField form={form} name="inPopup" label="In the preset popup" />
        <CheckboxField form={form} name="inBanner" label="In the home banner" />
        <CheckboxField form={form} name="bestDeal" label="Best deal" />
        <CheckboxField form={form} name="mostPopular" label="Most popular" />
        <CheckboxField form={form} name="forCompleteProfile" label="Needs a complete profile" />
      </div>
      <FormError form={form} />
      <div className={styles.formActions}>
        <SubmitButton form={form}>{offer ? 'Save' : 'Create offer'}</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

/** Offers and packages per brand: list, create, edit, schedule, enable. */
export function OffersScreen() {
  const operator = useOperator();
  const canManage = operator.can('offers.manage');
  const [editing, setEditing] = useState<BackofficeOfferRow | 'new' | null>(null);
  const [reload, setReload] = useState(0);

  const columns: ColumnDef<BackofficeOfferRow, unknown>[] = [
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            enableSorting: false,
            cell: ({ row }) => (
              <button type="button" className={styles.button} onClick={() => setEditing(row.original)}>
                Edit
              </button>
            ),
          } satisfies ColumnDef<BackofficeOfferRow, unknown>,
        ]
      : []),
    { accessorKey: 'id', header: 'Id' },
    {
      id: 'title',
      accessorFn: (o) => o.titleEn,
      header: 'Offer',
      cell: ({ row }) => (
        <span>
          {row.original.titleEn}
          <span className={own.sub}>
            {row.original.kind === 'package' ? 'Coin package' : 'Promo offer'}
            {row.original.isSecret ? ' · secret' : ''}
            {row.original.isExitOffer ? ' · exit offer' : ''}
          </span>
        </span>
      ),
    },
    {
      accessorKey: 'brand',
      header: 'Brand',
      enableSorting: false,
      cell: ({ row }) => brandName(row.original.brand),
    },
    {
      id: 'price',
      accessorFn: (o) => o.priceCents,
      header: 'Price',
      cell: ({ row }) => dollars(row.original.priceCents),
    },
    { accessorKey: 'coins', header: 'Coins', cell: ({ row }) => whole(row.original.coins) },
    {
      accessorKey: 'entries',
      header: 'Entries',
      enableSorting: false,
      cell: ({ row }) => whole(row.original.entries),
    },
    { accessorKey: 'availableFrom', header: 'From', cell: ({ row }) => utc(row.original.availableFrom) },
    { accessorKey: 'availableTill', header: 'Until', cell: ({ row }) => utc(row.original.availableTill) },
    {
      accessorKey: 'state',
      header: 'State',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={`${own.badge} ${STATE_CLASS[row.original.state]}`}>
          {STATE_TEXT[row.original.state]}
          {row.original.dayOfWeek !== null ? ` (${WEEKDAYS[row.original.dayOfWeek]}s)` : ''}
        </span>
      ),
    },
    { accessorKey: 'sort', header: 'Order' },
  ];

  return (
    <div className={own.page}>
      <div className={styles.pageHeader}>
        <h1>Offers and packages</h1>
        {canManage ? (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => setEditing('new')}
          >
            New offer
          </button>
        ) : null}
      </div>
      <DataTable
        endpoint={PATHS.offers}
        rowSchema={BackofficeOfferRowSchema}
        columns={columns}
        label="Offers"
        search="Title or id"
        reloadKey={reload}
        getRowId={(o) => String(o.id)}
        filters={[
          {
            name: 'kind',
            label: 'Kind',
            type: 'select',
            options: [
              { value: 'package', label: 'Coin packages' },
              { value: 'promoOffer', label: 'Promo offers' },
            ],
          },
          {
            name: 'brand',
            label: 'Brand',
            type: 'select',
            options: BRAND_OPTIONS.slice(1),
          },
          {
            name: 'status',
            label: 'State',
            type: 'select',
            options: [
              { value: 'onSale', label: 'On sale' },
              { value: 'scheduled', label: 'Scheduled' },
              { value: 'ended', label: 'Ended' },
              { value: 'disabled', label: 'Disabled' },
            ],
          },
        ]}
      />
      <EditDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={editing === 'new' ? 'New offer' : editing ? `Offer ${editing.id}: ${editing.titleEn}` : ''}
        description="Players of the brand see the change at once; payments already made keep their price."
      >
        {editing ? (
          <OfferForm
            offer={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              setReload((n) => n + 1);
            }}
          />
        ) : null}
      </EditDialog>
    </div>
  );
}
