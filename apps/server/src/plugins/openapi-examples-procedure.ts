import { LAST, ok, STARTED } from './openapi-example-values.js';

// The OpenAPI examples of the procedure's calls (issue 27), spread into EXAMPLES (openapi-examples.ts).

/** An operator of the back office (the seeded collaborator). */
const OPERATOR = { userId: 5, firstName: 'Marco', lastName: 'Blu' };

/** A sent request the responsible operator asked documents for (state 7), as staff see its procedure. */
const PROCEDURE = {
  requestId: 6,
  version: 5,
  stateId: 7,
  language: 'it',
  responsibleOperator: OPERATOR,
  termDueOn: '2025-03-31',
  termExpired: false,
  hasObservations: false,
  history: [
    {
      historyId: 1,
      at: STARTED,
      action: 'send',
      fromStateId: 1,
      toStateId: 3,
      actor: { kind: 'citizen', firstName: 'Mario', lastName: 'Rossi', profileId: 1 },
      message: null,
      assessment: null,
      dueOn: null,
      assignee: null,
    },
    {
      historyId: 2,
      at: LAST,
      action: 'requestIntegration',
      fromStateId: 6,
      toStateId: 7,
      actor: { kind: 'staff', firstName: 'Marco', lastName: 'Blu', profileId: 3 },
      message: 'Inviare la planimetria dei locali firmata da un tecnico abilitato.',
      assessment: null,
      dueOn: '2025-03-31',
      assignee: null,
    },
  ],
  staffActions: [],
  citizenActions: [],
  defaultIntegrationDueOn: null,
  maxIntegrationDueOn: null,
  refusalNoticeTermDays: 10,
  hasDecision: false,
};

export const PROCEDURE_EXAMPLES = {
  staffActionBody: {
    action: 'requestIntegration',
    version: 4,
    message: 'Inviare la planimetria dei locali firmata da un tecnico abilitato.',
    dueOn: '2025-03-31',
  },
  staffProcedure: {
    ...ok('Step requestIntegration recorded'),
    procedure: { ...PROCEDURE, staffActions: ['assign'] },
  },
  operators: { ...ok('1 operators'), operators: [OPERATOR] },
  notifications: {
    ...ok('Notifications'),
    notifications: [
      {
        notificationId: 101,
        event: 'requestSent',
        channel: 2,
        recipient: 'mario.rossi@pec.example.it',
        language: 'it',
        dueOn: null,
        status: 'sent',
        attempts: 1,
        createdAt: '2025-03-01T10:15:00.000Z',
        sentAt: '2025-03-01T10:15:04.000Z',
        nextAttemptAt: null,
        lastError: null,
      },
      {
        notificationId: 117,
        event: 'integrationRequested',
        channel: 2,
        recipient: 'mario.rossi@pec.example.it',
        language: 'it',
        dueOn: '2025-03-31',
        status: 'pending',
        attempts: 2,
        createdAt: '2025-03-10T09:00:00.000Z',
        sentAt: null,
        nextAttemptAt: '2025-03-10T09:01:30.000Z',
        lastError: '421 4.3.2 Service not available, closing transmission channel',
      },
    ],
  },
  citizenAnswerBody: { version: 5, message: 'Allego la planimetria firmata dal geometra Bianchi.' },
  citizenProcedure: {
    ...ok('Procedure'),
    procedure: {
      ...PROCEDURE,
      history: PROCEDURE.history.map((entry) =>
        entry.actor.kind === 'staff' ? { ...entry, actor: { ...entry.actor, profileId: null } } : entry,
      ),
      citizenActions: ['answerIntegration', 'withdraw'],
    },
  },
  citizenWithdrawBody: { version: 5 },
  /** The same request withdrawn by the citizen (issue 30): state 11, the term gone, nothing left to do. */
  citizenWithdrawnProcedure: {
    ...ok('Request withdrawn'),
    procedure: {
      ...PROCEDURE,
      version: 6,
      stateId: 11,
      termDueOn: null,
      history: [
        ...PROCEDURE.history.map((entry) =>
          entry.actor.kind === 'staff' ? { ...entry, actor: { ...entry.actor, profileId: null } } : entry,
        ),
        {
          historyId: 3,
          at: '2025-03-12T16:40:00.000Z',
          action: 'withdraw',
          fromStateId: 7,
          toStateId: 11,
          actor: { kind: 'citizen', firstName: 'Mario', lastName: 'Rossi', profileId: 1 },
          message: null,
          assessment: null,
          dueOn: null,
          assignee: null,
        },
      ],
      citizenActions: [],
    },
  },
};
