import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Icon } from '../../components/shell/icons.tsx';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { reportError } from '../../lib/error-reporting/error-reporting.ts';
import ui from '../../styles/ui.module.css';
import { GameImage } from './game-image.tsx';
import { toLobbyGame } from './lobby-data.ts';
import type { LobbyGame } from './lobby-types.ts';
import { useGameHref } from './use-game-href.ts';
import styles from './search-box.module.css';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; games: LobbyGame[]; total: number }
  | { status: 'error'; message: string };

/** Game search on the server (GET /rest/games/search/); results open the game modal. */
export function SearchBox() {
  const { t } = useTranslation();
  const href = useGameHref();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const sequence = useRef(0);
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < MIN_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const mine = ++sequence.current;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      import('./catalogue-api.ts')
        .then(({ searchGames }) => searchGames(trimmed, 12, controller.signal))
        .then((answer) => {
          if (mine !== sequence.current) return;
          setState({
            status: 'done',
            games: answer.games.map((g) => toLobbyGame(g, new Set())),
            total: answer.total,
          });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || mine !== sequence.current) return;
          reportError(error, { where: 'lobby search' });
          setState({ status: 'error', message: httpErrorText(error, t) });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, t]);

  // Results show while focus is inside the box; clicking or tabbing elsewhere folds them away.
  const [focused, setFocused] = useState(false);
  const open = focused && state.status !== 'idle';
  return (
    <div
      className={styles.search}
      role="search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
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
        aria-expanded={open}
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
          {state.status === 'loading' && <p className={styles.note}>{t('catalogue.search.searching')}</p>}
          {state.status === 'error' && <p className={styles.note}>{state.message}</p>}
          {state.status === 'done' && state.games.length === 0 && (
            <p className={styles.note}>{t('catalogue.search.none', { query: trimmed })}</p>
          )}
          {state.status === 'done' && state.games.length > 0 && (
            <>
              <p className={styles.note}>{t('catalogue.search.found', { count: state.total })}</p>
              <ul className={styles.list}>
                {state.games.map((game) => (
                  <li key={game.id}>
                    <Link to={href(game.slug)} preventScrollReset className={styles.item}>
                      <span className={styles.thumb}>
                        <GameImage image={game.image} alt="" sizes="48px" />
                      </span>
                      <span className={styles.itemText}>
                        <span className={styles.itemName}>{game.name}</span>
                        {game.provider && <span className={styles.itemProvider}>{game.provider}</span>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
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
