import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FINAL_REQUEST_STATES,
  formatDate,
  RequestState,
  Role,
  STAFF_ACTIONS,
  STATES_WITH_CITIZEN_TERM,
  type Language,
  type Procedure,
} from '@suap/shared';
import { openStaffAction } from './StaffActionModal';

interface StaffActionsPanelProps {
  procedure: Procedure;
  language: Language;
  /** The logged-in member of staff. */
  userId: number | null;
  profileId: number | null;
  headingId: string;
  /** Focus lands here when an action's dialog closes and its button is gone. */
  headingRef: RefObject<HTMLHeadingElement>;
}

/** Only administrators and collaborators act; the generic back-office profile reads (issue 27). */
const ACTING_PROFILES: readonly number[] = [Role.BO_ADMIN, Role.BO_COLLAB];

/**
 * One button per action the server allows the caller now (procedure.staffActions, from its transition table), in
 * the procedure's order; when there is none, a sentence says why, so nobody looks for a missing button.
 */
export function StaffActionsPanel(props: StaffActionsPanelProps) {
  const { procedure, language, userId, profileId, headingId, headingRef } = props;
  const { t } = useTranslation();
  const acting = ACTING_PROFILES.includes(profileId ?? 0);
  const actions = acting ? STAFF_ACTIONS.filter((action) => procedure.staffActions.includes(action)) : [];
  const responsible = procedure.responsibleOperator;

  let note: string | null = null;
  if (!acting) note = t('backoffice.procedure.actions.read-only');
  else if (actions.length > 0) note = null;
  else if (procedure.stateId === RequestState.WITHDRAWN) note = t('backoffice.procedure.actions.withdrawn');
  else if (FINAL_REQUEST_STATES.includes(procedure.stateId)) note = t('backoffice.procedure.actions.closed');
  else if (responsible && responsible.userId !== userId)
    note = t('backoffice.procedure.actions.not-responsible', {
      name: `${responsible.firstName} ${responsible.lastName}`,
    });
  else if (STATES_WITH_CITIZEN_TERM.includes(procedure.stateId) && !procedure.termExpired)
    note = t('backoffice.procedure.actions.waiting', { date: formatDate(procedure.termDueOn) });
  else note = t('backoffice.procedure.actions.none');

  return (
    <div className="mt-4">
      <h3 ref={headingRef} id={headingId} className="h5" tabIndex={-1}>
        {t('backoffice.procedure.actions.title')}
      </h3>
      {note && <p className="mb-0">{note}</p>}
      {actions.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 suap-bo-actions">
          {actions.map((action) => (
            <li key={action}>
              <button
                type="button"
                className={action === 'reject' ? 'btn btn-outline-danger' : 'btn btn-outline-primary'}
                onClick={() => openStaffAction({ requestId: procedure.requestId, action, language })}
              >
                {t(`backoffice.procedure.actions.buttons.${action}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
