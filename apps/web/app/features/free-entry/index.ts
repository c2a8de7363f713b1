// Public surface of free entry by mail: the account screen. The rules page loads free-entry-rules.tsx lazily.
export { FreeEntryPanel } from './free-entry-panel.tsx';
