import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Await } from 'react-router';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import type { CategoryPage } from './lobby-data.ts';
import type { CategoryChip, Loaded } from './lobby-types.ts';
import { GamesGrid } from './games-grid.tsx';
import { GamesUnavailable } from './lobby-view.tsx';
import { CategoryChips } from './category-chips.tsx';
import { SearchBar } from './search-box.tsx';
import { GamesSkeleton } from './skeletons.tsx';
import { useGamesRefresh } from './use-games-refresh.ts';
import styles from './category-view.module.css';

/**
 * /games/{issue}, /issues/{issue or collection} and /providers/{studio}: every game of one category or
 * studio as a grid, with its chips and search; skeletons while the games stream in.
 */
export function CategoryView({
  title,
  eyebrow,
  current,
  base,
  page,
  isCollection = false,
  provider = false,
}: {
  title: string;
  eyebrow: string;
  current: string;
  base: 'games' | 'issues' | 'providers';
  page: Promise<Loaded<CategoryPage & { chips: CategoryChip[] }>>;
  isCollection?: boolean;
  /** A studio's page: its lead, the studio chips and an empty state naming the studio. */
  provider?: boolean;
}) {
  const { t } = useTranslation();
  useGamesRefresh();
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        lead={t(
          provider
            ? 'catalogue.providers.lead'
            : isCollection
              ? 'catalogue.grid.collectionLead'
              : 'catalogue.grid.lead',
        )}
        icon="lobby"
      />
      <SearchBar />
      <PageBody>
        <Suspense fallback={<GamesSkeleton />}>
          <Await resolve={page} errorElement={<GamesUnavailable />}>
            {(loaded: Loaded<CategoryPage & { chips: CategoryChip[] }>) =>
              loaded.ok ? (
                <>
                  <CategoryChips
                    chips={loaded.data.chips}
                    current={current}
                    base={base}
                    label={provider ? t('catalogue.providers.chipsLabel') : undefined}
                  />
                  <p className={styles.count}>
                    {t('catalogue.grid.count', { count: loaded.data.games.length })}
                  </p>
                  <GamesGrid
                    games={loaded.data.games}
                    label={loaded.data.title}
                    empty={provider ? t('catalogue.providers.empty', { name: title }) : undefined}
                  />
                </>
              ) : (
                <GamesUnavailable />
              )
            }
          </Await>
        </Suspense>
      </PageBody>
    </>
  );
}
