import { Outlet } from 'react-router';
import { accessGuard } from '../../lib/access-guard.ts';

/** Pages for signed-in players (see lib/access-guard.ts). */
export const middleware = [accessGuard('signin')];

/** A server loader makes every client navigation into this layout pass the guard on the server. */
export function loader() {
  return null;
}

export default function GuardedLayout() {
  return <Outlet />;
}
