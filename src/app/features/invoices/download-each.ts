export type DownloadState = 'waiting' | 'saving' | 'saved' | 'failed'

/**
 * Saves several files, one request each, at most `concurrency` at a time, reporting each file's state as it
 * changes. A failure does not stop the others; the caller offers each failed file its own retry.
 */
export async function downloadEach<Item>(
  items: readonly Item[],
  save: (item: Item) => Promise<void>,
  report: (item: Item, state: DownloadState) => void,
  concurrency = 2,
): Promise<void> {
  for (const item of items) report(item, 'waiting')
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as Item
      report(item, 'saving')
      try {
        await save(item)
        report(item, 'saved')
      } catch {
        report(item, 'failed')
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}
