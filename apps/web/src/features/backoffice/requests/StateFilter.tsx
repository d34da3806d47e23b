import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestState, type RequestStateId } from '@suap/shared';
import { useRequestStateLabel } from '../../../components/request-state-badge';

/**
 * The order of the procedure: from sent, through its steps, to the decision or the citizen's withdrawal; then what
 * was never sent.
 */
const ORDER: RequestStateId[] = [
  RequestState.SENT,
  RequestState.IN_REVIEW,
  RequestState.INTEGRATION_REQUESTED,
  RequestState.INTEGRATION_RECEIVED,
  RequestState.REFUSAL_NOTICE,
  RequestState.OBSERVATIONS_RECEIVED,
  RequestState.ACCEPTED,
  RequestState.REJECTED,
  RequestState.WITHDRAWN,
  RequestState.DRAFT,
  RequestState.DELETED,
];

interface StateFilterProps {
  value: RequestStateId | undefined;
  onChange: (state: RequestStateId | undefined) => void;
}

/**
 * The state filter. Without a choice the server lists what a SUAP works on (every request sent, in any step of
 * the procedure); drafts and deleted requests appear only when chosen here, as the server's visibility rule says.
 */
export function StateFilter({ value, onChange }: StateFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const stateLabel = useRequestStateLabel();
  return (
    <div className="select-wrapper">
      <label htmlFor={id} className="form-label fw-semibold">
        {t('backoffice.requests.state-filter.label')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : (Number(event.target.value) as RequestStateId))
        }
      >
        <option value="">{t('backoffice.requests.state-filter.default')}</option>
        {ORDER.map((state) => (
          <option key={state} value={state}>
            {stateLabel(state)}
          </option>
        ))}
      </select>
      <small id={`${id}-hint`} className="form-text">
        {t('backoffice.requests.state-filter.hint')}
      </small>
    </div>
  );
}

export function parseStateParam(raw: string | null): RequestStateId | undefined {
  const state = Number(raw);
  return ORDER.includes(state as RequestStateId) ? (state as RequestStateId) : undefined;
}
