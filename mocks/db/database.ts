import { Collection } from '@msw/data'
import { accountSchemas, seedAccount } from './collections/account'
import { ordersSchemas, seedOrders } from './collections/orders'
import { photoLibrarySchemas, seedPhotoLibrary } from './collections/photo-library'
import { seedStorage, storageSchemas } from './collections/storage'
import { seedWidgets, widgetsSchemas } from './collections/widgets'
import { defaultVolume, type Persona, personaIdentity, personas, type Volume } from './personas'
import { seededRandom, seededUuid } from './random'
import { albumSchema, photoSchema, type UserRecord, userSchema } from './schemas'
import { virtualLibraryOf, virtualPhotoId, virtualPhotoSchemas } from './virtual-photos'

/** Every collection of the mock backend, by name; each service group adds its own. */
export const collectionSchemas = {
  users: userSchema,
  photos: photoSchema,
  albums: albumSchema,
  ...virtualPhotoSchemas,
  ...photoLibrarySchemas,
  ...storageSchemas,
  ...accountSchemas,
  ...ordersSchemas,
  ...widgetsSchemas,
}

type CollectionSchemas = typeof collectionSchemas
export type Collections = { [Name in keyof CollectionSchemas]: Collection<CollectionSchemas[Name]> }

export type Database = Collections & {
  volume: Volume
  /** The seed's "now" (ms, the start of a UTC day): `seedEpoch` unless whoever made the database chose a day. */
  epoch: number
  /** Handlers call this after every change so the browser copy can be saved. */
  changed: () => void
}

/** What a group's seeder gets for one persona: its user record, a seeded random source and a fixed "now". */
export interface SeedContext {
  persona: Persona
  user: UserRecord
  volume: Volume
  random: () => number
  /** The seed's reference time (fixed, so the same seed gives the same data). */
  epoch: number
}

export interface Snapshot {
  version: number
  volume: Volume
  collections: Record<string, unknown[]>
}

const snapshotVersion = 3
/**
 * The seed's "now": the start of today (UTC). Seeded dates are relative to it, so an order placed "2 days ago" stays
 * 2 days old whenever QA looks, and the same persona and volume give the same data all day (and in every test run).
 */
export const seedEpoch = startOfUtcDay(Date.now())

function startOfUtcDay(time: number): number {
  const date = new Date(time)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}
const day = 86_400_000

const groupSeeders = [seedPhotoLibrary, seedStorage, seedAccount, seedOrders, seedWidgets]

/** Whether a database is taking its seed, whose records go in unchecked (`uncheckedWhileSeeding`). */
const seeding = new WeakMap<Database, { now: boolean }>()

/**
 * The schema as the collection reads it, letting records through unchecked while the seed goes in: the seed's records
 * are this file's typed output, and database.test.ts proves each of them is what its schema makes of it. Checking
 * them again cost every first page load of the mocked build about 80 ms of the main thread
 * (docs/decisions/0031-browser-test-time.md). What a handler creates, and a restored snapshot, are still checked.
 */
function uncheckedWhileSeeding<Schema extends CollectionSchemas[keyof CollectionSchemas]>(
  schema: Schema,
  seed: { now: boolean },
): Schema {
  const unchecked = {
    ...schema['~standard'],
    validate: (value: unknown) => ({ value }),
  } as unknown as Schema['~standard']
  return new Proxy(schema, {
    get: (target, key, receiver) =>
      key === '~standard' && seed.now ? unchecked : Reflect.get(target, key, receiver),
  })
}

export function createDatabase(
  volume: Volume = defaultVolume,
  onChange: () => void = () => {},
  epoch: number = seedEpoch,
): Database {
  const seed = { now: false }
  const collections = Object.fromEntries(
    Object.entries(collectionSchemas).map(([name, schema]) => [
      name,
      new Collection({ schema: uncheckedWhileSeeding(schema, seed) }),
    ]),
  ) as Collections
  const db: Database = { ...collections, volume, epoch, changed: onChange }
  seeding.set(db, seed)
  return db
}

/**
 * Ids of virtual photos for an album of a huge library: a run of one busy month (a holiday, a wedding). Empty when
 * the library is not virtual.
 */
function virtualAlbumPicks(db: Database, sub: string, random: () => number): string[] {
  const library = virtualLibraryOf(db.volume, sub, db.epoch)
  if (!library) return []
  const busy = library.months.filter((month) => month.year > 1970 && month.count >= 100)
  const month = busy[Math.floor(random() * busy.length)]
  if (!month) return []
  const length = Math.min(month.count, 40 + Math.floor(random() * 120))
  const first = month.start + Math.floor(random() * (month.count - length + 1))
  return Array.from({ length }, (_, offset) => virtualPhotoId(library, first + offset))
}

async function seedLibrary(db: Database, persona: Persona, sub: string, random: () => number) {
  const { photos: total, albums: albumCount, stored } = persona.library[db.volume]
  // A huge library stores only its recent uploads; the rest of its photos are virtual (./virtual-photos.ts).
  const photoCount = stored ?? total
  const photos = await db.photos.createMany(photoCount, (index) => {
    const created = db.epoch - Math.floor(random() * 900) * day
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
    const created = new Date(db.epoch - (index + 1) * 37 * day).toISOString()
    return {
      albumId: seededUuid(random),
      ownerSub: sub,
      albumName: ['Summer holiday', 'Family', 'Garden', 'Birthdays', 'City trips'][index % 5]!,
      created,
      updated: created,
      photoIds: [
        ...virtualAlbumPicks(db, sub, random),
        ...photos.filter(() => random() < 0.3).map((photo) => photo.imageId),
      ],
    }
  })
}

/** Fills the database for every persona: each one signs in as its own user. Core data first, then each group. */
export async function seedDatabase(db: Database): Promise<void> {
  const seed = seeding.get(db)
  if (seed) seed.now = true
  try {
    await seedEveryPersona(db)
  } finally {
    if (seed) seed.now = false
  }
}

async function seedEveryPersona(db: Database): Promise<void> {
  const seeds: SeedContext[] = []
  for (const [index, persona] of personas.entries()) {
    const identity = personaIdentity(persona)
    const sub = identity.sub
    const random = seededRandom(`${persona.id}/${db.volume}`)
    const user = await db.users.create({ ...identity, accountId: String(100_001 + index) })
    await seedLibrary(db, persona, sub, random)
    seeds.push({ persona, user, volume: db.volume, random, epoch: db.epoch })
  }
  for (const seedGroup of groupSeeders) {
    for (const seed of seeds) await seedGroup(db, seed)
  }
}

function collectionNames(): (keyof Collections)[] {
  return Object.keys(collectionSchemas) as (keyof Collections)[]
}

export function takeSnapshot(db: Database): Snapshot {
  return {
    version: snapshotVersion,
    volume: db.volume,
    collections: Object.fromEntries(collectionNames().map((name) => [name, db[name].all()])),
  }
}

/** Calls `listener` after every record created, updated or deleted from now on, in every collection. */
export function onEveryWrite(db: Database, listener: () => void): void {
  for (const name of collectionNames()) {
    const { hooks } = db[name] as unknown as Collection<CollectionSchemas[typeof name]>
    for (const hook of ['create', 'update', 'delete'] as const) hooks.on(hook, () => listener())
  }
}

/** Puts a saved snapshot back; false when it is from another version or volume, and the caller reseeds. */
export async function restoreSnapshot(db: Database, snapshot: Snapshot): Promise<boolean> {
  if (snapshot.version !== snapshotVersion || snapshot.volume !== db.volume) return false
  for (const name of collectionNames()) {
    const collection = db[name] as unknown as Collection<CollectionSchemas[typeof name]>
    for (const record of snapshot.collections[name] ?? []) await collection.create(record as never)
  }
  return true
}

export function findUser(db: Database, sub: string) {
  return db.users.findFirst((q) => q.where({ sub }))
}
