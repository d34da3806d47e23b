import { z } from 'zod';
import { LanguageSchema, RequestStateIdSchema } from '../enums.js';
import { InitiativeTypeSchema } from './initiative.js';

export const TypeOfServiceSchema = z.object({
  typeOfServiceId: z.number().int(),
  nameIt: z.string(),
  nameEn: z.string(),
  descriptionIt: z.string(),
  descriptionEn: z.string(),
});
export type TypeOfService = z.infer<typeof TypeOfServiceSchema>;

export const StateOfRequestSchema = z.object({
  stateOfRequestId: RequestStateIdSchema,
  descriptionIt: z.string(),
  descriptionEn: z.string(),
});
export type StateOfRequest = z.infer<typeof StateOfRequestSchema>;

/** The EU public service (Single Digital Gateway) an Italian service name maps to. */
export const PublicServiceSchema = z.object({
  euPublicServiceId: z.string(),
  name: z.string(),
  ipaCode: z.string(),
});
export type PublicService = z.infer<typeof PublicServiceSchema>;

export const ApplicationConfigurationSchema = z.object({
  typeOfServiceAnagList: z.array(TypeOfServiceSchema),
  stateOfRequestAnagList: z.array(StateOfRequestSchema),
  typeIniziativeList: z.array(InitiativeTypeSchema),
});
export type ApplicationConfiguration = z.infer<typeof ApplicationConfigurationSchema>;

/**
 * What the web app needs at start (SPEC §1, §3): configuration, languages (the first is the default), the
 * public-administration code, production mode, and the limits the user is told about (draft storage, session).
 */
export const MasterDataSchema = z.object({
  configuration: ApplicationConfigurationSchema,
  languages: z.array(LanguageSchema).min(1),
  ipaCode: z.string(),
  production: z.boolean(),
  draftStorageDays: z.number().int().min(1),
  sessionIdleMinutes: z.number().int().min(1),
});
export type MasterData = z.infer<typeof MasterDataSchema>;
