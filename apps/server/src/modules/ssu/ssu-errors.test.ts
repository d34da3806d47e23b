import { describe, expect, it } from 'vitest';
import { SSU_ERRORS, SsuError, isSsuErrorCode, ssuErrorBody, toSsuError } from './ssu-errors.js';

describe('SSU errors', () => {
  it('carry the status and the public message of their code, the detail kept apart', () => {
    const error = new SsuError('ERROR_401_004', 'jti already used');
    expect(error.status).toBe(401);
    expect(error.message).toBe('invalid AgID-JWT-Signature token');
    expect(error.body).toEqual({ code: 'ERROR_401_004', message: 'invalid AgID-JWT-Signature token' });
    expect(JSON.stringify(error.body)).not.toContain('jti');
    expect(error.detail).toBe('jti already used');
  });

  it('use the test-case text for ERROR_500_009 and the table status for every code', () => {
    expect(ssuErrorBody('ERROR_500_009').message).toBe('request not expected at process current state');
    expect(SSU_ERRORS.ERROR_416_001.status).toBe(416);
    expect(SSU_ERRORS.ERROR_428_001.status).toBe(428);
    expect(SSU_ERRORS.ERROR_503_001.status).toBe(503);
    for (const [code, { status }] of Object.entries(SSU_ERRORS)) expect(code).toContain(`_${status}_`);
  });

  it('recognise their codes', () => {
    expect(isSsuErrorCode('ERROR_404_001')).toBe(true);
    expect(isSsuErrorCode('ERROR_404_999')).toBe(false);
    expect(isSsuErrorCode('toString')).toBe(false);
  });

  it("map Fastify's refusals of the request's form to 400_001 and anything else to 500_007", () => {
    const parseError = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toSsuError(parseError).code).toBe('ERROR_400_001');
    expect(toSsuError(Object.assign(new Error('too large'), { statusCode: 413 })).code).toBe('ERROR_400_001');
    expect(toSsuError(new TypeError('x is undefined')).code).toBe('ERROR_500_007');
    const own = new SsuError('ERROR_500_002');
    expect(toSsuError(own)).toBe(own);
  });
});
