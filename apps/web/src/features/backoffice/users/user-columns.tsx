import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Language, User, UserSortField } from '@suap/shared';
import type { TableColumn } from '../../../components/table/DataTable';
import { sessionStore } from '../../../lib/session-storage';
import { userDetailsPath } from '../back-office-links';

/** SPEC §2 user list columns: first name, last name, fiscal code, e-mail, profile, active; then the action. */
export function userColumns(t: TFunction, lang: Language): TableColumn<User, UserSortField>[] {
  return [
    {
      key: 'firstName',
      header: t('backoffice.users.columns.first-name'),
      sortField: 'firstName',
      cell: (u) => u.firstName,
    },
    {
      key: 'lastName',
      header: t('backoffice.users.columns.last-name'),
      sortField: 'lastName',
      rowHeader: true,
      sticky: 'start',
      cell: (u) => u.lastName,
    },
    {
      key: 'fiscalCode',
      header: t('backoffice.users.columns.fiscal-code'),
      sortField: 'fiscalCode',
      cell: (u) => <span className="suap-bo-code">{u.fiscalCode}</span>,
    },
    {
      key: 'email',
      header: t('backoffice.users.columns.email'),
      sortField: 'email',
      cell: (u) => u.email ?? t('backoffice.not-provided'),
    },
    {
      key: 'profile',
      header: t('backoffice.users.columns.profile'),
      sortField: 'profile',
      cell: (u) => u.profile.description,
    },
    {
      key: 'active',
      header: t('backoffice.users.columns.active'),
      sortField: 'active',
      cell: (u) => t(u.active === 1 ? 'backoffice.yes' : 'backoffice.no'),
    },
    {
      key: 'actions',
      header: t('backoffice.users.columns.actions'),
      sticky: 'end',
      cell: (u) => (
        <Link to={userDetailsPath(lang)} onClick={() => sessionStore.set('selectedUser', u)}>
          {t('backoffice.users.open')}
          <span className="visually-hidden">
            {' '}
            {t('backoffice.users.open-which', { name: `${u.firstName} ${u.lastName}` })}
          </span>
        </Link>
      ),
    },
  ];
}
