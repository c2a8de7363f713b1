import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Await } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { GameImage } from './game-image.tsx';
import type { Loaded, LobbyCollection } from './lobby-types.ts';
import { GamesUnavailable } from './lobby-view.tsx';
import { GamesSkeleton } from './skeletons.tsx';
import styles from './collections-view.module.css';

/** /issues/collections: every curated collection, each opening /issues/{slug}. */
export function CollectionsView({
  collections,
}: {
  collections: Promise<Loaded<{ collections: LobbyCollection[] }>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('catalogue.collections.eyebrow')}
        title={t('catalogue.collections.title')}
        lead={t('catalogue.collections.lead')}
        icon="sparkle"
      />
      <PageBody>
        <Suspense fallback={<GamesSkeleton count={8} />}>
          <Await resolve={collections} errorElement={<GamesUnavailable />}>
            {(loaded: Loaded<{ collections: LobbyCollection[] }>) =>
              loaded.ok && loaded.data.collections.length > 0 ? (
                <ul className={styles.grid}>
                  {loaded.data.collections.map((c) => (
                    <li key={c.slug}>
                      <AppLink to={`/issues/${c.slug}`} className={styles.card}>
                        <GameImage
                          image={c.image}
                          alt=""
                          ratio="16 / 9"
                          sizes="(min-width: 768px) 33vw, 100vw"
                          maxPixels={1536}
                        />
                        <span className={styles.text}>
                          <span className={styles.title}>{c.title}</span>
                          <span className={styles.count}>
                            {t('catalogue.collections.count', { count: c.count })}
                          </span>
                        </span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
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
