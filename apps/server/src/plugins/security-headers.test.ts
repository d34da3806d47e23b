import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { securityHeadersFor } from './security-headers.js';

// The headers are worked out once from helmet (no cast of a fake response): they must be helmet's, lower-cased.
describe('securityHeadersFor', () => {
  it("records helmet's headers, without the ones it removes", () => {
    const headers = securityHeadersFor(loadConfig({}));
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });
});
