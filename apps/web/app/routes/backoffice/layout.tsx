import { useEffect, useState, type CSSProperties } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { Toaster } from 'sonner';
import { BACKOFFICE_SESSION, BackofficeMeResponseSchema, permissionsOf } from '@casino/contracts';
import type { Route } from './+types/layout';
import { requestServicesContext } from '../../lib/server-context.ts';
import {
  BACKOFFICE_ROOT,
  BACKOFFICE_SIGN_IN,
  safeNext,
  type BackofficeHandle,
} from '../../backoffice/urls.ts';
import { NAV } from '../../backoffice/nav.ts';
import { signOut } from '../../backoffice/sign-out.ts';
import { ChoosePassword } from '../../backoffice/choose-password.tsx';
import { CurrentLink } from '../../backoffice/components/current-link.tsx';
import { Forbidden } from '../../backoffice/components/forbidden.tsx';
import { useOptionalOperator, type BackofficeLayoutData } from '../../backoffice/use-operator.ts';
import styles from '../../backoffice/backoffice.module.css';

/**
 * The console's toasts: sonner's rich colours with text dark enough for 4.5:1 on their pale backgrounds
 * (sonner's own success green read 4.25:1, its error red 4.35:1, axe's serious colour-contrast).
 */
const TOAST_COLOURS = {
  '--success-text': '#006b24',
  '--error-text': '#b00000',
  '--info-text': '#0050a8',
  '--warning-text': '#8a4b00',
} as CSSProperties;
const BoToaster = () => <Toaster position="top-right" richColors closeButton style={TOAST_COLOURS} />;

/** `bare` keeps the site's providers out of every back-office page (root.tsx). */
export const handle: BackofficeHandle = { bare: true };

const hasCookie = (header: string | null, name: string) =>
  (header ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * Who is signed in, asked of the session route itself (in process, with this request's cookies) on every
 * navigation, so the idle timeout is the server's. Pages other than sign-in need an operator: without one
 * they go to sign-in, with the idle notice when the browser still had a session cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/(\/_root|\/_)?\.data$/, '');
  const isSignIn = pathname.replace(/\/$/, '') === BACKOFFICE_SIGN_IN.replace(/\/$/, '');
  const me = await context.get(requestServicesContext).backofficeMe();
  const noStore = { headers: { 'cache-control': 'private, no-store' } };
  if (me.status === 200) {
    const parsed = BackofficeMeResponseSchema.safeParse(me.body);
    if (!parsed.success) throw data('The operator session answer could not be read.', { status: 502 });
    const { operator } = parsed.data.data;
    if (isSignIn) throw redirect(safeNext(url.searchParams.get('next')));
    return data<BackofficeLayoutData>(
      { operator: { ...operator, permissions: permissionsOf(operator.role) } },
      noStore,
    );
  }
  if (me.status !== 401) throw data('The back-office is not available right now.', { status: 503 });
  if (isSignIn) return data<BackofficeLayoutData>({ operator: null }, noStore);
  const next = pathname + url.search;
  const ended = hasCookie(request.headers.get('cookie'), BACKOFFICE_SESSION.cookie) ? 'ended=idle&' : '';
  throw redirect(`${BACKOFFICE_SIGN_IN}?${ended}next=${encodeURIComponent(next)}`);
}

export function meta() {
  return [{ title: 'Back-office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function BackofficeLayout() {
  const operator = useOptionalOperator();
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as BackofficeHandle);
  const isPublic = handles.some((h) => h.public);
  const required = handles.findLast((h) => h.permission)?.permission;
  if (operator?.passwordChangeRequired && !isPublic)
    return (
      <div className={styles.app}>
        <ChoosePassword email={operator.email} />
        <BoToaster />
      </div>
    );
  if (isPublic || !operator)
    return (
      <div className={styles.app}>
        <Outlet />
        <BoToaster />
      </div>
    );
  return (
    <Frame>
      {required && !operator.can(required) ? (
        <Forbidden role={operator.role} permission={required} />
      ) : (
        <Outlet />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const operator = useOptionalOperator()!;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const entries = NAV.filter((entry) => operator.can(entry.permission));
  return (
    <div className={styles.app}>
      <header className={styles.topbar}>
        <button
          type="button"
          className={`${styles.button} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="bo-side"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <Link to={BACKOFFICE_ROOT} className={styles.product}>
          Back-office
        </Link>
        <span className={styles.spacer} />
        <span className={styles.who}>
          <span className={styles.whoEmail} data-testid="bo-operator-email">
            {operator.email}
          </span>
          <span className={styles.roleBadge} data-testid="bo-operator-role">
            {operator.role}
          </span>
        </span>
        <button type="button" className={styles.button} onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <div className={styles.frame}>
        <nav
          id="bo-side"
          className={`${styles.side} ${menuOpen ? styles.sideOpen : ''}`}
          aria-label="Back-office"
        >
          <ul className={styles.nav}>
            {entries.map((entry) => (
              <li key={entry.to}>
                <CurrentLink to={entry.to} end={entry.to === BACKOFFICE_ROOT} className={styles.navLink}>
                  {entry.label}
                </CurrentLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.main} id="bo-main">
          {children}
        </main>
      </div>
      <BoToaster />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={styles.app}>
      <main className={styles.signIn}>
        <div className={styles.signInPanel} role="alert">
          <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
          <p className={styles.muted}>{text ?? 'Reload the page, or go back to the dashboard.'}</p>
          <div className={styles.formActions}>
            <a className={`${styles.button} ${styles.primary}`} href={BACKOFFICE_ROOT}>
              Back to the dashboard
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
