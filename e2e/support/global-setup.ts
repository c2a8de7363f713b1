import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    chromiumPath: string;
  }
}

/** One production server for the whole browser suite; every test makes its own data. */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  ensureWebBuild();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('port', server.port);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    const code = await server.stop();
    if (code !== 0)
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit ${code}):\n${server.output()}`);
  };
}
