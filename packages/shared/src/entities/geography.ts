import { z } from 'zod';

/**
 * SPEC §3 address entities. Ids are the ISTAT codes read as numbers (region 12, province 58, municipality
 * 58091), so they stay stable across reseeds.
 */
export const RegionSchema = z.object({
  regionId: z.number().int(),
  name: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;

export const ProvinceSchema = z.object({
  provinceId: z.number().int(),
  name: z.string(),
  region: RegionSchema,
});
export type Province = z.infer<typeof ProvinceSchema>;

export const MunicipalitySchema = z.object({
  municipalityId: z.number().int(),
  name: z.string(),
  province: ProvinceSchema,
});
export type Municipality = z.infer<typeof MunicipalitySchema>;
