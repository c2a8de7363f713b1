import { lazy } from 'react';
import { openModal } from '../../lib/modals/open-modal.ts';
import { registerModal } from '../../lib/modals/registry.ts';
import type { LoginModalProps } from './login-modal.tsx';
import type { OneClickAccountProps } from './one-click-account-modal.tsx';
import type { SignupExitProps } from './signup-exit-modal.tsx';
import type { SignupModalProps } from './signup-modal.tsx';

// Importing this module registers the auth modals. Login, sign-up and the exit popup are sticky
// (STICKY_MODALS); openModal 'register' and 'register1' are aliases of 'signup'. Only guests see them.
registerModal<LoginModalProps>('login', {
  component: lazy(() => import('./login-modal.tsx')),
  sticky: true,
  isEnabled: (ctx) => ctx.isGuest,
});

const EXIT_SHOWN_KEY = 'signup_exit_shown';

registerModal<SignupModalProps>('signup', {
  component: lazy(() => import('./signup-modal.tsx')),
  sticky: true,
  isEnabled: (ctx) => ctx.isGuest,
  // Walking away from sign-up shows the offer once per browser session, never as a trap.
  onDismiss: ({ location }) => {
    if (sessionStorage.getItem(EXIT_SHOWN_KEY)) return;
    sessionStorage.setItem(EXIT_SHOWN_KEY, '1');
    openModal('signup-exit-popup', { location });
  },
});

registerModal<SignupExitProps>('signup-exit-popup', {
  component: lazy(() => import('./signup-exit-modal.tsx')),
  sticky: true,
  isEnabled: (ctx) => ctx.isGuest,
});

registerModal<OneClickAccountProps>('one-click-account', {
  component: lazy(() => import('./one-click-account-modal.tsx')),
  sticky: true,
});
