import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGINATOR_MAX_AROUND } from '@suap/shared';
import { paginatorItems } from './paginator-items';

export interface PaginatorProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one (SPEC §9: 0 by default). */
  maxAround?: number;
  /** Names the navigation landmark when a screen has more than one list, e.g. "SUAP pages". */
  label?: string;
  /** The pages stop at a bound (a search counted up to BACKOFFICE_TOTAL_BOUND): the last offered is not the end. */
  bounded?: boolean;
}

/** SPEC §9 paginator: previous, first, pages around the current one, ellipses, last, next. */
export function Paginator({
  page,
  totalPages,
  onPageChange,
  maxAround = PAGINATOR_MAX_AROUND,
  label,
  bounded = false,
}: PaginatorProps) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // Whether the keyboard focus is (or was, until the browser dropped it) on one of these buttons.
  const focusInside = useRef(false);
  const current = Math.min(Math.max(1, page), totalPages);

  // "Next" on the way to the last page (or "previous" to the first) becomes disabled under the keyboard, and
  // a disabled button loses focus to <body> (issue 24, WCAG 2.4.3): the current page's button takes it instead.
  // The browser may drop the focus before this runs (a layout read elsewhere on the page), so <body> counts too.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const dropped =
      !active ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled && nav.current?.contains(active));
    if (!focusInside.current || !dropped) return;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current, totalPages]);

  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };

  const pageLabel = (target: number) => {
    if (target === 1) return t('paginator.first-page', { page: target });
    if (target === totalPages && !bounded) return t('paginator.last-page', { page: target });
    return t('paginator.page', { page: target });
  };

  return (
    <nav
      ref={nav}
      onFocus={() => (focusInside.current = true)}
      // Leaving for another element ends it; a blur to nowhere (a disabled button, the window) does not.
      onBlur={(event) => {
        if (event.relatedTarget) focusInside.current = nav.current?.contains(event.relatedTarget) ?? false;
      }}
      className="pagination-wrapper justify-content-center suap-paginator"
      aria-label={label ?? t('paginator.label')}
    >
      <ul className="pagination flex-wrap">
        <li className={`page-item${current === 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('paginator.previous')}</span>
          </button>
        </li>
        {paginatorItems(current, totalPages, maxAround).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.after}`} className="page-item">
              <span className="page-link suap-paginator-ellipsis" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item.page} className={`page-item${item.page === current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={pageLabel(item.page)}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${current === totalPages ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={current === totalPages}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('paginator.next')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
