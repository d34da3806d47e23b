import { useTranslation } from 'react-i18next';
import type { TableSelection } from './use-table-selection';

/** The select-all checkbox: indeterminate while only some rows are ticked, disabled when none can be. */
export function SelectAllCheckbox({
  id,
  selection,
  disabled,
}: {
  id: string;
  selection: TableSelection;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-check m-0">
      <input
        id={id}
        type="checkbox"
        checked={selection.allSelected}
        disabled={disabled}
        ref={(input) => {
          if (input) input.indeterminate = selection.someSelected;
        }}
        onChange={selection.toggleAll}
      />
      <label htmlFor={id} className="m-0">
        <span className="visually-hidden">{t('table.select-all')}</span>
      </label>
    </div>
  );
}

/** One row's checkbox, named after the row for screen readers. */
export function RowCheckbox({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-check m-0">
      <input id={id} type="checkbox" checked={checked} onChange={onChange} />
      <label htmlFor={id} className="m-0">
        <span className="visually-hidden">{t('table.select-row', { row: label })}</span>
      </label>
    </div>
  );
}
