import { Outlet } from 'react-router';
import { SiteShell } from '../../components/shell/site-shell.tsx';
import { useShell } from '../../components/shell/use-shell.ts';

/** Home and other guest-first pages: header and footer switch to their player variants once signed in. */
export default function GuestLayout() {
  const { appInit } = useShell();
  return (
    <SiteShell player={appInit.isGuest ? null : appInit}>
      <Outlet />
    </SiteShell>
  );
}
