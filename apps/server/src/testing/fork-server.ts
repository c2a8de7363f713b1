import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_PROCESS = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/**
 * Starts a whole server (`server-process.ts`) in a child process with `env` and answers its URL once it
 * listens (and the child, for its messages). `stop()` ends it with SIGTERM (SIGKILL after 10 s) and resolves when it has exited, so its
 * database sessions are closed by then.
 */
export async function forkServer(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = fork(SERVER_PROCESS, [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
