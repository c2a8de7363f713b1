import { useState } from 'react';
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
import { boSend } from '../backoffice-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { BoForm, FormError, SelectField, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import { useOperator } from '../use-operator.ts';
import styles from '../backoffice.module.css';
import { CheckboxField } from './checkbox-field.tsx';
import { CancelButton, EditDialog } from './edit-dialog.tsx';
import own from './catalogue.module.css';

const PLACEMENT_TEXT: Record<(typeof BANNER_PLACEMENTS)[number], string> = {
  home: 'Home slider',
  promo: 'Promotions',
  scheme: 'Between sections',
};

const text = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v));

const BannerFormSchema = z
  .object({
    type: z.enum(BANNER_TYPES),
    placement: z.enum(BANNER_PLACEMENTS),
    afterSection: z.string().transform((v) => (v === '' ? null : (v as (typeof ISSUE_KEYS)[number]))),
    titleEn: z.string().trim().min(1, 'Give the English title.').max(120, 'At most 120 characters.'),
    titleEs: z.string().trim().min(1, 'Give the Spanish title.').max(120, 'At most 120 characters.'),
    subTitleEn: text,
    subTitleEs: text,
    buttonEn: text,
    buttonEs: text,
    link: text,
    presetPackageId: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, 'The offer id is a number.')
      .transform((v) => (v === '' ? null : Number(v))),
    sort: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'The display order is a whole number.')
      .transform(Number),
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

function BannerForm({ banner, onSaved }: { banner: BackofficeBannerRow | null; onSaved: () => void }) {
  const form = useBoForm(BannerFormSchema, { defaultValues: formValues(banner) });
  return (
    <BoForm
      form={form}
      aria-label={banner ? `Edit banner ${banner.id}` : 'New banner'}
      onSubmit={async (values) => {
        if (banner) await boSend('PATCH', PATHS.banner(banner.id), values, BackofficeBannerSavedSchema);
        else await boSend('POST', PATHS.banners, values, BackofficeBannerSavedSchema);
        onSaved();
      }}
    >
      <div className={own.grid}>
        <SelectField
          form={form}
          name="type"
          label="Type"
          options={BANNER_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          form={form}
          name="placement"
          label="Placement"
          options={BANNER_PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_TEXT[p] }))}
        />
        <SelectField
          form={form}
          name="afterSection"
          label="After section"
          hint="For banners between sections."
          options={[{ value: '', label: '—' }, ...ISSUE_KEYS.map((k) => ({ value: k, label: k }))]}
        />
        <TextField form={form} name="titleEn" label="Title (English)" />
        <TextField form={form} name="titleEs" label="Title (Spanish)" />
        <TextField form={form} name="subTitleEn" label="Subtitle (English)" />
        <TextField form={form} name="subTitleEs" label="Subtitle (Spanish)" />
        <TextField form={form} name="buttonEn" label="Button (English)" />
        <TextField form={form} name="buttonEs" label="Button (Spanish)" />
        <TextField form={form} name="link" label="Link" hint="/issues/newGames, ?openModal=… or https://…" />
        <TextField form={form} name="presetPackageId" label="Preset package (offer id)" inputMode="numeric" />
        <TextField form={form} name="sort" label="Display order" inputMode="numeric" />
      </div>
      <CheckboxField form={form} name="isActive" label="Enabled" />
      <FormError form={form} />
      <div className={styles.formActions}>
        <SubmitButton form={form}>{banner ? 'Save' : 'Create banner'}</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

/** The lobby's banners: list, create, edit, enable. */
export function BannersScreen() {
  const canManage = useOperator().can('offers.manage');
  const [editing, setEditing] = useState<BackofficeBannerRow | 'new' | null>(null);
  const [reload, setReload] = useState(0);
  const columns: ColumnDef<BackofficeBannerRow, unknown>[] = [
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
          } satisfies ColumnDef<BackofficeBannerRow, unknown>,
        ]
      : []),
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
    {
      accessorKey: 'isActive',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={`${own.badge} ${row.original.isActive ? own.on : own.off}`}>
          {row.original.isActive ? 'Enabled' : 'Disabled'}
        </span>
      ),
    },
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
    <div className={own.page}>
      <div className={styles.pageHeader}>
        <h1>Banners</h1>
        {canManage ? (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => setEditing('new')}
          >
            New banner
          </button>
        ) : null}
      </div>
      <DataTable
        endpoint={PATHS.banners}
        rowSchema={BackofficeBannerRowSchema}
        columns={columns}
        label="Banners"
        search="Title or link"
        reloadKey={reload}
        getRowId={(b) => String(b.id)}
        filters={[
          {
            name: 'placement',
            label: 'Placement',
            type: 'select',
            options: BANNER_PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_TEXT[p] })),
          },
        ]}
      />
      <EditDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={editing === 'new' ? 'New banner' : editing ? `Banner ${editing.id}` : ''}
        description="The lobby of every brand shows the change at once."
      >
        {editing ? (
          <BannerForm
            banner={editing === 'new' ? null : editing}
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
