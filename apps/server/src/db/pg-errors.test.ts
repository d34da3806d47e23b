import { describe, expect, it } from 'vitest';
import { pgError } from './pg-errors.js';

describe('pgError', () => {
  it("reads pg's error directly or inside drizzle's cause", () => {
    const pg = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_lower_uq',
    });
    expect(pgError(pg)).toEqual({ code: '23505', constraint: 'users_email_lower_uq' });
    expect(pgError(new Error('Failed query', { cause: pg }))).toEqual(pgError(pg));
    expect(pgError(Object.assign(new Error('canceled'), { code: '57014' }))).toEqual({
      code: '57014',
      constraint: undefined,
    });
  });

  it('finds none in anything else', () => {
    expect(pgError(new Error('plain'))).toBeUndefined();
    expect(pgError(undefined)).toBeUndefined();
    expect(pgError('57014')).toBeUndefined();
  });
});
