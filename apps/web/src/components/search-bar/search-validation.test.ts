import { describe, expect, it } from 'vitest';
import { searchError } from './search-validation';

describe('searchError (SPEC §5)', () => {
  it('accepts the empty search', () => {
    expect(searchError('')).toBeNull();
  });

  it('needs 4 characters by default and the given minimum otherwise', () => {
    expect(searchError('abc')).toBe('minlength');
    expect(searchError('abcd')).toBeNull();
    expect(searchError('ab', { minLength: 3 })).toBe('minlength');
    expect(searchError('abc', { minLength: 3 })).toBeNull();
  });

  it('does not count surrounding spaces', () => {
    expect(searchError('  ab  ', { minLength: 3 })).toBe('minlength');
  });

  it('accepts at most 255 characters', () => {
    expect(searchError('a'.repeat(255))).toBeNull();
    expect(searchError('a'.repeat(256))).toBe('maxlength');
  });

  it('accepts letters with accents, digits, spaces and apostrophes only', () => {
    expect(searchError("Forlì d'Italia 2")).toBeNull();
    expect(searchError('Reggio’s')).toBeNull();
    expect(searchError('forli-cesena')).toBe('pattern');
    expect(searchError('<script>')).toBe('pattern');
    expect(searchError('100%')).toBe('pattern');
  });
});
