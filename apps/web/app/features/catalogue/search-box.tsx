import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import styles from './search-box.module.css';

const MIN_LENGTH = 2;

const loadResults = () => import('./search-results.tsx');
const SearchResults = lazy(loadResults);

/** Game search on the server (GET /rest/games/search/); results open the game modal. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();

  // Results show while focus is inside the box; clicking or tabbing elsewhere folds them away.
  const [focused, setFocused] = useState(false);
  const open = focused && trimmed.length >= MIN_LENGTH;
  return (
    <div
      className={styles.search}
      role="search"
      onFocus={() => {
        setFocused(true);
        // The results' chunk is fetched while the player types.
        void loadResults();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('catalogue.search.label')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </span>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        value={query}
        placeholder={t('catalogue.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={64}
        aria-controls={open ? `${id}-results` : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
      />
      {query && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('catalogue.search.clear')}
          onClick={() => setQuery('')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
      {open && (
        <div id={`${id}-results`} className={styles.results} aria-live="polite">
          <Suspense fallback={<p className={styles.note}>{t('catalogue.search.searching')}</p>}>
            <SearchResults query={trimmed} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** The search in its own band under a page header (headers clip overflow, the results must not be). */
export function SearchBar() {
  return (
    <div className={`${ui.container} ${styles.bar}`}>
      <SearchBox />
    </div>
  );
}
