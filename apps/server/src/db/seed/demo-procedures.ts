import type { HistoryAction, RequestStateId } from '@suap/shared';

// The history of each demo request after it was sent (issue 27; the seeding is demo-history.ts): the steps staff,
// the citizen and the deadline job took, in the request's language, so the back office, the private area and the
// decision documents show real procedures. Every step must be one the transition table allows at that moment
// (seed.test.ts replays them through it). Drafts have no history.

export interface DemoStep {
  action: HistoryAction;
  /** Days before the seeding day; the step's time of day is the request's own (see demo-history.ts). */
  daysAgo: number;
  /** The request's owner, a back-office development account, or the server's deadline job. */
  by: 'owner' | 'collab' | 'admin' | 'system';
  to: RequestStateId;
  /** The reason, the message to the citizen or the citizen's answer. */
  message?: string;
  /** Of a final refusal: why the citizen's observations do not change the outcome. */
  assessment?: string;
  /** The term given to the citizen, in days after the step's day (integration request, 10-bis notice). */
  termDays?: number;
  /** Who is put in charge: the actor on a take in charge, the named operator on an assignment. */
  assignee?: 'collab' | 'admin';
}

const send = (daysAgo: number): DemoStep => ({ action: 'send', daysAgo, by: 'owner', to: 3 });
const takeInCharge = (daysAgo: number, by: 'collab' | 'admin'): DemoStep => ({
  action: 'takeInCharge',
  daysAgo,
  by,
  to: 6,
  assignee: by,
});

/** By request id (demo-requests-data.ts). Sent requests without steps here were only sent. */
export const DEMO_PROCEDURES: Readonly<Record<number, readonly DemoStep[]>> = {
  // Rejected after a 10-bis notice left unanswered.
  1: [
    send(415),
    takeInCharge(413, 'collab'),
    {
      action: 'startRefusal',
      daysAgo: 405,
      by: 'collab',
      to: 9,
      termDays: 10,
      message:
        'La superficie di vendita indicata (320 mq) supera il limite di 250 mq previsto per gli esercizi di vicinato dal regolamento comunale del commercio.',
    },
    { action: 'expireTerm', daysAgo: 394, by: 'system', to: 9 },
    {
      action: 'reject',
      daysAgo: 390,
      by: 'collab',
      to: 5,
      message:
        'Decorso il termine senza osservazioni, la richiesta è respinta per il motivo comunicato con il preavviso: la superficie di vendita supera il limite degli esercizi di vicinato.',
    },
  ],
  // Accepted after an integration.
  2: [
    send(150),
    takeInCharge(148, 'collab'),
    {
      action: 'requestIntegration',
      daysAgo: 145,
      by: 'collab',
      to: 7,
      termDays: 20,
      message:
        "Si chiede di trasmettere la planimetria dei locali in scala 1:100 e la relazione tecnica sull'impianto di aerazione.",
    },
    {
      action: 'answerIntegration',
      daysAgo: 135,
      by: 'owner',
      to: 8,
      message:
        "Ho trasmesso via PEC al SUAP la planimetria in scala 1:100 e la relazione tecnica sull'impianto di aerazione, firmate dal tecnico abilitato.",
    },
    {
      action: 'accept',
      daysAgo: 120,
      by: 'collab',
      to: 4,
      message:
        'Verificati i requisiti del richiedente e la conformità dei locali, anche sulla base della documentazione integrativa, la richiesta è accolta.',
    },
  ],
  // Rejected after the citizen's observations on the 10-bis notice.
  3: [
    send(100),
    takeInCharge(98, 'admin'),
    {
      action: 'startRefusal',
      daysAgo: 95,
      by: 'admin',
      to: 9,
      termDays: 10,
      message:
        "L'attività di commercio elettronico deve avere la sede operativa nel comune del SUAP: l'indirizzo indicato si trova nel comune di Roma, non di Fiumicino.",
    },
    {
      action: 'submitObservations',
      daysAgo: 90,
      by: 'owner',
      to: 10,
      message:
        'La sede operativa è stata trasferita a Fiumicino, in via della Scafa 12, come risulta dalla visura camerale aggiornata.',
    },
    {
      action: 'reject',
      daysAgo: 80,
      by: 'admin',
      to: 5,
      message:
        'La richiesta è respinta: la sede operativa non si trova nel territorio del comune di Fiumicino.',
      assessment:
        'La visura camerale richiamata non riporta il trasferimento della sede operativa, che risulta tuttora nel comune di Roma: le osservazioni non superano il motivo ostativo.',
    },
  ],
  4: [{ action: 'delete', daysAgo: 45, by: 'owner', to: 2 }],
  // Given to the collaborator by the administrator, then accepted.
  5: [
    send(40),
    { action: 'assign', daysAgo: 38, by: 'admin', to: 6, assignee: 'collab' },
    {
      action: 'accept',
      daysAgo: 25,
      by: 'collab',
      to: 4,
      message:
        "Il subingresso è regolare: il cedente era titolare dell'attività e il subentrante possiede i requisiti richiesti.",
    },
  ],
  6: [send(20)],
  7: [send(5)],
  9: [
    send(70),
    takeInCharge(68, 'collab'),
    {
      action: 'accept',
      daysAgo: 50,
      by: 'collab',
      to: 4,
      message: "La comunicazione è completa e conforme: l'esercizio di vicinato può essere avviato.",
    },
  ],
  10: [send(12)],
  12: [send(8)],
  13: [send(10), takeInCharge(8, 'collab')],
  // An integration request still open: the citizen can answer it.
  14: [
    send(18),
    takeInCharge(16, 'collab'),
    {
      action: 'requestIntegration',
      daysAgo: 4,
      by: 'collab',
      to: 7,
      termDays: 30,
      message:
        'Please send the floor plan of the flat, with the size of each room to let, and state the number of beds, so that we can check them against the regional limits.',
    },
  ],
  // An integration request whose term ran out (the deadline job marked it).
  15: [
    send(50),
    takeInCharge(47, 'admin'),
    {
      action: 'requestIntegration',
      daysAgo: 40,
      by: 'admin',
      to: 7,
      termDays: 30,
      message:
        "Si chiede di indicare la data e il luogo della manifestazione e di trasmettere il nulla osta dell'ente organizzatore.",
    },
    { action: 'expireTerm', daysAgo: 9, by: 'system', to: 7 },
  ],
  16: [
    send(35),
    takeInCharge(33, 'collab'),
    {
      action: 'requestIntegration',
      daysAgo: 28,
      by: 'collab',
      to: 7,
      termDays: 20,
      message:
        "Si chiede di trasmettere la relazione tecnica sugli scarichi delle acque reflue e l'autorizzazione allo scarico in pubblica fognatura.",
    },
    {
      action: 'answerIntegration',
      daysAgo: 12,
      by: 'owner',
      to: 8,
      message:
        "Ho trasmesso via PEC al SUAP la relazione tecnica sugli scarichi e l'autorizzazione allo scarico rilasciata dal gestore del servizio idrico.",
    },
  ],
  // A 10-bis notice whose term is still running.
  17: [
    send(30),
    takeInCharge(28, 'admin'),
    {
      action: 'startRefusal',
      daysAgo: 3,
      by: 'admin',
      to: 9,
      termDays: 10,
      message:
        'The request does not show that the applicant meets the professional requirements for selling food (art. 71 of Legislative Decree 59/2010): no qualifying course or previous experience is stated.',
    },
  ],
  // Withdrawn by the citizen while in review (issue 30).
  19: [send(4), takeInCharge(3, 'collab'), { action: 'withdraw', daysAgo: 2, by: 'owner', to: 11 }],
  // The whole way to observations on a 10-bis notice: integration asked and answered, notice, observations.
  18: [
    send(45),
    takeInCharge(43, 'collab'),
    {
      action: 'requestIntegration',
      daysAgo: 38,
      by: 'collab',
      to: 7,
      termDays: 15,
      message:
        "Si chiede di trasmettere il certificato di prevenzione incendi dell'officina e la planimetria con l'indicazione delle aree di lavoro.",
    },
    {
      action: 'answerIntegration',
      daysAgo: 30,
      by: 'owner',
      to: 8,
      message:
        'Ho trasmesso via PEC la planimetria con le aree di lavoro; il certificato di prevenzione incendi è stato chiesto ai Vigili del fuoco e lo invierò appena rilasciato.',
    },
    {
      action: 'startRefusal',
      daysAgo: 15,
      by: 'collab',
      to: 9,
      termDays: 10,
      message:
        "Manca il certificato di prevenzione incendi, necessario per un'officina di autoriparazione con superficie superiore a 300 mq: senza di esso la richiesta non può essere accolta.",
    },
    {
      action: 'submitObservations',
      daysAgo: 7,
      by: 'owner',
      to: 10,
      message:
        'I Vigili del fuoco hanno rilasciato il certificato di prevenzione incendi il giorno dopo il preavviso; l’ho trasmesso via PEC al SUAP insieme a queste osservazioni.',
    },
  ],
};
