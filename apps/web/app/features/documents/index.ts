// Public surface of the documents feature, for the account area.
export { DocumentsPanel } from './documents-panel.tsx';
export { VerificationStatusCard } from './verification-status-card.tsx';
export { useConfirmStatus, useDocuments } from './use-verification.ts';
export const IDENTITY_VERIFICATION_MODAL = 'identity-verification';
