/**
 * The reply schemas that pages reach through `lazySchema`: this module, with zod, is a chunk of its own that
 * a page downloads only when it makes one of these calls (never before its first render).
 */
export {
  ActiveSessionListReplySchema,
  AttachmentListReplySchema,
  AttachmentReplySchema,
  EndSessionsReplySchema,
  InitiativeListReplySchema,
  MunicipalityListReplySchema,
  ProcedureReplySchema,
  ProvinceListReplySchema,
  PublicServiceMappingReplySchema,
  RegionListReplySchema,
  RequestDeleteReplySchema,
  RequestListReplySchema,
  RequestReplySchema,
  SsuCitizenStatusReplySchema,
  SuapListReplySchema,
} from '@suap/shared';
