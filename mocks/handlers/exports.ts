import { type HttpHandler, HttpResponse, http } from 'msw'
import type { components, operations } from '../../src/generated/exports'
import { operationIndex } from '../../src/generated/exports.operations'
import type { MockContext } from '../context'
import { type BackupRecord, exportChunkFiles, exportTiming } from '../db/collections/storage'
import { findUser } from '../db/database'
import type { UserRecord } from '../db/schemas'
import { exportChunkZip } from '../files/storage/export-zips'
import { verifiedSubject } from '../identity/tokens'
import { problem, serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('exports', operationIndex)

type Backup = components['schemas']['Backup']
type BackupStatus = components['schemas']['BackupStatus']

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour
/**
 * Download links expire 7 days after the export's last update (docs/requirements/exports.md#exports-expired,
 * docs/requirements/constants.md#constants-exports).
 */
export const exportLinkLifetimeMs = 7 * day
export const expiredMessage = 'Your download link has expired'

interface BackupState {
  status: BackupStatus
  created: number
  updated: number
  expired: boolean
}

/** An export's status at `now`: it moves REQUESTED → IN_PROGRESS → READY (or FAILED) on the mock clock. */
export function backupState(backup: BackupRecord, now: number): BackupState {
  const created = backup.requested ? Date.parse(backup.requested) : now - (backup.ageMs ?? 0)
  const elapsed = now - created
  if (elapsed < backup.inProgressAfterMs)
    return { status: 'REQUESTED', created, updated: created, expired: false }
  if (elapsed < backup.finishedAfterMs) {
    return { status: 'IN_PROGRESS', created, updated: created + backup.inProgressAfterMs, expired: false }
  }
  const updated = created + backup.finishedAfterMs
  return { status: backup.outcome, created, updated, expired: updated + exportLinkLifetimeMs < now }
}

function backupView(backup: BackupRecord, state: BackupState): Backup {
  const dates = {
    created: new Date(state.created).toISOString(),
    updated: new Date(state.updated).toISOString(),
  }
  if (state.status !== 'READY') return { status: state.status, backupId: backup.backupId, ...dates }
  return {
    status: 'READY',
    backupId: backup.backupId,
    chunks: backup.chunkFiles.map((files, iteration) => ({
      iteration,
      size: exportChunkZip(backup.backupId, iteration, files).byteLength,
    })),
    ...dates,
  }
}

/** A cheap signature for the mock's download links (FNV-1a): enough to reject a link that was edited. */
function signature(text: string): string {
  let hash = 0x811c9dc5
  for (const char of `mock-export-links/${text}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, '0')
}

function chunkFileName(iteration: number) {
  return `photo-export-${iteration}.zip`
}

function chunkUrl(ctx: MockContext, backup: BackupRecord, iteration: number, expires: number): string {
  const file = chunkFileName(iteration)
  const url = new URL(`${ctx.services.exports}/files/${encodeURIComponent(backup.backupId)}/${file}`)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('signature', signature(`${backup.backupId}/${file}/${expires}`))
  return url.toString()
}

/** Finds an export by id; with an owner, only that user's. */
type FindBackup = (backupId: string, ownerSub?: string) => BackupRecord | undefined

function answerBackup(ctx: MockContext, backup: BackupRecord | undefined): Response {
  if (!backup) return problem(404, expiredMessage)
  const state = backupState(backup, ctx.clock.now())
  if (state.expired) return problem(404, expiredMessage, ['Download links expire after 7 days'])
  return HttpResponse.json(backupView(backup, state) satisfies Backup)
}

function answerChunkUrl(ctx: MockContext, backup: BackupRecord | undefined, iteration: number): Response {
  if (!backup) return problem(404, expiredMessage)
  const state = backupState(backup, ctx.clock.now())
  if (state.expired) return problem(404, expiredMessage, ['Download links expire after 7 days'])
  if (state.status !== 'READY') return problem(404, `The export is ${state.status}: it has no chunks yet`)
  if (iteration >= backup.chunkFiles.length) return problem(404, `The export has no chunk ${iteration}`)
  const url = chunkUrl(ctx, backup, iteration, state.updated + exportLinkLifetimeMs)
  return HttpResponse.json({ url } satisfies components['schemas']['SignedUrl'])
}

/** The zip behind a signed chunk link (not a documented operation: the link is what the service hands out). */
function chunkFileHandler(ctx: MockContext, find: FindBackup, onlyBackupId?: string): HttpHandler {
  return http.get(`${ctx.services.exports}/files/:backupId/:file`, ({ request, params }) => {
    const backupId = String(params.backupId)
    // A scenario's handler leaves other backups to the baseline.
    if (onlyBackupId !== undefined && backupId !== onlyBackupId) return undefined
    const url = new URL(request.url)
    const file = String(params.file)
    const expires = Number(url.searchParams.get('expires'))
    if (url.searchParams.get('signature') !== signature(`${backupId}/${file}/${expires}`)) {
      return problem(403, 'The download link is not valid')
    }
    if (expires < ctx.clock.now()) return problem(404, expiredMessage)
    const backup = find(backupId)
    const iteration = Number(/^photo-export-(\d+)\.zip$/.exec(file)?.[1] ?? Number.NaN)
    const files = backup?.chunkFiles[iteration]
    if (!backup || !files || backupState(backup, ctx.clock.now()).status !== 'READY') {
      return problem(404, expiredMessage)
    }
    return new HttpResponse(exportChunkZip(backupId, iteration, files), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${chunkFileName(iteration)}"`,
      },
    })
  })
}

/** POST /backups: a new export on the mock clock (`timing` decides how long it takes). */
export function createBackupHandler(
  ctx: MockContext,
  timing: { inProgressAfterMs: number; finishedAfterMs: number } = exportTiming,
): HttpHandler {
  return operation(ctx, 'createBackup', async ({ user, body, reply }) => {
    const backup = await ctx.db.backups.create({
      backupId: crypto.randomUUID(),
      ownerSub: user.sub,
      channel: body.channel,
      requested: new Date(ctx.clock.now()).toISOString(),
      ageMs: null,
      ...timing,
      outcome: 'READY',
      chunkFiles: exportChunkFiles(ctx.db.photos.findMany((q) => q.where({ ownerSub: user.sub }))),
    })
    ctx.db.changed()
    return reply(201, { backupId: backup.backupId, status: backupState(backup, ctx.clock.now()).status })
  })
}

/** The export service: exports of the signed-in user's library, and the zips their links point at. */
export function exportsHandlers(ctx: MockContext): HttpHandler[] {
  const find: FindBackup = (backupId, ownerSub) =>
    ctx.db.backups.findFirst((q) =>
      q.where(
        (backup) => backup.backupId === backupId && (ownerSub === undefined || backup.ownerSub === ownerSub),
      ),
    )
  return [
    createBackupHandler(ctx),
    operation(ctx, 'getBackup', ({ user, path }) => answerBackup(ctx, find(path.id, user.sub))),
    operation(ctx, 'getBackupChunkUrl', ({ user, path }) =>
      answerChunkUrl(ctx, find(path.id, user.sub), path.chunk),
    ),
    chunkFileHandler(ctx, find),
  ]
}

/** The states the export:* scenarios pin a fixed backup id to. */
export type PinnedBackupState = BackupStatus | 'EXPIRED'

/** A backup that is in `state` whenever it is asked for (relative to the mock clock, like the seeded ones). */
function pinnedBackup(backupId: string, state: PinnedBackupState): BackupRecord {
  const common = {
    backupId,
    ownerSub: '',
    channel: 'scenario',
    requested: null,
    outcome: state === 'FAILED' ? ('FAILED' as const) : ('READY' as const),
    chunkFiles: [
      ['IMG_0001.png', 'IMG_0002.png', 'IMG_0003.png', 'IMG_0004.png', 'IMG_0005.png'],
      ['IMG_0006.png', 'IMG_0007.png', 'IMG_0008.png'],
    ],
  }
  switch (state) {
    case 'REQUESTED':
      return { ...common, ageMs: 10 * minute, inProgressAfterMs: 48 * hour, finishedAfterMs: 48 * hour }
    case 'IN_PROGRESS':
      return { ...common, ageMs: 2 * hour, inProgressAfterMs: 10 * minute, finishedAfterMs: 48 * hour }
    case 'EXPIRED':
      return { ...common, ageMs: 9 * day, inProgressAfterMs: 10 * minute, finishedAfterMs: 6 * hour }
    default:
      return { ...common, ageMs: 1 * day, inProgressAfterMs: 10 * minute, finishedAfterMs: 6 * hour }
  }
}

async function signedInUser(ctx: MockContext, request: Request): Promise<UserRecord | undefined> {
  const header = request.headers.get('Authorization') ?? ''
  const sub = header.startsWith('Bearer ') ? await verifiedSubject(header.slice(7), 'access') : undefined
  return sub ? findUser(ctx.db, sub) : undefined
}

/**
 * Handlers that make one fixed backup id answer `state` for every signed-in user (the export:* scenarios): its
 * status, its chunk links and its zips. Other ids fall through to the baseline.
 */
export function pinnedBackupHandlers(
  ctx: MockContext,
  backupId: string,
  state: PinnedBackupState,
): HttpHandler[] {
  const base = `${ctx.services.exports}/backups/${backupId}`
  const backup = pinnedBackup(backupId, state)
  const unauthorized = () => problem(401, 'A valid bearer access token is required')
  return [
    http.get(base, async ({ request }) =>
      (await signedInUser(ctx, request)) ? answerBackup(ctx, backup) : unauthorized(),
    ),
    http.get(`${base}/chunks/:chunk/url`, async ({ request, params }) => {
      if (!(await signedInUser(ctx, request))) return unauthorized()
      const chunk = Number(params.chunk)
      if (!Number.isInteger(chunk) || chunk < 0)
        return problem(400, 'The request is not valid', ['path/chunk must be an integer >= 0'])
      return answerChunkUrl(ctx, backup, chunk)
    }),
    chunkFileHandler(ctx, (id) => (id === backupId ? backup : undefined), backupId),
  ]
}
