import { describe, expect, it } from 'vitest';
import { patterns } from '@suap/shared';
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

describe("searchError with the contract's user-search pattern (issue 22, 8.6)", () => {
  it('accepts an e-mail address and its parts', () => {
    const pattern = patterns.searchUser;
    expect(searchError('mario.rossi@example.it', { pattern })).toBeNull();
    expect(searchError('anna_bianchi+suap@pa-roma.it', { pattern })).toBeNull();
    expect(searchError("Forlì d'Italia", { pattern })).toBeNull();
  });

  it('still refuses what neither names nor e-mails contain', () => {
    const pattern = patterns.searchUser;
    expect(searchError('<script>', { pattern })).toBe('pattern');
    expect(searchError('100%', { pattern })).toBe('pattern');
    expect(searchError('a,b;c', { pattern })).toBe('pattern');
  });

  it('is not the default: the other lists keep SPEC §5 search-bar characters', () => {
    expect(searchError('mario.rossi@example.it')).toBe('pattern');
  });
});
