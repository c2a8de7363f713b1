// Public surface of the geo feature: the watcher (mounted once by AppRoot), and the check and
// reason for the /geoblock/ page.
export { GeoWatch } from './geo-watch.tsx';
export { GeoReason } from './geo-reason.tsx';
export { REASON_PARAM, useGeoCheck } from './use-geo-check.ts';
