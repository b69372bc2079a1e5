import { Collection } from '@msw/data'
import { defaultVolume, type Persona, personas, subjectOf, type Volume } from './personas'
import { seededRandom, seededUuid } from './random'
import { albumSchema, photoSchema, userSchema } from './schemas'

export interface Database {
  users: Collection<typeof userSchema>
  photos: Collection<typeof photoSchema>
  albums: Collection<typeof albumSchema>
  volume: Volume
  /** Handlers call this after every change so the browser copy can be saved. */
  changed: () => void
}

export interface Snapshot {
  version: number
  volume: Volume
  users: unknown[]
  photos: unknown[]
  albums: unknown[]
}

const snapshotVersion = 1
/** Seeded dates are fixed so the same persona and volume always give the same library. */
const seedEpoch = Date.UTC(2026, 5, 1, 10, 0, 0)
const day = 86_400_000

export function createDatabase(volume: Volume = defaultVolume, onChange: () => void = () => {}): Database {
  return {
    users: new Collection({ schema: userSchema }),
    photos: new Collection({ schema: photoSchema }),
    albums: new Collection({ schema: albumSchema }),
    volume,
    changed: onChange,
  }
}

async function seedPersona(db: Database, persona: Persona) {
  const sub = subjectOf(persona.id)
  const random = seededRandom(`${persona.id}/${db.volume}`)
  await db.users.create({
    sub,
    persona: persona.id,
    email: persona.email,
    idpType: 'mock',
    idpSub: `mock-${persona.id}`,
    isB2b: persona.isB2b,
  })
  const { photos: photoCount, albums: albumCount } = persona.library[db.volume]
  const photos = await db.photos.createMany(photoCount, (index) => {
    const created = seedEpoch - Math.floor(random() * 900) * day
    const landscape = random() > 0.3
    return {
      imageId: seededUuid(random),
      ownerSub: sub,
      localFileName: `IMG_${String(1000 + index).padStart(4, '0')}.jpg`,
      created: new Date(created).toISOString(),
      // About one photo in twenty has no known date ('Unknown Date').
      dateTaken:
        random() < 0.05 ? undefined : new Date(created - Math.floor(random() * 30) * day).toISOString(),
      width: landscape ? 4032 : 3024,
      height: landscape ? 3024 : 4032,
    }
  })
  await db.albums.createMany(albumCount, (index) => {
    const created = new Date(seedEpoch - (index + 1) * 37 * day).toISOString()
    return {
      albumId: seededUuid(random),
      ownerSub: sub,
      albumName: ['Summer holiday', 'Family', 'Garden', 'Birthdays', 'City trips'][index % 5]!,
      created,
      updated: created,
      photoIds: photos.filter(() => random() < 0.3).map((photo) => photo.imageId),
    }
  })
}

/** Fills the database for every persona: each one signs in as its own user. */
export async function seedDatabase(db: Database): Promise<void> {
  for (const persona of personas) await seedPersona(db, persona)
}

export function takeSnapshot(db: Database): Snapshot {
  return {
    version: snapshotVersion,
    volume: db.volume,
    users: db.users.all(),
    photos: db.photos.all(),
    albums: db.albums.all(),
  }
}

/** Puts a saved snapshot back; false when it is from another version or volume, and the caller reseeds. */
export async function restoreSnapshot(db: Database, snapshot: Snapshot): Promise<boolean> {
  if (snapshot.version !== snapshotVersion || snapshot.volume !== db.volume) return false
  for (const user of snapshot.users) await db.users.create(userSchema.parse(user))
  for (const photo of snapshot.photos) await db.photos.create(photoSchema.parse(photo))
  for (const album of snapshot.albums) await db.albums.create(albumSchema.parse(album))
  return true
}

export function findUser(db: Database, sub: string) {
  return db.users.findFirst((q) => q.where({ sub }))
}
