import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateFirst } from './text-keys';

describe('translateFirst', () => {
  const t = i18next.t;

  it('translates the first key that is a text', () => {
    expect(
      translateFirst(t, i18next, [
        'auth.identity-matcher.errors.sesso.required',
        'auth.identity-matcher.errors.required',
      ]),
    ).toBe("Scegli un'opzione.");
    expect(
      translateFirst(t, i18next, [
        'auth.identity-matcher.errors.nome.required',
        'auth.identity-matcher.errors.required',
      ]),
    ).toBe('Compila questo campo.');
  });

  it('fills the values into the text it picks', () => {
    expect(
      translateFirst(
        t,
        i18next,
        ['enrolment.errors.nome.maxlength-limit', 'enrolment.errors.generic.maxlength-limit'],
        { max: 50 },
      ),
    ).toBe('Il testo è troppo lungo: al massimo 50 caratteri.');
  });

  it('gives the last key itself when none is a text, as t([...keys]) does', () => {
    expect(translateFirst(t, i18next, ['no.such.key', 'nor.this.one'])).toBe('nor.this.one');
  });
});
