import { describe, expect, it } from 'vitest'
import { createDatabase, restoreSnapshot, seedDatabase, takeSnapshot } from './database'
import { personas, subjectOf } from './personas'

describe('mock database', () => {
  it('seeds the same data from the same persona and volume', async () => {
    const first = createDatabase('few')
    const second = createDatabase('few')
    await seedDatabase(first)
    await seedDatabase(second)
    expect(takeSnapshot(first)).toEqual(takeSnapshot(second))
  })

  it('gives each persona the library its volume promises', async () => {
    for (const volume of ['empty', 'few'] as const) {
      const db = createDatabase(volume)
      await seedDatabase(db)
      for (const persona of personas) {
        const sub = subjectOf(persona.id)
        expect(
          db.photos.findMany((q) => q.where({ ownerSub: sub })),
          `${persona.id} ${volume}`,
        ).toHaveLength(persona.library[volume].photos)
        expect(db.albums.findMany((q) => q.where({ ownerSub: sub }))).toHaveLength(
          persona.library[volume].albums,
        )
      }
    }
  })

  it('restores a snapshot of the same volume and refuses one of another', async () => {
    const db = createDatabase('few')
    await seedDatabase(db)
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot(db)))
    const restored = createDatabase('few')
    expect(await restoreSnapshot(restored, snapshot)).toBe(true)
    expect(takeSnapshot(restored)).toEqual(takeSnapshot(db))
    expect(await restoreSnapshot(createDatabase('empty'), snapshot)).toBe(false)
  })
})
