import { screen } from '@testing-library/react'
import { da } from 'date-fns/locale/da'
import { de } from 'date-fns/locale/de'
import { enGB } from 'date-fns/locale/en-GB'
import { sv } from 'date-fns/locale/sv'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testServices } from '../../../mocks/node'
import { renderWithPlatform } from '../../../tests/render-with-platform'
import { AlbumStats } from './album-stats'
import { createdWording } from './created-date'

// A fixed clock: 15 March 2024, 09:30 local time.
const now = new Date(2024, 2, 15, 9, 30)
const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString()

// docs/requirements/albums.md#albums-header
describe("an album's created wording", () => {
  it('says today for any time today, also just after midnight', () => {
    expect(createdWording(local(2024, 2, 15, 0, 1), now, enGB)).toEqual({ kind: 'today' })
    expect(createdWording(local(2024, 2, 15, 9, 29), now, enGB)).toEqual({ kind: 'today' })
  })

  it('says yesterday for any time of the previous calendar day, also when less than 24 hours ago', () => {
    expect(createdWording(local(2024, 2, 14, 23, 59), now, enGB)).toEqual({ kind: 'yesterday' })
    expect(createdWording(local(2024, 2, 14, 0, 0), now, enGB)).toEqual({ kind: 'yesterday' })
  })

  it('gives the day, short month and year for anything older', () => {
    expect(createdWording(local(2024, 2, 13, 23, 59), now, enGB)).toEqual({
      kind: 'date',
      date: '13 Mar 2024',
    })
    expect(createdWording(local(2023, 11, 5), now, enGB)).toEqual({ kind: 'date', date: '05 Dec 2023' })
  })

  it('writes the day with its full stop where the language does', () => {
    expect(createdWording(local(2023, 7, 5), now, de)).toEqual({ kind: 'date', date: '05. Aug. 2023' })
    expect(createdWording(local(2023, 7, 5), now, da)).toEqual({ kind: 'date', date: '05. aug. 2023' })
    expect(createdWording(local(2023, 7, 5), now, sv)).toEqual({ kind: 'date', date: '05 aug. 2023' })
  })

  it('says yesterday across a month and a year boundary', () => {
    expect(createdWording(local(2023, 11, 31, 22), new Date(2024, 0, 1, 1), enGB)).toEqual({
      kind: 'yesterday',
    })
    expect(createdWording(local(2024, 1, 29, 12), new Date(2024, 2, 1, 8), enGB)).toEqual({
      kind: 'yesterday',
    })
  })

  it('uses the locale for the month', () => {
    expect(createdWording(local(2023, 2, 5), now, de)).toEqual({ kind: 'date', date: '05. März 2023' })
  })
})

// docs/requirements/albums.md#albums-tab
describe("an album's created date, on its tile and its screen alike (dd MMM yyyy)", () => {
  it('has a two-digit day and the short month', () => {
    expect(createdWording(local(2024, 2, 5), now, enGB)).toEqual({ kind: 'date', date: '05 Mar 2024' })
    expect(createdWording(local(2023, 9, 16), now, enGB)).toEqual({ kind: 'date', date: '16 Oct 2023' })
  })
})

describe('AlbumStats on a fixed clock', () => {
  afterEach(() => vi.useRealTimers())

  it('reads the clock when it renders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
    const album = {
      albumId: '6f1d2c3b-0000-4000-8000-000000000001',
      albumName: 'Spring',
      coverPhoto: null,
      photosCount: 1,
      created: local(2024, 2, 14, 18),
      updated: local(2024, 2, 14, 18),
      userId: 'user',
      isShared: false,
    }
    const first = renderWithPlatform(<AlbumStats album={album} />, testServices)
    expect(await screen.findByText('Created yesterday')).toBeTruthy()
    expect(screen.getByText('1 photo')).toBeTruthy()
    vi.setSystemTime(new Date(2024, 2, 14, 20))
    first.unmount()
    renderWithPlatform(<AlbumStats album={{ ...album, photosCount: 2 }} />, testServices)
    expect(await screen.findByText('Created today')).toBeTruthy()
    expect(screen.getByText('2 photos')).toBeTruthy()
  })
})
