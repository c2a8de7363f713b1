// Public surface of the terms feature: the gate, mounted once by the UI root (it registers the modal).
export { TermsGate } from './terms-gate.tsx';
