import {
  apiPaths,
  CheckLegalRepReplySchema,
  STARTUP_SERVICE_TYPE_ID,
  type Language,
  type MasterData,
} from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { fetchPublicServiceMapping } from '../../../../lib/api/reference-data';

export type LegalRepOutcome = 'ok' | 'not-representative' | 'check-failed';

/**
 * SPEC §5/§7: is the person a legal representative of the company? The EU public service id comes from the
 * mapping of the startup service's Italian name for the portal's administration (ipaCode of the master data);
 * the check passes only when esito is OK.
 */
export async function checkLegalRepresentative(
  personFiscalCode: string,
  vatNumber: string,
  masterData: MasterData,
  lang: Language,
): Promise<LegalRepOutcome> {
  const service = masterData.configuration.typeOfServiceAnagList.find(
    (type) => type.typeOfServiceId === STARTUP_SERVICE_TYPE_ID,
  );
  if (!service) return 'check-failed';
  try {
    const { publicService } = await fetchPublicServiceMapping(service.nameIt, masterData.ipaCode, lang);
    const reply = await apiRequest({
      path: apiPaths.checks.legalRepresentative,
      query: {
        cfPersona: personFiscalCode,
        cfImpresa: vatNumber,
        euPublicServiceId: publicService.euPublicServiceId,
        ipaCode: masterData.ipaCode,
      },
      schema: CheckLegalRepReplySchema,
    });
    return reply.esito === 'OK' ? 'ok' : 'not-representative';
  } catch {
    return 'check-failed';
  }
}
