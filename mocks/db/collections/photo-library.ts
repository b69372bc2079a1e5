import { z } from 'zod'
import type { Database, SeedContext } from '../database'
import { subjectOf } from '../personas'
import { seededRandom, seededUuid } from '../random'
import type { AlbumRecord, PhotoRecord } from '../schemas'

export const activationStatuses = ['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'] as const

/** The activation (import) state of a user's photo library. A user with no record is ACTIVE. */
export const photoAccountSchema = z.object({
  ownerSub: z.string(),
  status: z.enum(activationStatuses),
  /** While IMPORTING: when the import ends, and how (the status then becomes ACTIVE, or NOT_ACTIVE on error). */
  importEndsAt: z.iso.datetime().optional(),
  importOutcome: z.enum(['finished', 'error']).optional(),
})

/** One of its owner's albums (core `albums`) shared with other users: a legacy shared album. */
export const sharedAlbumSchema = z.object({
  albumId: z.string(),
  ownerSub: z.string(),
  sharedAt: z.iso.datetime(),
})

/** A user a shared album is shared with. Not every participant is a persona: some exist only here. */
export const sharedAlbumParticipantSchema = z.object({
  albumId: z.string(),
  userSub: z.string(),
  email: z.email(),
  joined: z.iso.datetime(),
})

/** A download archive (zip) of photos; its file is built from the photos when it is fetched. */
export const photoArchiveSchema = z.object({
  id: z.string(),
  ownerSub: z.string(),
  name: z.string().optional(),
  photoIds: z.array(z.string()),
  /** 'shared-album': photos of shared albums, owned by other users too. */
  kind: z.enum(['photos', 'shared-album']),
  created: z.iso.datetime(),
  /** When generation finishes: before it the signed URL is not available. */
  readyAt: z.iso.datetime(),
})

/** A temporary selection of photos for the prints editor. */
export const tempSelectionSchema = z.object({
  tempSelectionId: z.string(),
  ownerSub: z.string(),
  photoIds: z.array(z.string()),
  created: z.iso.datetime(),
})

export type PhotoAccountRecord = z.infer<typeof photoAccountSchema>
export type SharedAlbumRecord = z.infer<typeof sharedAlbumSchema>
export type SharedAlbumParticipantRecord = z.infer<typeof sharedAlbumParticipantSchema>
export type PhotoArchiveRecord = z.infer<typeof photoArchiveSchema>
export type TempSelectionRecord = z.infer<typeof tempSelectionSchema>

/** Collections for shared albums and their participants, downloads (archives), temporary selections: name → zod schema. */
export const photoLibrarySchemas = {
  photoAccounts: photoAccountSchema,
  sharedAlbums: sharedAlbumSchema,
  sharedAlbumParticipants: sharedAlbumParticipantSchema,
  photoArchives: photoArchiveSchema,
  tempSelections: tempSelectionSchema,
}

const day = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

/** Participants of the seeded shared albums who are not personas (they never sign in). */
export const externalParticipants = [
  { userSub: 'user-external-kim', email: 'kim.lee@example.com' },
  { userSub: 'user-external-jo', email: 'jo.weber@example.com' },
] as const

/** The activation status each persona's library starts in (ACTIVE when not listed). */
const startStatus: Record<string, PhotoAccountRecord['status']> = {
  'new-customer': 'NOT_ACTIVE',
  'account-deleted': 'DELETING',
}

function ownAlbums(db: Database, sub: string): AlbumRecord[] {
  return db.albums
    .findMany((q) => q.where({ ownerSub: sub }))
    .sort((a, b) => b.created.localeCompare(a.created))
}

function ownPhotos(db: Database, sub: string): PhotoRecord[] {
  return db.photos
    .findMany((q) => q.where({ ownerSub: sub }))
    .sort((a, b) => a.localFileName.localeCompare(b.localFileName))
}

/**
 * The shared-album owner shares their two newest albums: the first with the participant persona and two
 * people who are not personas (the participant added some of their own photos to it), the second with one of
 * those people only.
 */
async function seedSharedAlbums(db: Database, seed: SeedContext, random: () => number) {
  const albums = ownAlbums(db, seed.user.sub).slice(0, 2)
  const participant = db.users.findFirst((q) => q.where({ sub: subjectOf('participant') }))
  const [kim, jo] = externalParticipants
  for (const [index, album] of albums.entries()) {
    const sharedAt = iso(Date.parse(album.created) + (index + 1) * day)
    await db.sharedAlbums.create({ albumId: album.albumId, ownerSub: seed.user.sub, sharedAt })
    const people =
      index === 0
        ? [...(participant ? [{ userSub: participant.sub, email: participant.email }] : []), kim, jo]
        : [kim]
    for (const [order, person] of people.entries()) {
      await db.sharedAlbumParticipants.create({
        albumId: album.albumId,
        userSub: person.userSub,
        email: person.email,
        joined: iso(Date.parse(sharedAt) + (order + 1) * 3_600_000),
      })
    }
    if (index === 0 && participant) {
      // The participant uploaded some of their photos to the album (a tenth of them, at least three).
      const theirs = ownPhotos(db, participant.sub)
      const contributed = theirs.filter((_, i) => i < 3 || random() < 0.1).map((photo) => photo.imageId)
      if (contributed.length > 0) {
        await db.albums.update((q) => q.where({ albumId: album.albumId }), {
          data(draft) {
            draft.photoIds = [...draft.photoIds, ...contributed.filter((id) => !draft.photoIds.includes(id))]
            draft.updated = iso(Date.parse(sharedAt) + 2 * day)
          },
        })
      }
    }
  }
}

/** The consumer's downloads page lists two prepared archives; the participant has one from the shared album. */
async function seedArchives(db: Database, seed: SeedContext, random: () => number) {
  const { persona, user } = seed
  if (persona.id === 'consumer') {
    const photos = ownPhotos(db, user.sub)
    const archives = [
      { name: 'Summer picks', count: 5, age: 3 * day },
      { name: undefined, count: 12, age: 9 * day },
    ]
    for (const archive of archives) {
      if (photos.length === 0) break
      const created = seed.epoch - archive.age
      await db.photoArchives.create({
        id: seededUuid(random),
        ownerSub: user.sub,
        name: archive.name,
        photoIds: photos.slice(0, archive.count).map((photo) => photo.imageId),
        kind: 'photos',
        created: iso(created),
        readyAt: iso(created + 1_500),
      })
    }
  }
  if (persona.id === 'participant') {
    const shared = db.sharedAlbumParticipants.findFirst((q) => q.where({ userSub: user.sub }))
    const album = shared && db.albums.findFirst((q) => q.where({ albumId: shared.albumId }))
    if (album && album.photoIds.length > 0) {
      const created = seed.epoch - 2 * day
      await db.photoArchives.create({
        id: seededUuid(random),
        ownerSub: user.sub,
        name: album.albumName,
        photoIds: album.photoIds.slice(0, 6),
        kind: 'shared-album',
        created: iso(created),
        readyAt: iso(created + 1_500),
      })
    }
  }
}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedPhotoLibrary(db: Database, seed: SeedContext): Promise<void> {
  // One draw from the persona's stream seeds this group's own: what this group makes does not shift the data of
  // the groups seeded after it.
  const random = seededRandom(`photo-library/${seed.random()}`)
  const { persona, user } = seed
  await db.photoAccounts.create({ ownerSub: user.sub, status: startStatus[persona.id] ?? 'ACTIVE' })
  // The owner seeds after the participant's photos exist (all libraries are seeded before any group).
  if (persona.id === 'shared-album-owner') await seedSharedAlbums(db, seed, random)
  await seedArchives(db, seed, random)
  if (persona.id === 'consumer') {
    const photos = ownPhotos(db, user.sub)
    if (photos.length > 0) {
      await db.tempSelections.create({
        tempSelectionId: seededUuid(random),
        ownerSub: user.sub,
        photoIds: photos.slice(0, 4).map((photo) => photo.imageId),
        created: iso(seed.epoch - day),
      })
    }
  }
}
