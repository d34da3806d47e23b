import { initiatives, suap } from './schema.js';

/** The SUAP fields the API returns (not the long search text). */
export const suapColumns = {
  suapId: suap.suapId,
  name: suap.name,
  pec: suap.pec,
  type: suap.type,
  url: suap.url,
};

/** The initiative fields the API and the catalogue PDF show (not the long search texts). */
export const initiativeColumns = {
  initiativeId: initiatives.initiativeId,
  code: initiatives.code,
  descriptionIt: initiatives.descriptionIt,
  descriptionEn: initiatives.descriptionEn,
  activityIt: initiatives.activityIt,
  activityEn: initiatives.activityEn,
  areaIt: initiatives.areaIt,
  areaEn: initiatives.areaEn,
  typeInitiativeId: initiatives.typeInitiativeId,
};
