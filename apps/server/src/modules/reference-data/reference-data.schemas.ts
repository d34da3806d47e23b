import {
  InitiativeListQuerySchema,
  LanguageSchema,
  MasterDataReplySchema,
  MasterDataSchema,
  PublicServiceMappingQuerySchema,
} from '@suap/shared';
import { z } from 'zod';

// `lang` is optional here (the contract defaults it to Italian) so that a call without it can follow the
// browser's Accept-Language header instead; replyLanguage() applies the default.
const langParam = { lang: LanguageSchema.optional() };

export const MasterDataQuerySchema = z.object(langParam);
export const InitiativeListRouteQuerySchema = InitiativeListQuerySchema.extend(langParam);
export const PublicServiceMappingRouteQuerySchema = PublicServiceMappingQuerySchema.extend(langParam);

/**
 * The master data plus the public base URL of the portal (canonical links, SPEC §2). The web reads it with the
 * same extension until the shared contract carries the field.
 */
export const MasterDataRouteReplySchema = MasterDataReplySchema.extend({
  masterData: MasterDataSchema.extend({ baseUrl: z.string() }),
});
export type MasterDataRouteReply = z.infer<typeof MasterDataRouteReplySchema>;
