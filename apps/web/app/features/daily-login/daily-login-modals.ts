// The daily login's three modals, one chunk: they open one after another (a claim ends in the
// congratulations, the map is one tap away), so one download serves them all.
export { default as DailyLoginModal } from './daily-login-modal.tsx';
export { default as DailyLoginMapModal } from './daily-login-map-modal.tsx';
export { default as PlaybackModal } from './playback-modal.tsx';
