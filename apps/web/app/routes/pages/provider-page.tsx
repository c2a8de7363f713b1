import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/provider-page';
import { PageErrorBoundary, throwInvalidPage } from '../../components/shell/invalid-page.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { CategoryView } from '../../features/catalogue/index.ts';
import { providerPageData } from '../../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../../lib/server-context.ts';

/** /providers/{slug}: one studio's games, for guests and players; an unknown studio is a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await providerPageData(context.get(requestServicesContext), params.slug);
  if (!page) throwInvalidPage(request);
  return { slug: params.slug, name: page.ok ? page.data.title : null, page: Promise.resolve(page) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.name
    ? pageMeta(matches, 'catalogue.providers.metaTitle', { name: loaderData.name })
    : pageMeta(matches, 'pages.notFound.metaTitle');

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CategoryView
      title={loaderData.name ?? t('catalogue.providers.eyebrow')}
      eyebrow={t('catalogue.providers.eyebrow')}
      current={loaderData.slug}
      base="providers"
      page={loaderData.page}
      provider
    />
  );
}

export const ErrorBoundary = PageErrorBoundary;
