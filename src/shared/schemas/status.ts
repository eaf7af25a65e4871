import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from '../constants';

/** An application's status, for the requests and forms that carry one (zod/mini). */
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
