// `npm run restore -- <file> [--data-dir <dir>]`: restores a backup into a new data directory (README, "Backup and
// restore"). The work is in apps/server/src/db/backup/.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['@suap/server']);
const { runCli } = await import('../apps/server/dist/backup.js');
process.exit(await runCli('restore', process.argv.slice(2)));
