import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Request } from '@suap/shared';
import { Paginator } from '../../../components/paginator/Paginator';
import { RetrieveError } from '../../../components/retrieve-error/RetrieveError';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useRequestList } from '../../../lib/api/requests';
import { EmptyRequests } from './EmptyRequests';
import { pageCount, pageFromUrl, showsPaginator } from './paging';
import { RequestItem } from './RequestItem';
import { useFocusAfterModal } from '../../../components/modal/use-focus-after-modal';

const PAGE_PARAM = 'page';

function saved(request: Request): request is Request & { requestId: number } {
  return request.requestId !== undefined;
}

/**
 * The citizen's requests (SPEC §2, §9): newest first, 3 a page, the paginator only above 3 requests. The server
 * cuts the pages (one page is asked for at a time, however many requests there are). The page is in the URL
 * (?page=), so a reload or the back button keeps it.
 */
export function RequestWidget({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get(PAGE_PARAM));
  const list = useRequestList(userId, page);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterModal(heading);

  const requests = (list.data?.requestList ?? []).filter(saved);
  const total = list.data?.totalResults ?? 0;
  const pages = pageCount(total);

  const setPage = useCallback(
    (target: number, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (target === 1) next.delete(PAGE_PARAM);
          else next.set(PAGE_PARAM, String(target));
          return next;
        },
        { preventScrollReset: true, replace },
      ),
    [setParams],
  );

  const goToPage = (target: number) => {
    setPage(target, false);
    // The list changed under the paginator: start reading again from the list's heading.
    heading.current?.focus();
  };

  // A page past the last (a stale or hand-typed ?page=, or the last draft of the last page deleted): the
  // server answered it empty with the totals, so the widget shows the last page instead, in place of this one.
  const pastTheEnd = !list.isPlaceholderData && list.data !== undefined && total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages, true);
  }, [pastTheEnd, pages, setPage]);

  let content;
  if (list.isPending || pastTheEnd) content = <PageLoading />;
  else if (list.isError) content = <RetrieveError onRetry={() => void list.refetch()} />;
  else if (total === 0) content = <EmptyRequests />;
  else
    content = (
      <>
        <p className="mb-3">
          {t('private-area.requests.count', { count: total })}
          {showsPaginator(total) && <> · {t('private-area.requests.page-status', { page, pages })}</>}
        </p>
        <ul className="list-unstyled suap-request-list">
          {requests.map((request) => (
            <RequestItem key={request.requestId} request={request} />
          ))}
        </ul>
        {showsPaginator(total) && (
          <Paginator
            page={page}
            totalPages={pages}
            onPageChange={goToPage}
            label={t('private-area.requests.paginator-label')}
          />
        )}
      </>
    );

  return (
    <section aria-labelledby="private-area-requests" className="suap-request-widget">
      <h2 id="private-area-requests" ref={heading} tabIndex={-1} className="h3 mb-3">
        {t('private-area.requests.title')}
      </h2>
      {content}
    </section>
  );
}
