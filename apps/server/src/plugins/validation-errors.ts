import { VALIDATION_CODES } from '@suap/shared';

/**
 * Stable rule names of the `errors[]` of a 400: the contract's VALIDATION_CODES, plus `unknown` (a field the
 * API does not take) and the service checks (`exists`, `type`, `own`, `unique`, `last-admin`). Never a zod code.
 */
const RULES = new Set<string>([...VALIDATION_CODES, 'unknown']);

/** One zod issue as fastify-type-provider-zod hands it to the error handler. */
export interface ZodValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

export interface ValidationEntry {
  field: string;
  rule: string;
  params: { min?: number | string; max?: number | string };
}

const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** Our rule name for an issue the contract did not label (zod's own message, e.g. a wrong type). */
function ruleOf(issue: ZodValidationIssue): string {
  if (issue.message && RULES.has(issue.message)) return issue.message;
  const origin = issue.params?.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined|received null/.test(issue.message ?? '') ? 'required' : 'invalid';
    case 'too_small':
      return origin === 'string' ? 'minlength' : 'min';
    case 'too_big':
      return origin === 'string' ? 'maxlength' : 'max';
    case 'invalid_format':
      return 'pattern';
    case 'unrecognized_keys':
      return 'unknown';
    default:
      return 'invalid';
  }
}

/**
 * The field errors of a failed validation: `field` is the part ('body', 'querystring', 'params', 'headers')
 * and the path, e.g. 'body.personalData.email'; an unrecognized_keys issue gives one entry per unknown key.
 */
export function validationErrors(part: string, issues: readonly ZodValidationIssue[]): ValidationEntry[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const base = path ? `${part}.${path}` : part;
    const rule = ruleOf(issue);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      return (issue.params.keys as unknown[]).map((key) => ({
        field: `${base}.${String(key)}`,
        rule: 'unknown',
        params: {},
      }));
    }
    const params: ValidationEntry['params'] = {};
    if (rule === 'min' || rule === 'minlength') params.min = bound(issue.params?.minimum);
    if (rule === 'max' || rule === 'maxlength') params.max = bound(issue.params?.maximum);
    return [{ field: base, rule, params }];
  });
}
