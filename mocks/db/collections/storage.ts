import { z } from 'zod'
import { emptyExportNote } from '../../files/storage/export-zips'
import type { Database, SeedContext } from '../database'
import { defaultPersonaId } from '../personas'
import { seededRandom, seededUuid } from '../random'
import type { PhotoRecord } from '../schemas'

const day = 86_400_000

/**
 * The storage period of a customer's photos, as offsets from the mock clock's "now" (not fixed dates): a
 * persona seeded as 'safe' stays safe however long the mocks run; the photo deletion service turns them into
 * dates at request time.
 */
export const storageAccountSchema = z.object({
  ownerSub: z.string(),
  registrationDaysAgo: z.int().min(0),
  /** null: the customer has never ordered (the period runs from registration). */
  lastOrderDaysAgo: z.int().min(0).nullable(),
  /** Days until the extended deletion date; null: the period was not extended. */
  delayedDeletionDaysAhead: z.int().nullable(),
  projectCount: z.int().min(0),
})

export const backupOutcomes = ['READY', 'FAILED'] as const

/**
 * An export (backup). Its status follows from the time since it was requested: REQUESTED, then IN_PROGRESS after
 * inProgressAfterMs, then its outcome after finishedAfterMs (on the mock clock, which the harness can move).
 */
export const backupSchema = z.object({
  backupId: z.string().min(1),
  ownerSub: z.string(),
  channel: z.string(),
  /** When it was requested; null for a seeded export, whose request time is ageMs before "now". */
  requested: z.iso.datetime().nullable(),
  ageMs: z.int().min(0).nullable(),
  inProgressAfterMs: z.int().min(0),
  finishedAfterMs: z.int().min(0),
  outcome: z.enum(backupOutcomes),
  /** The file names in each zip chunk (at least one chunk). */
  chunkFiles: z.array(z.array(z.string().min(1)).min(1)).min(1),
})

export const uploadContentTypes = ['image/heic', 'image/jpeg', 'image/png'] as const

/** An uploaded photo file: from the device (it became a photo) or anonymous (QR upload from a phone). */
export const uploadSchema = z.object({
  uploadId: z.string().min(1),
  /** null: an anonymous upload. */
  ownerSub: z.string().nullable(),
  accountId: z.string().nullable(),
  imageId: z.string().nullable(),
  fileName: z.string().min(1),
  contentType: z.enum(uploadContentTypes),
  size: z.int().positive(),
  created: z.iso.datetime(),
  uploadEnd: z.iso.datetime(),
})

export type StorageAccountRecord = z.infer<typeof storageAccountSchema>
export type BackupRecord = z.infer<typeof backupSchema>
export type UploadRecord = z.infer<typeof uploadSchema>

/** Collections for photo-deletion account information, exports (backups), uploads: name → zod schema. */
export const storageSchemas = {
  storageAccounts: storageAccountSchema,
  backups: backupSchema,
  uploads: uploadSchema,
}

/** Each persona's storage period: every storage status is reachable by persona (and by the storage:* scenarios). */
const storagePeriods: Record<string, Omit<StorageAccountRecord, 'ownerSub'>> = {
  // safe: last order 45 days ago, about 16½ months left
  consumer: {
    registrationDaysAgo: 1100,
    lastOrderDaysAgo: 45,
    delayedDeletionDaysAhead: null,
    projectCount: 4,
  },
  // safe: registered 12 days ago, never ordered
  'new-customer': {
    registrationDaysAgo: 12,
    lastOrderDaysAgo: null,
    delayedDeletionDaysAhead: null,
    projectCount: 0,
  },
  // safe: orders every few weeks
  'b2b-default': {
    registrationDaysAgo: 2000,
    lastOrderDaysAgo: 20,
    delayedDeletionDaysAhead: null,
    projectCount: 7,
  },
  // safe: registered 5 days ago, never ordered
  'b2b-new': {
    registrationDaysAgo: 5,
    lastOrderDaysAgo: null,
    delayedDeletionDaysAhead: null,
    projectCount: 0,
  },
  // extended: the projected date passed 50 days ago, the period was extended to 60 days ahead (warning)
  'b2b-blocked': {
    registrationDaysAgo: 1500,
    lastOrderDaysAgo: 598,
    delayedDeletionDaysAhead: 60,
    projectCount: 2,
  },
  // critical: last order 18 months minus about 18 days ago
  'shared-album-owner': {
    registrationDaysAgo: 1300,
    lastOrderDaysAgo: 530,
    delayedDeletionDaysAhead: null,
    projectCount: 1,
  },
  // warning: registered about 16 months ago, never ordered: deletion about 2 months ahead
  // (docs/requirements/constants.md#constants-storage-period)
  participant: {
    registrationDaysAgo: 487,
    lastOrderDaysAgo: null,
    delayedDeletionDaysAhead: null,
    projectCount: 0,
  },
  // safe: the account is deleted; its storage period is plain
  'account-deleted': {
    registrationDaysAgo: 400,
    lastOrderDaysAgo: 100,
    delayedDeletionDaysAhead: null,
    projectCount: 0,
  },
}

/** How long a new export stays REQUESTED, and when it is READY (clock time after the request). */
export const exportTiming = { inProgressAfterMs: 5_000, finishedAfterMs: 60_000 }

const maxChunks = 4
const photosPerChunk = 15
const filesPerChunk = 5

/**
 * The file names of an export's zip chunks: the photos split into up to four chunks, each zip holding a few
 * generated images named after the photos of its part (a note when the library is empty).
 */
export function exportChunkFiles(photos: readonly PhotoRecord[]): string[][] {
  if (photos.length === 0) return [[emptyExportNote]]
  const sorted = [...photos].sort((a, b) => a.created.localeCompare(b.created))
  const chunkCount = Math.min(maxChunks, Math.ceil(sorted.length / photosPerChunk))
  const perChunk = Math.ceil(sorted.length / chunkCount)
  return Array.from({ length: chunkCount }, (_, iteration) =>
    sorted
      .slice(iteration * perChunk, (iteration + 1) * perChunk)
      .slice(0, filesPerChunk)
      .map((photo) => photo.localFileName.replace(/\.[^.]+$/, '.png')),
  )
}

/**
 * Ids derived from the persona alone (not from the shared seed stream), so samples and QA links keep working
 * whatever the other groups seed before this one.
 */
export function seededBackupId(personaId: string): string {
  return seededUuid(seededRandom(`${personaId}/backup`))
}

export function seededUploadId(personaId: string, index: number): string {
  return seededUuid(seededRandom(`${personaId}/upload/${index}`))
}

/**
 * The upload a photo came with when its record names none: one per owner and upload day, as the photo service
 * derives it (mocks/handlers/photo-library/library.ts), so GET /uploads/{id} knows every photo's uploadId.
 */
export function photoUploadId(photo: PhotoRecord): string {
  return photo.uploadId ?? seededUuid(seededRandom(`upload/${photo.ownerSub}/${photo.created.slice(0, 10)}`))
}

/** The type a photo file has by its name (the seeded libraries are jpegs). */
export function contentTypeOf(fileName: string): (typeof uploadContentTypes)[number] {
  const extension = fileName.split('.').pop()?.toLowerCase()
  return extension === 'png' ? 'image/png' : extension === 'heic' ? 'image/heic' : 'image/jpeg'
}

/** The anonymous (QR code) uploads that exist in every seed; POST /getanonymousuploads finds them by id. */
export const anonymousUploadIds = [0, 1, 2].map((index) =>
  seededUuid(seededRandom(`anonymous-upload/${index}`)),
)

/** The upload a photo came with, as the storage service describes it (its size follows from its id). */
export function uploadRecordOf(
  photo: { imageId: string; localFileName: string; created: string },
  user: { sub: string; accountId: string },
  uploadId: string,
  uploadEnd: string,
) {
  return {
    uploadId,
    ownerSub: user.sub,
    accountId: user.accountId,
    imageId: photo.imageId,
    fileName: photo.localFileName,
    contentType: contentTypeOf(photo.localFileName),
    size: 1_500_000 + Math.floor(seededRandom(uploadId)() * 3_500_000),
    created: photo.created,
    uploadEnd,
  }
}

/**
 * An order resets the storage period (docs/requirements/storage-period.md#storage-period-rule): the order service's
 * mock can call this after an order.
 */
export async function resetStoragePeriod(db: Database, sub: string): Promise<void> {
  await db.storageAccounts.update((q) => q.where({ ownerSub: sub }), {
    data(account) {
      account.lastOrderDaysAgo = 0
    },
  })
  db.changed()
}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedStorage(db: Database, seed: SeedContext): Promise<void> {
  const { persona, user } = seed
  const period = storagePeriods[persona.id] ?? storagePeriods[defaultPersonaId]!
  await db.storageAccounts.create({ ownerSub: user.sub, ...period })

  const photos = db.photos.findMany((q) => q.where({ ownerSub: user.sub }))
  // The consumer has one finished export (2 days old, READY), so the export page works without a scenario.
  if (persona.id === defaultPersonaId) {
    await db.backups.create({
      backupId: seededBackupId(persona.id),
      ownerSub: user.sub,
      channel: 'printbloom-gb',
      requested: null,
      ageMs: 2 * day,
      ...exportTiming,
      outcome: 'READY',
      chunkFiles: exportChunkFiles(photos),
    })
  }

  // The last three photos came from the device, each its own upload: the photo records name it, so the photo
  // service's uploadId and the storage service's upload agree (and samples can name a fixed upload id).
  const recent = [...photos].sort((a, b) => b.created.localeCompare(a.created)).slice(0, 3)
  for (const [index, photo] of recent.entries()) {
    const uploadId = seededUploadId(persona.id, index)
    const uploadEnd = new Date(
      Date.parse(photo.created) + 2_000 + Math.floor(seed.random() * 8_000),
    ).toISOString()
    await db.uploads.create(uploadRecordOf(photo, user, uploadId, uploadEnd))
    await db.photos.update((q) => q.where({ imageId: photo.imageId }), {
      data(record) {
        record.uploadId = uploadId
        record.uploadEnd = uploadEnd
      },
    })
  }

  // Anonymous uploads belong to no persona: seed them once.
  if (persona.id === defaultPersonaId) {
    for (const [index, uploadId] of anonymousUploadIds.entries()) {
      const created = new Date(seed.epoch - (index + 1) * 60_000).toISOString()
      await db.uploads.create({
        uploadId,
        ownerSub: null,
        accountId: null,
        imageId: null,
        fileName: `IMG_${2001 + index}.jpg`,
        contentType: 'image/jpeg',
        size: 2_000_000 + Math.floor(seed.random() * 2_000_000),
        created,
        uploadEnd: new Date(Date.parse(created) + 4_000).toISOString(),
      })
    }
  }
}
