import { z } from 'zod';

/**
 * `GET /api/health/` when the database answers (HTTP 200). `degraded`: it answers reads but
 * cannot take writes (its storage is full), and `detail` says so.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  detail: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/` when the database does not answer (HTTP 503). */
export const healthErrorResponseSchema = z.object({
  status: z.literal('error'),
  database: z.enum(['sqlite', 'postgres']),
  detail: z.string(),
});
export type HealthErrorResponse = z.infer<typeof healthErrorResponseSchema>;
