import { z } from 'zod'
import type { Database } from './database'
import { personas, subjectOf, type Volume } from './personas'
import type { PhotoRecord } from './schemas'

// A library too big to store: at the 100k and 1m volumes the consumer's photos are not records but a deterministic
// *virtual* source. Photo i (0 ≤ i < total) is computed from i by pure functions (id, dates, file name, size); the
// per-month counts are fixed up front, so a month page is index arithmetic and a count is a subtraction. Only the
// deletions are stored (one small record per owner: deleted indexes, or 'cleared' after DELETE /photos/all).
//
// Order: the photos are laid out oldest first: the photos with no date (filed under 1970/1) come first, then every
// month from 1985 to today. Within the layout both dateTaken and created grow strictly with i, so for either sort key
// the order of the library (and of every month) is the index order; photos with no date tie on 1970-01-01 and are
// ordered by id, whose first 8 hex digits are i.

const day = 86_400_000
/** The first month with photos. */
const firstYear = 1985
/** The owner's first upload: older photos were added in the year after it (a bulk import of scans). */
const firstUpload = Date.UTC(2009, 5, 1)
const bulkImport = 365 * day
/** Share of the photos with no known date ('Unknown Date'). */
const undatedShare = 0.015
/** At least this many ms per photo in a month (keeps dateTaken and created strictly increasing with i). */
const minSpacingMs = 5_000

/** The volumes whose libraries hold this many photos, of which only `stored` are records. */
export interface VirtualLibrarySpec {
  personaId: string
  volume: Volume
  /** The persona's photos at the volume: records plus virtual ones. */
  photos: number
  /** How many of them are records (seeded like the 'few' library: recent uploads). */
  stored: number
}

export interface VirtualMonth {
  year: number
  /** 1 to 12; 1970/1 is the section of photos with no date. */
  month: number
  /** Index of the month's first photo. */
  start: number
  count: number
  /** Start of the month (ms, UTC) and the time its photos spread over (to today for the current month). */
  from: number
  days: number
  /** Cumulative share of the month's photos by day (length days + 1, 0 … 1): some days are busier. */
  dayShares: Float64Array
}

export interface VirtualLibrary {
  /** Names the layout: the persona, volume and current month. Deletions recorded under another layout are void. */
  key: string
  ownerSub: string
  /** How many virtual photos (not counting the owner's records). */
  total: number
  /** Salt of the ids: each library has its own. */
  salt: number
  /** The months with their index ranges, in layout order (the 'Unknown Date' section first). */
  months: VirtualMonth[]
  /** The month of a timeline key year * 12 + month - 1. */
  byMonth: Map<number, VirtualMonth>
  epoch: number
}

/** The volumes at which a persona's library is (mostly) virtual. */
export function virtualSpecs(volume: Volume): VirtualLibrarySpec[] {
  return personas.flatMap((persona) => {
    const library = persona.library[volume]
    if (library.stored === undefined) return []
    return [{ personaId: persona.id, volume, photos: library.photos, stored: library.stored }]
  })
}

// Hashing: murmur3's finaliser over two words, enough for ids and jitter that look random.

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

function hashText(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return hash >>> 0
}

/** A number in [0, 1) from a salt, an index and a stream number. */
function unit(salt: number, index: number, stream: number): number {
  return mix(mix(salt, stream), index) / 4294967296
}

const hexBytes = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))
const hex4 = (value: number) => hexBytes[(value >>> 8) & 255]! + hexBytes[value & 255]!
const hex8 = (value: number) => hex4(value >>> 16) + hex4(value)

/** The id of photo i: uuid-shaped, its first 8 hex digits are i (so ids sort like indexes). */
export function virtualPhotoId(library: VirtualLibrary, index: number): string {
  const a = mix(library.salt, index)
  const b = mix(a, 1)
  const c = mix(a, 2)
  return `${hex8(index)}-${hex4(a)}-4${hex4(a >>> 16).slice(1)}-a${hex4(b).slice(1)}-${hex4(b >>> 16)}${hex8(c)}`
}

/** The index of a virtual photo's id, if the id is one of this library's. */
export function virtualIndexOf(library: VirtualLibrary, imageId: string): number | undefined {
  if (imageId.length !== 36 || !/^[0-9a-f]{8}-/.test(imageId)) return undefined
  const index = Number.parseInt(imageId.slice(0, 8), 16)
  if (index >= library.total || virtualPhotoId(library, index) !== imageId) return undefined
  return index
}

// The layout

/** A month's weight: how much the owner photographed then (digital era growth, summers, holidays, quiet months). */
function monthWeight(salt: number, year: number, month: number): number {
  const key = year * 12 + month
  const r = (stream: number) => unit(salt, key, stream)
  // Film (scans of prints) until 2000, then digital cameras, then phones.
  const era = year < 2000 ? 0.12 : year < 2007 ? 0.2 + ((year - 2000) / 7) * 0.6 : 0.9 + (year - 2007) * 0.04
  if (year < 2000 && r(1) < 0.45) return 0 // many months without a single scanned print
  const season = month === 7 || month === 8 ? 1.8 : month === 12 ? 1.5 : month === 4 || month === 5 ? 1.2 : 1
  // A log-normal-ish spread: most months near the era's level, some far above or below.
  const spread = Math.exp((r(2) + r(3) + r(4) - 1.5) * 1.2)
  const quiet = r(5) < 0.08 ? 0.04 : 1
  const event = r(6) < 0.035 ? 6 + r(7) * 8 : 1 // a wedding, a long journey: thousands of photos
  return era * season * spread * quiet * event
}

/** Day shares of a month: a few busy days (weekends away, parties) take several times an ordinary day's photos. */
function dayShares(salt: number, from: number, days: number): Float64Array {
  const shares = new Float64Array(days + 1)
  let total = 0
  for (let d = 0; d < days; d++) {
    const busy = unit(salt, Math.floor(from / day) + d, 8)
    total += busy < 0.15 ? 7 : busy < 0.3 ? 3 : 1
    shares[d + 1] = total
  }
  for (let d = 1; d <= days; d++) shares[d] = shares[d]! / total
  shares[days] = 1
  return shares
}

const libraries = new Map<string, VirtualLibrary>()

function monthStart(year: number, month: number): number {
  return Date.UTC(year, month - 1, 1)
}

/** Builds (once per key) the layout of a virtual library: which months hold how many photos. */
export function buildVirtualLibrary(
  spec: VirtualLibrarySpec,
  epoch: number,
  useCache = true,
): VirtualLibrary {
  // The current month is the one holding the day before the epoch (the epoch is the start of today, UTC).
  const last = new Date(epoch - 1)
  const lastYear = last.getUTCFullYear()
  const lastMonth = last.getUTCMonth() + 1
  const key = `${spec.personaId}/${spec.volume}/${lastYear}-${String(lastMonth).padStart(2, '0')}`
  const cached = libraries.get(key)
  if (useCache && cached && cached.epoch === epoch) return cached

  const salt = hashText(`${spec.personaId}/${spec.volume}`)
  const total = spec.photos - spec.stored
  const dated: { year: number; month: number; weight: number; from: number; days: number }[] = []
  for (let year = firstYear; year <= lastYear; year++) {
    for (let month = 1; month <= (year === lastYear ? lastMonth : 12); month++) {
      const from = monthStart(year, month)
      const isLast = year === lastYear && month === lastMonth
      const end = isLast ? epoch : monthStart(year, month + 1)
      const days = Math.round((end - from) / day)
      // The current month so far: an ordinary month's level (no event), in proportion to the days gone.
      const weight = isLast
        ? 0.9 * (0.9 + (year - 2007) * 0.04) * Math.min(1, days / 30)
        : monthWeight(salt, year, month)
      dated.push({ year, month, weight, from, days })
    }
  }
  // Largest remainder: the counts add up to exactly the dated photos.
  const undated = Math.round(total * undatedShare)
  const datedTotal = total - undated
  const weightSum = dated.reduce((sum, month) => sum + month.weight, 0)
  const shares = dated.map((month) => (datedTotal * month.weight) / weightSum)
  const counts = shares.map(Math.floor)
  let left = datedTotal - counts.reduce((sum, count) => sum + count, 0)
  const byRemainder = shares.map((share, index) => ({ index, rest: share - Math.floor(share) }))
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (let i = 0; left > 0; i++, left--) counts[byRemainder[i % byRemainder.length]!.index]! += 1
  // A month holds at most one photo per minSpacingMs (never reached in practice): the rest have no date.
  let overflow = 0
  for (const [index, month] of dated.entries()) {
    const capacity = Math.floor((month.days * day) / minSpacingMs)
    if (counts[index]! > capacity) {
      overflow += counts[index]! - capacity
      counts[index] = capacity
    }
  }

  const months: VirtualMonth[] = []
  let start = 0
  const undatedCount = undated + overflow
  if (undatedCount > 0) {
    months.push({
      year: 1970,
      month: 1,
      start,
      count: undatedCount,
      from: 0,
      days: 1,
      dayShares: Float64Array.of(0, 1),
    })
    start += undatedCount
  }
  for (const [index, month] of dated.entries()) {
    const count = counts[index]!
    if (count === 0) continue
    months.push({
      year: month.year,
      month: month.month,
      start,
      count,
      from: month.from,
      days: month.days,
      dayShares: dayShares(salt, month.from, month.days),
    })
    start += count
  }
  const library: VirtualLibrary = {
    key,
    ownerSub: subjectOf(spec.personaId),
    total,
    salt,
    months,
    byMonth: new Map(months.map((month) => [monthKey(month.year, month.month), month])),
    epoch,
  }
  if (useCache) libraries.set(key, library)
  return library
}

export function monthKey(year: number, month: number): number {
  return year * 12 + month - 1
}

/** The virtual libraries of a volume (the consumer's at 100k and 1m). */
export function virtualLibraries(volume: Volume, epoch: number): VirtualLibrary[] {
  return virtualSpecs(volume).map((spec) => buildVirtualLibrary(spec, epoch))
}

export function virtualLibraryOf(
  volume: Volume,
  ownerSub: string,
  epoch: number,
): VirtualLibrary | undefined {
  return virtualLibraries(volume, epoch).find((library) => library.ownerSub === ownerSub)
}

/** The position (in library.months) of the month holding photo i. */
export function monthIndexOf(library: VirtualLibrary, index: number): number {
  let low = 0
  let high = library.months.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (library.months[middle]!.start <= index) low = middle
    else high = middle - 1
  }
  return low
}

// The photo

/** Photos per hour of the day (UTC), relative: few at night, most in the day and the evening. */
const hourDensity = [
  [0, 6, 0.15],
  [6, 9, 1],
  [9, 18, 2],
  [18, 22, 1.5],
  [22, 24, 0.4],
] as const
const hourMass = hourDensity.map(([from, to, density]) => (to - from) * density)
const hourMassTotal = hourMass.reduce((sum, mass) => sum + mass, 0)

/** The time of day (0 … 1) at a share (0 … 1) of a day's photos: strictly increasing. */
function timeOfDay(share: number): number {
  let mass = share * hourMassTotal
  for (const [index, [from, to, density]] of hourDensity.entries()) {
    if (mass < hourMass[index]! || index === hourDensity.length - 1) {
      return Math.min(to, from + mass / density) / 24
    }
    mass -= hourMass[index]!
  }
  return 0.999
}

/** When photo i was taken (ms), or undefined when it has no date. */
export function virtualDateTaken(
  library: VirtualLibrary,
  index: number,
  month?: VirtualMonth,
): number | undefined {
  const slot = month ?? library.months[monthIndexOf(library, index)]!
  if (slot.year === 1970) return undefined
  const k = index - slot.start
  // Evenly spread over the month's photos, jittered within its own slot (so the order never changes).
  const x = (k + 0.25 + 0.5 * unit(library.salt, index, 1)) / slot.count
  const shares = slot.dayShares
  let low = 0
  let high = slot.days - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (shares[middle]! <= x) low = middle
    else high = middle - 1
  }
  const within = (x - shares[low]!) / (shares[low + 1]! - shares[low]!)
  return slot.from + low * day + Math.floor(timeOfDay(within) * day)
}

/** When photo i was added to the library (ms): grows with i, never before it was taken, never after the epoch. */
export function virtualCreated(library: VirtualLibrary, index: number, month?: VirtualMonth): number {
  const slot = month ?? library.months[monthIndexOf(library, index)]!
  const taken = virtualDateTaken(library, index, slot)
  if (taken === undefined) {
    // The undated scans came first, in the week before the first upload of dated photos.
    return firstUpload - 7 * day + Math.floor((7 * day * (index - slot.start + 0.5)) / slot.count)
  }
  const firstTaken = Date.UTC(firstYear, 0, 1)
  if (taken < firstUpload) {
    return firstUpload + Math.floor(((taken - firstTaken) * bulkImport) / (firstUpload - firstTaken))
  }
  return taken + Math.floor((bulkImport * (library.epoch - taken)) / (library.epoch - firstUpload))
}

const pad = (value: number, length: number) => String(value).padStart(length, '0')
const twoDigits = Array.from({ length: 100 }, (_, value) => pad(value, 2))

/** Date.prototype.toISOString for years 1970 to 9999, several times faster (civil date from days, H. Hinnant). */
export function isoDate(ms: number): string {
  const days = Math.floor(ms / day)
  let rest = ms - days * day
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shifted = Math.floor((5 * dayOfYear + 2) / 153)
  const date = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1
  const month = shifted < 10 ? shifted + 3 : shifted - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const millis = rest - seconds * 1000
  return `${year}-${twoDigits[month]}-${twoDigits[date]}T${twoDigits[hours]}:${twoDigits[minutes]}:${twoDigits[seconds]}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`
}

function fileName(library: VirtualLibrary, index: number, takenIso: string | undefined): string {
  if (takenIso === undefined) return `Scan_${pad((index % 9999) + 1, 4)}.jpg`
  const year = Number(takenIso.slice(0, 4))
  if (year < 2001) return `Scan_${pad((mix(library.salt, index) % 9999) + 1, 4)}.jpg`
  if (year < 2012) return `DSC${pad(mix(library.salt, index) % 100_000, 5)}.JPG`
  const date = takenIso.slice(0, 4) + takenIso.slice(5, 7) + takenIso.slice(8, 10)
  const time = takenIso.slice(11, 13) + takenIso.slice(14, 16) + takenIso.slice(17, 19)
  return `IMG_${date}_${time}.jpg`
}

function dimensions(library: VirtualLibrary, index: number, takenIso: string | undefined) {
  const year = takenIso === undefined ? 1990 : Number(takenIso.slice(0, 4))
  const [long, short] = year < 2001 ? [1800, 1200] : year < 2012 ? [3072, 2304] : [4032, 3024]
  const portrait = unit(library.salt, index, 2) < 0.3
  return portrait ? { width: short, height: long } : { width: long, height: short }
}

/** Photo i as a record (only ever built for a page, never stored). */
export function virtualPhoto(library: VirtualLibrary, index: number): PhotoRecord {
  const month = library.months[monthIndexOf(library, index)]!
  const taken = virtualDateTaken(library, index, month)
  const takenIso = taken === undefined ? undefined : isoDate(taken)
  return {
    imageId: virtualPhotoId(library, index),
    ownerSub: library.ownerSub,
    localFileName: fileName(library, index, takenIso),
    created: isoDate(virtualCreated(library, index, month)),
    ...(takenIso === undefined ? {} : { dateTaken: takenIso }),
    ...dimensions(library, index, takenIso),
  }
}

// Deletions: the only state, stored in the db (and so in the browser's snapshot).

export const virtualPhotoStateSchema = z.object({
  ownerSub: z.string(),
  /** The layout (VirtualLibrary.key) the indexes refer to; a state of another layout counts as none. */
  layout: z.string(),
  /** DELETE /photos/all: no virtual photo is left. */
  cleared: z.boolean(),
  /** Indexes of the deleted virtual photos. */
  deleted: z.array(z.int().nonnegative()),
})
export type VirtualPhotoStateRecord = z.infer<typeof virtualPhotoStateSchema>

/** The collections of the virtual photo source: name → zod schema. */
export const virtualPhotoSchemas = { virtualPhotoStates: virtualPhotoStateSchema }

/** What is left of a virtual library: deleted indexes and, per month, how many of them it had. */
export interface VirtualState {
  library: VirtualLibrary
  cleared: boolean
  deleted: ReadonlySet<number>
  /** Deleted photos by position in library.months. */
  deletedByMonth: ReadonlyMap<number, number>
}

const states = new WeakMap<
  Database,
  Map<string, { record: VirtualPhotoStateRecord | undefined; state: VirtualState }>
>()

function stateRecord(db: Database, library: VirtualLibrary): VirtualPhotoStateRecord | undefined {
  const record = db.virtualPhotoStates.findFirst((q) => q.where({ ownerSub: library.ownerSub }))
  return record?.layout === library.key ? record : undefined
}

/** The library's deletions (cached until they change). */
export function virtualState(db: Database, library: VirtualLibrary): VirtualState {
  const record = stateRecord(db, library)
  const perDb = states.get(db) ?? new Map()
  states.set(db, perDb)
  const cached = perDb.get(library.ownerSub)
  if (cached && cached.record === record && cached.state.library === library) return cached.state
  const deleted = new Set(record?.deleted ?? [])
  const deletedByMonth = new Map<number, number>()
  for (const index of deleted) {
    const month = monthIndexOf(library, index)
    deletedByMonth.set(month, (deletedByMonth.get(month) ?? 0) + 1)
  }
  const state = { library, cleared: record?.cleared ?? false, deleted, deletedByMonth }
  perDb.set(library.ownerSub, { record, state })
  return state
}

/** How many virtual photos are left in all, and in one month (by position in library.months). */
export function virtualCount(state: VirtualState, monthPosition?: number): number {
  if (state.cleared) return 0
  if (monthPosition === undefined) return state.library.total - state.deleted.size
  const month = state.library.months[monthPosition]!
  return month.count - (state.deletedByMonth.get(monthPosition) ?? 0)
}

export function isVirtualLive(state: VirtualState, index: number): boolean {
  return !state.cleared && index >= 0 && index < state.library.total && !state.deleted.has(index)
}

/** Records deletions: some indexes, or all of them. */
export async function deleteVirtualPhotos(
  db: Database,
  library: VirtualLibrary,
  deletion: { indexes: Iterable<number> } | 'all',
): Promise<void> {
  const current = stateRecord(db, library)
  const indexes = deletion === 'all' ? [] : [...deletion.indexes]
  if (deletion !== 'all' && indexes.length === 0) return
  if (!current) {
    db.virtualPhotoStates.deleteMany((q) => q.where({ ownerSub: library.ownerSub }))
    await db.virtualPhotoStates.create({
      ownerSub: library.ownerSub,
      layout: library.key,
      cleared: deletion === 'all',
      deleted: deletion === 'all' ? [] : [...new Set(indexes)].sort((a, b) => a - b),
    })
    return
  }
  await db.virtualPhotoStates.update((q) => q.where({ ownerSub: library.ownerSub }), {
    data(draft) {
      if (deletion === 'all') {
        draft.cleared = true
        draft.deleted = []
      } else {
        const known = new Set(draft.deleted)
        draft.deleted = [...draft.deleted, ...indexes.filter((index) => !known.has(index))]
      }
    },
  })
}
