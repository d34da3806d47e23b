import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SORTS, patterns, SORT_FIELDS, type UserSortField } from '@suap/shared';
import { NoRecords } from '../../../components/no-records/NoRecords';
import { Paginator } from '../../../components/paginator/Paginator';
import { RetrieveError } from '../../../components/retrieve-error/RetrieveError';
import { SearchBar } from '../../../components/search-bar/SearchBar';
import { DataTable } from '../../../components/table/DataTable';
import { useUsers } from '../../../lib/api/backoffice';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { userCreatePath } from '../back-office-links';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { canOpenRoute } from '../layout/back-office-menu';
import { readListParams, writeListParams, type ListParams } from '../list-params';
import { ListSummary } from '../ListSummary';
import { userColumns } from './user-columns';

const FALLBACK = DEFAULT_SORTS.users;

/** Back-office user list (route back-office-users, administrators only). */
export default function UserListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { profileId } = useSession();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, SORT_FIELDS.users, FALLBACK);
  // Not even asked for by a profile that may not see it (the server would answer 403 anyway).
  const query = useUsers(params, canOpenRoute('back-office-users', profileId));
  const columns = useMemo(() => userColumns(t, lang), [t, lang]);
  const go = (next: Partial<ListParams<UserSortField>>) =>
    setSearch(writeListParams({ ...params, ...next }, FALLBACK));

  const reply = query.data;
  let body;
  if (query.isError && !reply) {
    body = <RetrieveError onRetry={() => void query.refetch()} />;
  } else if (reply) {
    body =
      reply.userList.length === 0 ? (
        <NoRecords message={t('backoffice.users.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('backoffice.users.caption', { page: reply.page, pages: reply.totalPages })}
            columns={columns}
            rows={reply.userList}
            rowKey={(user) => user.userId}
            sort={params.sort}
            onSortChange={(sort) => go({ sort, page: 1 })}
          />
          <Paginator
            page={reply.page}
            totalPages={reply.totalPages}
            onPageChange={(page) => go({ page })}
            label={t('backoffice.users.pages')}
          />
        </>
      );
  }

  return (
    <BackOfficeLayout route="back-office-users" title={t('backoffice.users.title')}>
      <div className="suap-bo-actions mb-4">
        <Link className="btn btn-primary" to={userCreatePath(lang)}>
          {t('backoffice.users.create')}
        </Link>
      </div>
      <div className="suap-bo-filters">
        <SearchBar
          // No key: a remounted field would drop the focus to <body>; it follows a URL change by itself.
          label={t('backoffice.users.search.label')}
          hint={t('backoffice.users.search.hint')}
          // Issue 22 (8.6): staff look people up by e-mail, so . @ _ + - are allowed here: the contract's rule.
          pattern={patterns.searchUser}
          patternMessage={t('backoffice.users.search.pattern')}
          initialValue={params.filter}
          onSearch={(filter) => go({ filter, page: 1 })}
        />
      </div>
      <ListSummary total={reply?.totalResults} text={(count) => t('backoffice.users.total', { count })} />
      {body}
    </BackOfficeLayout>
  );
}
