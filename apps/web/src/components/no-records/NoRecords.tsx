export interface NoRecordsProps {
  /** Already translated, e.g. t('ep.select-initiative.startup.no-data.suap'). */
  message: string;
}

/** SPEC §8 card for an empty list; its alert role announces that a search found nothing. */
export function NoRecords({ message }: NoRecordsProps) {
  return (
    // no-after: Bootstrap Italia's .card:after adds a 48px empty band below the text. The text is a plain
    // paragraph in the portal's sans font: .card-text is set in Lora (serif) by Bootstrap Italia.
    <div className="card card-bg no-after suap-no-records" role="alert">
      <div className="card-body">
        <p className="mb-0 font-sans-serif">{message}</p>
      </div>
    </div>
  );
}
