import { z } from 'zod';
import { SsuError } from './ssu-errors.js';

/**
 * The messages of the SSU e-services the front office reads and writes, as zod schemas of the AgID OpenAPI files
 * (fo_to_bo.yaml, bo_to_fo.yaml, catalogo-ssu_to_fo.yaml) and JSON schemas. Tests validate what the portal sends
 * and answers against the AgID files themselves (ssu-contract.test.ts). Unknown members are let through, as the
 * AgID schemas do (none declares additionalProperties false on these objects).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const uuid = z.string().uuid();

/**
 * The CUI. The AgID schema requires `progressive` and describes `progressivo` (a slip in the schema): the portal
 * reads either and writes both, so its CUIs pass whichever a counterpart checks.
 */
export const CuiSchema = z
  .object({
    context: z.string().min(1),
    data: isoDate,
    progressive: z.string().min(1),
    progressivo: z.string().min(1).optional(),
    uuid,
  })
  .passthrough();
export type Cui = z.infer<typeof CuiSchema>;

export const HashAlgorithmSchema = z.enum(['S256', 'S384', 'S512']);

/**
 * A resource the back office names, which the portal puts in the path of its document e-service: no control
 * characters, and not `.` or `..`, which a URL would resolve to another path.
 */
const ResourceIdSchema = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (id) => id !== '.' && id !== '..' && ![...id].some((char) => char < ' ' || char === '\u007f'),
    'a resource id without control characters, not . or ..',
  );

const HashedRefSchema = z.object({
  ref: z.string().min(1),
  filename: z.string().min(1).optional(),
  hash: z.string().min(1),
  alg_hash: HashAlgorithmSchema,
});

export const AdministrationSchema = z.object({
  ipacode: z.string().min(1),
  officecode: z.string().min(1),
  version: z.string().regex(/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/),
  description: z.string(),
});

export const InstanceDescriptorSchema = z
  .object({
    version: z.number().int(),
    cui: CuiSchema.optional(),
    municipality: z.string().regex(/^[0-9]{6}$/),
    legal_person: z.string().optional(),
    usecase_proceedings: z
      .array(
        z
          .object({
            code: z.string().min(1),
            version: z.string().min(1),
            competent_administration: AdministrationSchema,
            instance: HashedRefSchema.passthrough(),
            attachments: z.array(HashedRefSchema.extend({ mime_type: z.string() })).optional(),
          })
          .passthrough(),
      )
      .min(1),
  })
  .passthrough();
export type InstanceDescriptor = z.infer<typeof InstanceDescriptorSchema>;

export const InstanceIndexEntrySchema = z.object({
  code: z.string().min(1),
  ref: z.string().min(1),
  resource_id: z.string().min(1),
  hash: z.string().min(1),
  alg_hash: HashAlgorithmSchema,
});
export type InstanceIndexEntry = z.infer<typeof InstanceIndexEntrySchema>;

export const SsuErrorSchema = z.object({ code: z.string(), message: z.string() });

export const AuditResponseSchema = z.object({
  type: z.enum(['ok', 'out_of_flow', 'expected_time_exceeded']),
  message: z.string().optional(),
});

// What the back office sends the front office (fo_to_bo.yaml).

const withCui = { cui: CuiSchema, instance_descriptor_version: z.string() };

export const NOTIFY_EVENTS = [
  'end_by_instance_refused',
  'end_by_proceeding_time_expired',
  'end_by_integration_times_expired',
  'end_by_submitter_cancel_requested',
  'cdss_convened',
  'end_by_suspension_requested',
  'end_by_conformation_requested',
  'end_by_positive_outcome',
  'end_by_negative_outcome',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/**
 * `notify`: the event is read as a string first, so an unknown one is ERROR_500_004 (invalid event) as the test
 * cases ask, not a malformed body.
 */
export const NotifyBodySchema = z
  .object({
    ...withCui,
    event: z.string().min(1),
    resource_id: ResourceIdSchema.optional(),
    hash: z.string().min(1).max(200).optional(),
    alg_hash: HashAlgorithmSchema.optional(),
  })
  .passthrough();

export const RequestIntegrationBodySchema = z
  .object({
    ...withCui,
    integration_list: z.array(
      z
        .object({
          code: z.string().min(1),
          ref: z.string().min(1),
          integration_request: z.array(
            z
              .object({
                request: z.string().optional(),
                requester_administration: AdministrationSchema.optional(),
              })
              .passthrough(),
          ),
        })
        .passthrough(),
    ),
    // No member of an item is required by the OpenAPI file: an item without a resource names nothing to fetch.
    integration_document_list: z
      .array(
        z
          .object({
            requester_administration: AdministrationSchema.optional(),
            resource_id: ResourceIdSchema.optional(),
            hash: z.string().min(1).max(200).optional(),
            alg_hash: HashAlgorithmSchema.optional(),
          })
          .passthrough(),
      )
      .max(50)
      .optional(),
  })
  .passthrough();

export const RequestCorrectionBodySchema = z
  .object({
    ...withCui,
    correction_list: z.array(
      z
        .object({
          code: z.string().min(1),
          ref: z.string().min(1),
          // The OpenAPI requires `correction_requested` and describes `correction_request`: either carries the text.
          correction_requested: z.unknown(),
          correction_request: z.string().optional(),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export const FO_RETRY_OPERATIONS = ['send_instance', 'notify_receipt', 'cancel_instance'] as const;

export const RetryBodySchema = z
  .object({
    cui: CuiSchema,
    operation: z.enum(FO_RETRY_OPERATIONS),
    error: SsuErrorSchema.optional(),
  })
  .passthrough();

/** A body read with one of these schemas; one that does not fit is the specification's ERROR_400_001. */
export function parseSsuBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SsuError('ERROR_400_001', parsed.error.message.slice(0, 500));
  return parsed.data;
}
