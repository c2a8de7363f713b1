import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import type { Locale } from '@casino/contracts';
import { LOCALES } from '@casino/contracts/values';
import { languageCookie, localeFromPath, localizePath } from '../../i18n/locale.ts';
import { cx } from './cx.ts';
import styles from './language-switcher.module.css';

/**
 * The cookie is written first: the server's language middleware trusts the cookie over the URL, so
 * without it the new path would bounce back to the old language.
 */
export function LanguageSwitcher({
  variant = 'compact',
  className,
}: {
  variant?: 'compact' | 'full';
  className?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = localeFromPath(pathname);

  const choose = (locale: Locale) => {
    if (locale === current) return;
    document.cookie = languageCookie(locale);
    void navigate(localizePath(pathname, locale) + search + hash);
  };

  return (
    <div
      role="group"
      aria-label={t('shell.language.label')}
      className={cx(styles.switcher, variant === 'full' && styles.full, className)}
    >
      {variant === 'full' && (
        <svg
          className={styles.globe}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
      )}
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.option}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
        >
          {variant === 'full' ? (
            t(`shell.language.${locale}`)
          ) : (
            // "EN" is seen, "English" is heard: the name comes from the text, so nothing seen is missing from it.
            <>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{t(`shell.language.${locale}`)}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
