/**
 * What the user is told during an archive download (docs/requirements/downloads.md#downloads-toast,
 * docs/requirements/downloads.md#downloads-archive, docs/requirements/downloads.md#downloads-errors):
 * started → 'Preparing download...' (5 s); finished → 'Downloading photos' (10 s); error → 'Download failed'
 * (10 s); requestFailed (asking for the archive, or fetching its file, failed) → 'Error: Your photos could not be
 * downloaded'.
 */
export type ArchiveNotice = 'started' | 'finished' | 'error' | 'requestFailed'

/** The start toast closes after 5 s, the finish and error toasts after 10 s. */
export const archiveToastDurationMs: Record<ArchiveNotice, number | undefined> = {
  started: 5_000,
  finished: 10_000,
  error: 10_000,
  // Another toast: the default (5 s).
  requestFailed: undefined,
}
