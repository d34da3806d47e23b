import {
  apiPaths,
  GENERIC_ERROR,
  InitiativeListReplySchema,
  MunicipalityListQuerySchema,
  MunicipalityListReplySchema,
  ProvinceListQuerySchema,
  ProvinceListReplySchema,
  PublicServiceMappingReplySchema,
  RegionListQuerySchema,
  RegionListReplySchema,
  SuapListQuerySchema,
  SuapListReplySchema,
} from '@suap/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { ok, StatusReplySchema } from '../../lib/reply.js';
import { BadRequestReplySchema } from '../../lib/reply-schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import {
  InitiativeListRouteQuerySchema,
  MasterDataQuerySchema,
  MasterDataRouteReplySchema,
  PublicServiceMappingRouteQuerySchema,
} from './reference-data.schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { createReferenceDataService } from './reference-data.service.js';

const TAGS = ['reference data'];
// Visitors look for their SUAP on the support page before logging in: every reference call is public.
const PUBLIC = { access: 'public' } as const;

/** The options of a public read: its query, and its reply or a 400 naming the fields. */
const publicRead = <Query extends z.ZodType, Reply extends z.ZodType>(
  summary: string,
  querystring: Query,
  reply: Reply,
) => ({
  config: PUBLIC,
  schema: { tags: TAGS, summary, querystring, response: { 200: reply, 400: BadRequestReplySchema } },
});

/** SPEC §7 reference data: master data, initiatives, SUAP offices, places and the public-service mapping. */
const referenceDataRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createReferenceDataService(serviceDeps(app, config));

  app.get(
    apiPaths.reference.masterData,
    publicRead(
      'What the web app needs at start: configuration, languages, IPA code, limits',
      MasterDataQuerySchema,
      MasterDataRouteReplySchema,
    ),
    (request) => service.masterData(replyLanguage(request)),
  );

  app.get(
    apiPaths.reference.initiatives,
    publicRead(
      'Initiatives, paged; filter searches code, description, activity and area in the language',
      InitiativeListRouteQuerySchema,
      InitiativeListReplySchema,
    ),
    (request) => service.initiatives(request.query, replyLanguage(request)),
  );

  app.get(
    apiPaths.reference.suaps,
    publicRead(
      'SUAP offices, paged, by name; filter by text, type or served municipality',
      SuapListQuerySchema,
      SuapListReplySchema,
    ),
    (request) => service.suaps(request.query),
  );

  app.get(
    apiPaths.reference.regions,
    publicRead('Regions, or the region of provinceId', RegionListQuerySchema, RegionListReplySchema),
    (request) => service.regions(request.query.provinceId),
  );

  app.get(
    apiPaths.reference.provinces,
    publicRead('Provinces, or those of regionId', ProvinceListQuerySchema, ProvinceListReplySchema),
    (request) => service.provinces(request.query.regionId),
  );

  app.get(
    apiPaths.reference.municipalities,
    publicRead(
      'Municipalities of provinceId (all of Italy without it)',
      MunicipalityListQuerySchema,
      MunicipalityListReplySchema,
    ),
    (request) => service.municipalities(request.query.provinceId),
  );

  app.get(
    apiPaths.reference.publicServiceMapping,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'The EU public service an Italian service name maps to, for an administration',
        querystring: PublicServiceMappingRouteQuerySchema,
        response: {
          200: PublicServiceMappingReplySchema,
          400: BadRequestReplySchema,
          404: StatusReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { name, ipaCode } = request.query;
      const publicService = await service.publicService(name, ipaCode, replyLanguage(request));
      // SPEC §8: a service without a mapping for this administration is the generic error 999.
      if (!publicService) return reply.status(404).send(GENERIC_ERROR);
      return { ...ok('Public service found'), publicService };
    },
  );
};

export default referenceDataRoutes;
