/**
 * Extension points filled by later parts of the sandbox (accounts, cards): they register at
 * import time; a kind nobody registered is simply absent. `register` answers an undo, for tests:
 * it puts back what was there before, so a test's stand-in never leaves the real one unregistered
 * for the next test file that shares the module.
 */
export function registry<K extends string, V>() {
  const entries = new Map<K, V>();
  return {
    register(kind: K, value: V): () => void {
      const previous = entries.get(kind);
      entries.set(kind, value);
      return () => {
        if (entries.get(kind) !== value) return;
        if (previous === undefined) entries.delete(kind);
        else entries.set(kind, previous);
      };
    },
    get(kind: K): V | undefined {
      return entries.get(kind);
    },
  };
}
