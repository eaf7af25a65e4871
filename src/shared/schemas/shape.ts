// Shape checks for the API responses a first visit reads (jobs, lookups): the subset of zod/mini
// they need (object, array, string, number, boolean, optional, a minimum length) in a few hundred
// bytes, so the landing, job search and job details pages carry no zod at all (decision 008; what
// zod/mini cost: docs/benchmarks.md). Same surface as a zod schema for the callers: `parse`
// throws, `safeParse` gives {success, data} or {success: false, error.issues} with the path of
// the first mismatch. Objects keep only their declared keys, like z.object. Forms and requests
// keep zod/mini (their messages and transforms live there).
//
// Why nullable, enumOf and extend are in ./shape-more.ts, not here: a module's code goes into one
// chunk, and this one is in every first visit's entry, so those three (which only lazily loaded
// schemas use) would be carried by every first visit (decision 008; the cost: docs/benchmarks.md,
// "Figures behind the code's comments").

export type ShapeIssue = { path: PropertyKey[]; message: string };

export class ShapeError extends Error {
  readonly issues: ShapeIssue[];
  constructor(issue: ShapeIssue) {
    super(`${issue.message}${issue.path.length ? ` at ${issue.path.join('.')}` : ''}`);
    this.name = 'ShapeError';
    this.issues = [issue];
  }
}

export type ShapeResult<T> = { success: true; data: T } | { success: false; error: ShapeError };

export type Shape<T, Optional extends boolean = false> = {
  /** Checks `value` found at `path`; returns the checked copy or throws ShapeError. */
  readonly run: (value: unknown, path: PropertyKey[]) => T;
  readonly parse: (value: unknown) => T;
  readonly safeParse: (value: unknown) => ShapeResult<T>;
  /** Type-level only: an optional object key. */
  readonly optional?: Optional;
};

// biome-ignore lint/suspicious/noExplicitAny: any Shape, whatever it checks
type AnyShape = Shape<any, boolean>;
export type Fields = Record<string, AnyShape>;
export type Infer<S> = S extends Shape<infer T, boolean> ? T : never;
export type Flat<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<F extends Fields> = Flat<
  { [K in keyof F as F[K] extends Shape<unknown, true> ? never : K]: Infer<F[K]> } & {
    [K in keyof F as F[K] extends Shape<unknown, true> ? K : never]?: Infer<F[K]>;
  }
>;
export type ObjectShape<F extends Fields> = Shape<ObjectOf<F>> & { readonly fields: F };

export function shape<T, O extends boolean = false>(run: Shape<T>['run']): Shape<T, O> {
  return {
    run,
    parse: (value) => run(value, []),
    safeParse(value) {
      try {
        return { success: true, data: run(value, []) };
      } catch (error) {
        if (error instanceof ShapeError) return { success: false, error };
        throw error;
      }
    },
  };
}

export function fail(path: PropertyKey[], message: string): never {
  throw new ShapeError({ path, message });
}

const primitive = <T>(type: string, test: (value: unknown) => boolean) =>
  shape<T>((value, path) => (test(value) ? (value as T) : fail(path, `Expected ${type}`)));

export const string = () => primitive<string>('string', (v) => typeof v === 'string');
/** A finite number (zod/mini's z.number() rejects NaN and Infinity too). */
export const number = () => primitive<number>('number', Number.isFinite);
export const boolean = () => primitive<boolean>('boolean', (v) => typeof v === 'boolean');

export const optional = <T>(inner: Shape<T, boolean>) =>
  shape<T | undefined, true>((value, path) =>
    value === undefined ? undefined : inner.run(value, path),
  );

export const nullable = <T>(inner: Shape<T, boolean>) =>
  shape<T | null>((value, path) => (value === null ? null : inner.run(value, path)));

/** An array of `item`, with at least `min` items. */
export const array = <T>(item: Shape<T, boolean>, min = 0) =>
  shape<T[]>((value, path) => {
    if (!Array.isArray(value)) return fail(path, 'Expected array');
    if (value.length < min) fail(path, `Expected at least ${min} item(s)`);
    return value.map((entry, i) => item.run(entry, [...path, i]));
  });

export function object<F extends Fields>(fields: F): ObjectShape<F> {
  const checked = shape<ObjectOf<F>>((value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(path, 'Expected object');
    }
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const result = fields[key].run(input[key], [...path, key]);
      if (result !== undefined || key in input) out[key] = result;
    }
    return out as ObjectOf<F>;
  });
  return { ...checked, fields };
}
