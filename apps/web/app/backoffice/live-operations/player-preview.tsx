import {
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { LOCALES, type Locale } from '@casino/contracts';
import { createI18n, loadTranslations } from '../../i18n/i18n.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import type { Translator } from '../../i18n/translator.ts';
import { ViewSelect, type FormOf } from '../components/form.tsx';
import bo from '../backoffice.module.css';
import styles from './player-preview.module.css';

/** The widths a preview shows: a phone's and a desktop's, as `scripts/page-shots.ts` takes them. */
const WIDTHS = { phone: 390, desktop: 1024 } as const;
type Width = keyof typeof WIDTHS;

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  label: locale === 'es' ? 'Spanish' : 'English',
}));
const WIDTH_OPTIONS = (Object.keys(WIDTHS) as Width[]).map((width) => ({
  value: width,
  label: `${width === 'phone' ? 'Phone' : 'Desktop'} (${WIDTHS[width]} px)`,
}));

/** The site's texts for `locale`, as a player's page loads them. */
function useSiteTranslator(locale: Locale): Translator | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; i18n: Translator } | null>(null);
  useEffect(() => {
    let live = true;
    void loadTranslations(locale).then((tree) => {
      if (live) setLoaded({ locale, i18n: createI18n(locale, tree) });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.i18n : null;
}

/**
 * A draft as a player will see it (issue #32): the player site's own components, lazy-loaded so the
 * back-office's first load does not carry them, in the site's texts of the chosen language and at a phone's
 * or a desktop's width. `children` gets the language, for the draft's own localized texts.
 */
export function PlayerPreview({ id, children }: { id: string; children: (locale: Locale) => ReactNode }) {
  const [locale, setLocale] = useState<Locale>('en');
  const [width, setWidth] = useState<Width>('phone');
  const i18n = useSiteTranslator(locale);
  return (
    <section className={styles.preview} aria-label="Preview as a player sees it" data-preview={id}>
      <div className={styles.controls}>
        <ViewSelect
          id={`${id}-preview-language`}
          label="Preview language"
          value={locale}
          options={LANGUAGE_OPTIONS}
          onChange={setLocale}
        />
        <ViewSelect
          id={`${id}-preview-width`}
          label="Preview width"
          value={width}
          options={WIDTH_OPTIONS}
          onChange={setWidth}
        />
      </div>
      {/* Scrolls sideways at desktop width: reachable by keyboard, as axe asks of a scrolling region. */}
      <div className={styles.viewport} role="region" aria-label="The player's page" tabIndex={0}>
        <div
          className={styles.site}
          style={{ width: WIDTHS[width] }}
          lang={locale}
          // A picture of the page, not the page: its buttons and links would act as a player.
          inert
          data-preview-locale={locale}
          data-preview-width={width}
        >
          {i18n ? (
            <I18nProvider i18n={i18n}>
              <Suspense fallback={<p>Loading the preview…</p>}>{children(locale)}</Suspense>
            </I18nProvider>
          ) : (
            <p>Loading the preview…</p>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * A template form's preview, folded until opened (its player components load then): the form's values as its
 * schema parses them, shown as a player sees them, or what to fix first.
 */
export function DraftPreview<S extends z.ZodType<FieldValues, FieldValues>>({
  id,
  form,
  schema,
  children,
}: {
  id: string;
  form: FormOf<z.input<S>>;
  schema: S;
  children: (draft: z.output<S>, locale: Locale) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const values = form.watch();
  const draft = open ? schema.safeParse(values) : null;
  return (
    <details className={styles.fold} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Preview as a player sees it</summary>
      {draft === null ? null : draft.success ? (
        <PlayerPreview id={id}>{(locale) => children(draft.data, locale)}</PlayerPreview>
      ) : (
        <p className={bo.hint} data-preview-invalid="">
          The preview needs a draft the form accepts. Fix first:{' '}
          {[...new Set(draft.error.issues.map((issue) => issue.path.join('.')))].join(', ')}.
        </p>
      )}
    </details>
  );
}

/**
 * The player site's components that draw a draft: the features' modules give them (`authoringPreviews`), the
 * routes hand them to the template screens (the back-office imports no feature; "Layers" in
 * docs/architecture.md), lazy so they load when a preview opens.
 */
export type DraftPreviewComponent<Draft> =
  | ComponentType<{ draft: Draft; locale: Locale }>
  | LazyExoticComponent<ComponentType<{ draft: Draft; locale: Locale }>>;
