// Change e-mail and sessions (issue 31 = API.md part 2 "Privacy and account control (issue 19)"):
// POST /api/user/change_email's request and the answers of it, of validateUserToken's
// 'Change Email' scope and of GET/DELETE /api/user/sessions; GET /api/site/operator's answer.
// zod/mini, read only by /account and /privacy (loaded on demand).
import * as z from 'zod/mini';
import { ACCOUNT_CONTROL_MESSAGES as MSG } from '../texts/account-control';
import { CurrentPasswordSchema, EmailSchema } from './fields';

export const ChangeEmailRequestSchema = z.object({
  password: CurrentPasswordSchema,
  newEmail: EmailSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const ChangeEmailResponseSchema = z.object({ message: z.literal(MSG.changeEmailSent) });
export const EmailChangedResponseSchema = z.object({ message: z.literal(MSG.emailChanged) });

export const SessionSchema = z.object({
  /** The session's id (its refresh-token family): the {id} of DELETE /api/user/sessions/{id}. */
  id: z.string(),
  /** ISO 8601 (UTC) of the sign-in. */
  createdAt: z.string(),
  /** ISO 8601 (UTC) of the last refresh (or the sign-in). */
  lastUsedAt: z.string(),
  /** The browser and OS in words ("Chrome on Android"), or "Unknown device". */
  device: z.string(),
  /** The caller's own session ("This device"). */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsResponseSchema = z.object({ list: z.array(SessionSchema) });
export const SessionEndedResponseSchema = z.object({ message: z.literal(MSG.sessionEnded) });
export const SessionsEndedResponseSchema = z.object({ message: z.literal(MSG.sessionsEnded) });

/** GET /api/site/operator: who runs this Touchline (OPERATOR_NAME, OPERATOR_EMAIL). */
export const OperatorResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** RETENTION_DAYS: what the privacy notice says of files kept. */
  retentionDays: z.number(),
});
export type Operator = z.infer<typeof OperatorResponseSchema>;
