// Where a scroll's frame time went, from a Chromium trace (the JSON trace format's complete events): the page's
// scripts on the renderer's main thread by what ran them and by chunk, the rendering steps, and image decoding on
// the worker threads. The bench prints it when a frame budget breaks (issue 28: say which script took the time);
// a CPU profile (npm run bench:profile) then says which functions.

/** One event of a Chromium trace, as far as read here. */
export interface TraceEvent {
  name: string
  ph: string
  ts?: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } }
}

export interface FrameTimeBreakdown {
  /** Milliseconds of script on the main thread, by what ran it and where: 'scroll event: timeline', … */
  scripts: [string, number][]
  /** Milliseconds of style, layout, paint and commit on the main thread. */
  rendering: [string, number][]
  /** Milliseconds of image decoding on worker threads (summed over threads). */
  imageDecoding: number
  /**
   * How many images were decoded in that time ('Decode Image' events; a decode task may run several): a time several
   * times the usual with the usual count means a slower or busier machine, a larger count means more decoding.
   */
  imageDecodes: number
}

/** What runs a script, by the event around it. */
const runners: Record<string, (event: TraceEvent) => string> = {
  EventDispatch: (event) => `${event.args?.data?.type ?? 'DOM'} event`,
  FireAnimationFrame: () => 'animation frame',
  TimerFire: () => 'timer',
  'MessagePort::Accept': () => 'message (React’s scheduler)',
  RunMicrotasks: () => 'microtask',
}

const renderingSteps: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
}

const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms)
const byTime = (into: Map<string, number>) => [...into].sort((a, b) => b[1] - a[1])

/**
 * `chunkOf` names the chunk of a script URL (the manifest's name of the file); a script without a URL is code the
 * bench itself ran in the page (page.evaluate).
 */
export function frameTimeBreakdown(
  events: readonly TraceEvent[],
  chunkOf: (url: string) => string,
): FrameTimeBreakdown {
  const threadNames = new Map<string, string>()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '')
  }
  const threadOf = (event: TraceEvent) => threadNames.get(`${event.pid}:${event.tid}`) ?? ''
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && event.ts !== undefined)
    .sort((a, b) => a.ts! - b.ts! || b.dur! - a.dur!)
  const scripts = new Map<string, number>()
  const rendering = new Map<string, number>()
  let imageDecoding = 0
  let imageDecodes = 0
  // The events around the current one on each main thread, to find what ran a script.
  const open = new Map<string, TraceEvent[]>()
  for (const event of complete) {
    const thread = threadOf(event)
    const ms = event.dur! / 1000
    if (thread.startsWith('ThreadPool') && event.name === 'ImageDecodeTask') imageDecoding += ms
    if (thread.startsWith('ThreadPool') && event.name === 'Decode Image') imageDecodes += 1
    if (thread !== 'CrRendererMain') continue
    const key = `${event.pid}:${event.tid}`
    const stack = open.get(key) ?? []
    open.set(key, stack)
    while (stack.length > 0 && stack.at(-1)!.ts! + stack.at(-1)!.dur! <= event.ts!) stack.pop()
    if (event.name === 'FunctionCall' || event.name === 'EvaluateScript') {
      // Only the outermost script of a task counts: nested calls are inside its time.
      if (!stack.some((outer) => outer.name === 'FunctionCall' || outer.name === 'EvaluateScript')) {
        const around = [...stack].reverse().find((outer) => runners[outer.name])
        const runner = around ? runners[around.name]!(around) : 'task'
        const url = event.args?.data?.url
        add(scripts, `${runner}: ${url ? chunkOf(url) : 'the bench'}`, ms)
      }
    }
    const step = renderingSteps[event.name]
    if (step) add(rendering, step, ms)
    stack.push(event)
  }
  return { scripts: byTime(scripts), rendering: byTime(rendering), imageDecoding, imageDecodes }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`

/** The breakdown in two lines for the bench's output. */
export function describeBreakdown({
  scripts,
  rendering,
  imageDecoding,
  imageDecodes,
}: FrameTimeBreakdown): string[] {
  const total = scripts.reduce((sum, [, time]) => sum + time, 0)
  return [
    `main thread: scripts ${ms(total)} (${scripts
      .slice(0, 5)
      .map(([what, time]) => `${what} ${ms(time)}`)
      .join(', ')}); ${rendering.map(([step, time]) => `${step} ${ms(time)}`).join(', ')}`,
    `image decoding on worker threads: ${ms(imageDecoding)}, ${imageDecodes} images decoded`,
  ]
}
