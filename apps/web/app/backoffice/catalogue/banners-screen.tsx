import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BANNER_PLACEMENTS,
  BANNER_TYPES,
  BackofficeBannerRowSchema,
  BackofficeBannerSavedSchema,
  ISSUE_KEYS,
  bannerProblems,
  type BackofficeBannerFields,
  type BackofficeBannerRow,
} from '@casino/contracts';
import { selectFilter } from '../components/data-table.tsx';
import { bilingual, CheckboxField, choices, Fields, orNone, type FieldSpec } from '../components/form.tsx';
import { RowForm, RowsScreen, displayOrder, enabledColumn, optionalText } from './list-and-edit.tsx';
import own from './catalogue.module.css';

const PLACEMENT_TEXT: Record<(typeof BANNER_PLACEMENTS)[number], string> = {
  home: 'Home slider',
  promo: 'Promotions',
  scheme: 'Between sections',
};

const BannerFormSchema = z
  .object({
    type: z.enum(BANNER_TYPES),
    placement: z.enum(BANNER_PLACEMENTS),
    afterSection: z.string().transform((v) => (v === '' ? null : (v as (typeof ISSUE_KEYS)[number]))),
    titleEn: z.string().trim().min(1, 'Give the English title.').max(120, 'At most 120 characters.'),
    titleEs: z.string().trim().min(1, 'Give the Spanish title.').max(120, 'At most 120 characters.'),
    subTitleEn: optionalText,
    subTitleEs: optionalText,
    buttonEn: optionalText,
    buttonEs: optionalText,
    link: optionalText,
    presetPackageId: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, 'The offer id is a number.')
      .transform((v) => (v === '' ? null : Number(v))),
    sort: displayOrder,
    isActive: z.boolean(),
  })
  .superRefine((banner, ctx) => {
    for (const [field, messages] of Object.entries(bannerProblems(banner as BackofficeBannerFields)))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });

const formValues = (b: BackofficeBannerRow | null): z.input<typeof BannerFormSchema> => ({
  type: b?.type ?? 'ordinary',
  placement: b?.placement ?? 'home',
  afterSection: b?.afterSection ?? '',
  titleEn: b?.titleEn ?? '',
  titleEs: b?.titleEs ?? '',
  subTitleEn: b?.subTitleEn ?? '',
  subTitleEs: b?.subTitleEs ?? '',
  buttonEn: b?.buttonEn ?? '',
  buttonEs: b?.buttonEs ?? '',
  link: b?.link ?? '',
  presetPackageId: b?.presetPackageId ? String(b.presetPackageId) : '',
  sort: b ? String(b.sort) : '0',
  isActive: b?.isActive ?? false,
});

const BANNER_FIELDS: ReadonlyArray<FieldSpec<z.input<typeof BannerFormSchema>>> = [
  { name: 'type', label: 'Type', kind: 'select', options: choices(BANNER_TYPES) },
  {
    name: 'placement',
    label: 'Placement',
    kind: 'select',
    options: choices(BANNER_PLACEMENTS, PLACEMENT_TEXT),
  },
  {
    name: 'afterSection',
    label: 'After section',
    hint: 'For banners between sections.',
    kind: 'select',
    options: orNone('—', choices(ISSUE_KEYS)),
  },
  ...bilingual('title', 'Title'),
  ...bilingual('subTitle', 'Subtitle'),
  ...bilingual('button', 'Button'),
  { name: 'link', label: 'Link', hint: '/issues/newGames, ?openModal=… or https://…' },
  { name: 'presetPackageId', label: 'Preset package (offer id)', inputMode: 'numeric' },
  { name: 'sort', label: 'Display order', inputMode: 'numeric' },
];

function BannerForm({ banner, onSaved }: { banner: BackofficeBannerRow | null; onSaved: () => void }) {
  return (
    <RowForm
      row={banner}
      schema={BannerFormSchema}
      values={formValues}
      paths={{ one: PATHS.banner, all: PATHS.banners }}
      saved={BackofficeBannerSavedSchema}
      onSaved={onSaved}
      submit={banner ? 'Save' : 'Create banner'}
      label={banner ? `Edit banner ${banner.id}` : 'New banner'}
    >
      {(form) => (
        <>
          <div className={own.grid}>
            <Fields form={form} fields={BANNER_FIELDS} />
          </div>
          <CheckboxField form={form} name="isActive" label="Enabled" />
        </>
      )}
    </RowForm>
  );
}

/** The lobby's banners: list, create, edit, enable. */
export function BannersScreen() {
  const columns: ColumnDef<BackofficeBannerRow, unknown>[] = [
    { accessorKey: 'id', header: 'Id' },
    {
      id: 'title',
      accessorFn: (b) => b.titleEn,
      header: 'Banner',
      cell: ({ row }) => (
        <span>
          {row.original.titleEn}
          <span className={own.sub}>{row.original.subTitleEn ?? row.original.titleEs}</span>
        </span>
      ),
    },
    enabledColumn(),
    { accessorKey: 'type', header: 'Type', enableSorting: false },
    {
      accessorKey: 'placement',
      header: 'Placement',
      cell: ({ row }) =>
        `${PLACEMENT_TEXT[row.original.placement]}${row.original.afterSection ? ` (after ${row.original.afterSection})` : ''}`,
    },
    {
      accessorKey: 'link',
      header: 'Link',
      enableSorting: false,
      cell: ({ row }) => row.original.link ?? '—',
    },
    { accessorKey: 'sort', header: 'Order' },
  ];
  return (
    <RowsScreen
      title="Banners"
      noun="banner"
      permission="offers.manage"
      columns={columns}
      table={{
        endpoint: PATHS.banners,
        rowSchema: BackofficeBannerRowSchema,
        label: 'Banners',
        search: 'Title or link',
        filters: [selectFilter('placement', 'Placement', PLACEMENT_TEXT, BANNER_PLACEMENTS)],
      }}
      description="The lobby of every brand shows the change at once."
      form={(row, onSaved) => <BannerForm banner={row} onSaved={onSaved} />}
    />
  );
}
