/** A module loaded on first use, then read synchronously. */
export interface LazyModule<T> {
  loaded(): T | undefined
  load(): Promise<T>
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined
  return {
    loaded: () => module,
    load: async () => {
      module ??= await importer()
      return module
    },
  }
}
