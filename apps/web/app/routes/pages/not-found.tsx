import { data } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/not-found';
import { pageMeta } from '../../components/shell/meta.ts';
import { NotFoundView } from '../../components/shell/not-found-view.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.notFound.metaTitle');

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <NotFoundView detail={t('pages.notFound.pageNotFound', { path: loaderData.path })} />;
}
