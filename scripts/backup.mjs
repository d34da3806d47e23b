// `npm run backup -- [file] [--data-dir <dir>]`: a consistent backup of the portal database (README, "Backup and
// restore"). The work is in apps/server/src/db/backup/.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['@suap/server']);
const { runCli } = await import('../apps/server/dist/backup.js');
process.exit(await runCli('backup', process.argv.slice(2)));
