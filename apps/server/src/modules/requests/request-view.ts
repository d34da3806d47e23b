import {
  formatDate,
  isDraftState,
  isLanguage,
  type Iniziative,
  type Language,
  type NotificationTypeId,
  type Request,
  type RequestStateId,
  type RoleId,
  type SuapType,
  STATES_WITH_CITIZEN_TERM,
} from '@suap/shared';
import type { RequestViewRow } from './requests.repository.js';

function initiativeView(row: NonNullable<RequestViewRow['initiative']>, lang: Language): Iniziative {
  const en = lang === 'en';
  return {
    iniziativeId: row.initiativeId,
    code: row.code,
    description: en ? row.descriptionEn : row.descriptionIt,
    descriptionIt: row.descriptionIt,
    descriptionEn: row.descriptionEn,
    activity: en ? row.activityEn : row.activityIt,
    activityIt: row.activityIt,
    activityEn: row.activityEn,
    area: en ? row.areaEn : row.areaIt,
    areaIt: row.areaIt,
    areaEn: row.areaEn,
    typeIniziativeId: row.typeInitiativeId,
  };
}

/**
 * SPEC §3 Request as the API sends it, for the front office and the back office alike. `lang` picks the
 * language of the initiative's plain description/activity/area (the It/En variants are always there).
 * Personal data dates are DD/MM/YYYY, as the citizen typed them, so a client can send the object back as is.
 */
export function toRequestView(row: RequestViewRow, lang: Language): Request {
  const { request } = row;
  const contact =
    request.notificationTypeId !== null && request.notificationAddress
      ? { typeId: request.notificationTypeId as NotificationTypeId, address: request.notificationAddress }
      : null;
  return {
    requestId: request.requestId,
    referenceCode: request.referenceCode,
    version: request.version,
    language: isLanguage(request.language) ? request.language : 'it',
    typeOfService: {
      typeOfServiceId: row.typeOfService.typeOfServiceId,
      nameIt: row.typeOfService.nameIt,
      nameEn: row.typeOfService.nameEn,
      descriptionIt: row.typeOfService.descriptionIt,
      descriptionEn: row.typeOfService.descriptionEn,
    },
    stateOfRequest: {
      stateOfRequestId: row.state.stateId as RequestStateId,
      descriptionIt: row.state.descriptionIt,
      descriptionEn: row.state.descriptionEn,
    },
    user: {
      userId: row.owner.userId,
      firstName: row.owner.firstName,
      lastName: row.owner.lastName,
      fiscalCode: row.owner.fiscalCode,
      profile: { profileId: row.owner.profileId as RoleId },
    },
    suap: row.suap && {
      suapId: row.suap.suapId,
      name: row.suap.name,
      pec: row.suap.pec,
      type: row.suap.type as SuapType,
      url: row.suap.url,
    },
    iniziative: row.initiative && initiativeView(row.initiative, lang),
    procedureNotification: contact,
    personalData: {
      firstName: request.firstName,
      lastName: request.lastName,
      fiscalCode: request.fiscalCode,
      dateOfBirth: request.dateOfBirth ? formatDate(request.dateOfBirth) : null,
      placeOfBirth: request.placeOfBirth,
      cityOfBirth: request.cityOfBirth,
      gender: request.gender === 'M' || request.gender === 'F' ? request.gender : null,
      email: request.email,
      legalRepresentative: request.legalRepresentative,
      companyName: request.companyName,
    },
    partitaIva: request.partitaIva,
    sentRequestDate: request.sentRequestDate,
    updatedOn: request.updatedOn,
    createdOn: request.createdOn,
    draftExpiresOn: isDraftState(request.stateId) ? request.draftExpiresOn : null,
    responsibleOperator: row.assignee && {
      userId: row.assignee.userId,
      firstName: row.assignee.firstName,
      lastName: row.assignee.lastName,
    },
    termDueOn: STATES_WITH_CITIZEN_TERM.includes(request.stateId as RequestStateId)
      ? request.termDueOn
      : null,
    termExpired: STATES_WITH_CITIZEN_TERM.includes(request.stateId as RequestStateId) && request.termExpired,
  };
}
