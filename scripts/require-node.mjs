// Imported first by the entry scripts. The portal and its dependencies need Node 24; on an older Node the
// server starts with warnings and some libraries misbehave, so stop at once and say what to do instead.
import fs from 'node:fs';
import path from 'node:path';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < REQUIRED_MAJOR) {
  const root = path.resolve(import.meta.dirname, '..');
  // `npm install` puts a Node 24 binary there on Linux (optional dependency node-linux-<arch>).
  const bundled = fs.existsSync(path.join(root, 'node_modules/.bin/node'));
  process.stderr.write(
    `The SUAP portal needs Node.js ${REQUIRED_MAJOR}; this is Node.js ${process.version}.\n` +
      (bundled
        ? 'Run it through npm (`npm start`, `npm test`, `npm run <script>`): npm puts the Node ' +
          `${REQUIRED_MAJOR} that \`npm install\` placed in node_modules/.bin first on the PATH.\n`
        : `Run \`npm install\` first, or install Node.js ${REQUIRED_MAJOR} yourself or use a container ` +
          '(README, "Node.js").\n'),
  );
  process.exit(1);
}
