import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  formatDate,
  pickLocalized,
  type Language,
  type RequestListItem,
  type RequestSortField,
} from '@suap/shared';
import { Icon } from '../../../components/icon/Icon';
import { RequestStateBadge } from '../../../components/request-state-badge';
import type { TableColumn } from '../../../components/table/DataTable';
import { italianOnly } from '../../../components/italian-text/italian-only';
import { sessionStore } from '../../../lib/session-storage';
import { requestDetailsPath } from '../back-office-links';

/**
 * SPEC §2 request list columns: sent date, id, citizen, SUAP, state, responsible officer (issue 27), request type,
 * then the actions. The actions come last (issue 22, item 9), so that they and the id can stay in view while the
 * 260 px columns scroll.
 */
export function requestColumns(
  t: TFunction,
  lang: Language,
): TableColumn<RequestListItem, RequestSortField>[] {
  return [
    {
      key: 'sentRequestDate',
      header: t('backoffice.requests.columns.sent-on'),
      sortField: 'sentRequestDate',
      cell: (row) => formatDate(row.sentRequestDate) || t('backoffice.requests.not-sent'),
    },
    {
      key: 'requestId',
      header: t('backoffice.requests.columns.request-id'),
      sortField: 'requestId',
      rowHeader: true,
      sticky: 'start',
      cell: (row) => (
        <>
          {row.requestId}
          {row.referenceCode && <span className="d-block small suap-bo-code">{row.referenceCode}</span>}
        </>
      ),
    },
    {
      key: 'user.firstName',
      header: t('backoffice.requests.columns.citizen'),
      sortField: 'user.firstName',
      cell: (row) => `${row.user.firstName} ${row.user.lastName}`,
    },
    {
      key: 'suap.name',
      header: t('backoffice.requests.columns.suap'),
      sortField: 'suap.name',
      cell: (row) =>
        row.suap?.name ? <span {...italianOnly(lang)}>{row.suap.name}</span> : t('backoffice.not-provided'),
    },
    {
      key: 'state',
      header: t('backoffice.requests.columns.state'),
      sortField: 'stateOfRequest',
      cell: (row) => (
        <>
          <RequestStateBadge
            stateId={row.stateOfRequest.stateOfRequestId}
            updatedOn={row.updatedOn}
            termDueOn={row.termDueOn}
            termExpired={row.termExpired}
          />
          {row.termExpired && (
            // An integration or a 10-bis notice left unanswered: marked in a word, the icon and colour only add.
            <p className="suap-bo-overdue small fw-semibold mt-1 mb-0">
              <Icon name="it-warning-circle" color="danger" size="xs" className="me-1" />
              {t('backoffice.requests.overdue')}
            </p>
          )}
        </>
      ),
    },
    {
      key: 'responsibleOperator',
      header: t('backoffice.requests.columns.responsible'),
      // The server sorts by none of the operator's fields: no sortField.
      cell: (row) =>
        row.responsibleOperator
          ? `${row.responsibleOperator.firstName} ${row.responsibleOperator.lastName}`
          : t('backoffice.requests.not-assigned'),
    },
    {
      key: 'typeOfService',
      header: t('backoffice.requests.columns.type'),
      sortField: 'typeOfService',
      cell: (row) => pickLocalized(row.typeOfService, 'name', lang),
    },
    {
      key: 'actions',
      header: t('backoffice.requests.columns.actions'),
      sticky: 'end',
      cell: (row) => (
        <Link
          to={requestDetailsPath(lang)}
          // The details page has no id in its URL: SPEC §2 keeps the selected request in session storage. The
          // line is enough: the page reads the whole request by its id.
          onClick={() => sessionStore.set('selectedRequest', row)}
        >
          {t('backoffice.requests.open')}
          <span className="visually-hidden">
            {' '}
            {t('backoffice.requests.open-which', { id: row.requestId })}
          </span>
        </Link>
      ),
    },
  ];
}
