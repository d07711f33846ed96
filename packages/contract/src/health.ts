import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/` when the database does not answer (HTTP 503). */
export const healthErrorResponseSchema = z.object({
  status: z.literal('error'),
  database: z.enum(['sqlite', 'postgres']),
  detail: z.string(),
});
export type HealthErrorResponse = z.infer<typeof healthErrorResponseSchema>;
