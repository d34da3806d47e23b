import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized.js';

describe('pickLocalized', () => {
  const startup = { typeOfServiceId: 1, nameIt: 'Avvio attività', nameEn: 'Business start-up' };

  it('reads the variant of the language', () => {
    expect(pickLocalized(startup, 'name', 'it')).toBe('Avvio attività');
    expect(pickLocalized(startup, 'name', 'en')).toBe('Business start-up');
  });
});
