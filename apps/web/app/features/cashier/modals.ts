import { defineModal } from '../../lib/modals/registry.ts';
import DepositEntry from './deposit-entry.tsx';

// openModal('deposit') (the bottom bar's Buy, ?openModal=deposit, the insufficient-funds modal) opens
// the cashier.
export const cashierModals = [defineModal('deposit', { component: DepositEntry, requiresPlayer: true })];
