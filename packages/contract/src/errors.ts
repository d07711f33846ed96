import { z } from 'zod';

/** General error body (DESIGN.md section 3): `{"detail": "...", "code": "..."}`. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Field errors: `{"field": ["message", ...]}`, with form-level ones under `non_field_errors`.
 */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into the field-error body shared by the server and the forms. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
