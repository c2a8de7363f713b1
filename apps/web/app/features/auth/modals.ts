import { lazy } from 'react';
import { openModal } from '../../lib/modals/open-modal.ts';
import { defineModal } from '../../lib/modals/registry.ts';
import type { LoginModalProps } from './login-modal.tsx';
import type { OneClickAccountProps } from './one-click-account-modal.tsx';
import type { SignupExitProps } from './signup-exit-modal.tsx';
import type { SignupModalProps } from './signup-modal.tsx';

const EXIT_SHOWN_KEY = 'signup_exit_shown';

// The auth modals. Login, sign-up and the exit popup are sticky (STICKY_MODALS); openModal 'register' and
// 'register1' are aliases of 'signup'. Only guests see them.
export const authModals = [
  defineModal<LoginModalProps>('login', {
    component: lazy(() => import('./login-modal.tsx')),
    sticky: true,
    isEnabled: (ctx) => ctx.isGuest,
  }),
  defineModal<SignupModalProps>('signup', {
    component: lazy(() => import('./signup-modal.tsx')),
    sticky: true,
    isEnabled: (ctx) => ctx.isGuest,
    // Walking away from sign-up shows the offer once per browser session, never as a trap.
    onDismiss: ({ location }) => {
      if (sessionStorage.getItem(EXIT_SHOWN_KEY)) return;
      sessionStorage.setItem(EXIT_SHOWN_KEY, '1');
      openModal('signup-exit-popup', { location });
    },
  }),
  defineModal<SignupExitProps>('signup-exit-popup', {
    component: lazy(() => import('./signup-exit-modal.tsx')),
    sticky: true,
    isEnabled: (ctx) => ctx.isGuest,
  }),
  defineModal<OneClickAccountProps>('one-click-account', {
    component: lazy(() => import('./one-click-account-modal.tsx')),
    sticky: true,
  }),
];
