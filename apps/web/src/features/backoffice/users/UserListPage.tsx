import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SORTS, patterns, SORT_FIELDS, type UserSortField } from '@suap/shared';
import { SearchBar } from '../../../components/search-bar/SearchBar';
import { PagedTable } from '../../../components/table/PagedTable';
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
      <PagedTable
        list={reply && { page: reply.page, totalPages: reply.totalPages, rows: reply.userList }}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage={t('backoffice.users.empty')}
        caption={(page, pages) => t('backoffice.users.caption', { page, pages })}
        pagesLabel={t('backoffice.users.pages')}
        columns={columns}
        rowKey={(user) => user.userId}
        sort={params.sort}
        onSortChange={(sort) => go({ sort, page: 1 })}
        onPageChange={(page) => go({ page })}
      />
    </BackOfficeLayout>
  );
}
