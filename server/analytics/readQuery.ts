import { z } from 'zod';
import { takesQuery } from '../http/router';

/** The most a read lists. */
export const READ_MAX = 500;

/**
 * The query of the developers' analytics reads (the test read and the
 * operator read): `limit`, 1 to READ_MAX, READ_MAX when absent. Only
 * developers call them, so the schema lives here, not in the protocol.
 */
export const analyticsReadQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, `must be a whole number from 1 to ${READ_MAX}`)
    .optional()
    .transform((text) => (text === undefined ? READ_MAX : Number(text)))
    .pipe(z.number().max(READ_MAX, `must be a whole number from 1 to ${READ_MAX}`)),
});

/** How both reads are declared in the route table. */
export const ANALYTICS_READ_INPUT = takesQuery(analyticsReadQuerySchema);
