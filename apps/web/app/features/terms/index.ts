// Public surface of the terms feature: the gate, mounted once by app/composition (with modals.ts).
export { TermsGate } from './terms-gate.tsx';
