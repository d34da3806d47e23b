import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import itJson from '../../i18n/it.json';
import { useLongForm } from './use-long-form';

describe('useLongForm', () => {
  afterEach(() => i18next.addResourceBundle('it', 'translation', itJson, true, true));

  it('reads the sections as objects and fills their placeholders', () => {
    const { result } = renderHook(() => useLongForm('accessibility-statement.sections', { email: 'a@b.it' }));
    expect(result.current.length).toBe(itJson['accessibility-statement'].sections.length);
    expect(result.current[0]?.title).toBe(itJson['accessibility-statement'].sections[0]?.title);
    expect(JSON.stringify(result.current)).toContain('a@b.it');
    expect(JSON.stringify(result.current)).not.toContain('{{email}}');
  });

  it('gives no section when the translation is missing', () => {
    i18next.addResource('it', 'translation', 'help-online.sections.collaborator.topics', 'not a list');
    const { result } = renderHook(() => useLongForm('help-online.sections.collaborator.topics'));
    expect(result.current).toEqual([]);
  });
});
