import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openWithdrawConfirm } from './WithdrawConfirmModal';
import { useWithdrawRequest, withdrawConflictOf, type WithdrawConflict } from './withdraw-request';

export type WithdrawOutcomeValue =
  { kind: 'done' } | { kind: 'conflict'; reason: WithdrawConflict } | { kind: 'failed' };

/**
 * The withdrawal of the request (issue 30) and what became of it. `withdraw` runs from the confirmation dialog on
 * the version the page showed when it was opened: a request changed since then is refused (409) and read again.
 */
export function useWithdrawal(requestId: number) {
  const [outcome, setOutcome] = useState<WithdrawOutcomeValue | null>(null);
  const mutation = useWithdrawRequest(requestId);
  const withdraw = async (version: number, closeDialog: () => void) => {
    setOutcome(null);
    let next: WithdrawOutcomeValue;
    try {
      await mutation.mutateAsync({ version });
      next = { kind: 'done' };
    } catch (error) {
      const reason = withdrawConflictOf(error);
      next = reason ? { kind: 'conflict', reason } : { kind: 'failed' };
    }
    closeDialog();
    setOutcome(next);
  };
  return { outcome, withdraw };
}

interface WithdrawPanelProps {
  referenceCode: string;
  /** Runs the withdrawal once confirmed; see useWithdrawal. */
  onConfirmed: (closeDialog: () => void) => Promise<void>;
}

/**
 * Offered while the procedure is open (procedure.citizenActions has 'withdraw'): what withdrawing means, and an
 * outline button, secondary to whatever the SUAP asks of the citizen, that opens the confirmation.
 */
export function WithdrawPanel({ referenceCode, onConfirmed }: WithdrawPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card card-bg mb-4 suap-withdraw" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-2">
          {t('private-area.procedure.withdraw.title')}
        </h2>
        <p>{t('private-area.procedure.withdraw.intro')}</p>
        <div className="d-flex justify-content-sm-end suap-request-details-actions">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => openWithdrawConfirm({ code: referenceCode, withdraw: onConfirmed })}
          >
            {t('private-area.procedure.withdraw.button')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * What became of the withdrawal: done, or not and why. It takes focus when it appears (the button that opened the
 * dialog is gone once the request is withdrawn), so keyboard and screen-reader users land on the result.
 */
export function WithdrawOutcome({ outcome }: { outcome: WithdrawOutcomeValue }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);

  if (outcome.kind === 'done')
    return (
      <div ref={ref} className="alert alert-success mb-4" role="status" tabIndex={-1}>
        <h2 className="h5">{t('private-area.procedure.withdraw.done-title')}</h2>
        <p className="mb-0">{t('private-area.procedure.withdraw.done-text')}</p>
      </div>
    );
  return (
    <div ref={ref} className="alert alert-danger mb-4" role="alert" tabIndex={-1}>
      <h2 className="h5">{t('private-area.procedure.withdraw.failed.title')}</h2>
      <p className="mb-0">
        {outcome.kind === 'conflict'
          ? t(`private-area.procedure.withdraw.conflict.${outcome.reason}`)
          : t('private-area.procedure.withdraw.failed.text')}
      </p>
    </div>
  );
}
