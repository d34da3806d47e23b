import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helper.js';
import { createReplayRepository, purgeExpiredTokens } from './replay.repository.js';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('the replay guard on PostgreSQL', async () => {
  const database = await createTestDatabase();
  const replay = createReplayRepository(database.db);

  it('accepts a token id once, until it expires', async () => {
    const jti = `client-1:${randomUUID()}`;
    expect(await replay.remember(jti, inSeconds(120))).toBe(true);
    expect(await replay.remember(jti, inSeconds(120))).toBe(false);
    expect(await replay.remember(`client-2:${jti.slice(9)}`, inSeconds(120))).toBe(true);
  });

  it('lets one of two concurrent identical calls through', async () => {
    const jti = `client-1:${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => replay.remember(jti, inSeconds(120))));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('takes over the id of an expired token not purged yet', async () => {
    const jti = `client-1:${randomUUID()}`;
    expect(await replay.remember(jti, inSeconds(-10))).toBe(true);
    expect(await replay.remember(jti, inSeconds(120))).toBe(true);
    expect(await replay.remember(jti, inSeconds(120))).toBe(false);
  });

  it('purges only the expired ids', async () => {
    const expired = `client-1:${randomUUID()}`;
    const valid = `client-1:${randomUUID()}`;
    await replay.remember(expired, inSeconds(-10));
    await replay.remember(valid, inSeconds(120));
    expect(await purgeExpiredTokens(database.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await database.pool.query<{ jti: string }>(
      'select jti from ssu_seen_tokens where jti = any($1)',
      [[expired, valid]],
    );
    expect(rows.map((row) => row.jti)).toEqual([valid]);
    expect(await purgeExpiredTokens(database.db)).toBe(0);
  });
});
