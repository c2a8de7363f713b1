import { useTranslation } from '../../i18n/react.tsx';
import { IssueKeySchema } from '@casino/contracts';
import type { Route } from './+types/issues-page';
import { PageErrorBoundary, throwInvalidPage } from '../../components/shell/invalid-page.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { CategoryView } from '../../features/catalogue/index.ts';
import { collectionPageData, issuePageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/**
 * /issues/{pageName}: an issue key (streams) or a collection slug (known only from the home payload, so
 * that one is awaited); anything else is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(requestServicesContext);
  const key = IssueKeySchema.safeParse(params.pageName);
  if (key.success)
    return {
      kind: 'issue' as const,
      pageName: key.data,
      title: null,
      page: issuePageData(services, request, key.data),
    };
  const collection = await collectionPageData(services, request, params.pageName);
  if (!collection) throwInvalidPage(request);
  return {
    kind: 'collection' as const,
    pageName: params.pageName,
    title: collection.ok ? collection.data.title : null,
    page: Promise.resolve(collection),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, 'pages.notFound.metaTitle');
  return loaderData.kind === 'issue'
    ? pageMeta(matches, `pages.games.categories.${loaderData.pageName}`)
    : pageMeta(matches, 'catalogue.collections.title');
};

export default function IssuesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title =
    loaderData.kind === 'issue'
      ? t(`pages.games.categories.${loaderData.pageName}`)
      : (loaderData.title ?? t('catalogue.collections.title'));
  return (
    <CategoryView
      title={title}
      eyebrow={t('pages.issues.eyebrow')}
      current={loaderData.pageName}
      base="issues"
      page={loaderData.page}
      isCollection={loaderData.kind === 'collection'}
    />
  );
}

export const ErrorBoundary = PageErrorBoundary;
