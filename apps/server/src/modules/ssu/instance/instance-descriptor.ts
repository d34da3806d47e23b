import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { initiatives, requests, suap, suapMunicipalities } from '../../../db/schema.js';
import type { InstanceDescriptor, InstanceIndexEntry } from '../ssu-schemas.js';
import { REQUEST_RESOURCE_ID, type InstanceDocument } from './instances.repository.js';

/** What the descriptor says of a request besides its documents. */
export interface InstanceFacts {
  /** ISTAT code of the municipality the request is presented in. */
  municipalityId: number;
  legalPerson: string | null;
  /** The initiative's code: the use case the request starts. */
  useCaseCode: string;
  suapName: string;
}

/** The competent administration's entry in the catalogue: the portal's IPA code and the SUAP office. */
export interface CompetentOffice {
  ipaCode: string;
  officeCode: string;
  officeVersion: string;
}

/**
 * The facts of a sent request. The municipality is the one the SUAP serves with the lowest ISTAT code: a request
 * is filed with a SUAP, not a municipality, and an associated SUAP answers for all of its own.
 */
export async function readInstanceFacts(
  executor: Executor,
  requestId: number,
): Promise<InstanceFacts | undefined> {
  const rows = await executor.execute<{
    municipality_id: number | null;
    partita_iva: string | null;
    code: string | null;
    suap_name: string | null;
  }>(sql`
    select (select min(m.municipality_id) from ${suapMunicipalities} as m where m.suap_id = r.suap_id)
             as municipality_id,
           r.partita_iva, i.code, s.name as suap_name
      from ${requests} as r
      left join ${initiatives} as i on i.initiative_id = r.initiative_id
      left join ${suap} as s on s.suap_id = r.suap_id
     where r.request_id = ${requestId}`);
  const row = rows.rows[0];
  if (!row || row.municipality_id === null || row.code === null || row.suap_name === null) return undefined;
  return {
    municipalityId: row.municipality_id,
    legalPerson: row.partita_iva,
    useCaseCode: row.code,
    suapName: row.suap_name,
  };
}

const USE_CASE_VERSION = '01.00.00';

/**
 * The instance descriptor the catalogue is asked a CUI for (instance-descriptor-schema): one use case, the
 * initiative, whose instance is the request's receipt and whose attachments are the documents handed in with it.
 * Hashes are SHA-256 in hex, as stored at upload.
 */
export function buildDescriptor(
  facts: InstanceFacts,
  documents: InstanceDocument[],
  office: CompetentOffice,
): InstanceDescriptor {
  const receipt = documents.find((document) => document.resourceId === REQUEST_RESOURCE_ID);
  if (!receipt) throw new Error('the instance has no receipt');
  const attachments = documents.filter((document) => document.resourceId !== REQUEST_RESOURCE_ID);
  return {
    version: 1,
    municipality: String(facts.municipalityId).padStart(6, '0'),
    ...(facts.legalPerson ? { legal_person: facts.legalPerson } : {}),
    usecase_proceedings: [
      {
        code: facts.useCaseCode,
        version: USE_CASE_VERSION,
        competent_administration: {
          ipacode: office.ipaCode,
          officecode: office.officeCode,
          version: office.officeVersion,
          description: facts.suapName,
        },
        instance: {
          ref: receipt.resourceId,
          filename: receipt.fileName,
          hash: receipt.sha256,
          alg_hash: 'S256',
        },
        attachments: attachments.map((document) => ({
          ref: document.resourceId,
          filename: document.fileName,
          hash: document.sha256,
          alg_hash: 'S256' as const,
          mime_type: document.contentType,
        })),
      },
    ],
  };
}

/** The instance index (instance-index-schema): every document, under the use case, by resource id. */
export function buildIndex(useCaseCode: string, documents: InstanceDocument[]): InstanceIndexEntry[] {
  return documents.map((document) => ({
    code: useCaseCode,
    ref: document.resourceId,
    resource_id: document.resourceId,
    hash: document.sha256,
    alg_hash: 'S256',
  }));
}
