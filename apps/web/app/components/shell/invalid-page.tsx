import { data, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { NotFoundView } from './not-found-view.tsx';
import { PageBody, Placeholder } from './page.tsx';

export interface InvalidPageData {
  kind: 'invalid-page';
  path: string;
}

/** A page's own validity check failed: a real 404 response that the route's ErrorBoundary renders. */
export function throwInvalidPage(request: Request): never {
  // Data requests arrive as /path.data (or /_root.data); the player saw the page path.
  const path = new URL(request.url).pathname.replace(/(\/_root)?\.data$/, '') || '/';
  throw data<InvalidPageData>({ kind: 'invalid-page', path }, { status: 404 });
}

const isInvalidPage = (value: unknown): value is InvalidPageData =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'invalid-page';

/** ErrorBoundary for pages with a validity check: 'Page Not Found: {path}' inside the site's frame. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const path = isInvalidPage(error.data) ? error.data.path : pathname;
    return <NotFoundView detail={t('pages.notFound.pageInvalid', { path })} />;
  }
  console.error(error);
  return (
    <PageBody narrow>
      <Placeholder icon="info" title={t('pages.error.title')} text={t('pages.error.text')} />
    </PageBody>
  );
}
