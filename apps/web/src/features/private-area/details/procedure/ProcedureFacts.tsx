import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FINAL_REQUEST_STATES, formatDate, RequestState, type Procedure } from '@suap/shared';
import { InstanceCode } from './InstanceCode';

const fullName = (operator: { firstName: string; lastName: string }) =>
  `${operator.firstName} ${operator.lastName}`.trim();

/**
 * Who handles the request (Law 241/1990 art. 5: the responsible officer's name is communicated to the citizen)
 * and, while the SUAP waits for the citizen, the term to answer and whether it has ended, in words; once the
 * citizen has withdrawn it (issue 30), that the procedure ended so; and the request's code in the national SUAP
 * system once it has one (issue 30).
 */
export function ProcedureFacts({ procedure }: { procedure: Procedure }) {
  const { t } = useTranslation();
  const id = useId();
  const operator = procedure.responsibleOperator;
  const waiting = !operator && !FINAL_REQUEST_STATES.includes(procedure.stateId);
  const dueOn = formatDate(procedure.termDueOn);
  const withdrawn = procedure.stateId === RequestState.WITHDRAWN;
  return (
    <section className="card card-bg mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-3">
          {t('private-area.procedure.title')}
        </h2>
        <dl className="mb-0 suap-procedure-facts">
          {(operator || waiting) && <dt>{t('private-area.procedure.operator.label')}</dt>}
          {operator && (
            <dd>
              <span className="fw-semibold suap-responsible-officer">{fullName(operator)}</span>
              <span className="d-block small">{t('private-area.procedure.operator.explain')}</span>
            </dd>
          )}
          {waiting && <dd>{t('private-area.procedure.operator.waiting')}</dd>}
          {withdrawn && (
            <>
              <dt>{t('private-area.procedure.withdraw.outcome-label')}</dt>
              <dd>{t('private-area.procedure.withdraw.outcome')}</dd>
            </>
          )}
          {dueOn && (
            <>
              <dt>{t('private-area.procedure.term.label')}</dt>
              <dd className={procedure.termExpired ? 'suap-procedure-expired' : undefined}>
                {t(
                  procedure.termExpired
                    ? 'private-area.procedure.term.expired'
                    : 'private-area.procedure.term.open',
                  { date: dueOn },
                )}
              </dd>
            </>
          )}
          <InstanceCode requestId={procedure.requestId} />
        </dl>
      </div>
    </section>
  );
}
