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
const SiteMenu = lazy(() => import('./site-menu.tsx').then((module) => ({ default: module.SiteMenu })));

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
  // Mounted closed once the page is idle: a lazy component suspends on its first render even when its chunk is
  // here, and React commits a suspended tree's retry up to 300 ms later, so a first tap on an unmounted menu
  // painted after that wait (632 ms at 4× CPU). Mounted, the tap renders the open sheet in its own task.
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => whenIdle(() => setMenuMounted(true)), []);
  const { pathname } = useLocation();
  // Any navigation closes the menu, including browser back.
  useEffect(() => setMenuOpen(false), [pathname]);
  const openMenu = () => {
    setMenuMounted(true);
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
      {menuMounted ? (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} player={player} slots={slots} />
        </Suspense>
      ) : null}
    </div>
  );
}
