import type { Adapter, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';
import type { IdpName } from '@suap/shared';

/**
 * oidc-provider storage in PostgreSQL (table oidc_payloads): interactions, provider sessions, codes, grants and
 * tokens survive restarts and are shared by every server instance on the same database.
 * One row per (idp, model, id); grant_id, uid and user_code are copied out of the payload so the lookups the
 * provider needs (revoke a whole grant, find a session by uid) are indexed queries.
 */
export function pgAdapterFactory(pool: pg.Pool, idp: IdpName) {
  return (model: string): Adapter => new PgAdapter(pool, idp, model);
}

const notExpired = '(expires_at is null or expires_at > now())';

class PgAdapter implements Adapter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly idp: IdpName,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.pool.query(
      `insert into oidc_payloads (idp, model, id, payload, grant_id, uid, user_code, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, case when $8::int is null then null else now() + make_interval(secs => $8::int) end)
       on conflict (idp, model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
      [
        this.idp,
        this.model,
        id,
        payload,
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $3', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $3', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $3', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.pool.query(
      'update oidc_payloads set consumed_at = now() where idp = $1 and model = $2 and id = $3',
      [this.idp, this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.pool.query('delete from oidc_payloads where idp = $1 and model = $2 and id = $3', [
      this.idp,
      this.model,
      id,
    ]);
  }

  /**
   * oidc-provider calls this once per grantable model (tokens, codes) and destroys the Grant itself, so only this
   * model's rows go. An Interaction also stores the grant id: deleting it here broke the provider's account switch
   * (end the old session, then resume the pending interaction), which answered "interaction session not found".
   */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.pool.query('delete from oidc_payloads where idp = $1 and model = $2 and grant_id = $3', [
      this.idp,
      this.model,
      grantId,
    ]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.pool.query<{ payload: AdapterPayload; consumed: number | null }>(
      `select payload, extract(epoch from consumed_at)::bigint as consumed from oidc_payloads
       where idp = $1 and model = $2 and ${condition} and ${notExpired}`,
      [this.idp, this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
  }
}

/** Expired rows are unreachable (find filters them) but take space: the provider plugin sweeps them periodically. */
export async function deleteExpiredPayloads(pool: pg.Pool): Promise<number> {
  const result = await pool.query('delete from oidc_payloads where expires_at < now()');
  return result.rowCount ?? 0;
}
