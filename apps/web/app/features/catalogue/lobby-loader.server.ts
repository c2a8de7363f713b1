import {
  HomePageSchema,
  parseCatalogue,
  pickText,
  type Catalogue,
  type HomePage,
  type IssueKey,
  type Locale,
} from '@casino/contracts';
import { localeFromPath } from '../../i18n/locale.ts';
import type { RequestServices } from '../../lib/server-context.ts';
import {
  firstTiles,
  providerChips,
  toCategoryPage,
  toLibrary,
  toLobbyData,
  toLobbyGame,
  toLobbyImage,
  toProviderPage,
  type CategoryPage,
  type LibraryData,
} from './lobby-data.ts';
import type { CategoryChip, Loaded, LobbyCollection, LobbyData, LobbyGame } from './lobby-types.ts';

/** Invalid games data is logged and not used (spec §5); a failed call is logged too. */
export async function loadHomePage(services: RequestServices): Promise<Loaded<HomePage>> {
  let raw: unknown;
  try {
    raw = await services.homePage();
  } catch (error) {
    console.error('[lobby] home page data unavailable', error);
    return { ok: false, reason: 'unavailable' };
  }
  const parsed = HomePageSchema.safeParse(raw);
  if (!parsed.success) {
    console.error('[lobby] home page data invalid, not used:', parsed.error.issues[0]);
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, data: parsed.data };
}

export async function loadCatalogue(services: RequestServices): Promise<Loaded<Catalogue>> {
  let raw: unknown;
  try {
    raw = await services.gamesCatalogue();
  } catch (error) {
    console.error('[lobby] games catalogue unavailable', error);
    return { ok: false, reason: 'unavailable' };
  }
  const parsed = parseCatalogue(raw);
  if (!parsed.ok) {
    console.error(`[lobby] games data invalid, not used: ${parsed.reason}`);
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, data: parsed.catalogue };
}

// ---------------------------------------------------------------------------------------------
// Page data: what each page's loader hands its component (texts in the page's language).

const requestLocale = (request: Request) => localeFromPath(new URL(request.url).pathname);

/** Chips of the games pages: the catalogue's issues that have games, in its order. */
const chipsOf = (catalogue: Catalogue, locale: Locale): CategoryChip[] =>
  catalogue.issues
    .filter((issue) => (catalogue.issueGamesIds[issue.key]?.length ?? 0) > 0)
    .map((issue) => ({ key: issue.key, title: pickText(issue.title, locale) }));

async function lobbyData(services: RequestServices, locale: Locale): Promise<Loaded<LobbyData>> {
  // The catalogue only lends provider names (the home payload carries slugs); without it, slugs are shown.
  const [home, catalogue] = await Promise.all([loadHomePage(services), loadCatalogue(services)]);
  if (!home.ok) return home;
  const names = catalogue.ok ? new Map(catalogue.data.providers.map((p) => [p.slug, p.name])) : undefined;
  const providers = catalogue.ok ? providerChips(catalogue.data) : [];
  return { ok: true, data: { ...toLobbyData(home.data, locale, [], names), providers } };
}

/** The lobby and the guest home: each slider with the tiles it draws with the page (firstTiles). */
export async function lobbyPageData(services: RequestServices, request: Request): Promise<Loaded<LobbyData>> {
  const lobby = await lobbyData(services, requestLocale(request));
  return lobby.ok ? { ok: true, data: firstTiles(lobby.data) } : lobby;
}

/** Every game of one lobby slider (GET /lobby-rows.json?issue=); null when the lobby has no such row. */
export async function lobbyRowGames(
  services: RequestServices,
  issue: string,
): Promise<Loaded<LobbyGame[]> | null> {
  // Game names and providers are the same in every language.
  const lobby = await lobbyData(services, 'en');
  if (!lobby.ok) return lobby;
  const row = lobby.data.sections.find((section) => section.type === 'games' && section.issue === issue);
  return row?.type === 'games' ? { ok: true, data: row.games } : null;
}

export type CategoryPageData = CategoryPage & { chips: CategoryChip[] };

/** One issue's games. */
export async function issuePageData(
  services: RequestServices,
  request: Request,
  key: IssueKey,
): Promise<Loaded<CategoryPageData>> {
  const catalogue = await loadCatalogue(services);
  if (!catalogue.ok) return catalogue;
  const locale = requestLocale(request);
  const page = toCategoryPage(catalogue.data, key, locale, []);
  // A known issue without games in this player's catalogue is an empty page, not an error.
  return {
    ok: true,
    data: { ...(page ?? { key, title: key, games: [] }), chips: chipsOf(catalogue.data, locale) },
  };
}

/** A collection's games (/issues/{slug}); null when no collection has that slug (the page is then a 404). */
export async function collectionPageData(
  services: RequestServices,
  request: Request,
  slug: string,
): Promise<Loaded<CategoryPageData> | null> {
  const [home, catalogue] = await Promise.all([loadHomePage(services), loadCatalogue(services)]);
  if (!home.ok) return home;
  const collection = home.data.collections.find((c) => c.slug === slug);
  if (!collection) return null;
  if (!catalogue.ok) return catalogue;
  const locale = requestLocale(request);
  const byId = new Map(catalogue.data.games.map((g) => [g.id, g]));
  const names = new Map(catalogue.data.providers.map((p) => [p.slug, p.name]));
  const games = collection.gameIds.flatMap((id) => {
    const g = byId.get(id);
    return g ? [toLobbyGame(g, new Set(), names)] : [];
  });
  return {
    ok: true,
    data: { key: slug, title: pickText(collection.title, locale), games, chips: [] },
  };
}

/**
 * A studio's games (/providers/{slug}) with the studio chips; null when no studio has that slug (the page is
 * then a 404). A studio whose games are all closed to this player is an empty page, said so.
 */
export async function providerPageData(
  services: RequestServices,
  slug: string,
): Promise<Loaded<CategoryPageData> | null> {
  const catalogue = await loadCatalogue(services);
  if (!catalogue.ok) return catalogue;
  const page = toProviderPage(catalogue.data, slug);
  return page ? { ok: true, data: { ...page, chips: providerChips(catalogue.data) } } : null;
}

export interface CollectionsPageData {
  collections: LobbyCollection[];
}

export async function collectionsPageData(
  services: RequestServices,
  request: Request,
): Promise<Loaded<CollectionsPageData>> {
  const home = await loadHomePage(services);
  if (!home.ok) return home;
  const locale = requestLocale(request);
  return {
    ok: true,
    data: {
      collections: home.data.collections.map((c) => ({
        slug: c.slug,
        title: pickText(c.title, locale),
        count: c.gameIds.length,
        image: toLobbyImage(c.image),
      })),
    },
  };
}

export async function libraryPageData(services: RequestServices): Promise<Loaded<LibraryData>> {
  const catalogue = await loadCatalogue(services);
  return catalogue.ok ? { ok: true, data: toLibrary(catalogue.data, []) } : catalogue;
}
