import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';

// openModal('deposit') (the bottom bar's Buy, ?openModal=deposit, the insufficient-funds modal) opens
// the cashier. A chunk of its own: guests never open it.
export const cashierModals = [
  defineModal('deposit', { component: lazy(() => import('./deposit-entry.tsx')), requiresPlayer: true }),
];
