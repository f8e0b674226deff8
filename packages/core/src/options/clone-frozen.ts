/**
 * Copies plain data (plain objects and arrays, recursively) and freezes the copies. Resolved options are
 * shared by every part of an instance, so nobody may edit them in place; copying first means the app's
 * own objects (say, a network it also hands to wagmi) are never frozen behind its back. Functions and
 * class instances are kept by reference and left alone: they are live objects with their own state.
 */
export function cloneFrozen<T>(value: T): T {
  return copy(value, new Map()) as T;
}

function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function copy(value: unknown, seen: Map<object, unknown>): unknown {
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    const array: unknown[] = [];
    seen.set(value, array);
    for (const item of value) array.push(copy(item, seen));
    return Object.freeze(array);
  }
  const object: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  seen.set(value, object);
  for (const key of Object.keys(value)) {
    // defineProperty, not assignment: a '__proto__' key must stay a key, never become the prototype.
    Object.defineProperty(object, key, {
      value: copy((value as Record<string, unknown>)[key], seen),
      enumerable: true,
      writable: false,
      configurable: false,
    });
  }
  return Object.freeze(object);
}
