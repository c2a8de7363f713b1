// `npm start`: build what changed, then run the server (site, API and realtime) in this one process.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureWebBuild();
register();
await import('../apps/server/src/main.ts');
