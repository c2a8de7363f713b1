import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppInit } from '@casino/contracts';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { whenIdle } from '../../lib/idle.ts';
import type { ShellSlots } from './shell-slots.ts';
import styles from './site-shell.module.css';

// The side sheet (and Radix with it) is a chunk of its own: fetched once the page is idle or on the first open.
const loadSiteMenu = () => import('./site-menu.tsx').then((module) => ({ default: module.SiteMenu }));
const SiteMenu = lazy(loadSiteMenu);

/** Header, page, footer and the phone tab bar: the frame of the guest and default layouts. */
export function SiteShell({
  player,
  slots,
  children,
}: {
  player: AppInit | null;
  slots: ShellSlots;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadSiteMenu()), []);
  const { pathname } = useLocation();
  // Any navigation closes the menu, including browser back.
  useEffect(() => setMenuOpen(false), [pathname]);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };

  return (
    <div className={styles.shell}>
      <Header player={player} slots={slots} onOpenMenu={openMenu} menuOpen={menuOpen} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer player={player} />
      <BottomBar player={player} slots={slots} onOpenMenu={openMenu} menuOpen={menuOpen} />
      {menuUsed ? (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} player={player} slots={slots} />
        </Suspense>
      ) : null}
    </div>
  );
}
