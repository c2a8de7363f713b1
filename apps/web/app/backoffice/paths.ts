// Imported by root.tsx, so it is in the player site's first load: this one function only. Back-office
// modules take their paths from urls.ts.

/** Whether a page path (or its `.data` request) belongs to the operators' back-office (issue #16). */
export const isBackofficePath = (pathname: string): boolean =>
  pathname === '/backoffice' || pathname === '/backoffice.data' || pathname.startsWith('/backoffice/');
