import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
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
          <span className={styles.label}>{t('catalogue.library.provider')}</span>
          <select className={styles.select} value={provider} onChange={(e) => setProvider(e.target.value)}>
            <option value={ALL}>{t('catalogue.library.allProviders', { count: data.games.length })}</option>
            {data.providers.map((p) => (
              <option key={p.slug} value={p.slug}>
                {t('catalogue.library.providerOption', { name: p.name, count: p.count })}
              </option>
            ))}
          </select>
        </label>
        {canToggle && (
          <div className={styles.toggle} role="group" aria-label={t('catalogue.library.show')}>
            <button
              type="button"
              className={cx(styles.tab, !favouritesOnly && styles.tabOn)}
              aria-pressed={!favouritesOnly}
              onClick={() => setFavouritesOnly(false)}
            >
              {t('catalogue.library.all')}
            </button>
            <button
              type="button"
              className={cx(styles.tab, favouritesOnly && styles.tabOn)}
              aria-pressed={favouritesOnly}
              onClick={() => setFavouritesOnly(true)}
            >
              {t('catalogue.library.favourites')}
            </button>
          </div>
        )}
      </div>
      <p className={styles.count} aria-live="polite">
        {t('catalogue.grid.count', { count: games.length })}
      </p>
      {favouritesOnly && games.length === 0 ? (
        <p className={styles.none}>{t('catalogue.library.noFavourites')}</p>
      ) : (
        <GamesGrid games={games} label={t('catalogue.library.title')} />
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
        eyebrow={t('catalogue.library.eyebrow')}
        title={t('catalogue.library.title')}
        lead={t('catalogue.library.lead')}
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
