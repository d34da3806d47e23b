import { publicServiceMappings } from '../schema.js';
import { STARTUP_SERVICE_NAME_IT, TYPE_OF_SERVICE_ROWS } from './lookups.js';
import { insertMissing, type Executor } from './sql-helpers.js';

/**
 * The EU public-service object of the startup service for the configured administration (SPEC §7
 * public-service/mapping): how the service is described to the Single Digital Gateway, whose Annex II
 * lists "notification of business activity, permission for exercising a business activity, changes of
 * business activity and the termination of a business activity" among the procedures to offer online.
 */
export function startupPublicService(ipaCode: string): Record<string, unknown> {
  const [startup] = TYPE_OF_SERVICE_ROWS;
  return {
    id: `${ipaCode}-suap-startup`,
    identifier: `urn:it:${ipaCode}:public-service:suap-startup`,
    name: { it: startup.nameIt, en: startup.nameEn },
    description: { it: startup.descriptionIt, en: startup.descriptionEn },
    language: ['it', 'en'],
    typeOfServiceId: startup.typeOfServiceId,
    competentAuthority: {
      ipaCode,
      name: { it: 'Sportello Unico per le Attività Produttive', en: 'One-stop shop for business activities' },
    },
    sdgProcedure: {
      it: "Notifica dell'attività d'impresa, autorizzazione all'esercizio, modifica e cessazione dell'attività",
      en: 'Notification of business activity, permission for exercising a business activity, changes of business activity and the termination of a business activity',
    },
    channel: 'online',
  };
}

export async function seedPublicServiceMapping(db: Executor, ipaCode: string): Promise<void> {
  await insertMissing(db, publicServiceMappings, [
    { nameIt: STARTUP_SERVICE_NAME_IT, ipaCode, publicService: startupPublicService(ipaCode) },
  ]);
}
