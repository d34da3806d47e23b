import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_SORTS, Role, SORT_FIELDS, type RequestSortField, type RequestStateId } from '@suap/shared';
import { SearchBar } from '../../../components/search-bar/SearchBar';
import { PagedTable } from '../../../components/table/PagedTable';
import { useBackOfficeRequests } from '../../../lib/api/backoffice';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { flagParam, readFlagParam, readListParams, writeListParams, type ListParams } from '../list-params';
import { ListSummary } from '../ListSummary';
import { AssignedToMeFilter } from './AssignedToMeFilter';
import { requestColumns } from './request-columns';
import { parseStateParam, StateFilter } from './StateFilter';

const FALLBACK = DEFAULT_SORTS.requests;
const ASSIGNED_TO_ME = 'assignedToMe';

/** Only administrators and collaborators are ever put in charge of a request: the filter is theirs. */
const CAN_BE_RESPONSIBLE: readonly number[] = [Role.BO_ADMIN, Role.BO_COLLAB];

interface ListFilters {
  state: RequestStateId | undefined;
  assignedToMe: boolean;
}

/**
 * Back-office request list (route back-office-requests): search, state filter, "assigned to me", sortable table,
 * paginator. Every choice lives in the URL, so reload, back and a shared link show the same list.
 */
export default function RequestListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, SORT_FIELDS.requests, FALLBACK);
  const canBeResponsible = CAN_BE_RESPONSIBLE.includes(useSession().profileId ?? 0);
  const filters: ListFilters = {
    state: parseStateParam(search.get('state')),
    // A link with the flag opened by the read-only profile lists everything, as its page offers no filter.
    assignedToMe: canBeResponsible && readFlagParam(search, ASSIGNED_TO_ME),
  };
  const query = useBackOfficeRequests({
    ...params,
    stateOfRequestId: filters.state,
    assignedToMe: filters.assignedToMe || undefined,
  });
  const columns = useMemo(() => requestColumns(t, lang), [t, lang]);

  const go = (next: Partial<ListParams<RequestSortField>>, nextFilters: Partial<ListFilters> = {}) => {
    const { state, assignedToMe } = { ...filters, ...nextFilters };
    setSearch(
      writeListParams({ ...params, ...next }, FALLBACK, {
        state: state?.toString(),
        [ASSIGNED_TO_ME]: flagParam(assignedToMe),
      }),
    );
  };

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
        <div className="d-grid gap-3">
          <StateFilter value={filters.state} onChange={(state) => go({ page: 1 }, { state })} />
          {canBeResponsible && (
            <AssignedToMeFilter
              checked={filters.assignedToMe}
              onChange={(assignedToMe) => go({ page: 1 }, { assignedToMe })}
            />
          )}
        </div>
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
        rowKey={(row) => row.requestId}
        sort={params.sort}
        onSortChange={(sort) => go({ sort, page: 1 })}
        onPageChange={(page) => go({ page })}
      />
    </BackOfficeLayout>
  );
}
