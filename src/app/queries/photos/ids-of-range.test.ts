import { describe, expect, it } from 'vitest'
import type { ServiceClient } from '#app/api/clients'
import { monthsPhotoIds } from './ids-of-range'

const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const

/** A photo service whose month pages answer when the test says so; month 13 - n holds n photos. */
function service({ failing }: { failing?: number } = {}) {
  const asked: string[] = []
  let open = 0
  let mostOpen = 0
  const client = {
    GET: async (
      _path: string,
      { params }: { params: { path: { year: number; month: number }; query: { limit: number } } },
    ) => {
      const { month } = params.path
      asked.push(`${month}:${params.query.limit}`)
      open++
      mostOpen = Math.max(mostOpen, open)
      await new Promise((resolve) => setTimeout(resolve, 1))
      open--
      if (month === failing) throw new Error('500')
      const images = Array.from({ length: 13 - month }, (_, i) => ({ imageId: `${month}/${i}` }))
      return { data: { cursor: null, images } }
    },
  } as unknown as ServiceClient<'photos'>
  return { client, asked, mostOpen: () => mostOpen }
}

const months = (...numbers: number[]) => numbers.map((month) => ({ year: 2024, month }))

describe('monthsPhotoIds', () => {
  it('asks for every month in pages of 500, three at a time, and answers in the months’ order', async () => {
    const photos = service()
    const ids = await monthsPhotoIds(
      photos.client,
      months(12, 11, 10, 9, 8),
      sort,
      new AbortController().signal,
    )
    expect(ids.map((month) => month.length)).toEqual([1, 2, 3, 4, 5])
    expect(ids[1]).toEqual(['11/0', '11/1'])
    expect(photos.asked.every((call) => call.endsWith(':500'))).toBe(true)
    expect(photos.mostOpen()).toBe(3)
  })

  it('fails as a whole at the first failure, and asks for no month after it', async () => {
    const photos = service({ failing: 11 })
    await expect(
      monthsPhotoIds(photos.client, months(12, 11, 10, 9, 8, 7, 6), sort, new AbortController().signal),
    ).rejects.toThrow('500')
    expect(photos.asked.length).toBeLessThan(7)
  })

  it('asks for nothing once aborted', async () => {
    const photos = service()
    const controller = new AbortController()
    controller.abort()
    await expect(monthsPhotoIds(photos.client, months(12, 11), sort, controller.signal)).rejects.toThrow()
    expect(photos.asked).toEqual([])
  })
})
