// Values built on first use. The hub's zod schemas are built this way: constructing all of them
// when their module loads cost a cold CLI start more than the command itself, and most commands
// use one or two (docs/decisions/hub-cli-cold-start.md).

/**
 * A function returning the value `build` makes, built once on the first call.
 * @example
 * const titleRules = lazy(() => z.string().min(1));
 * titleRules().parse("Ship it");
 */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
