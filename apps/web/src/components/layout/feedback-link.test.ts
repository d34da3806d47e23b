import { describe, expect, it } from 'vitest';
import { buildFeedbackUrl } from './feedback-link';
import { pathInLanguage } from './language-path';

describe('buildFeedbackUrl', () => {
  it('adds the language and the encoded referrer', () => {
    expect(
      buildFeedbackUrl('https://feedback.example/form', 'it', 'https://portal.example/it/support?a=1&b=2'),
    ).toBe(
      'https://feedback.example/form?lang=it&referer_url=https%3A%2F%2Fportal.example%2Fit%2Fsupport%3Fa%3D1%26b%3D2',
    );
  });

  it('leaves referer_url out when there is no referrer', () => {
    expect(buildFeedbackUrl('https://feedback.example/form', 'en', '')).toBe(
      'https://feedback.example/form?lang=en',
    );
    expect(buildFeedbackUrl('https://feedback.example/form', 'en', undefined)).toBe(
      'https://feedback.example/form?lang=en',
    );
  });

  it('appends to an address that already has a query', () => {
    expect(buildFeedbackUrl('https://feedback.example/form?site=suap', 'en', 'https://x.example/')).toBe(
      'https://feedback.example/form?site=suap&lang=en&referer_url=https%3A%2F%2Fx.example%2F',
    );
  });
});

describe('pathInLanguage', () => {
  it('swaps only the language segment and keeps query and hash', () => {
    expect(pathInLanguage({ pathname: '/it/startup-service', search: '?x=1', hash: '#top' }, 'en')).toBe(
      '/en/startup-service?x=1#top',
    );
    expect(pathInLanguage({ pathname: '/en' }, 'it')).toBe('/it');
    expect(pathInLanguage({ pathname: '/it/private-area/request-details/12/' }, 'en')).toBe(
      '/en/private-area/request-details/12',
    );
  });
});
