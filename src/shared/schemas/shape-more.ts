// The shape builders only lazily loaded schemas use (applications, organisations, the applied
// check), beside the ones of ./shape.ts that a first visit reads. Import `* as s` from here to
// have both. A file of its own because ./shape.ts is in every first visit's entry, which would
// then carry these too (decision 008 says why; the cost is in docs/benchmarks.md).
import { type Fields, type Flat, fail, type ObjectShape, object, shape } from './shape';

export * from './shape';

export const enumOf = <const V extends readonly string[]>(values: V) =>
  shape<V[number]>((value, path) =>
    values.includes(value as string)
      ? (value as V[number])
      : fail(path, `Expected one of ${values.join(', ')}`),
  );

/** `base`'s keys plus (or replaced by) `more`'s, like z.extend. */
export const extend = <F extends Fields, M extends Fields>(base: ObjectShape<F>, more: M) =>
  object({ ...base.fields, ...more } as Flat<Omit<F, keyof M> & M>);
