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
import type { Config } from '../../config.js';
import { ok, StatusReplySchema } from '../../lib/reply.js';
import { BadRequestReplySchema } from '../auth/auth.schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import {
  InitiativeListRouteQuerySchema,
  MasterDataQuerySchema,
  MasterDataRouteReplySchema,
  PublicServiceMappingRouteQuerySchema,
} from './reference-data.schemas.js';
import { referenceDataService } from './reference-data.service.js';

const TAGS = ['reference data'];
// Visitors look for their SUAP on the support page before logging in: every reference call is public.
const PUBLIC = { access: 'public' } as const;

/** SPEC §7 reference data: master data, initiatives, SUAP offices, places and the public-service mapping. */
const referenceDataRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = referenceDataService(app.database.db, config);

  app.get(
    apiPaths.reference.masterData,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'What the web app needs at start: configuration, languages, IPA code, limits',
        querystring: MasterDataQuerySchema,
        response: { 200: MasterDataRouteReplySchema, 400: BadRequestReplySchema },
      },
    },
    (request) => service.masterData(replyLanguage(request)),
  );

  app.get(
    apiPaths.reference.initiatives,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Initiatives, paged; filter searches code, description, activity and area in the language',
        querystring: InitiativeListRouteQuerySchema,
        response: { 200: InitiativeListReplySchema, 400: BadRequestReplySchema },
      },
    },
    (request) => service.initiatives(request.query, replyLanguage(request)),
  );

  app.get(
    apiPaths.reference.suaps,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'SUAP offices, paged, by name; filter by text, type or served municipality',
        querystring: SuapListQuerySchema,
        response: { 200: SuapListReplySchema, 400: BadRequestReplySchema },
      },
    },
    (request) => service.suaps(request.query),
  );

  app.get(
    apiPaths.reference.regions,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Regions, or the region of provinceId',
        querystring: RegionListQuerySchema,
        response: { 200: RegionListReplySchema, 400: BadRequestReplySchema },
      },
    },
    (request) => service.regions(request.query.provinceId),
  );

  app.get(
    apiPaths.reference.provinces,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Provinces, or those of regionId',
        querystring: ProvinceListQuerySchema,
        response: { 200: ProvinceListReplySchema, 400: BadRequestReplySchema },
      },
    },
    (request) => service.provinces(request.query.regionId),
  );

  app.get(
    apiPaths.reference.municipalities,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Municipalities of provinceId (all of Italy without it)',
        querystring: MunicipalityListQuerySchema,
        response: { 200: MunicipalityListReplySchema, 400: BadRequestReplySchema },
      },
    },
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
