// `npm run lint`: ESLint, Prettier's check and the import cycles at once. Each is one process on one core: side by
// side with the typecheck's two programs they fill CI's 2 cores (docs/performance.md, "CI under 30 minutes").
import { runTogether } from './run-together.mjs';

const failed = await runTogether([
  ['eslint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
  ['cycles', 'npm', ['run', 'lint:cycles']],
]);
if (failed.length) {
  console.error(`\nLint failed: ${failed.join(', ')}`);
  process.exit(1);
}
