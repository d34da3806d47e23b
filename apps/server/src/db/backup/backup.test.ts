import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../security/process/temp-dirs.js';
import { startServer, stopAllServers } from '../../security/process/server-process.js';
import { connectDatabase } from '../client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded.js';
import { ensureDatabase } from '../ensure-database.js';
import { runMigrations } from '../migrate.js';
import { seedDemoData, seedReferenceData } from '../seed/index.js';
import { runCli } from './cli.js';
import { fingerprint } from './fingerprint.js';
import { PORTAL_DATABASE } from './format.js';

// Real embedded PostgreSQL clusters in their own data directories, as `npm start` runs them: the backup is taken
// from a portal data directory (stopped, then running under writes), restored into a new one, and compared.

/** Text that a naive row format would break: quotes, backslashes, separators, newlines, non-ASCII. */
const AWKWARD = `Zoë 'O"Brien' \\ {a,b} (x), ñ\n\ttab 😀`;

async function addAwkwardRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number }>(
      `insert into users (first_name, last_name, fiscal_code, profile_id, email, date_of_birth, place_of_birth, gender)
       values ($1, $2, 'ZZZBCK80A41H501Z', (select min(profile_id) from profiles), null, '1980-01-01', '', 'F')
       returning user_id`,
      [AWKWARD.slice(0, 40), AWKWARD],
    );
    const userId = rows[0]!.user_id;
    await client.query(
      `insert into requests (type_of_service_id, state_id, user_id, company_name, sent_request_date, language)
       select type_of_service_id, state_id, $1, $2, '2024-02-29 23:59:59.123456+01', 'en' from requests limit 1`,
      [userId, AWKWARD],
    );
    await client.query(
      `insert into audit_log (actor_user_id, action, entity, entity_id, details) values ($1, 'backup-test', 'user', $2, $3)`,
      [
        userId,
        String(userId),
        `{"text": ${JSON.stringify(AWKWARD)}, "exact": 1.000000000000000000001, "list": [null, true]}`,
      ],
    );
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL on a restored directory, for reading what it holds. */
async function openRestored(dataDir: string): Promise<EmbeddedDatabase> {
  return startEmbeddedPostgres({ dataDir });
}

const capture = () => {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line), text: () => lines.join('\n') };
};

describe('backup and restore of the embedded database', () => {
  let sourceDir: string;
  let work: string;
  let source: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    sourceDir = await makeTempDir('backup-source');
    work = await makeTempDir('backup-work');
    // Run as root, PostgreSQL runs as the user postgres: it must reach the restored directories inside.
    await fs.chmod(work, 0o755);
    source = await startEmbeddedPostgres({ dataDir: sourceDir });
    await ensureDatabase(source.connectionString(), PORTAL_DATABASE);
    const database = connectDatabase(source.connectionString(PORTAL_DATABASE), 2);
    await runMigrations(database.db);
    await seedReferenceData(database.db, { ipaCode: 'c_h501' });
    await seedDemoData(database.db);
    await database.close();
    await addAwkwardRows(source.connectionString(PORTAL_DATABASE));
  }, 180_000);

  afterAll(async () => {
    await stopAllServers();
    await source?.stop();
    await removeTempDirs();
  }, 120_000);

  it('round trip with the portal stopped: every table, row, sequence and schema object comes back equal', async () => {
    const before = await fingerprint(source!.connectionString(PORTAL_DATABASE));
    await source!.stop();
    source = undefined;

    const file = path.join(work, 'stopped.backup.gz');
    const out = capture();
    expect(await runCli('backup', [file, '--data-dir', sourceDir], out.write, out.write), out.text()).toBe(0);
    expect(out.text()).toMatch(/portal stopped/);
    // PostgreSQL was started for the backup only: stopped again, directory lock released.
    await expect(fs.stat(path.join(sourceDir, 'server.lock'))).rejects.toThrow();
    await expect(fs.stat(path.join(sourceDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    expect((await fs.stat(file)).mode & 0o077).toBe(0);

    const target = path.join(work, 'restored-stopped');
    const restoreOut = capture();
    const code = await runCli('restore', [file, '--data-dir', target], restoreOut.write, restoreOut.write);
    expect(code, restoreOut.text()).toBe(0);
    expect(restoreOut.text()).toContain(`DATA_DIR=${target} npm start`);

    const restored = await openRestored(target);
    const after = await fingerprint(restored.connectionString(PORTAL_DATABASE));
    await restored.stop();

    // The comparison covers real data: the tables the portal lives on are not empty.
    for (const table of [
      'public.users',
      'public.requests',
      'public.municipalities',
      'public.audit_log',
      'drizzle.__drizzle_migrations',
    ]) {
      expect(before.tables[table]?.rows, table).toBeGreaterThan(0);
    }
    expect(Object.keys(before.tables).length).toBeGreaterThan(15);
    expect(after).toEqual(before);
  }, 180_000);

  it('backs up the running portal under concurrent writes as one snapshot, and the portal starts on the restore', async () => {
    source = await startEmbeddedPostgres({ dataDir: sourceDir });
    const url = source.connectionString(PORTAL_DATABASE);

    // A writer filing requests one transaction at a time, each with its audit row; statement triggers move
    // request_state_counts in the same transaction. audit_log, request_state_counts and requests are copied at
    // different moments of the backup (municipalities in between): only one snapshot keeps them agreeing.
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    const templates = (
      await writer.query<{ request_id: string }>(
        'select request_id from requests order by request_id limit 5',
      )
    ).rows.map((row) => row.request_id);
    const inserted: { id: number; at: number }[] = [];
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        const { rows } = await writer.query<{ id: string }>(
          `with filed as (
             insert into requests (type_of_service_id, state_id, user_id, language)
             select type_of_service_id, state_id, user_id, language from requests where request_id = $1
             returning request_id)
           insert into audit_log (action, entity, entity_id)
           select 'backup-test-write', 'request', request_id::text from filed
           returning entity_id as id`,
          [templates[i % templates.length]],
        );
        inserted.push({ id: Number(rows[0]!.id), at: Date.now() });
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 200));
    const file = path.join(work, 'running.backup.gz');
    const out = capture();
    const backupStarted = Date.now();
    const code = await runCli('backup', [file, '--data-dir', sourceDir], out.write, out.write);
    const backupEnded = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    writing = false;
    await writes;
    await writer.end();
    expect(code, out.text()).toBe(0);
    expect(out.text()).toMatch(/from the running portal/);
    // The portal's PostgreSQL kept running and serving.
    expect(inserted.some((write) => write.at > backupStarted && write.at < backupEnded)).toBe(true);

    const target = path.join(work, 'restored-running');
    const restoreOut = capture();
    expect(
      await runCli('restore', [file, '--data-dir', target], restoreOut.write, restoreOut.write),
      restoreOut.text(),
    ).toBe(0);

    const restored = await openRestored(target);
    const client = new pg.Client({ connectionString: restored.connectionString(PORTAL_DATABASE) });
    await client.connect();
    const counts = await client.query<{ state_id: number; counted: string; kept: string }>(`
      select s.state_id, coalesce(r.n, 0)::text as counted, coalesce(c.total, 0)::text as kept
      from request_states s
      left join (select state_id, count(*) as n from requests group by state_id) r using (state_id)
      left join request_state_counts c using (state_id)`);
    const ids = new Set(
      (await client.query<{ id: string }>('select request_id::text as id from requests')).rows.map((row) =>
        Number(row.id),
      ),
    );
    const audited = (
      await client.query<{ id: string }>(
        `select entity_id as id from audit_log where action = 'backup-test-write' order by entity_id::bigint`,
      )
    ).rows.map((row) => Number(row.id));
    await client.end();
    await restored.stop();

    for (const row of counts.rows) expect(row.kept, `state ${row.state_id}`).toBe(row.counted);
    // The writer's requests in the backup are exactly those committed before one moment: a prefix of its commits.
    const present = inserted.map((write) => ids.has(write.id));
    const firstMissing = present.indexOf(false);
    expect(firstMissing, 'some writes came after the snapshot').toBeGreaterThan(-1);
    expect(present.slice(firstMissing).every((p) => !p)).toBe(true);
    expect(audited).toEqual(inserted.filter((write) => ids.has(write.id)).map((write) => write.id));

    // `DATA_DIR=<restored> npm start` uses it as it is: migrations applied, seeds find their rows.
    const server = await startServer({ dataDir: target });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status, server.output()).toBe(200);
    await server.stop();
  }, 300_000);

  it('refuses what would overwrite data or cannot be restored, with a message that says why', async () => {
    const run = async (command: 'backup' | 'restore', args: string[]) => {
      const out = capture();
      const code = await runCli(command, args, out.write, out.write);
      return { code, text: out.text() };
    };
    const file = path.join(work, 'stopped.backup.gz');

    expect(await run('restore', [])).toMatchObject({
      code: 2,
      text: expect.stringMatching(/Name the backup file/),
    });
    expect(
      await run('restore', [path.join(work, 'missing.gz'), '--data-dir', path.join(work, 'x')]),
    ).toMatchObject({
      code: 1,
      text: expect.stringMatching(/does not exist/),
    });

    // A directory in use by a running server (the source: this process holds its lock) and a non-empty one.
    expect(await run('restore', [file, '--data-dir', sourceDir])).toMatchObject({
      code: 1,
      text: expect.stringMatching(/in use by a running SUAP server/),
    });
    const nonEmpty = path.join(work, 'non-empty');
    await fs.mkdir(nonEmpty);
    await fs.writeFile(path.join(nonEmpty, 'keep.txt'), 'precious');
    expect(await run('restore', [file, '--data-dir', nonEmpty])).toMatchObject({
      code: 1,
      text: expect.stringMatching(/is not empty/),
    });
    expect(await fs.readdir(nonEmpty)).toEqual(['keep.txt']);

    // A backup never overwrites a file, and there must be a database to back up.
    expect(await run('backup', [file, '--data-dir', sourceDir])).toMatchObject({
      code: 1,
      text: expect.stringMatching(/already exists/),
    });
    expect(
      await run('backup', [path.join(work, 'none.gz'), '--data-dir', path.join(work, 'empty')]),
    ).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no portal database/),
    });

    // A damaged (cut off) backup and a file that is no backup: refused, nothing left behind.
    const whole = await fs.readFile(file);
    const cut = path.join(work, 'cut.backup.gz');
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const cutTarget = path.join(work, 'restored-cut');
    expect(await run('restore', [cut, '--data-dir', cutTarget])).toMatchObject({
      code: 1,
      text: expect.stringMatching(/damaged/),
    });
    await expect(fs.stat(cutTarget)).rejects.toThrow();
    const notBackup = path.join(work, 'notes.txt');
    await fs.writeFile(notBackup, 'hello');
    expect(await run('restore', [notBackup, '--data-dir', cutTarget])).toMatchObject({
      code: 1,
      text: expect.stringMatching(/not a backup|not a SUAP portal backup/),
    });
    await expect(fs.stat(cutTarget)).rejects.toThrow();
  }, 180_000);
});
