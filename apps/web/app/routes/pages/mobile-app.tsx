import { redirect } from 'react-router';
import type { Route } from './+types/mobile-app';

/** /mobile-app/... is the same site inside the native app: drop the prefix, flag the webview. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^(\/es)?\/mobile-app/, '$1') || '/';
  url.searchParams.set('webview', 'true');
  return redirect((path.startsWith('/') ? path : `/${path}`) + url.search + url.hash);
}

export default function MobileApp() {
  return null;
}
