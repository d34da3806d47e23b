export interface NoRecordsProps {
  /** Already translated, e.g. t('ep.select-initiative.startup.no-data.suap'). */
  message: string;
}

/** SPEC §8 card for an empty list; its alert role announces that a search found nothing. */
export function NoRecords({ message }: NoRecordsProps) {
  return (
    <div className="card card-bg suap-no-records" role="alert">
      <div className="card-body">
        <p className="card-text mb-0">{message}</p>
      </div>
    </div>
  );
}
