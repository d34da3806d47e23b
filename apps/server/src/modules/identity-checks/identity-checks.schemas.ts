import { FiscalCodeCheckSchema } from '@suap/shared';
import { BadRequestReplySchema } from '../../lib/reply-schemas.js';

/** A 400 of the fiscal-code check: the check result with valido false, or a validation error of the body. */
export const CheckFailedReplySchema = BadRequestReplySchema.extend(FiscalCodeCheckSchema.partial().shape);
