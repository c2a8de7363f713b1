import { registerModal } from '../../lib/modals/registry.ts';
import DepositEntry from './deposit-entry.tsx';

// Importing this module registers openModal('deposit') (the bottom bar's Buy, ?openModal=deposit, the
// insufficient-funds modal): it opens the cashier.
registerModal('deposit', { component: DepositEntry, requiresPlayer: true });
