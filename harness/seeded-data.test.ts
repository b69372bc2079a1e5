import { describe, expect, it } from 'vitest'
import { createClock } from '../mocks/clock'
import { exportTiming } from '../mocks/db/collections/storage'
import { createDatabase, seedDatabase } from '../mocks/db/database'
import { findScenarios } from '../mocks/scenarios/registry'
import { dataLinks } from './seeded-data'

describe('the exports and archives the harness links to', () => {
  it('lists every seeded export and archive with its page, and the pinned exports with their scenario', async () => {
    const db = createDatabase('few')
    await seedDatabase(db)
    const { exports, archives } = dataLinks({ db, clock: createClock() })

    expect(exports).toContainEqual({
      label: 'consumer: READY, 805300e2-876c-4c08-a6a7-0e20eda8db62',
      persona: 'consumer',
      pathname: '/my-photos/exports/805300e2-876c-4c08-a6a7-0e20eda8db62',
      flag: 'PhotoExportEnabled',
    })
    const pinned = exports.filter((entry) => entry.scenario)
    expect(pinned.map((entry) => entry.scenario)).toEqual([
      'export:requested',
      'export:in-progress',
      'export:ready',
      'export:failed',
      'export:expired',
    ])
    expect(() => findScenarios(pinned.map((entry) => entry.scenario!))).not.toThrow()
    expect(pinned[4]?.pathname).toBe('/my-photos/exports/e0000000-0000-4000-8000-000000000005')

    expect(archives).toHaveLength(db.photoArchives.all().length)
    expect(archives.map((entry) => entry.persona).sort()).toEqual(['consumer', 'consumer', 'participant'])
    expect(archives.every((entry) => entry.pathname === '/downloads')).toBe(true)
  })

  it('lists an export made in this browser too, with its state on the mock clock', async () => {
    const db = createDatabase('few')
    await seedDatabase(db)
    const clock = createClock()
    await db.backups.create({
      backupId: 'made-here',
      ownerSub: 'user-b2b-default',
      channel: 'printbloom-gb',
      requested: new Date(clock.now()).toISOString(),
      ageMs: null,
      ...exportTiming,
      outcome: 'READY',
      chunkFiles: [['a.png']],
    })
    const labelOf = () =>
      dataLinks({ db, clock }).exports.find((entry) => entry.label.endsWith('made-here'))?.label
    expect(labelOf()).toBe('b2b-default: REQUESTED, made-here')
    clock.advance(3_600_000)
    expect(labelOf()).toBe('b2b-default: READY, made-here')
    clock.advance(8 * 24 * 3_600_000)
    expect(labelOf()).toBe('b2b-default: READY, link expired, made-here')
  })
})
