import { initiatives, initiativeTypes } from '../schema.js';
import { toSearchText } from '../search-text.js';
import { INITIATIVE_TYPES, INITIATIVES, type InitiativeEntry } from './initiatives-catalogue.js';
import { insertMissing, syncIdentity, type Executor } from './sql-helpers.js';

// One search text per language: an English search must not match Italian words, and vice versa.
export function initiativeRow(entry: InitiativeEntry): typeof initiatives.$inferInsert {
  return {
    ...entry,
    searchTextIt: toSearchText(entry.code, entry.descriptionIt, entry.activityIt, entry.areaIt),
    searchTextEn: toSearchText(entry.code, entry.descriptionEn, entry.activityEn, entry.areaEn),
  };
}

export async function seedInitiatives(db: Executor): Promise<void> {
  await insertMissing(db, initiativeTypes, INITIATIVE_TYPES);
  await insertMissing(db, initiatives, INITIATIVES.map(initiativeRow));
  await syncIdentity(db, 'initiatives', 'initiative_id');
}
