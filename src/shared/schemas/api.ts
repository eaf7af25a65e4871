import * as z from 'zod/mini';

/** API.md: every failure is `{ message: 'Error', detail, fields? }`. */
export const ApiFailureSchema = z.object({
  message: z.literal('Error'),
  detail: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** GET /api/health: 200 ok, 503 unavailable (API.md part 2: not the failure body). */
export const HealthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
