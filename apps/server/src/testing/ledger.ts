// The one helper lives in core's testing kit; this path stays for the test files other branches are editing.
export { expectLedgerBalanced } from '@casino/core/testing';
