import { describe, expect, it } from 'vitest'
import { describeBreakdown, frameTimeBreakdown, type TraceEvent } from './frame-trace'

const main = { pid: 1, tid: 1 }
const worker = { pid: 1, tid: 2 }
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...main, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...worker, args: { name: 'ThreadPoolForegroundWorker' } },
  // A scroll event whose listener (in the timeline's chunk) calls another function: 3 ms, counted once.
  { name: 'EventDispatch', ph: 'X', ts: 1_000, dur: 4_000, ...main, args: { data: { type: 'scroll' } } },
  {
    name: 'FunctionCall',
    ph: 'X',
    ts: 1_100,
    dur: 3_000,
    ...main,
    args: { data: { url: 'http://x/assets/a.js' } },
  },
  {
    name: 'FunctionCall',
    ph: 'X',
    ts: 1_200,
    dur: 1_000,
    ...main,
    args: { data: { url: 'http://x/assets/b.js' } },
  },
  // An animation frame running the bench's own code (no URL), then a task with no runner known.
  { name: 'FireAnimationFrame', ph: 'X', ts: 6_000, dur: 2_000, ...main },
  { name: 'FunctionCall', ph: 'X', ts: 6_100, dur: 1_500, ...main, args: { data: { url: '' } } },
  {
    name: 'FunctionCall',
    ph: 'X',
    ts: 9_000,
    dur: 500,
    ...main,
    args: { data: { url: 'http://x/assets/a.js' } },
  },
  { name: 'Layout', ph: 'X', ts: 10_000, dur: 2_000, ...main },
  { name: 'Paint', ph: 'X', ts: 12_000, dur: 1_000, ...main },
  // Decoding counts on worker threads only.
  { name: 'ImageDecodeTask', ph: 'X', ts: 1_000, dur: 13_000, ...worker },
  { name: 'Decode Image', ph: 'X', ts: 1_500, dur: 12_000, ...worker },
  { name: 'ImageDecodeTask', ph: 'X', ts: 20_000, dur: 13_000, ...worker },
  { name: 'Decode Image', ph: 'X', ts: 20_500, dur: 12_000, ...worker },
  { name: 'Decode Image', ph: 'X', ts: 14_000, dur: 1_000, ...main },
  { name: 'Layout', ph: 'X', ts: 1_000, dur: 9_000, ...worker },
]
const chunkOf = (url: string) => (url.endsWith('a.js') ? 'timeline' : 'other')

describe('frameTimeBreakdown', () => {
  it('counts each task’s outermost script once, by what ran it and its chunk', () => {
    expect(frameTimeBreakdown(events, chunkOf).scripts).toEqual([
      ['scroll event: timeline', 3],
      ['animation frame: the bench', 1.5],
      ['task: timeline', 0.5],
    ])
  })

  it('sums the main thread’s rendering steps and the workers’ image decoding', () => {
    const breakdown = frameTimeBreakdown(events, chunkOf)
    expect(breakdown.rendering).toEqual([
      ['layout', 2],
      ['paint', 1],
    ])
    expect(breakdown.imageDecoding).toBe(26)
    expect(breakdown.imageDecodes).toBe(2)
  })

  it('says it in two lines', () => {
    expect(describeBreakdown(frameTimeBreakdown(events, chunkOf))).toEqual([
      'main thread: scripts 5 ms (scroll event: timeline 3 ms, animation frame: the bench 2 ms, task: timeline 1 ms); layout 2 ms, paint 1 ms',
      'image decoding on worker threads: 26 ms, 2 images decoded',
    ])
  })
})
