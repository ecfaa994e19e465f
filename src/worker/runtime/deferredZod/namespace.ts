import { z as eager } from 'zod/v4';
import { deferredFactory } from './standIn';

/**
 * zod's exports, with the factories the site calls at module level deferred
 * (standIn.ts): these names shadow the same names of the star export. Any
 * factory not named here stays zod's own, eager, which is always correct.
 */
export * from 'zod/v4';

export const object = deferredFactory(eager.object);
export const strictObject = deferredFactory(eager.strictObject);
export const looseObject = deferredFactory(eager.looseObject);
export const string = deferredFactory(eager.string);
export const number = deferredFactory(eager.number);
export const int = deferredFactory(eager.int);
export const boolean = deferredFactory(eager.boolean);
const nullSchema = deferredFactory(eager.null);
export { nullSchema as null };
export const unknown = deferredFactory(eager.unknown);
export const literal = deferredFactory(eager.literal);
const enumSchema = deferredFactory(eager.enum);
export { enumSchema as enum };
export const array = deferredFactory(eager.array);
export const tuple = deferredFactory(eager.tuple);
export const record = deferredFactory(eager.record);
export const partialRecord = deferredFactory(eager.partialRecord);
export const union = deferredFactory(eager.union);
export const discriminatedUnion = deferredFactory(eager.discriminatedUnion);
export const email = deferredFactory(eager.email);
export const url = deferredFactory(eager.url);
const instanceOf = deferredFactory(eager.instanceof);
export { instanceOf as instanceof };
export const coerce: typeof eager.coerce = {
  ...eager.coerce,
  number: deferredFactory(eager.coerce.number),
  string: deferredFactory(eager.coerce.string),
  boolean: deferredFactory(eager.coerce.boolean),
};
