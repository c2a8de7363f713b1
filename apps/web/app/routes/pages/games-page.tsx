import { useTranslation } from '../../i18n/react.tsx';
import { IssueKeySchema } from '@casino/contracts';
import type { Route } from './+types/games-page';
import { PageErrorBoundary, throwInvalidPage } from '../../components/shell/invalid-page.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { CategoryView } from '../../features/catalogue/index.ts';
import { issuePageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/** The page's validity check: only the catalogue's issue keys exist. The games stream in after. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const key = IssueKeySchema.safeParse(params.pageName);
  if (!key.success) throwInvalidPage(request);
  return {
    pageName: key.data,
    page: issuePageData(context.get(requestServicesContext), request, key.data),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, `pages.games.categories.${loaderData.pageName}`)
    : pageMeta(matches, 'pages.notFound.metaTitle');

export default function GamesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CategoryView
      title={t(`pages.games.categories.${loaderData.pageName}`)}
      eyebrow={t('pages.games.eyebrow')}
      current={loaderData.pageName}
      base="games"
      page={loaderData.page}
    />
  );
}

export const ErrorBoundary = PageErrorBoundary;
