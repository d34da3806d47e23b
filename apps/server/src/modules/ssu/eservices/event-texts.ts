import type { Language } from '@suap/shared';
import type { NotifyEvent } from '../ssu-schemas.js';

/**
 * What the request's history says of an outcome the back office notified through the SSU, in the request's
 * language: the e-service carries no reasons, the back office's act does (the citizen gets it from the office).
 */
export const EVENT_TEXTS: Record<NotifyEvent, Record<Language, string>> = {
  cdss_convened: {
    it: 'Il back office del SUAP ha indetto una conferenza di servizi con le amministrazioni coinvolte. Il SUAP ti comunica data e modalità.',
    en: 'The SUAP back office convened a conference of services with the administrations involved. The SUAP tells you its date and how it takes place.',
  },
  end_by_submitter_cancel_requested: {
    it: 'Il back office del SUAP ha preso atto del ritiro della richiesta: il procedimento è concluso.',
    en: 'The SUAP back office took note that the request was withdrawn: the procedure is closed.',
  },
  end_by_positive_outcome: {
    it: 'Il back office del SUAP ha concluso il procedimento con esito positivo. Il provvedimento è comunicato dal SUAP.',
    en: 'The SUAP back office concluded the procedure with a positive outcome. The SUAP sends you its decision.',
  },
  end_by_negative_outcome: {
    it: 'Il back office del SUAP ha concluso il procedimento con esito negativo. Il provvedimento, con le motivazioni, è comunicato dal SUAP.',
    en: 'The SUAP back office concluded the procedure with a negative outcome. The SUAP sends you its decision and its reasons.',
  },
  end_by_instance_refused: {
    it: 'Il back office del SUAP ha dichiarato la pratica non ricevibile. Le motivazioni sono comunicate dal SUAP.',
    en: 'The SUAP back office declared the request inadmissible. The SUAP sends you its reasons.',
  },
  end_by_proceeding_time_expired: {
    it: 'Il termine del procedimento è trascorso senza provvedimenti contrari: l’attività può proseguire come dichiarata.',
    en: 'The procedure’s term passed with no measure against the request: the activity may go on as declared.',
  },
  end_by_suspension_requested: {
    it: 'Il back office del SUAP ha disposto la sospensione dell’attività. Il provvedimento, con le motivazioni, è comunicato dal SUAP.',
    en: 'The SUAP back office ordered the activity to be suspended. The SUAP sends you the measure and its reasons.',
  },
  end_by_conformation_requested: {
    it: 'Il back office del SUAP ha chiesto di conformare l’attività alla normativa. Il provvedimento, con le prescrizioni e il termine, è comunicato dal SUAP.',
    en: 'The SUAP back office asked you to bring the activity into line with the rules. The SUAP sends you the measure, its requirements and its term.',
  },
  end_by_integration_times_expired: {
    it: 'Il procedimento è concluso perché il termine per integrare la pratica è scaduto senza risposta.',
    en: 'The procedure ended because the term to complete the request expired without an answer.',
  },
};
