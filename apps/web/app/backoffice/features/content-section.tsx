import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  backofficePath,
  FEATURE_CONTENT_EDITABLE_STATES,
  FEATURE_CONTENT_PATHS,
  FeatureContentListResponseSchema,
  FeatureContentVersionResponseSchema,
  type FeatureContentList,
  type FeatureContentState,
  type FeatureContentVersion,
} from '@casino/contracts';
import { isHttpError } from '../../lib/http/http-client.ts';
import { boErrorText, boSend } from '../backoffice-api.ts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import { Button } from '../components/button.tsx';
import { Confirm } from '../components/confirm.tsx';
import { BoForm, FormError, SubmitButton, TextField, applyServerError } from '../components/form.tsx';
import { StatusBadge } from '../queues/status-badge.tsx';
import { TwoLines } from '../queues/two-lines.tsx';
import { ConfigTable } from './content-config-table.tsx';
import { ContentPreview } from './content-preview.tsx';
import { fromForm, type JsonSchema } from './content-schema.ts';
import {
  ErrorSummary,
  NOTE_MAX,
  pathLabel,
  SchemaFields,
  useContentForm,
  type ContentDraft,
  type ContentForm,
} from './content-schema-form.tsx';
import { inUtc, inZone, inZoneAndUtc, localInZone, zonedToIso } from './content-time.ts';
import styles from '../backoffice.module.css';
import own from './content.module.css';

/** How each state reads on its badge (the badge's colour follows the word: live green, cancelled red). */
const STATE_BADGE: Record<FeatureContentState, { status: string; label: string }> = {
  draft: { status: 'draft', label: 'draft' },
  scheduled: { status: 'pending', label: 'scheduled' },
  live: { status: 'live', label: 'live' },
  finished: { status: 'finished', label: 'finished' },
  cancelled: { status: 'cancelled', label: 'cancelled' },
};

const editable = (state: FeatureContentState) =>
  (FEATURE_CONTENT_EDITABLE_STATES as readonly FeatureContentState[]).includes(state);

/** What the editor shows: a new draft from a config, or a saved version. */
type Editing =
  { kind: 'new'; config: Record<string, unknown>; from: string } | { kind: 'version'; id: number };

/** A refusal in words: the field messages the server gave (the live-edit rule's…), else its sentence. */
export function refusalText(error: unknown): string {
  if (isHttpError(error)) {
    const fields = Object.values(error.errors ?? {}).flat();
    if (fields.length) return fields.join(' ');
  }
  return boErrorText(error);
}

/** One brand's feature, as its page's sections take it, and whether the operator may change it (features.manage). */
export interface FeatureProps {
  brand: string;
  featureKey: string;
  canManage: boolean;
}

/**
 * The Content section of a feature's page (issue #32): the config in effect, the versions (draft →
 * scheduled → live → finished, or cancelled) and, with features.manage, the form that makes and edits a
 * draft, its preview as a player sees it, publish and cancel.
 */
export function FeatureContent({ brand, featureKey, canManage }: FeatureProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const path = backofficePath(FEATURE_CONTENT_PATHS.list, { brand, key: featureKey });
  const query = useBoQuery(path, FeatureContentListResponseSchema);
  const reload = () => void query.reload();
  const body = (list: FeatureContentList) => {
    const schema = list.form as JsonSchema;
    const versionPath = (id: number, action?: 'publish' | 'cancel') =>
      backofficePath(action ? FEATURE_CONTENT_PATHS[action] : FEATURE_CONTENT_PATHS.version, {
        brand,
        key: featureKey,
        id: String(id),
      });
    const open = editing?.kind === 'version' ? list.versions.find((v) => v.id === editing.id) : undefined;
    const actions = {
      list,
      canManage,
      versionPath,
      reload,
      newDraft: (config: Record<string, unknown>, from: string) => setEditing({ kind: 'new', config, from }),
      open: (id: number) => setEditing({ kind: 'version', id }),
      close: () => setEditing(null),
    };

    return (
      <section className={styles.card} aria-labelledby="content-heading" data-testid="feature-content">
        <div className={styles.stack}>
          <h2 id="content-heading">Content</h2>
          <LiveConfig list={list} schema={schema} canManage={canManage} onNewDraft={actions.newDraft} />
          <VersionList {...actions} />
          {editing?.kind === 'new' ? (
            <ContentEditor
              key={`new-${editing.from}`}
              {...actions}
              schema={schema}
              featureKey={featureKey}
              createPath={path}
              config={editing.config}
              from={editing.from}
            />
          ) : open ? (
            <ContentEditor
              key={`${open.id}-${open.updatedAt}`}
              {...actions}
              schema={schema}
              featureKey={featureKey}
              createPath={path}
              config={open.config}
              version={open}
            />
          ) : null}
        </div>
      </section>
    );
  };
  return <BoLoaded query={query}>{body}</BoLoaded>;
}

function LiveConfig({
  list,
  schema,
  canManage,
  onNewDraft,
}: {
  list: FeatureContentList;
  schema: JsonSchema;
  canManage: boolean;
  onNewDraft: (config: Record<string, unknown>, from: string) => void;
}) {
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <h3 style={{ margin: 0 }}>
          Live config{' '}
          <span className={styles.muted}>
            {list.live.since ? `since ${inZoneAndUtc(list.live.since, list.timeZone)}` : ''}
          </span>
        </h3>
        {canManage ? (
          <Button tone="primary" onClick={() => onNewDraft(list.live.config, 'live')}>
            New draft from the live config
          </Button>
        ) : null}
      </div>
      <ConfigTable schema={schema} config={list.live.config} label="Live config" />
    </div>
  );
}

interface Actions {
  list: FeatureContentList;
  canManage: boolean;
  versionPath: (id: number, action?: 'publish' | 'cancel') => string;
  reload: () => void;
  newDraft: (config: Record<string, unknown>, from: string) => void;
  open: (id: number) => void;
  close: () => void;
}

/** Words a screen reader reads after a button's visible text (which version it acts on). */
const Hidden = ({ children }: { children: React.ReactNode }) => (
  <span className="visually-hidden">{children}</span>
);

function When({ iso, timeZone }: { iso: string | null; timeZone: string }) {
  if (!iso) return <>—</>;
  return timeZone === 'UTC' ? (
    <>{inUtc(iso)}</>
  ) : (
    <TwoLines sub={inUtc(iso)}>{inZone(iso, timeZone)}</TwoLines>
  );
}

function VersionList(actions: Actions) {
  const { list, canManage } = actions;
  if (!list.versions.length)
    return (
      <p className={styles.muted} data-testid="content-versions-empty">
        No versions yet: the live config is the feature&apos;s own.
        {canManage ? ' Make a draft from it to change it.' : ''}
      </p>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="content-versions">
        <caption className={own.caption}>Versions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">State</th>
            <th scope="col">Effective from</th>
            <th scope="col">Note</th>
            <th scope="col">Author</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.versions.map((version) => (
            <tr key={version.id} data-version={version.id} data-state={version.state}>
              <th scope="row">#{version.id}</th>
              <td>
                <StatusBadge {...STATE_BADGE[version.state]} />
              </td>
              <td>
                <When iso={version.effectiveFrom} timeZone={list.timeZone} />
              </td>
              <td>{version.note || '—'}</td>
              <td>{version.createdBy}</td>
              <td>
                <VersionActions version={version} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VersionActions({ version, ...actions }: Actions & { version: FeatureContentVersion }) {
  const { canManage } = actions;
  const canEdit = canManage && editable(version.state);
  return (
    <div className={own.versionActions}>
      <Button onClick={() => actions.open(version.id)}>
        {canEdit ? 'Edit' : 'View'}
        <Hidden> version {version.id}</Hidden>
      </Button>
      {canManage ? (
        <Button onClick={() => actions.newDraft(version.config, String(version.id))}>
          New draft<Hidden> from version {version.id}</Hidden>
        </Button>
      ) : null}
      {canEdit ? <CancelVersion version={version} {...actions} /> : null}
    </div>
  );
}

function CancelVersion({
  version,
  versionPath,
  reload,
  close,
}: Actions & { version: FeatureContentVersion }) {
  return (
    <Confirm
      trigger={
        <Button tone="danger">
          Cancel<Hidden> version {version.id}</Hidden>
        </Button>
      }
      title={`Cancel version #${version.id}?`}
      description={
        version.state === 'scheduled'
          ? 'It will not take effect. A cancelled version stays in the list, read-only.'
          : 'The draft stays in the list, read-only.'
      }
      confirmLabel="Cancel the version"
      cancelLabel="Keep it"
      danger
      onConfirm={async () => {
        await boSend('POST', versionPath(version.id, 'cancel'), {}, FeatureContentVersionResponseSchema);
        toast.success(`Version #${version.id} cancelled.`);
        close();
        reload();
      }}
    />
  );
}

/** Publish: at the earliest time allowed (the feature's next period when it runs now), or at a chosen time. */
function PublishVersion({
  version,
  list,
  versionPath,
  reload,
  onRefused,
}: Actions & { version: FeatureContentVersion; onRefused?: (error: unknown) => void }) {
  const [when, setWhen] = useState<When>('earliest');
  const [at, setAt] = useState(() => localInZone(list.earliestChange, list.timeZone));
  const zone = list.timeZone;
  return (
    <Confirm
      trigger={
        <Button tone="primary">
          Publish<Hidden> version {version.id}</Hidden>
        </Button>
      }
      title={`Publish version #${version.id}`}
      description="Choose when the brand's players get it. A change never applies in the middle of a player's day."
      confirmLabel="Publish"
      onConfirm={async () => {
        const effectiveFrom = when === 'earliest' ? null : zonedToIso(at, zone);
        if (when === 'at' && !effectiveFrom) throw new Error('Choose a date and a time.');
        try {
          const answer = await boSend(
            'POST',
            versionPath(version.id, 'publish'),
            { effectiveFrom },
            FeatureContentVersionResponseSchema,
          );
          const { state, effectiveFrom: from } = answer.version;
          toast.success(
            state === 'live'
              ? `Version #${version.id} is live now.`
              : `Version #${version.id} is scheduled for ${from ? inZone(from, zone) : 'later'}.`,
          );
          reload();
        } catch (error) {
          onRefused?.(error);
          throw new Error(refusalText(error));
        }
      }}
    >
      <fieldset className={own.choices}>
        <legend className="visually-hidden">When it takes effect</legend>
        <WhenChoice value="earliest" when={when} onChoose={setWhen}>
          <span>
            As soon as allowed:{' '}
            <strong data-testid="earliest-change">{inZone(list.earliestChange, zone)}</strong>{' '}
            {zone === 'UTC' ? null : <span className={styles.muted}>({inUtc(list.earliestChange)})</span>}
          </span>
        </WhenChoice>
        <WhenChoice value="at" when={when} onChoose={setWhen}>
          At a time I choose
        </WhenChoice>
        {when === 'at' ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`publish-at-${version.id}`}>
              Takes effect at ({zone})
            </label>
            <input
              id={`publish-at-${version.id}`}
              className={styles.input}
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              aria-describedby={`publish-at-${version.id}-hint`}
            />
            <span className={styles.hint} id={`publish-at-${version.id}-hint`}>
              {zonedToIso(at, zone)
                ? `That is ${inUtc(zonedToIso(at, zone)!)}.`
                : 'Choose a date and a time.'}
            </span>
          </div>
        ) : null}
      </fieldset>
    </Confirm>
  );
}

type When = 'earliest' | 'at';

/** One of the publish form's two "when" radios; the label says what it means. */
function WhenChoice({
  value,
  when,
  onChoose,
  children,
}: {
  value: When;
  when: When;
  onChoose: (value: When) => void;
  children: ReactNode;
}) {
  return (
    <label className={own.checkbox}>
      <input
        type="radio"
        name="publish-when"
        value={value}
        checked={when === value}
        onChange={() => onChoose(value)}
      />
      {children}
    </label>
  );
}

/** The form of a draft (or of a saved version), beside its preview. */
function ContentEditor({
  schema,
  featureKey,
  createPath,
  config,
  version,
  from,
  ...actions
}: Actions & {
  schema: JsonSchema;
  featureKey: string;
  createPath: string;
  config: Record<string, unknown>;
  version?: FeatureContentVersion;
  from?: string;
}) {
  const { canManage, close, reload } = actions;
  const canEdit = canManage && (!version || editable(version.state));
  const form: ContentForm = useContentForm(schema, config, version?.note ?? '');
  const saved = version;
  const title = saved
    ? `Version #${saved.id} (${saved.state})`
    : `New draft from ${from === 'live' ? 'the live config' : `version #${from}`}`;

  const save = async ({ config: next, note }: ContentDraft) => {
    if (saved) {
      await boSend(
        'PATCH',
        actions.versionPath(saved.id),
        { config: next, note },
        FeatureContentVersionResponseSchema,
      );
      toast.success(`Version #${saved.id} saved.`);
    } else {
      const answer = await boSend(
        'POST',
        createPath,
        { config: next, note },
        FeatureContentVersionResponseSchema,
      );
      toast.success(`Draft #${answer.version.id} saved. Publish it when it is ready.`);
      actions.open(answer.version.id);
    }
    reload();
  };

  return (
    <section className={styles.card} aria-labelledby="content-editor-heading" data-testid="content-editor">
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <h3 id="content-editor-heading" style={{ margin: 0 }}>
            {title}
          </h3>
          <Button onClick={close}>Close</Button>
        </div>
        <div className={own.editor}>
          <BoForm form={form} onSubmit={save} aria-label={title}>
            <ErrorSummary form={form} schema={schema} />
            <fieldset disabled={!canEdit} className={own.rowFields}>
              <legend className="visually-hidden">Config</legend>
              <SchemaFields form={form} schema={schema} />
              <TextField
                form={form}
                name="note"
                label="Note"
                hint="Why this version: the versions list shows it."
                maxLength={NOTE_MAX}
              />
            </fieldset>
            <FormError form={form} />
            <div className={styles.formActions}>
              {canEdit ? <SubmitButton form={form}>Save</SubmitButton> : null}
              {canEdit && saved && editable(saved.state) ? (
                form.formState.isDirty ? (
                  <span className={styles.hint}>Save the changes to publish them.</span>
                ) : (
                  <PublishVersion
                    {...actions}
                    version={saved}
                    onRefused={(error) => {
                      if (
                        isHttpError(error) &&
                        Object.keys(error.errors ?? {}).some((k) => k.startsWith('config'))
                      )
                        applyServerError(form, error);
                    }}
                  />
                )
              ) : null}
            </div>
          </BoForm>
          <DraftPreview form={form} schema={schema} featureKey={featureKey} />
        </div>
      </div>
    </section>
  );
}

/** The form's config as a player sees it, or what to fix first. */
function DraftPreview({
  form,
  schema,
  featureKey,
}: {
  form: ContentForm;
  schema: JsonSchema;
  featureKey: string;
}) {
  const values = form.watch('config') as unknown;
  const { config, errors } = fromForm(schema, values);
  const fix = Object.keys(errors);
  return (
    <div>
      {fix.length ? (
        <p className={styles.hint} data-preview-invalid="">
          Until these are fixed the preview leaves them out: {fix.map((p) => pathLabel(schema, p)).join(', ')}
          .
        </p>
      ) : null}
      <ContentPreview id="content" featureKey={featureKey} config={config as Record<string, unknown>} />
    </div>
  );
}
