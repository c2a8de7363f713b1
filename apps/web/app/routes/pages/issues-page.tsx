import type { Route } from './+types/issues-page';
import { PageErrorBoundary, throwInvalidPage } from '../../components/shell/invalid-page.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { isGamePageName } from '../../features/home/categories.ts';
import { GameCategoryView } from '../../features/home/game-category-view.tsx';

/** Collections share the category names of /games/; anything else is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isGamePageName(params.pageName)) throwInvalidPage(request);
  return { pageName: params.pageName };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, `pages.games.categories.${loaderData.pageName}`)
    : pageMeta(matches, 'pages.notFound.metaTitle');

export default function IssuesPage({ loaderData }: Route.ComponentProps) {
  return <GameCategoryView pageName={loaderData.pageName} base="issues" />;
}

export const ErrorBoundary = PageErrorBoundary;
