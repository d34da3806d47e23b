import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProcedureReply } from '@suap/shared';
import { RequestHistory } from '../../../../components/request-history';
import { RetrieveError } from '../../../../components/retrieve-error/RetrieveError';
import { AnswerPanel } from './AnswerPanel';
import { ProcedureFacts } from './ProcedureFacts';
import { useWithdrawal, WithdrawOutcome, WithdrawPanel } from './WithdrawPanel';

interface ProcedureSectionProps {
  requestId: number;
  /** The request's reference code, named in the withdrawal's confirmation. */
  referenceCode: string;
  /** The procedure query of the page (useProcedure), shared with the decision download button. */
  query: UseQueryResult<ProcedureReply>;
}

/**
 * Where a sent request stands (issue 27): the responsible officer and the term, the answer the SUAP waits for if
 * any, and the whole history in the citizen's words; while the procedure is open, the withdrawal of the request
 * (issue 30) last, after the history. The request's own fields stay below, as before.
 */
export function ProcedureSection({ requestId, referenceCode, query }: ProcedureSectionProps) {
  const { t } = useTranslation();
  const historyId = useId();
  const withdrawal = useWithdrawal(requestId);
  const procedure = query.data?.procedure;
  // Loading: the global spinner says so. A failed reload keeps showing what was read before.
  if (!procedure) {
    if (query.isPending) return null;
    return (
      <div className="mb-4">
        <RetrieveError
          description={t('private-area.procedure.load-error')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return (
    <>
      <ProcedureFacts procedure={procedure} />
      {withdrawal.outcome && <WithdrawOutcome outcome={withdrawal.outcome} />}
      <AnswerPanel requestId={requestId} procedure={procedure} />
      <section className="card card-bg mb-4" aria-labelledby={historyId}>
        <div className="card-body">
          <h2 id={historyId} className="h4 mb-2">
            {t('private-area.procedure.history.title')}
          </h2>
          <p className="small">{t('private-area.procedure.history.intro')}</p>
          <RequestHistory
            entries={procedure.history}
            viewer="citizen"
            requestLanguage={procedure.language}
            labelledBy={historyId}
          />
        </div>
      </section>
      {procedure.citizenActions.includes('withdraw') && (
        <WithdrawPanel
          referenceCode={referenceCode}
          onConfirmed={(closeDialog) => withdrawal.withdraw(procedure.version, closeDialog)}
        />
      )}
    </>
  );
}
