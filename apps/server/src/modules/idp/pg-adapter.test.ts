import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { pgAdapterFactory } from './pg-adapter.js';

describe('oidc-provider PostgreSQL adapter', async () => {
  const database = await createTestDatabase();
  const adapterFor = pgAdapterFactory(database.pool, 'bo');

  it("revokes a grant's rows of its own model only, keeping the pending interaction that shares the grant id", async () => {
    const grantId = 'grant-shared-1';
    await adapterFor('Interaction').upsert('interaction-1', { grantId, uid: 'interaction-1' }, 600);
    await adapterFor('RefreshToken').upsert('refresh-1', { grantId }, 600);
    await adapterFor('AccessToken').upsert('access-1', { grantId }, 600);

    await adapterFor('RefreshToken').revokeByGrantId(grantId);

    expect(await adapterFor('RefreshToken').find('refresh-1')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('access-1')).toMatchObject({ grantId });
    expect(await adapterFor('Interaction').find('interaction-1')).toMatchObject({ grantId });
  });

  it('keeps the other provider apart', async () => {
    await pgAdapterFactory(
      database.pool,
      'fo',
    )('AccessToken').upsert('access-fo', { grantId: 'grant-2' }, 600);
    await adapterFor('AccessToken').revokeByGrantId('grant-2');
    expect(await pgAdapterFactory(database.pool, 'fo')('AccessToken').find('access-fo')).toMatchObject({
      grantId: 'grant-2',
    });
  });
});
