import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeOfferRowSchema,
  BackofficeOfferSavedSchema,
  OFFER_KINDS,
  BACKOFFICE_OFFER_PROMOTION_TYPES,
  offerProblems,
  type BackofficeOfferFields,
  type BackofficeOfferRow,
  type BrandKey,
} from '@casino/contracts';
import { selectFilter } from '../components/data-table.tsx';
import { bilingual, choices, Fields, orNone, type FieldSpec } from '../components/form.tsx';
import { ANY_BRAND_OPTIONS, brandFilter, brandName } from '../brand-names.ts';
import { RowForm, RowsScreen, displayOrder, optionalText, wholeNumber } from './list-and-edit.tsx';
import { dollars, fromLocalInput, toLocalInput, utc, WEEKDAYS, whole } from './format.ts';
import styles from '../backoffice.module.css';
import own from './catalogue.module.css';

const STATE_CLASS: Record<BackofficeOfferRow['state'], string> = {
  onSale: own.on!,
  scheduled: own.later!,
  ended: '',
  disabled: own.off!,
};
const KIND_TEXT: Record<BackofficeOfferRow['kind'], string> = {
  package: 'Coin package',
  promoOffer: 'Promo offer',
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

/**
 * The offer form in the words operators use (dollars, UTC times); its output is the API's offer fields,
 * checked by the same cross-field rules as the server (offerProblems).
 */
export const OfferFormSchema = z
  .object({
    kind: z.enum(OFFER_KINDS),
    brand: z.string().transform((v) => (v === '' ? null : (v as BrandKey))),
    titleEn: z.string().trim().min(1, 'Give the English title.').max(80, 'At most 80 characters.'),
    titleEs: z.string().trim().min(1, 'Give the Spanish title.').max(80, 'At most 80 characters.'),
    priceCents: money('The price', true).pipe(z.number().min(1, 'The price is at least 0.01.')),
    usualPriceCents: money('The usual price', false),
    coins: wholeNumber(10, 'Coins are a whole number.'),
    entries: wholeNumber(8, 'Entries are a whole number.'),
    magicBoxes: wholeNumber(3, 'Mystery boxes are a whole number.').pipe(
      z.number().max(100, 'At most 100 mystery boxes.'),
    ),
    badgeLabelEn: optionalText,
    badgeLabelEs: optionalText,
    availableFrom: z.string().transform(fromLocalInput),
    availableTill: z.string().transform(fromLocalInput),
    dayOfWeek: optionalWhole('The weekday'),
    limitPerDay: optionalWhole('The daily limit'),
    minBalance: optionalWhole('The balance limit'),
    promotionType: z
      .string()
      .transform((v) => (v === '' ? null : (v as (typeof BACKOFFICE_OFFER_PROMOTION_TYPES)[number]))),
    urlHash: optionalText,
    sort: displayOrder,
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

type OfferFormInput = z.input<typeof OfferFormSchema>;

const OFFER_FIELDS: ReadonlyArray<FieldSpec<OfferFormInput>> = [
  { name: 'kind', label: 'Kind', kind: 'select', options: choices(OFFER_KINDS, KIND_TEXT) },
  { name: 'brand', label: 'Brand', kind: 'select', options: ANY_BRAND_OPTIONS },
  ...bilingual('title', 'Title'),
  { name: 'priceCents', label: 'Price (USD)', inputMode: 'decimal' },
  {
    name: 'usualPriceCents',
    label: 'Usual price (USD)',
    inputMode: 'decimal',
    hint: 'Shown struck through.',
  },
  { name: 'coins', label: 'Coins', inputMode: 'numeric' },
  { name: 'entries', label: 'Entries', inputMode: 'numeric' },
  {
    name: 'magicBoxes',
    label: 'Mystery boxes',
    inputMode: 'numeric',
    hint: 'Given on top of coins and entries.',
  },
  ...bilingual('badgeLabel', 'Badge'),
  { name: 'availableFrom', label: 'On sale from (UTC)', type: 'datetime-local', hint: 'Empty: now.' },
  { name: 'availableTill', label: 'On sale until (UTC)', type: 'datetime-local', hint: 'Empty: no end.' },
  {
    name: 'dayOfWeek',
    label: 'Weekday only',
    kind: 'select',
    options: orNone(
      'Every day',
      WEEKDAYS.map((day, i) => ({ value: String(i), label: day })),
    ),
  },
  {
    name: 'limitPerDay',
    label: 'Purchases per player per day',
    inputMode: 'numeric',
    hint: 'Empty: no limit.',
  },
  { name: 'minBalance', label: 'Only below this coin balance', inputMode: 'numeric' },
  {
    name: 'promotionType',
    label: 'Shown as promotion',
    kind: 'select',
    options: orNone('None', choices(BACKOFFICE_OFFER_PROMOTION_TYPES)),
  },
  { name: 'urlHash', label: 'Secret link hash', hint: 'promoOffer=<hash> unlocks a secret offer.' },
  { name: 'sort', label: 'Display order', inputMode: 'numeric' },
];

const OFFER_CHECKS: ReadonlyArray<FieldSpec<OfferFormInput>> = [
  { name: 'isActive', label: 'Enabled', kind: 'checkbox' },
  { name: 'isSecret', label: 'Secret', kind: 'checkbox' },
  { name: 'isExitOffer', label: 'Exit offer', kind: 'checkbox' },
  { name: 'inPopup', label: 'In the preset popup', kind: 'checkbox' },
  { name: 'inBanner', label: 'In the home banner', kind: 'checkbox' },
  { name: 'bestDeal', label: 'Best deal', kind: 'checkbox' },
  { name: 'mostPopular', label: 'Most popular', kind: 'checkbox' },
  { name: 'forCompleteProfile', label: 'Needs a complete profile', kind: 'checkbox' },
];

function OfferForm({ offer, onSaved }: { offer: BackofficeOfferRow | null; onSaved: () => void }) {
  return (
    <RowForm
      row={offer}
      schema={OfferFormSchema}
      values={formValues}
      paths={{ one: PATHS.offer, all: PATHS.offers }}
      saved={BackofficeOfferSavedSchema}
      onSaved={onSaved}
      submit={offer ? 'Save' : 'Create offer'}
      label={offer ? `Edit offer ${offer.id}` : 'New offer'}
    >
      {(form) => (
        <>
          <div className={own.grid}>
            <Fields form={form} fields={OFFER_FIELDS} />
          </div>
          <div className={styles.checks}>
            <Fields form={form} fields={OFFER_CHECKS} />
          </div>
        </>
      )}
    </RowForm>
  );
}

/** Offers and packages per brand: list, create, edit, schedule, enable. */
export function OffersScreen() {
  const columns: ColumnDef<BackofficeOfferRow, unknown>[] = [
    { accessorKey: 'id', header: 'Id' },
    {
      id: 'title',
      accessorFn: (o) => o.titleEn,
      header: 'Offer',
      cell: ({ row }) => (
        <span>
          {row.original.titleEn}
          <span className={own.sub}>
            {KIND_TEXT[row.original.kind]}
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
    <RowsScreen
      title="Offers and packages"
      noun="offer"
      permission="offers.manage"
      columns={columns}
      table={{
        endpoint: PATHS.offers,
        rowSchema: BackofficeOfferRowSchema,
        label: 'Offers',
        search: 'Title or id',
        filters: [
          selectFilter('kind', 'Kind', { package: 'Coin packages', promoOffer: 'Promo offers' }),
          brandFilter,
          selectFilter('status', 'State', STATE_TEXT),
        ],
      }}
      description="Players of the brand see the change at once; payments already made keep their price."
      form={(row, onSaved) => <OfferForm offer={row} onSaved={onSaved} />}
      rowTitle={(row) => `Offer ${row.id}: ${row.titleEn}`}
    />
  );
}
