import { createElement, lazy } from 'react';
import { featureModules } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { defineModal, type ModalComponentProps } from '../../lib/modals/registry.ts';
import type { LoginModalProps } from './login-modal.tsx';
import type { OneClickAccountProps } from './one-click-account-modal.tsx';
import type { SignupExitProps } from './signup-exit-modal.tsx';
import type { SignupModalProps } from './signup-modal.tsx';

const EXIT_SHOWN_KEY = 'signup_exit_shown';

/**
 * Shown above the sign-up form: what the feature modules put there (the state and age rules' notice, lazy),
 * so brands without a sign-up page tell a visitor in a closed state before they register, as /signup/ does.
 */
function SignupNotices() {
  return featureModules().map(({ slug, signupNotice }) =>
    signupNotice ? createElement(signupNotice, { key: slug }) : null,
  );
}

const SignupModal = lazy(() => import('./signup-modal.tsx'));

// The auth modals. Login, sign-up and the exit popup are sticky (STICKY_MODALS); openModal 'register' and
// 'register1' are aliases of 'signup'. Only guests see them.
export const authModals = [
  defineModal<LoginModalProps>('login', {
    component: lazy(() => import('./login-modal.tsx')),
    sticky: true,
    isEnabled: (ctx) => ctx.isGuest,
  }),
  defineModal<SignupModalProps>('signup', {
    component: (props: ModalComponentProps<SignupModalProps>) =>
      createElement(SignupModal, { ...props, notice: SignupNotices }),
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
