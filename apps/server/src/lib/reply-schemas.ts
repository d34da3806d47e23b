import { LanguageSchema, ResponseStatusSchema } from '@suap/shared';
import { z } from 'zod';

/** Reply and query schemas every module's routes share (not tied to any one module). */

export const LangQuerySchema = z.object({ lang: LanguageSchema.optional() });

/** A 400: either a rule of this call, or the error handler's validation reply naming each field. */
export const BadRequestReplySchema = ResponseStatusSchema.extend({
  errors: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
});
