import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf';

describe('readCsrfToken', () => {
  it('reads the __Host- cookie the server sets over https', () => {
    expect(readCsrfToken('other=1; __Host-suap_csrf=tok%2Bhttps')).toBe('tok+https');
  });

  it('reads the plain cookie of development http', () => {
    expect(readCsrfToken('suap_csrf=tok-http; lang=it')).toBe('tok-http');
  });

  it('prefers the __Host- cookie when both are there', () => {
    expect(readCsrfToken('suap_csrf=planted; __Host-suap_csrf=real')).toBe('real');
  });

  it('has nothing to read without either', () => {
    expect(readCsrfToken('suap_sid=x; __Host-suap_sid=y')).toBeUndefined();
  });
});
