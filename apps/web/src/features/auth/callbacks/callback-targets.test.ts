import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_HOME, loginTarget, logoutTarget, safePath } from './callback-targets';

describe('login and logout targets (SPEC §2)', () => {
  it('accepts same-site paths only', () => {
    expect(safePath('/it/support')).toBe('/it/support');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', 42, null])
      expect(safePath(bad)).toBeNull();
  });

  it('refuses control characters and encoded off-site paths (issue 22, 11c)', () => {
    for (const bad of [
      '/\t/evil.example',
      '/\r/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
      '/%0D%0A/evil.example',
      '/%2509/evil.example',
      '/%2f/evil.example',
      '/%5C/evil.example',
      '/it/support\u007f',
    ])
      expect(safePath(bad), JSON.stringify(bad)).toBeNull();
    expect(safePath('/en/support?q=a%20b#top')).toBe('/en/support?q=a%20b#top');
  });

  it('returns to the login origin, else home in its language', () => {
    expect(loginTarget('/en/support?x=1')).toBe('/en/support?x=1');
    expect(loginTarget(null)).toBe('/it');
    expect(loginTarget('/auth/login')).toBe('/it');
    expect(BACK_OFFICE_HOME).toBe('/it/back-office/requests');
  });

  it('sends a startup origin to the startup page, keeps front-office pages, else home', () => {
    expect(logoutTarget('/en/enrolment/startup/personal-data')).toBe('/en/startup-service');
    expect(logoutTarget('/it/support')).toBe('/it/support');
    expect(logoutTarget('/en')).toBe('/en');
    expect(logoutTarget('/en/private-area')).toBe('/en');
    expect(logoutTarget('/it/back-office/requests')).toBe('/it');
    expect(logoutTarget(undefined)).toBe('/');
  });
});
