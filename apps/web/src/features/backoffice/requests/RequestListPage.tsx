import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_SORTS, SORT_FIELDS, type RequestSortField, type RequestStateId } from '@suap/shared';
import { SearchBar } from '../../../components/search-bar/SearchBar';
import { PagedTable } from '../../../components/table/PagedTable';
import { useBackOfficeRequests } from '../../../lib/api/backoffice';
import { useLanguage } from '../../../lib/use-language';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { readListParams, writeListParams, type ListParams } from '../list-params';
import { ListSummary } from '../ListSummary';
import { requestColumns } from './request-columns';
import { parseStateParam, StateFilter } from './StateFilter';

const FALLBACK = DEFAULT_SORTS.requests;

/** Back-office request list (route back-office-requests): search, state filter, sortable table, paginator. */
export default function RequestListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, SORT_FIELDS.requests, FALLBACK);
  const state = parseStateParam(search.get('state'));
  const query = useBackOfficeRequests({ ...params, stateOfRequestId: state });
  const columns = useMemo(() => requestColumns(t, lang), [t, lang]);

  const go = (next: Partial<ListParams<RequestSortField>>, nextState: RequestStateId | undefined = state) =>
    setSearch(writeListParams({ ...params, ...next }, FALLBACK, { state: nextState?.toString() }));

  const reply = query.data;
  return (
    <BackOfficeLayout route="back-office-requests" title={t('backoffice.requests.title')}>
      <div className="suap-bo-filters">
        <SearchBar
          // No key: a remounted field would drop the focus to <body>; it follows a URL change by itself.
          label={t('backoffice.requests.search.label')}
          hint={t('backoffice.requests.search.hint')}
          initialValue={params.filter}
          onSearch={(filter) => go({ filter, page: 1 })}
        />
        <StateFilter value={state} onChange={(next) => go({ page: 1 }, next)} />
      </div>
      <ListSummary
        total={reply?.totalResults}
        text={(count) =>
          t(reply?.totalIsLowerBound ? 'backoffice.requests.total-more' : 'backoffice.requests.total', {
            count,
          })
        }
      />
      <PagedTable
        list={
          reply && {
            page: reply.page,
            totalPages: reply.totalPages,
            rows: reply.requestList,
            bounded: reply.totalIsLowerBound,
          }
        }
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage={t('backoffice.requests.empty')}
        caption={(page, pages) => t('backoffice.requests.caption', { page, pages })}
        pagesLabel={t('backoffice.requests.pages')}
        columns={columns}
        rowKey={(row) => row.requestId ?? 0}
        sort={params.sort}
        onSortChange={(sort) => go({ sort, page: 1 })}
        onPageChange={(page) => go({ page })}
      />
    </BackOfficeLayout>
  );
}
