import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Await } from 'react-router';
import { cx } from '../../components/shell/cx.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import type { LibraryData } from './lobby-data.ts';
import type { Loaded } from './lobby-types.ts';
import { GamesGrid } from './games-grid.tsx';
import { GamesUnavailable } from './lobby-view.tsx';
import { SearchBar } from './search-box.tsx';
import { GamesSkeleton } from './skeletons.tsx';
import { useFavourites } from './use-favourites.ts';
import { useGamesRefresh } from './use-games-refresh.ts';
import styles from './library-view.module.css';

const ALL = '';

function Library({ data }: { data: LibraryData }) {
  const { t } = useTranslation();
  const { canToggle, isFavourite } = useFavourites(t);
  const [provider, setProvider] = useState(ALL);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const games = useMemo(
    () =>
      data.games.filter(
        (g) =>
          (provider === ALL || g.providerSlug === provider) &&
          (!favouritesOnly || isFavourite(g.id, g.isFavorite)),
      ),
    [data.games, provider, favouritesOnly, isFavourite],
  );
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.field}>
          <span className={styles.label}>{t('lobby.library.provider')}</span>
          <select className={styles.select} value={provider} onChange={(e) => setProvider(e.target.value)}>
            <option value={ALL}>{t('lobby.library.allProviders', { count: data.games.length })}</option>
            {data.providers.map((p) => (
              <option key={p.slug} value={p.slug}>
                {t('lobby.library.providerOption', { name: p.name, count: p.count })}
              </option>
            ))}
          </select>
        </label>
        {canToggle && (
          <div className={styles.toggle} role="group" aria-label={t('lobby.library.show')}>
            <button
              type="button"
              className={cx(styles.tab, !favouritesOnly && styles.tabOn)}
              aria-pressed={!favouritesOnly}
              onClick={() => setFavouritesOnly(false)}
            >
              {t('lobby.library.all')}
            </button>
            <button
              type="button"
              className={cx(styles.tab, favouritesOnly && styles.tabOn)}
              aria-pressed={favouritesOnly}
              onClick={() => setFavouritesOnly(true)}
            >
              {t('lobby.library.favourites')}
            </button>
          </div>
        )}
      </div>
      <p className={styles.count} aria-live="polite">
        {t('lobby.grid.count', { count: games.length })}
      </p>
      {favouritesOnly && games.length === 0 ? (
        <p className={styles.none}>{t('lobby.library.noFavourites')}</p>
      ) : (
        <GamesGrid games={games} label={t('lobby.library.title')} />
      )}
    </>
  );
}

/** /library: every game, filterable by provider and (for players) by favourites. */
export function LibraryView({ library }: { library: Promise<Loaded<LibraryData>> }) {
  const { t } = useTranslation();
  useGamesRefresh();
  return (
    <>
      <PageHeader
        eyebrow={t('lobby.library.eyebrow')}
        title={t('lobby.library.title')}
        lead={t('lobby.library.lead')}
        icon="book"
      />
      <SearchBar />
      <PageBody>
        <Suspense fallback={<GamesSkeleton />}>
          <Await resolve={library} errorElement={<GamesUnavailable />}>
            {(loaded: Loaded<LibraryData>) =>
              loaded.ok ? <Library data={loaded.data} /> : <GamesUnavailable />
            }
          </Await>
        </Suspense>
      </PageBody>
    </>
  );
}
