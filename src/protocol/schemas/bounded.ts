import { z } from 'zod';
import { INT4, LEG_COEF_MAX, MONEY_MAX, TOTAL_COEF_MAX } from '../constants/inputBounds';

/**
 * Number and id schemas with declared ranges, for every request schema: a
 * value a column cannot hold, Infinity, or 1e308 is a schema error (a typed
 * 400) before a handler runs or anything is written. Ranges are in
 * src/protocol/constants/inputBounds.ts.
 */

/** Any integer a PostgreSQL integer column holds. */
export const int4 = (): z.ZodNumber => z.number().int().min(INT4.min).max(INT4.max);

/** A row id (serial): 1 to the int4 maximum. */
export const rowId = (): z.ZodNumber => z.number().int().positive().max(INT4.max);

/** A row id as a query value: digits only, 1 to the int4 maximum. */
export const queryRowId = () =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be the digits of an id')
    .transform(Number)
    .pipe(z.number().max(INT4.max, 'is beyond the largest id'));

/** Money in minor units, 0 to what an account can hold. */
export const minorUnits = (): z.ZodNumber => z.number().int().nonnegative().max(MONEY_MAX);

/** A finite number within [min, max]. */
export const boundedNumber = (min: number, max: number): z.ZodNumber => z.number().finite().min(min).max(max);

/** A leg's decimal coefficient: above 1, at most LEG_COEF_MAX. */
export const legCoef = (): z.ZodNumber => z.number().finite().gt(1).max(LEG_COEF_MAX);

/** A coupon's whole coefficient (a product of legs): above 1, at most TOTAL_COEF_MAX. */
export const totalCoef = (): z.ZodNumber => z.number().finite().gt(1).max(TOTAL_COEF_MAX);

/** A client-made id string: 1 to `max` characters. */
export const idText = (max: number): z.ZodString => z.string().min(1).max(max);
