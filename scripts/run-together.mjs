// Runs commands at once, each one's output printed whole when it ends; resolves to the names that failed.
import { spawn } from 'node:child_process';

/** @param {[name: string, command: string, args: string[]][]} steps */
export async function runTogether(steps) {
  const codes = await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}\n${output}`);
            resolve(code);
          });
        }),
    ),
  );
  return steps.filter((_, index) => codes[index] !== 0).map(([name]) => name);
}
