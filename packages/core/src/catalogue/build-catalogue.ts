import { createHash } from 'node:crypto';
import {
  gamesById,
  rowsPerSlide,
  type CachedCatalogue,
  type Catalogue,
  type CatalogueGame,
  type IssueKey,
  type MenuItem,
  type SchemeSection,
} from '@casino/contracts';
import { featureModules } from '../engagement/feature-module.ts';
import type { CatalogueSource } from './catalogue-source.ts';

type SchemeEntry = Omit<SchemeSection, 'rows' | 'title'>;

/** The house's lobby sections in their order (home page and lobby); features place theirs among them. */
const SCHEME: readonly SchemeEntry[] = [
  { key: 'banners', type: 'banners', issue: null },
  { key: 'jackpots', type: 'jackpots', issue: null },
  { key: 'popularGames', type: 'games', issue: 'popularGames' },
  { key: 'hotGames', type: 'games', issue: 'hotGames' },
  { key: 'lastWinners', type: 'lastWinners', issue: null },
  { key: 'newGames', type: 'games', issue: 'newGames' },
  { key: 'gameOfWeek', type: 'gameOfWeek', issue: null },
  { key: 'holdNLink', type: 'games', issue: 'holdNLink' },
  { key: 'jackpot', type: 'games', issue: 'jackpot' },
  { key: 'collections', type: 'collections', issue: null },
  { key: 'fishing', type: 'games', issue: 'fishing' },
  { key: 'featuredGames', type: 'games', issue: 'featuredGames' },
  { key: 'promotions', type: 'promotions', issue: null },
  { key: 'bonusBuyGames', type: 'games', issue: 'bonusBuyGames' },
  { key: 'missedItGames', type: 'games', issue: 'missedItGames' },
  { key: 'recommend', type: 'games', issue: 'recommend' },
  { key: 'intoTheWild', type: 'games', issue: 'intoTheWild' },
];

/** The house's sections with each feature module's `lobbySections` after the section it names. */
const scheme = (): SchemeEntry[] =>
  SCHEME.flatMap((section) => [
    section,
    ...featureModules().flatMap((module) =>
      (module.lobbySections ?? [])
        .filter((placed) => placed.after === section.key)
        .map(({ key, type }): SchemeEntry => ({ key, type, issue: null })),
    ),
  ]);

export function schemeSections(source: CatalogueSource): SchemeSection[] {
  const titles = new Map(source.categories.map((c) => [c.key, c.title]));
  return scheme().map((s) => ({
    ...s,
    title: s.issue ? (titles.get(s.issue) ?? null) : null,
    rows: s.issue ? rowsPerSlide(s.issue) : 1,
  }));
}

/** The catalogue for one restriction group (restricted ids removed everywhere). */
export function buildCatalogue(
  source: CatalogueSource,
  groupKey: string,
  restricted: ReadonlySet<number>,
): Catalogue {
  const visible = (id: number) => !restricted.has(id);
  const gamesList: CatalogueGame[] = source.games.filter((g) => visible(g.id));
  const issueGamesIds: Record<string, number[]> = {};
  for (const [key, ids] of source.categoryGameIds) issueGamesIds[key] = ids.filter(visible);
  const providerGamesIds: Record<string, number[]> = Object.fromEntries(
    source.providers.map((p) => [p.slug, [] as number[]]),
  );
  for (const g of gamesList) for (const slug of g.providers) providerGamesIds[slug]?.push(g.id);

  const menu: MenuItem[] = [
    ...source.categories
      .filter((c) => c.inMenu)
      .map((c) => ({ key: c.key, type: 'issue' as const, title: c.title, url: `/issues/${c.key}` })),
    {
      key: 'collections',
      type: 'collections',
      title: { en: 'Collections', es: 'Colecciones' },
      url: '/issues/collections',
    },
  ];
  const body = {
    groupKey,
    games: gamesList,
    providers: source.providers.map((p) => ({ ...p, gamesCount: providerGamesIds[p.slug]?.length ?? 0 })),
    issues: source.categories.map((c) => ({
      key: c.key,
      title: c.title,
      rows: rowsPerSlide(c.key),
      gamesCount: issueGamesIds[c.key]?.length ?? 0,
    })),
    issueGamesIds,
    providerGamesIds,
    menu,
    schemeSections: schemeSections(source),
  };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { ...body, hash };
}

export const toCachedCatalogue = (catalogue: Catalogue): CachedCatalogue => ({
  ...catalogue,
  games: gamesById(catalogue.games),
});

/** Games of one issue, in order, limited to what the group may see. */
export function issueGames(source: CatalogueSource, key: IssueKey, restricted: ReadonlySet<number>) {
  const ids = (source.categoryGameIds.get(key) ?? []).filter((id) => !restricted.has(id));
  const byId = new Map(source.games.map((g) => [g.id, g]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}
