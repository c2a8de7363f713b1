import { Outlet } from 'react-router';
import { SiteShell } from '../../components/shell/site-shell.tsx';
import { siteShellSlots } from '../../composition/shell-slots.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** The logged-in site's frame; guests see the same pages with the guest header and footer. */
export default function DefaultLayout() {
  const { player, locale } = useRootData();
  return (
    <SiteShell player={player} slots={siteShellSlots(player, locale)}>
      <Outlet />
    </SiteShell>
  );
}
