// Job alerts (issue 26, API.md part 2 "Job alerts"): requests, the alert dialog's form and every
// response. zod/mini, read only by code that loads on demand (the dialog, /alerts,
// /alerts/confirm).
import * as z from 'zod/mini';
import { ALERT_FREQUENCIES } from '../constants';
import { FACET_SEARCH_ERRORS } from '../texts/facet-search';
import { PAY_ERRORS } from '../texts/pay';
import { EmailSchema, OpaqueTokenSchema, optionalText } from './fields';

export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES, {
  error: `Choose one of ${ALERT_FREQUENCIES.join(', ')}`,
});

/** Tag names: a list, or a comma string (API.md accepts both); blanks dropped. */
const InterestsSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((v: string[] | string) =>
    (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean),
  ),
);

/**
 * Whole dollars a year (issue 28), as the list's `minPay`: a whole number 0 or more, or its
 * digits (at most 15, as the list's query string); null or '' is none.
 */
export const AlertMinPaySchema = z
  .union([z.number(), z.string(), z.null()], { error: PAY_ERRORS.minPay })
  .check(
    z.refine(
      (v) =>
        typeof v === 'number'
          ? Number.isSafeInteger(v) && v >= 0
          : v === null || /^(\d{1,15})?$/.test(v),
      { error: PAY_ERRORS.minPay },
    ),
  );

/**
 * A coaching-context facet's values (issue 29): a list or a comma string, as the list's query
 * has them; null or '' none. The values themselves (at most 30, each a known one) are the
 * server's checks, with /api/job/list's messages (400 fields['query.ageGroup'] ...).
 */
const FacetValuesSchema = z.optional(
  z.union([z.array(z.string()), z.string(), z.null()], {
    error: FACET_SEARCH_ERRORS.unknownValue,
  }),
);

/**
 * An alert's query: the filters of GET /api/job/list, the coaching-context facets included
 * (a loose object: other keys are ignored).
 */
export const AlertQuerySchema = z.looseObject({
  title: optionalText(200),
  orgtype: optionalText(200),
  location: optionalText(200),
  interests: z._default(InterestsSchema, []),
  minPay: z.optional(AlertMinPaySchema),
  sportType: FacetValuesSchema,
  ageGroup: FacetValuesSchema,
  gender: FacetValuesSchema,
  level: FacetValuesSchema,
  pay: FacetValuesSchema,
  days: FacetValuesSchema,
  times: FacetValuesSchema,
  state: FacetValuesSchema,
});
export type AlertQuery = z.input<typeof AlertQuerySchema>;

/** POST /api/alerts with a coach's bearer. */
export const AlertCreateRequestSchema = z.object({
  query: AlertQuerySchema,
  frequency: AlertFrequencySchema,
});
export type AlertCreateRequest = z.input<typeof AlertCreateRequestSchema>;

/** POST /api/alerts without a bearer: double opt-in by e-mail. */
export const VisitorAlertRequestSchema = z.object({
  email: EmailSchema,
  query: AlertQuerySchema,
  frequency: AlertFrequencySchema,
});
export type VisitorAlertRequest = z.input<typeof VisitorAlertRequestSchema>;

/** PUT /api/alerts/{id}. */
export const AlertUpdateRequestSchema = z.object({
  query: z.optional(AlertQuerySchema),
  frequency: z.optional(AlertFrequencySchema),
  paused: z.optional(z.boolean()),
});
export type AlertUpdateRequest = z.input<typeof AlertUpdateRequestSchema>;

/** POST /api/alerts/confirm. */
export const AlertConfirmRequestSchema = z.object({ token: OpaqueTokenSchema });

/** The alert dialog: the frequency, and for a visitor the e-mail. */
export const AlertFormSchema = z.object({ frequency: AlertFrequencySchema });
export const VisitorAlertFormSchema = z.object({
  email: EmailSchema,
  frequency: AlertFrequencySchema,
});

/** A query as the server gives it back (every filter may be left out). */
export const AlertQueryResponseSchema = z.looseObject({
  title: z.optional(z.string()),
  orgtype: z.optional(z.string()),
  location: z.optional(z.string()),
  interests: z.optional(z.array(z.string())),
  /** Whole dollars a year; left out when the alert has none. */
  minPay: z.optional(z.number()),
  /** The coaching-context facets' values (issue 29), each left out when the alert has none. */
  sportType: z.optional(z.array(z.string())),
  ageGroup: z.optional(z.array(z.string())),
  gender: z.optional(z.array(z.string())),
  level: z.optional(z.array(z.string())),
  pay: z.optional(z.array(z.string())),
  days: z.optional(z.array(z.string())),
  times: z.optional(z.array(z.string())),
  state: z.optional(z.array(z.string())),
});
export type AlertQueryResponse = z.infer<typeof AlertQueryResponseSchema>;

export const JobAlertSchema = z.object({
  id: z.number(),
  query: AlertQueryResponseSchema,
  frequency: AlertFrequencySchema,
  paused: z.boolean(),
  createdAt: z.string(),
  lastSentAt: z.nullable(z.string()),
});
export type JobAlert = z.infer<typeof JobAlertSchema>;

/** GET /api/alerts. */
export const AlertListResponseSchema = z.object({ list: z.array(JobAlertSchema) });

/** POST /api/alerts (coach): 201. */
export const AlertCreatedResponseSchema = z.object({ message: z.string(), id: z.number() });

/** GET /api/alerts/unsubscribe?token=. */
export const AlertUnsubscribeInfoResponseSchema = z.object({
  message: z.string(),
  query: AlertQueryResponseSchema,
  frequency: AlertFrequencySchema,
});
