// `npm run audit`: known vulnerabilities of high or critical severity in the production dependencies
// fail it (exit 1). Some registries (mirrors, proxies) do not serve npm's audit endpoint; then there is
// nothing to check against, so it says so plainly and exits 0 rather than failing every build there.
// `npm run audit -- --require-endpoint` makes that case fail too, for a pipeline that must audit.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requireEndpoint = process.argv.includes('--require-endpoint');
const LEVEL = 'high';

const result = spawnSync('npm', ['audit', '--omit=dev', `--audit-level=${LEVEL}`, '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  process.stderr.write(`npm audit gave no report:\n${result.stderr}\n`);
  process.exit(1);
}

if (!report.auditReportVersion) {
  // An HTTP status from the registry or a network error code: the endpoint is not there to ask.
  const unreachable =
    typeof report.statusCode === 'number' ||
    /ENOAUDIT|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN/.test(
      `${report.error?.code ?? ''} ${report.code ?? ''} ${report.message ?? ''}`,
    );
  const why = report.message ?? report.error?.summary ?? 'no reason given';
  if (!unreachable) {
    process.stderr.write(`npm audit failed: ${why}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Dependency audit NOT RUN: the configured npm registry does not serve the audit endpoint (${why.replace(/ - .*/, '')}).\n` +
      'Run `npm run audit` where the public registry (or a registry that serves audits) is reachable.\n',
  );
  process.exit(requireEndpoint ? 1 : 0);
}

const counts = report.metadata.vulnerabilities;
const severities = ['critical', 'high', 'moderate', 'low', 'info'];
process.stdout.write(
  `Production dependencies audited: ${severities.map((s) => `${counts[s]} ${s}`).join(', ')}.\n`,
);
for (const [name, entry] of Object.entries(report.vulnerabilities)) {
  const advisories = entry.via.filter((v) => typeof v === 'object').map((v) => `${v.title} (${v.url})`);
  const through = entry.via.filter((v) => typeof v === 'string');
  process.stdout.write(
    `  ${entry.severity.padEnd(8)} ${name}` +
      (advisories.length ? `: ${advisories.join('; ')}` : ` (via ${through.join(', ')})`) +
      (entry.fixAvailable ? ' (fix available: npm audit fix)' : '') +
      '\n',
  );
}
const failing = counts.critical + counts.high;
if (failing > 0) process.stdout.write(`${failing} of ${LEVEL} severity or above: failing.\n`);
process.exit(failing > 0 ? 1 : 0);
