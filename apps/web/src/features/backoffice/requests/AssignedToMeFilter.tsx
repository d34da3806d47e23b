import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface AssignedToMeFilterProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Assigned to me": only the requests the logged-in officer is responsible for (issue 27). */
export function AssignedToMeFilter({ checked, onChange }: AssignedToMeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-check mt-0 mb-0">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="fw-semibold">
        {t('backoffice.requests.assigned-to-me.label')}
      </label>
      <small id={`${id}-hint`} className="form-text d-block">
        {t('backoffice.requests.assigned-to-me.hint')}
      </small>
    </div>
  );
}
