// The request waterfall as waves (issue 40): on a mobile link every request costs a round trip of over half a second,
// so what decides a page's speed there is how many requests had to wait for another to finish before they could
// start. A request's wave is 1 when it started before any request had ended; otherwise one more than the highest wave
// of the requests that had ended by the time it started. Requests started together are one wave however many they
// are; a chain of N requests, each started by the end of the one before, is N waves. A request answered from a cache
// costs no round trip: it takes the wave of the requests it waited for, and adds none.

export interface TimedRequest {
  /** What was fetched (a path, or a file name), for the printed waterfall. */
  name: string
  /** When it started and when its answer had fully arrived, in ms on one clock; `end` undefined if it never did. */
  start: number
  end?: number
  /** Answered from the browser's cache without asking the network (a revalidation, 304, asks it). */
  fromCache?: boolean
  /**
   * Bytes over the network, headers included; undefined where resource timing does not tell them (another origin
   * without Timing-Allow-Origin). A request from the cache is `fromCache`.
   */
  bytes?: number
}

export interface WavedRequest extends TimedRequest {
  wave: number
}

/** Every request with its wave, in the order they started (0: from the cache before any network request had ended). */
export function wavesOf(requests: readonly TimedRequest[]): WavedRequest[] {
  const started = [...requests].sort((a, b) => a.start - b.start)
  const waved: WavedRequest[] = []
  for (const request of started) {
    let before = 0
    for (const earlier of waved) {
      if (earlier.end !== undefined && earlier.end <= request.start) before = Math.max(before, earlier.wave)
    }
    waved.push({ ...request, wave: request.fromCache ? before : before + 1 })
  }
  return waved
}

/** How many waves had ended by `time`: the highest wave of a request whose answer had arrived by then (0 if none). */
export function wavesBy(waved: readonly WavedRequest[], time: number): number {
  return Math.max(0, ...waved.filter((r) => r.end !== undefined && r.end <= time).map((r) => r.wave))
}

/**
 * One line per wave up to `lastWave`: when its requests started and ended, and what they were (repeated names
 * counted, e.g. '12 × thumbnails').
 */
export function describeWaves(waved: readonly WavedRequest[], lastWave: number): string[] {
  const lines: string[] = []
  for (let wave = 1; wave <= lastWave; wave++) {
    const members = waved.filter((r) => r.wave === wave)
    if (members.length === 0) continue
    const counts = new Map<string, number>()
    for (const member of members) {
      const name = member.fromCache ? `${member.name} (cache)` : member.name
      counts.set(name, (counts.get(name) ?? 0) + 1)
    }
    const first = Math.min(...members.map((r) => r.start))
    const last = Math.max(...members.map((r) => r.end ?? Number.NaN))
    const names = [...counts].map(([name, count]) => (count > 1 ? `${count} × ${name}` : name)).join(', ')
    lines.push(
      `wave ${wave} (${Math.round(first)}–${Number.isNaN(last) ? '…' : Math.round(last)} ms): ${names}`,
    )
  }
  return lines
}

/**
 * One line per request, in the order they started: its wave, when it started and ended, the bytes it took over the
 * network and what it was. On a throttled link every request in flight shares the bandwidth, so a small file started
 * beside large ones ends with them: these lines show what a wave's end waited for.
 */
export function describeRequests(waved: readonly WavedRequest[]): string[] {
  return waved.map((request) => {
    const end = request.end === undefined ? '…' : Math.round(request.end)
    const bytes = request.fromCache ? 'cache' : request.bytes === undefined ? '?' : `${request.bytes} B`
    return `wave ${request.wave}  ${Math.round(request.start)}–${end} ms  ${bytes}  ${request.name}`
  })
}
