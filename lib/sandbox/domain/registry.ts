/**
 * Extension points filled by later parts of the sandbox (accounts, cards): they register at
 * import time; a kind nobody registered is simply absent. `register` answers an undo, for tests.
 */
export function registry<K extends string, V>() {
  const entries = new Map<K, V>();
  return {
    register(kind: K, value: V): () => void {
      entries.set(kind, value);
      return () => {
        if (entries.get(kind) === value) entries.delete(kind);
      };
    },
    get(kind: K): V | undefined {
      return entries.get(kind);
    },
  };
}
