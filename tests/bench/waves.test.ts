import { describe, expect, it } from 'vitest'
import { describeRequests, describeWaves, type TimedRequest, wavesBy, wavesOf } from './waves'

/** A page as the mobile profile sees it: about 600 ms a request. */
const parallel: TimedRequest[] = [
  { name: 'document', start: 0, end: 600 },
  { name: 'entry.js', start: 610, end: 1300 },
  { name: 'config.json', start: 612, end: 1200 },
  { name: 'en-GB.json', start: 615, end: 1250 },
  { name: 'summary', start: 1400, end: 2000 },
  { name: 'month', start: 1401, end: 2100 },
  { name: 'thumbnail', start: 2150, end: 2800 },
  { name: 'thumbnail', start: 2151, end: 2850 },
]

/** The same requests, each made to wait for the one before on purpose. */
const sequential: TimedRequest[] = parallel.map((request, index) => ({
  name: request.name,
  start: index * 700,
  end: index * 700 + 650,
}))

describe('the request waterfall as waves', () => {
  it('counts requests started together as one wave', () => {
    const waved = wavesOf(parallel)
    expect(waved.map((r) => [r.name, r.wave])).toEqual([
      ['document', 1],
      ['entry.js', 2],
      ['config.json', 2],
      ['en-GB.json', 2],
      ['summary', 3],
      ['month', 3],
      ['thumbnail', 4],
      ['thumbnail', 4],
    ])
    expect(wavesBy(waved, 2800)).toBe(4)
  })

  it('counts a chain made sequential on purpose as one wave a request', () => {
    const waved = wavesOf(sequential)
    expect(waved.map((r) => r.wave)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(wavesBy(waved, 10_000)).toBe(8)
  })

  it('counts only the waves whose answers had arrived by a time', () => {
    const waved = wavesOf(parallel)
    expect(wavesBy(waved, 0)).toBe(0)
    expect(wavesBy(waved, 1250)).toBe(2)
    expect(wavesBy(waved, 2000)).toBe(3)
  })

  it('lets a request that never ended hold no one back', () => {
    const waved = wavesOf([
      { name: 'document', start: 0, end: 500 },
      { name: 'push channel', start: 600 },
      { name: 'summary', start: 900, end: 1500 },
    ])
    expect(waved.map((r) => r.wave)).toEqual([1, 2, 2])
    expect(wavesBy(waved, 1500)).toBe(2)
  })

  it('counts no wave for requests answered from the cache, however many follow each other', () => {
    const waved = wavesOf([
      { name: 'document', start: 0, end: 600 },
      { name: 'entry.js', start: 610, end: 611, fromCache: true },
      { name: 'page.js', start: 620, end: 621, fromCache: true },
      { name: 'lazy.js', start: 630, end: 631, fromCache: true },
      { name: 'config.json', start: 640, end: 1250 },
      { name: 'summary', start: 1300, end: 1900 },
    ])
    expect(waved.map((r) => r.wave)).toEqual([1, 1, 1, 1, 2, 3])
  })

  it('does not depend on the order it is given the requests in', () => {
    expect(wavesOf([...parallel].reverse()).map((r) => r.wave)).toEqual(wavesOf(parallel).map((r) => r.wave))
  })

  it('prints each wave with its requests, repeated names counted', () => {
    expect(describeWaves(wavesOf(parallel), 4)).toEqual([
      'wave 1 (0–600 ms): document',
      'wave 2 (610–1300 ms): entry.js, config.json, en-GB.json',
      'wave 3 (1400–2100 ms): summary, month',
      'wave 4 (2150–2850 ms): 2 × thumbnail',
    ])
  })

  it('prints each request with its wave, times and bytes, the cache and unknown sizes said as such', () => {
    const waved = wavesOf([
      { name: 'document', start: 0, end: 600.4, bytes: 1544 },
      { name: 'entry.js', start: 610, end: 611, fromCache: true, bytes: 0 },
      { name: 'summary', start: 1300, bytes: 900 },
      { name: 'thumbnail', start: 620.6, end: 1250 },
    ])
    expect(describeRequests(waved)).toEqual([
      'wave 1  0–600 ms  1544 B  document',
      'wave 1  610–611 ms  cache  entry.js',
      'wave 2  621–1250 ms  ?  thumbnail',
      'wave 3  1300–… ms  900 B  summary',
    ])
  })
})
