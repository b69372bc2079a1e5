import type { components } from '../../../src/generated/downloads'
import type { MockContext } from '../../context'
import type { PhotoArchiveRecord } from '../../db/collections/photo-library'
import type { UserRecord } from '../../db/schemas'
import type { ArchivePushMessage } from '../../push/messages'

// Download archives: creating one, announcing its generation on the push channel, and its signed file URL.

export type Download = components['schemas']['Download']

/** When the push channel says 'started' (the app opens its push connection after the archive is created). */
export const archiveStartedAfterMs = 500
/** When generation finishes: the push channel says 'finished' (or 'error') and the signed URL is available. */
export const archiveReadyAfterMs = 1_500
/** How long a signed URL works. */
export const archiveUrlLifetimeMs = 15 * 60_000

export type ArchiveOutcome = 'finished' | 'error'

export function toDownload(archive: Pick<PhotoArchiveRecord, 'id' | 'name' | 'photoIds'>): Download {
  return { id: archive.id, ...(archive.name ? { name: archive.name } : {}), photos: [...archive.photoIds] }
}

function announce(ctx: MockContext, user: UserRecord, downloadId: string, key: ArchivePushMessage['key']) {
  ctx.push.send(user.sub, {
    id: crypto.randomUUID(),
    timestamp: new Date(ctx.clock.now()).toISOString(),
    key,
    message: { userId: user.sub, downloadId },
  })
}

/**
 * Asks for an archive: stored at once (unless generation is to fail), then 'started' and 'finished' (or 'error')
 * on the user's push channel.
 */
export async function createArchive(
  ctx: MockContext,
  user: UserRecord,
  archive: { id: string; name?: string | undefined; photoIds: string[]; kind: PhotoArchiveRecord['kind'] },
  outcome: ArchiveOutcome = 'finished',
): Promise<Download> {
  const now = ctx.clock.now()
  if (outcome === 'finished') {
    await ctx.db.photoArchives.create({
      ...archive,
      ownerSub: user.sub,
      created: new Date(now).toISOString(),
      readyAt: new Date(now + archiveReadyAfterMs).toISOString(),
    })
    ctx.db.changed()
  }
  setTimeout(() => announce(ctx, user, archive.id, 'started'), archiveStartedAfterMs)
  setTimeout(() => announce(ctx, user, archive.id, outcome), archiveReadyAfterMs)
  return toDownload(archive)
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0
  return hash.toString(16).padStart(8, '0')
}

function signature(id: string, expires: number): string {
  const text = `photo-archive/${id}/${expires}`
  return fnv1a(text, 2166136261) + fnv1a(text, 0x9747b28c)
}

/** The archive's zip file, signed: it works without a token until it expires. */
export function signedArchiveUrl(ctx: MockContext, archiveId: string): string {
  const expires = ctx.clock.now() + archiveUrlLifetimeMs
  const url = new URL(`${ctx.services.downloads}/files/archives/${encodeURIComponent(archiveId)}.zip`)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('signature', signature(archiveId, expires))
  return url.toString()
}

/** Whether a signed URL's query is one signedArchiveUrl gave out and has not expired. */
export function checkArchiveSignature(
  ctx: MockContext,
  archiveId: string,
  query: URLSearchParams,
): 'valid' | 'expired' | 'invalid' {
  const expires = Number(query.get('expires'))
  if (!Number.isSafeInteger(expires) || query.get('signature') !== signature(archiveId, expires))
    return 'invalid'
  return expires < ctx.clock.now() ? 'expired' : 'valid'
}
