import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { localeFromPath, localizePath } from '../../../i18n/locale.ts';

/** /account opens on personal info; the browser keeps a #verify hash across the redirect. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = url.pathname.replace(/\.data$/, '');
  throw redirect(localizePath('/account/personal-info', localeFromPath(page)) + url.search);
}

export default function AccountIndex() {
  return null;
}
