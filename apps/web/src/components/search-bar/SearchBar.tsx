import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@suap/shared';
import { Icon } from '../icon/Icon';
import { searchError } from './search-validation';

export interface SearchBarProps {
  /** Visible label of the field, e.g. "Search for a SUAP". */
  label: string;
  /** Emitted with the trimmed text on a valid submit, and with '' when the field is cleared. */
  onSearch: (text: string) => void;
  /** SPEC §9: 4 by default, 3 for SUAP and initiative searches. */
  minLength?: number;
  maxLength?: number;
  /**
   * The text the field starts with. When it changes later to something other than what the field holds (the
   * list's filter read from the URL after the back button), the field shows it: the same field, never a new
   * one, so a search does not take the focus away (issue 24, WCAG 2.4.3).
   */
  initialValue?: string;
  /** Optional help under the field. */
  hint?: string;
  /** Characters allowed instead of SPEC §5's search-bar pattern; give `patternMessage` to say which. */
  pattern?: RegExp;
  /** Already translated; replaces the default "letters, numbers, spaces and apostrophes" error. */
  patternMessage?: string;
}

/** SPEC §5 search bar: validated free text, submitted with Enter or the search button. */
export function SearchBar({
  label,
  onSearch,
  minLength = SEARCH_MIN_LENGTH,
  maxLength = SEARCH_MAX_LENGTH,
  initialValue = '',
  hint,
  pattern,
  patternMessage,
}: SearchBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialValue);
  const [dirty, setDirty] = useState(false);
  const [shownInitial, setShownInitial] = useState(initialValue);
  // Adjusting state while rendering (React's pattern for props that reset state): no remount, no lost focus.
  if (initialValue !== shownInitial) {
    setShownInitial(initialValue);
    if (initialValue !== text.trim()) {
      setText(initialValue);
      setDirty(false);
    }
  }
  const error = searchError(text, { minLength, maxLength, pattern });
  const atMax = text.length >= maxLength;
  const showError = dirty && error !== null;
  const describedBy = [hint && `${id}-hint`, showError && `${id}-error`, atMax && `${id}-max`]
    .filter(Boolean)
    .join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDirty(true);
    if (error === null) onSearch(text.trim());
  };

  const change = (value: string) => {
    setText(value);
    setDirty(true);
    // Emptying the field by hand is the same as the clear button: back to the unfiltered list.
    if (value === '' && text !== '') onSearch('');
  };

  const clear = () => {
    setText('');
    setDirty(false);
    onSearch('');
    // The clear button disappears with the text: the field it emptied takes the focus, not <body>.
    input.current?.focus();
  };

  return (
    <form role="search" className="suap-search-bar" onSubmit={submit} noValidate aria-label={label}>
      <div className="form-group mb-0">
        <label htmlFor={id} className="active">
          {label}
        </label>
        <div className="input-group">
          <input
            ref={input}
            id={id}
            type="text"
            className={`form-control${showError ? ' is-invalid' : ''}`}
            value={text}
            maxLength={maxLength}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={showError || undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => change(event.target.value)}
          />
          {text !== '' && (
            <button type="button" className="btn btn-outline-secondary suap-search-clear" onClick={clear}>
              <Icon name="it-close-big" size="sm" />
              <span className="visually-hidden">{t('search-bar.clear')}</span>
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={text !== '' && error !== null}>
            {t('search-bar.submit')}
          </button>
        </div>
        {hint && (
          <small id={`${id}-hint`} className="form-text">
            {hint}
          </small>
        )}
        {/* Always present, so screen readers announce the error when it appears while typing (politely: an
            alert on every keystroke would interrupt the typing). */}
        <div aria-live="polite">
          {showError && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error === 'pattern' && patternMessage
                ? patternMessage
                : t(`search-bar.errors.${error}`, { min: minLength, max: maxLength })}
            </div>
          )}
        </div>
        {atMax && (
          <small id={`${id}-max`} className="form-text suap-search-max">
            {t('search-bar.max-length', { max: maxLength })}
          </small>
        )}
      </div>
    </form>
  );
}
