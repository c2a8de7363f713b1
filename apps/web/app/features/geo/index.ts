// Public surface of the geo feature: the check and reason for the /geoblock/ page.
// The watcher (geo-watch.tsx) is mounted lazily by composition/features.ts, never exported here.
export { GeoReason } from './geo-reason.tsx';
export { REASON_PARAM, useGeoCheck } from './use-geo-check.ts';
