import { get, set, useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useId } from 'react';
import { Button } from '../components/button.tsx';
import { TextAreaField, TextField, SelectField, type FormOf } from '../components/form.tsx';
import {
  fromForm,
  kindOf,
  labelOf,
  emptyOf,
  readableName,
  toForm,
  type JsonSchema,
} from './content-schema.ts';
import styles from '../backoffice.module.css';
import own from './content.module.css';

/** The form of a version: its note and its config as the fields hold it (the schema decides the shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the config's shape is the schema's, known at run time
export type ContentFormValues = { note: string; config: any };
/** What the form submits: the note and the config as the server takes it. */
export interface ContentDraft {
  note: string;
  config: Record<string, unknown>;
}
export type ContentForm = FormOf<ContentFormValues>;
/** A field's path in the form: the config or one of its parts (`config.sectors.2.weight`). */
type FieldPath = 'config' | `config.${string}`;
const at = (path: FieldPath, key: string | number): FieldPath => `${path}.${key}`;

export const NOTE_MAX = 200;

/** The form's refusals as react-hook-form keeps them (nested by path), from a flat `{ path: message }`. */
function nestErrors(flat: Record<string, string>): FieldErrors<ContentFormValues> {
  const errors = {};
  // Shallow paths first, so a row's own message and its fields' messages sit in one object.
  for (const path of Object.keys(flat).sort((a, b) => a.split('.').length - b.split('.').length))
    set(errors, path, { ...(get(errors, path) as object | undefined), type: 'schema', message: flat[path] });
  return errors;
}

/** Checks the values with the schema's cheap rules and gives the config as the server takes it. */
export const contentResolver =
  (schema: JsonSchema): Resolver<ContentFormValues, unknown, ContentDraft> =>
  (values) => {
    const { config, errors } = fromForm(schema, values.config);
    if (values.note.length > NOTE_MAX) errors.note = `Keep the note to ${NOTE_MAX} characters.`;
    return Object.keys(errors).length
      ? { values: {} as Record<string, never>, errors: nestErrors(errors) }
      : { values: { note: values.note.trim(), config: config as Record<string, unknown> }, errors: {} };
  };

/** A version's form: the config's fields from the schema, the note, the schema's checks. */
export function useContentForm(schema: JsonSchema, config: unknown, note = '') {
  return useForm<ContentFormValues, unknown, ContentDraft>({
    mode: 'onTouched',
    defaultValues: { note, config: toForm(schema, config) },
    resolver: contentResolver(schema),
  });
}

/** Every refusal on the form, by path (`config.sectors.2.weight`), the form's own message left out. */
export function errorList(errors: object, prefix = ''): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    if (!prefix && key === 'root') continue;
    if (typeof value !== 'object' || value === null) continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push({ path, message });
    out.push(...errorList(value as object, path));
  }
  return out;
}

/** A path in words, by the schema's labels: `config.sectors.2.weight` → "Sectors › 3 › Weight". */
export function pathLabel(schema: JsonSchema, path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'note') return 'Note';
  const words: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const part of parts.slice(1)) {
    const kind: ReturnType<typeof kindOf> | undefined = node ? kindOf(node) : undefined;
    if (kind?.kind === 'array' && /^\d+$/.test(part)) {
      words.push(String(Number(part) + 1));
      node = kind.item;
    } else if ((kind?.kind === 'object' || kind?.kind === 'localized') && kind.schema.properties?.[part]) {
      node = kind.schema.properties[part];
      words.push(kind.kind === 'localized' ? languageName(part) : labelOf(part, node));
    } else {
      words.push(/^\d+$/.test(part) ? String(Number(part) + 1) : readableName(part));
      node = undefined;
    }
  }
  return words.length ? words.join(' › ') : 'Config';
}

const languageName = (code: string) => (code === 'es' ? 'Spanish' : code === 'en' ? 'English' : code);

/** The id a group of fields (an object, a list) has, so the summary can bring it into view. */
export const groupId = (path: string) => `cf-${path.replace(/\./g, '-')}`;

/** A message under a group of fields (a list's or an object's own refusal). */
function GroupError({ form, path }: { form: ContentForm; path: FieldPath }) {
  const error = get(form.formState.errors, path) as
    { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <span className={styles.fieldError} role="alert">
      {message}
    </span>
  ) : null;
}

/** The refusals at the top of the form: each names its field and takes the operator there. */
export function ErrorSummary({ form, schema }: { form: ContentForm; schema: JsonSchema }) {
  const errors = errorList(form.formState.errors);
  if (!errors.length) return null;
  const go = (path: string) => {
    const field =
      document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) ??
      document.getElementById(groupId(path));
    field?.focus();
  };
  return (
    <div className={own.summary} role="alert" data-testid="content-errors">
      <strong>
        {errors.length === 1 ? 'One field needs a change:' : `${errors.length} fields need a change:`}
      </strong>
      <ul>
        {errors.map(({ path, message }) => (
          <li key={path}>
            <a
              href={`#${groupId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                go(path);
              }}
            >
              {pathLabel(schema, path)}
            </a>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The config's fields, drawn from its schema: the form's `config`. */
export function SchemaFields({ form, schema }: { form: ContentForm; schema: JsonSchema }) {
  const kind = kindOf(schema);
  if (kind.kind !== 'object') return <SchemaField form={form} schema={schema} path="config" name="config" />;
  return (
    <div className={own.fields} id={groupId('config')} tabIndex={-1}>
      <GroupError form={form} path="config" />
      <ObjectFields form={form} schema={kind.schema} path="config" />
    </div>
  );
}

function ObjectFields({ form, schema, path }: { form: ContentForm; schema: JsonSchema; path: FieldPath }) {
  const entries = Object.entries(schema.properties ?? {});
  // Plain values first, in a grid; lists, groups and texts after, each on its own.
  const flat = entries.filter(([, child]) => isScalar(child));
  const nested = entries.filter(([, child]) => !isScalar(child));
  return (
    <>
      {flat.length ? (
        <div className={own.grid}>
          {flat.map(([key, child]) => (
            <SchemaField key={key} form={form} schema={child} path={at(path, key)} name={key} />
          ))}
        </div>
      ) : null}
      {nested.map(([key, child]) => (
        <SchemaField key={key} form={form} schema={child} path={at(path, key)} name={key} />
      ))}
    </>
  );
}

const isScalar = (schema: JsonSchema) =>
  ['number', 'text', 'boolean', 'choice'].includes(kindOf(schema).kind);

function SchemaField({
  form,
  schema,
  path,
  name,
}: {
  form: ContentForm;
  schema: JsonSchema;
  path: FieldPath;
  name: string;
}) {
  const kind = kindOf(schema);
  const label = labelOf(name, schema);
  const hint = schema.description;
  const field = { form, name: path, label, hint };
  // A typed-in value that may be null: an empty box is none.
  const typedIn = {
    ...field,
    hint: hint ?? ('nullable' in kind && kind.nullable ? 'Empty: none.' : undefined),
  };
  switch (kind.kind) {
    case 'number': {
      const { minimum, maximum, exclusiveMinimum } = kind.schema;
      return (
        <TextField
          {...typedIn}
          type="number"
          inputMode={kind.integer ? 'numeric' : 'decimal'}
          step={kind.integer ? 1 : 'any'}
          min={minimum ?? (exclusiveMinimum !== undefined && kind.integer ? exclusiveMinimum + 1 : undefined)}
          max={maximum}
        />
      );
    }
    case 'text':
      return <TextField {...typedIn} maxLength={kind.schema.maxLength} />;
    case 'choice':
      return (
        <SelectField
          {...field}
          options={[
            ...(kind.nullable ? [{ value: '', label: 'None' }] : []),
            ...kind.options.map((option) => ({
              value: String(option),
              label: typeof option === 'string' ? readableName(option) : String(option),
            })),
          ]}
        />
      );
    case 'boolean':
      return <Checkbox form={form} path={path} label={label} hint={hint} />;
    case 'localized':
      return (
        <NullableGroup form={form} schema={schema} path={path} label={label} nullable={kind.nullable}>
          <div className={own.languages}>
            <TextField form={form} name={at(path, 'en')} label={`${label} (English)`} lang="en" />
            <TextField form={form} name={at(path, 'es')} label={`${label} (Spanish)`} lang="es" />
          </div>
        </NullableGroup>
      );
    case 'object':
      return (
        <NullableGroup form={form} schema={schema} path={path} label={label} nullable={kind.nullable}>
          <ObjectFields form={form} schema={kind.schema} path={path} />
        </NullableGroup>
      );
    case 'array':
      return (
        <ArrayField form={form} schema={kind.schema} item={kind.item} path={path} label={label} name={name} />
      );
    case 'lines':
      return <TextAreaField form={form} name={path} label={label} hint={hint ?? 'One per line.'} rows={4} />;
    case 'json':
      return <TextAreaField form={form} name={path} label={`${label} (JSON)`} hint={hint} rows={6} />;
  }
}

function Checkbox({
  form,
  path,
  label,
  hint,
}: {
  form: ContentForm;
  path: FieldPath;
  label: string;
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={own.checkbox}>
        <input type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...form.register(path)} />
        {label}
      </label>
      {hint ? (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** An object's fields in a fieldset; when it may be null, a checkbox gives it or leaves it out. */
function NullableGroup({
  form,
  schema,
  path,
  label,
  nullable,
  children,
}: {
  form: ContentForm;
  schema: JsonSchema;
  path: FieldPath;
  label: string;
  nullable: boolean;
  children: React.ReactNode;
}) {
  const value: unknown = form.watch(path);
  const given = value !== null && value !== undefined;
  return (
    <fieldset className={own.group} id={groupId(path)} tabIndex={-1}>
      <legend>{label}</legend>
      {nullable ? (
        <label className={own.checkbox}>
          <input
            type="checkbox"
            checked={given}
            onChange={(event) =>
              form.setValue(path, event.target.checked ? toForm(schema, emptyOf(schema)) : null, {
                shouldDirty: true,
              })
            }
          />
          Give {label.toLowerCase()}
        </label>
      ) : null}
      <GroupError form={form} path={path} />
      {given ? children : null}
    </fieldset>
  );
}

const singular = (label: string) => (label.endsWith('s') && label.length > 3 ? label.slice(0, -1) : label);

/** A list of objects (a prize table): one row each, with add, remove and move up and down. */
function ArrayField({
  form,
  schema,
  item,
  path,
  label,
  name: fieldName,
}: {
  form: ContentForm;
  schema: JsonSchema;
  item: JsonSchema;
  path: FieldPath;
  label: string;
  name: string;
}) {
  const rows = useFieldArray({ control: form.control, name: path });
  // A row is named by the item's title, else by the list's name in the singular ("prizes" → "Prize 2").
  const one = item.title ?? singular(readableName(fieldName));
  const full = schema.maxItems !== undefined && rows.fields.length >= schema.maxItems;
  const least = schema.minItems !== undefined && rows.fields.length <= schema.minItems;
  const kind = kindOf(item);
  return (
    <fieldset className={own.group} id={groupId(path)} tabIndex={-1} data-list={path}>
      <legend>
        {label} <span className={styles.muted}>({rows.fields.length})</span>
      </legend>
      {schema.description ? <p className={styles.hint}>{schema.description}</p> : null}
      <GroupError form={form} path={path} />
      <ol className={own.rows}>
        {rows.fields.map((row, index) => {
          const rowPath = at(path, index);
          const name = `${one} ${index + 1}`;
          return (
            <li key={row.id} className={own.row} data-row={index}>
              <fieldset className={own.rowFields} id={groupId(rowPath)} tabIndex={-1}>
                <legend>{name}</legend>
                <GroupError form={form} path={rowPath} />
                {kind.kind === 'object' ? (
                  <ObjectFields form={form} schema={kind.schema} path={rowPath} />
                ) : (
                  <SchemaField form={form} schema={item} path={rowPath} name={one} />
                )}
              </fieldset>
              <div className={own.rowActions}>
                <Button
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => rows.move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  aria-label={`Move ${name} down`}
                  disabled={index === rows.fields.length - 1}
                  onClick={() => rows.move(index, index + 1)}
                >
                  ↓
                </Button>
                <Button aria-label={`Remove ${name}`} disabled={least} onClick={() => rows.remove(index)}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          disabled={full}
          onClick={() => rows.append(toForm(item, emptyOf(item)) as never, { shouldFocus: true })}
        >
          Add {one.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
