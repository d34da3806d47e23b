import { asc } from 'drizzle-orm';
import { initiativeColumns } from '../../db/api-columns.js';
import type { Db } from '../../db/client.js';
import { initiatives, initiativeTypes } from '../../db/schema.js';

export type InitiativeTypeRow = typeof initiativeTypes.$inferSelect;
export type CatalogueInitiativeRow = Pick<
  typeof initiatives.$inferSelect,
  | 'initiativeId'
  | 'code'
  | 'typeInitiativeId'
  | 'descriptionIt'
  | 'descriptionEn'
  | 'activityIt'
  | 'activityEn'
  | 'areaIt'
  | 'areaEn'
>;

export interface InitiativeCatalogue {
  types: InitiativeTypeRow[];
  initiatives: CatalogueInitiativeRow[];
}

export function publicDocumentsRepository(db: Db) {
  return {
    /** The whole catalogue, types and initiatives in a stable order (by id, then by code). */
    async initiativeCatalogue(): Promise<InitiativeCatalogue> {
      const types = await db.select().from(initiativeTypes).orderBy(asc(initiativeTypes.typeInitiativeId));
      const rows = await db.select(initiativeColumns).from(initiatives).orderBy(asc(initiatives.code));
      return { types, initiatives: rows };
    },
  };
}

export type PublicDocumentsRepository = ReturnType<typeof publicDocumentsRepository>;
