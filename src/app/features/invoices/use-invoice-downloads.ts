import { useCallback, useState } from 'react'
import { isApiError } from '#app/api/api-error'
import { type DownloadState, downloadEach } from './download-each'

export interface InvoiceDownload {
  /** Unique across both lists ('current:IG-1', 'historical:HI-1'). */
  key: string
  save: () => Promise<void>
}

export interface DownloadProgress {
  state: DownloadState
  /** The PDF is not there (404): said differently from a failure worth retrying at once. */
  missing?: boolean
}

/**
 * Each invoice's download state, and the last batch's progress: one request per invoice, two at a time, a failure
 * kept on its invoice for its own retry.
 */
export function useInvoiceDownloads() {
  const [progress, setProgress] = useState<ReadonlyMap<string, DownloadProgress>>(new Map())
  const [batch, setBatch] = useState<readonly string[]>([])

  const download = useCallback(async (downloads: readonly InvoiceDownload[]) => {
    setBatch(downloads.map((download) => download.key))
    const missing = new Set<string>()
    await downloadEach(
      downloads,
      async (download) => {
        try {
          await download.save()
        } catch (error) {
          if (isApiError(error) && error.status === 404) missing.add(download.key)
          throw error
        }
      },
      (download, state) =>
        setProgress((current) =>
          new Map(current).set(download.key, {
            state,
            missing: state === 'failed' && missing.has(download.key),
          }),
        ),
    )
  }, [])

  const stateOf = (key: string) => progress.get(key)
  const batchStates = batch.map((key) => progress.get(key)?.state)
  return {
    download,
    stateOf,
    /** The last batch of several: how many are saved, how many failed, and whether it still runs. */
    batch: {
      total: batch.length,
      saved: batchStates.filter((state) => state === 'saved').length,
      failed: batchStates.filter((state) => state === 'failed').length,
      running: batchStates.some((state) => state === 'waiting' || state === 'saving'),
    },
  }
}
