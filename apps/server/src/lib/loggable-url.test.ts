import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url.js';

describe('loggableUrl', () => {
  it('keeps a URL without a query as it is', () => {
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });

  it('hides free text, fiscal codes and login callback values, keeping ids, paging and sorting', () => {
    expect(
      loggableUrl(
        '/api/suap/v1/backoffice/list?filter=RSSMRA80A01H501U&sort=suap.name%3Bdesc&page=2&stateOfRequestId=3',
      ),
    ).toBe('/api/suap/v1/backoffice/list?filter=[redacted]&sort=suap.name%3Bdesc&page=2&stateOfRequestId=3');
    expect(loggableUrl('/api/suap/v1/request/getUserInfo?fiscalCode=RSSMRA80A01H501U')).toBe(
      '/api/suap/v1/request/getUserInfo?fiscalCode=[redacted]',
    );
    expect(loggableUrl('/api/login/callback/fo?code=abc&state=xyz&iss=http%3A%2F%2Fx')).toBe(
      '/api/login/callback/fo?code=[redacted]&state=[redacted]&iss=[redacted]',
    );
  });

  it('hides a parameter whose name is encoded to look like a shown one', () => {
    expect(loggableUrl('/api/x?%6Cang=Rossi&lang=it')).toBe('/api/x?%6Cang=[redacted]&lang=it');
  });
});
