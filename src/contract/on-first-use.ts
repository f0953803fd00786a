import { z } from './zod';

/**
 * A contract value (a schema, a shape) built the first time anything reads it, then kept.
 *
 * Building every schema of the contract when it loads is the largest single piece of the
 * dashboard's start-up script, and a page needs a few of them: the rest now cost a closure each
 * until used. The value stands in for the built one everywhere (reads, `in`, spreads, `instanceof`
 * through zod's own check) and is the same object on every read, so comparing schemas by identity
 * still works.
 */
/*#__NO_SIDE_EFFECTS__*/
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = () => {
    if (built) return built;
    built = build();
    // What a schema was registered with (its description) is looked up by identity: the stand-in's too.
    const meta = '_zod' in built ? z.globalRegistry.get(built as never) : undefined;
    if (meta) z.globalRegistry.add(stand as never, meta);
    return built;
  };
  const stand: T = new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // Described as configurable: a proxy may not report a fixed property its own empty target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    set: (_, key, next) => Reflect.set(value(), key, next),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
  });
  return stand;
}
