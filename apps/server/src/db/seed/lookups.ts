import { notificationTypes, profiles, requestStates, typesOfService } from '../schema.js';
import { insertMissing, type Executor } from './sql-helpers.js';

// Fixed ids of SPEC §3/§4: other code refers to them by number (profile 1, state 3, notification type 2 ...).

export const PROFILE_ROWS = [
  {
    profileId: 1,
    code: 'FRONT_OFFICE',
    descriptionIt: 'Cittadino o impresa',
    descriptionEn: 'Citizen or business',
  },
  { profileId: 2, code: 'BO_ADMIN', descriptionIt: 'Amministratore', descriptionEn: 'Administrator' },
  { profileId: 3, code: 'BO_COLLAB', descriptionIt: 'Collaboratore', descriptionEn: 'Collaborator' },
  {
    profileId: 99,
    code: 'BACK_OFFICE',
    descriptionIt: 'Operatore di back office',
    descriptionEn: 'Back-office operator',
  },
] as const;

export const REQUEST_STATE_ROWS = [
  { stateId: 1, code: 'IN_BOZZA', descriptionIt: 'Bozza', descriptionEn: 'Draft' },
  { stateId: 2, code: 'ELIMINATA', descriptionIt: 'Eliminata', descriptionEn: 'Deleted' },
  { stateId: 3, code: 'INVIATA', descriptionIt: 'Inviata', descriptionEn: 'Sent' },
  { stateId: 4, code: 'ACCETTATA', descriptionIt: 'Accettata', descriptionEn: 'Accepted' },
  { stateId: 5, code: 'RIFIUTATA', descriptionIt: 'Rifiutata', descriptionEn: 'Rejected' },
  { stateId: 6, code: 'IN_ISTRUTTORIA', descriptionIt: 'In istruttoria', descriptionEn: 'In review' },
  {
    stateId: 7,
    code: 'INTEGRAZIONE_RICHIESTA',
    descriptionIt: 'Integrazione richiesta',
    descriptionEn: 'Integration requested',
  },
  {
    stateId: 8,
    code: 'INTEGRAZIONE_RICEVUTA',
    descriptionIt: 'Integrazione ricevuta',
    descriptionEn: 'Integration received',
  },
  {
    stateId: 9,
    code: 'PREAVVISO_DI_RIGETTO',
    descriptionIt: 'Preavviso di rigetto',
    descriptionEn: 'Notice of reasons for refusal',
  },
  {
    stateId: 10,
    code: 'OSSERVAZIONI_RICEVUTE',
    descriptionIt: 'Osservazioni ricevute',
    descriptionEn: 'Observations received',
  },
  { stateId: 11, code: 'RITIRATA', descriptionIt: 'Ritirata', descriptionEn: 'Withdrawn' },
] as const;

export const NOTIFICATION_TYPE_ROWS = [
  { notificationTypeId: 1, code: 'EMAIL', descriptionIt: 'Posta elettronica', descriptionEn: 'Email' },
  {
    notificationTypeId: 2,
    code: 'PEC',
    descriptionIt: 'Posta elettronica certificata (PEC)',
    descriptionEn: 'Certified email (PEC)',
  },
] as const;

/** Italian name of the startup service: also the key of its public-service mapping (SPEC §7). */
export const STARTUP_SERVICE_NAME_IT = "Avvio di un'attività d'impresa";

export const TYPE_OF_SERVICE_ROWS = [
  {
    typeOfServiceId: 1,
    code: 'STARTUP',
    nameIt: STARTUP_SERVICE_NAME_IT,
    nameEn: 'Starting a business activity',
    descriptionIt:
      "Segnalazioni, comunicazioni e domande allo Sportello Unico per le Attività Produttive per avviare, modificare o cessare un'attività d'impresa.",
    descriptionEn:
      'Notifications, communications and applications to the one-stop shop for business activities (SUAP) to start, change or close a business activity.',
  },
] as const;

export async function seedLookups(db: Executor): Promise<void> {
  await insertMissing(db, profiles, PROFILE_ROWS);
  await insertMissing(db, requestStates, REQUEST_STATE_ROWS);
  await insertMissing(db, notificationTypes, NOTIFICATION_TYPE_ROWS);
  await insertMissing(db, typesOfService, TYPE_OF_SERVICE_ROWS);
}
