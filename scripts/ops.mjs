// `npm run ops -- <command>`: operator commands (see apps/server/src/cli/ops.ts, or `npm run ops -- help`).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../apps/server/src/cli/ops.ts');
process.exitCode = await main(process.argv.slice(2));
