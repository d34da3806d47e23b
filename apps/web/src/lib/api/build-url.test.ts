import { describe, expect, it } from 'vitest';
import { buildApiUrl } from './build-url';
import { mockFileName } from './mock-replies';

describe('buildApiUrl', () => {
  it('adds the /api prefix and a leading slash', () => {
    expect(buildApiUrl('suap/v1/request/5')).toBe('/api/suap/v1/request/5');
  });

  it('repeats array values and skips their empty items', () => {
    expect(buildApiUrl('/x', { id: [1, '', 2] })).toBe('/api/x?id=1&id=2');
  });

  it('keeps zero and false, which are values', () => {
    expect(buildApiUrl('/x', { page: 0, active: false })).toBe('/api/x?page=0&active=false');
  });
});

describe('mockFileName', () => {
  it('names a mock after method and path', () => {
    expect(mockFileName('GET', '/suap/v1/request/42')).toBe('get.suap.v1.request.42.json');
    expect(mockFileName('POST', '/login/token/')).toBe('post.login.token.json');
  });
});
