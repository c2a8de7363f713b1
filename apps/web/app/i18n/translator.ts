import type { MessageTree } from '@casino/contracts';

/**
 * The app's own translator (ADR 0013): the part of i18next the app uses, in about 1 KiB instead of ~16 KiB
 * of i18next and react-i18next in every page's first load. One language's message tree per instance;
 * nested keys with dots (`returnObjects` for a subtree), `{{name}}` (and `{{a.b}}`) interpolation without escaping, plurals `key_one` /
 * `key_other` … chosen with Intl.PluralRules from `count`, `defaultValue`, and i18next's missing-key
 * behaviour: the key itself. `translator.test.ts` runs every key of the real en and es trees through both.
 */
export type TOptions = { count?: number; defaultValue?: string; returnObjects?: boolean } & Record<
  string,
  unknown
>;
export interface TFunction {
  /** The subtree at the key (a static page's sections), as i18next's `returnObjects`. */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  /** The second argument may also be the default value alone, as with i18next. */
  (key: string, options?: TOptions | string): string;
}

export interface Translator {
  /** The language of the texts (i18next's `i18n.language`). */
  readonly language: string;
  readonly t: TFunction;
  /** Whether the key has a text (i18next's `exists`). */
  exists(key: string): boolean;
  /** Deep-merges more texts of the language into this translator (what i18next's addResourceBundle did). */
  addMessages(tree: MessageTree): void;
}

const node = (tree: MessageTree, key: string): string | MessageTree | undefined => {
  let found: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (found === undefined || typeof found === 'string') return undefined;
    found = found[part];
  }
  return found;
};
const lookup = (tree: MessageTree, key: string): string | undefined => {
  const found = node(tree, key);
  return typeof found === 'string' ? found : undefined;
};

const valueAt = (values: Record<string, unknown>, path: string): unknown => {
  let value: unknown = values;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[part];
  return value;
};

/** i18next with escapeValue false; a variable not given stays as written (its skipOnVariables default). */
const interpolate = (text: string, values: Record<string, unknown>) =>
  text.includes('{{')
    ? text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
        const value = valueAt(values, name);
        if (value === undefined || value === null) return match;
        return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
      })
    : text;

const merge = (base: MessageTree, extra: MessageTree): MessageTree => {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && current !== undefined && typeof current === 'object'
        ? merge(current, value)
        : value;
  }
  return out;
};

export function createTranslator(language: string, messages: MessageTree): Translator {
  let tree = messages;
  let plurals: Intl.PluralRules | undefined;
  const t = ((key: string, optionsOrDefault?: TOptions | string) => {
    const options =
      typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : optionsOrDefault;
    if (options?.returnObjects) {
      const found = node(tree, key);
      if (found !== undefined && typeof found === 'object') return found;
    }
    let text: string | undefined;
    if (typeof options?.count === 'number') {
      plurals ??= new Intl.PluralRules(language);
      const suffix = options.count === 0 ? lookup(tree, `${key}_zero`) : undefined;
      text = suffix ?? lookup(tree, `${key}_${plurals.select(options.count)}`);
    }
    text ??= lookup(tree, key) ?? options?.defaultValue ?? key;
    return options ? interpolate(text, options) : text;
  }) as TFunction;
  return {
    language,
    t,
    exists: (key) => lookup(tree, key) !== undefined,
    addMessages(extra) {
      tree = merge(tree, extra);
    },
  };
}
