import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { type LazyModule, lazyModule } from '#app/platform/lazy-module'
import type { RetriesExceededError } from './delete-in-batches'

/** What the caches held before items left them, to put back. */
export type CacheSnapshot = [QueryKey, unknown][]

/** How one list's caches (the library's, an album's) lose items and take them back. */
export interface RemovalCaches {
  /** Pages on their way that would put the items back when they land. */
  loading(): boolean
  cancelLoading(): Promise<void>
  takeOut(ids: ReadonlySet<string>): CacheSnapshot
  /** Back as they were, except `keepOut`: those removed anyway, and those of other removals still under way. */
  putBack(snapshot: CacheSnapshot, keepOut: ReadonlySet<string>): void
  /** Asks the service again for what the removal changed (counts, summaries). */
  refresh(): void
}

/** A removal whose items have left the screens: sent after Undo's window, or undone. */
export interface PendingRemoval {
  /**
   * Sends it in the spec's batches, failed ids retried (delete-in-batches.ts). On 'failed' whatever could not be
   * removed is back in the caches.
   */
  send(leaving: boolean): Promise<'sent' | 'failed'>
  /** Puts every item back; nothing is sent. */
  undo(): void
}

/** Items taken out of their list at once (decision 0028), the request left for later. */
export interface Removal {
  /** Loads the removal's code ahead of the first press (docs/requirements/budgets.md#budgets-optimistic-deletion). */
  preload(): void
  /** The items leave in this task, so they are gone in the next frame: when the code is loaded and nothing loads. */
  takeOutNow(ids: string[]): PendingRemoval | undefined
  /** The items leave once the code is loaded and the pages on their way are cancelled. */
  takeOut(ids: string[]): Promise<PendingRemoval>
}

const batching = lazyModule(() => import('./delete-in-batches'))

/** Per query client and list, the ids of its removals waiting for their Undo or being sent. */
const outstandingOfClient = new WeakMap<QueryClient, Map<string, Set<string>>>()

function outstandingOf(queryClient: QueryClient, list: string): Set<string> {
  let lists = outstandingOfClient.get(queryClient)
  if (!lists) {
    lists = new Map()
    outstandingOfClient.set(queryClient, lists)
  }
  let outstanding = lists.get(list)
  if (!outstanding) {
    outstanding = new Set()
    lists.set(list, outstanding)
  }
  return outstanding
}

/**
 * One optimistic removal for every list (the library's deletion, an album's removal): the items leave the caches at
 * once, the request goes when `send` is called, in batches with retries; a failure or Undo puts back what is not
 * gone, without bringing back the items of another removal still under way (`outstanding`).
 */
export function useRemoval<Module>({
  module,
  caches,
  sendBatch,
  list,
}: {
  /** The cache code, loaded with the first removal, not with the page. */
  module: LazyModule<Module>
  caches: (module: Module, queryClient: QueryClient) => RemovalCaches
  /** One request: answers the ids the service could not remove. */
  sendBatch: (ids: string[], leaving: boolean) => Promise<string[]>
  /**
   * Names the list: the ids of its removals waiting for their Undo or being sent are kept by the query layer under it,
   * for as long as its query client lives, whichever screen asked.
   */
  list: string
}): Removal {
  const queryClient = useQueryClient()
  const outstanding = outstandingOf(queryClient, list)
  const latest = useRef({ caches, sendBatch, outstanding })
  latest.current = { caches, sendBatch, outstanding }

  const begin = (
    { deleteInBatches }: typeof import('./delete-in-batches'),
    listCaches: RemovalCaches,
    ids: string[],
  ): PendingRemoval => {
    const { sendBatch, outstanding } = latest.current
    const snapshot = listCaches.takeOut(new Set(ids))
    for (const id of ids) outstanding.add(id)
    const settle = () => {
      for (const id of ids) outstanding.delete(id)
    }
    return {
      undo: () => {
        settle()
        listCaches.putBack(snapshot, new Set(outstanding))
      },
      send: async (leaving) => {
        try {
          await deleteInBatches(ids, (batch) => sendBatch(batch, leaving))
          settle()
          return 'sent'
        } catch (error) {
          const failed = new Set(
            error instanceof Error && error.name === 'RetriesExceededError'
              ? (error as RetriesExceededError).failed
              : ids,
          )
          settle()
          listCaches.putBack(snapshot, new Set([...ids.filter((id) => !failed.has(id)), ...outstanding]))
          return 'failed'
        } finally {
          listCaches.refresh()
        }
      },
    }
  }

  return {
    preload: () => {
      void batching.load()
      void module.load()
    },
    takeOutNow: (ids) => {
      const batches = batching.loaded()
      const cacheModule = module.loaded()
      if (!batches || !cacheModule) return undefined
      const listCaches = latest.current.caches(cacheModule, queryClient)
      return listCaches.loading() ? undefined : begin(batches, listCaches, ids)
    },
    takeOut: async (ids) => {
      const [batches, cacheModule] = await Promise.all([batching.load(), module.load()])
      const listCaches = latest.current.caches(cacheModule, queryClient)
      if (listCaches.loading()) await listCaches.cancelLoading()
      return begin(batches, listCaches, ids)
    },
  }
}
