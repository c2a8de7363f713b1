import { useEffect, useEffectEvent, useMemo } from 'react';
import { I18nProvider, useTranslation } from './i18n/react.tsx';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  useRevalidator,
  type MiddlewareFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Locale, RedirectLookup } from '@casino/contracts';
import { LANGUAGE_COOKIE } from '@casino/contracts/values';
import type { Route } from './+types/root';
import { createI18n } from './i18n/i18n.ts';
import { allMessages } from './i18n/complete-messages.ts';
import { pageMessages } from './i18n/page-messages.ts';
import { useLocaleI18n } from './i18n/use-locale-i18n.ts';
import { decideLocale, localeFromPath, readCookie } from './i18n/locale.ts';
import { requestServicesContext } from './lib/server-context.ts';
import { redirectResponse, rewriteShellQuery } from './lib/navigation.server.ts';
import { referralMiddleware } from './lib/referral.server.ts';
import type { BackofficeRootData, RootData } from './lib/root-data.ts';
import { isBackofficePath } from './backoffice/paths.ts';
import { AppProviders } from './composition/app-providers.tsx';
import './styles/global.css';
import './brands/tokens.css';

/** Shell rules that run before any page: query rewrites, the redirect table, the language. */
const shellMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  // Files such as the favicon are not pages: no language or redirect rules. Nor the operators' back-office.
  if (/\.(svg|ico|png|txt|xml|json)$/.test(url.pathname) || isBackofficePath(url.pathname)) return next();
  const isData = url.pathname.endsWith('.data');
  const pagePath = isData ? url.pathname.replace(/(\/_root)?\.data$/, '') || '/' : url.pathname;
  if (!isData) {
    const rewrite = rewriteShellQuery(url);
    if (rewrite) return rewrite.response;
  }
  const services = context.get(requestServicesContext);
  const table = redirectResponse(await services.findRedirect(pagePath), url.search);
  if (table) throw table;

  const decision = decideLocale({
    pathname: pagePath,
    cookie: readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE.name),
    languages: request.headers.get('accept-language'),
  });
  if (decision.redirectTo) {
    const target = redirect(decision.redirectTo + url.search);
    if (decision.setCookie) target.headers.append('set-cookie', decision.setCookie);
    throw target;
  }
  const response = await next();
  if (decision.setCookie) response.headers.append('set-cookie', decision.setCookie);
  return response;
};

/** The back-office is English only, outside the site's redirect table and referral links. */
const siteOnly =
  (middleware: MiddlewareFunction<Response>): MiddlewareFunction<Response> =>
  (args, next) =>
    isBackofficePath(new URL(args.request.url).pathname) ? next() : middleware(args, next);

export const middleware = [shellMiddleware, siteOnly(referralMiddleware)];

const lookups = new Map<string, Promise<RedirectLookup>>();

/**
 * Client navigations ask the same questions before rendering: the redirect table (cached per path for
 * the page's life) and the language cookie.
 */
const clientShellMiddleware: MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  if (isBackofficePath(url.pathname)) return next();
  let lookup = lookups.get(url.pathname);
  if (!lookup) {
    lookup = fetch(`/rest/redirect/lookup/?path=${encodeURIComponent(url.pathname)}`)
      .then((r) => (r.ok ? (r.json() as Promise<RedirectLookup>) : { redirect: null }))
      .catch(() => ({ redirect: null }));
    lookups.set(url.pathname, lookup);
  }
  // The next page renders with every text of the language (a landing page came with its own only).
  const [{ redirect: found }] = await Promise.all([lookup, allMessages()]);
  if (found?.type === 'external') {
    window.location.assign(found.to);
    return;
  }
  if (found) throw redirect(found.to + url.search);
  const decision = decideLocale({
    pathname: url.pathname,
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE.name),
    languages: navigator.languages,
  });
  if (decision.redirectTo) throw redirect(decision.redirectTo + url.search);
  await next();
};

export const clientMiddleware = [clientShellMiddleware];

export async function loader({
  request,
  context,
  pattern,
}: Route.LoaderArgs): Promise<RootData | BackofficeRootData> {
  const services = context.get(requestServicesContext);
  const pathname = new URL(request.url).pathname;
  // The back-office reads nothing of the site: no player, no texts, no brand theme (routes/backoffice/).
  if (isBackofficePath(pathname))
    return { backoffice: true, locale: 'en', messages: {}, allMessages: true, nonce: services.nonce };
  const locale = localeFromPath(pathname);
  const appInit = await services.appInit();
  // A landing page (home, lobby) carries the texts of its first render only, a player's as a guest's
  // (a player's /lobby/ was 100 KB of texts per request): the client fetches the rest once, cacheable.
  const texts = pageMessages(services.messages(locale), pattern);
  return {
    locale,
    ...texts,
    brand: services.brand,
    appInit,
    playerPending: services.playerPending,
    buildId: services.buildId,
    sentryDsn: services.sentryDsn,
    nonce: services.nonce,
  };
}

/** Page data of the root is language-neutral except its texts, which the client fetches on a switch. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}) =>
  formMethod ? defaultShouldRevalidate : currentUrl.pathname === nextUrl.pathname && defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const locale: Locale = localeFromPath(pathname);
  return (
    <html lang={locale} data-brand={root?.backoffice ? undefined : (root?.brand.key ?? 'funrize')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#111" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const i18n = useLocaleI18n(locale, root);
  // Bare pages (the game iframe) skip the app-wide services: no second realtime connection, no modals or banners,
  // nor the player's own app init (the frame shows nothing of it: its play session says what it plays).
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  usePlayerParts(bare || root.backoffice ? false : root.playerPending);
  return (
    <I18nProvider i18n={i18n}>
      {bare || root.backoffice ? (
        <Outlet />
      ) : (
        <AppProviders root={root} locale={locale}>
          <Outlet />
        </AppProviders>
      )}
    </I18nProvider>
  );
}

/**
 * On a shared signed-in page (ADR 0031), reads the player's own app init once hydrated. Should that read
 * fail, the root's data is read again as the player's own page would have had it.
 */
function usePlayerParts(pending: boolean) {
  const revalidator = useRevalidator();
  const readAgain = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (!pending) return;
    void import('./lib/query/player-app-init.ts')
      .then(({ loadPlayerAppInit }) => loadPlayerAppInit())
      .catch(readAgain);
  }, [pending]);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: (data?.backoffice ? null : data?.brand.appName) ?? 'Social Casino' }];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const i18n = useMemo(() => (root ? createI18n(root.locale, root.messages) : null), [root]);
  const body = <RootError error={error} />;
  return i18n ? <I18nProvider i18n={i18n}>{body}</I18nProvider> : body;
}

function RootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="root-error" role="alert">
      <h1>
        {status === 404
          ? t('common.notFound.hydrationInvalid', 'Page Not Found')
          : t('common.error.title', 'Something went wrong')}
      </h1>
      <p>{t('common.error.text', 'Please reload the page.')}</p>
      <a href="/">{t('common.notFound.goHome', 'Go Home')}</a>
    </main>
  );
}
