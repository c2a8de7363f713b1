import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { reportError } from '../../lib/error-reporting/error-reporting.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { searchGames } from './catalogue-api.ts';
import { GameImage } from './game-image.tsx';
import { toLobbyGame } from './lobby-data.ts';
import { useGameHref } from './use-game-href.ts';
import styles from './search-box.module.css';

const DEBOUNCE_MS = 250;
const LIMIT = 12;

async function search(query: string, signal: AbortSignal) {
  try {
    const answer = await searchGames(query, LIMIT, signal);
    return { games: answer.games.map((g) => toLobbyGame(g, new Set())), total: answer.total };
  } catch (error) {
    if (!signal.aborted) reportError(error, { where: 'lobby search' });
    throw error;
  }
}

/**
 * The search box's answer for `query` (GET /rest/games/search/), asked once typing pauses. A chunk of its
 * own, loaded with the first search: the lobby's first load carries the box, not the query library.
 */
export default function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const href = useGameHref();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const { state } = useApiQuery(['catalogue', 'search', asked], (signal) => search(asked, signal), {
    enabled: asked === query,
  });

  if (asked !== query || state.status === 'loading')
    return <p className={styles.note}>{t('catalogue.search.searching')}</p>;
  if (state.status === 'error') return <p className={styles.note}>{httpErrorText(state.error, t)}</p>;
  const { games, total } = state.data;
  if (!games.length) return <p className={styles.note}>{t('catalogue.search.none', { query })}</p>;
  return (
    <>
      <p className={styles.note}>{t('catalogue.search.found', { count: total })}</p>
      <ul className={styles.list}>
        {games.map((game) => (
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
  );
}
