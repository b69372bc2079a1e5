// npm run bench:profile: where the script time of fast scrolling goes. Builds the app unminified (so functions keep
// their names), scrolls the 100,000-photo timeline at 3,000 px/s for 5 s with JPEG thumbnails like the bench's
// frame budget, records a CPU profile with Chromium's sampling profiler, writes it to scroll.cpuprofile (open it in
// DevTools' Performance panel) and prints the functions that took the most time, by self and by total time.
import { writeFileSync } from 'node:fs'
import { launchChromium } from '../support/chromium'
import { portFor } from '../support/ports'
import { buildAndPreview } from '../support/preview-server'
import * as inPage from './in-page'
import { openSession } from './session'
import { photoJpeg, serveThumbnails } from './thumbnails'

const port = await portFor('BENCH_PORT')
const appOrigin = `http://printbloom-gb.localhost:${port}`
const outFile = 'scroll.cpuprofile'

/** The parts of a CDP Profiler.Profile read here. */
interface CpuProfile {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples?: number[]
  timeDeltas?: number[]
}
type ProfileNode = CpuProfile['nodes'][number]

/** Milliseconds of samples per function (name, file and line), counted once per sample by self and by total time. */
function timeByFunction(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const nameOf = ({ callFrame }: ProfileNode) =>
    `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const add = (into: Map<string, number>, name: string, ms: number) =>
    into.set(name, (into.get(name) ?? 0) + ms)
  profile.samples?.forEach((id, index) => {
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000
    add(self, nameOf(byId.get(id)!), ms)
    const seen = new Set<string>()
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const name = nameOf(byId.get(node)!)
      if (!seen.has(name)) add(total, name, ms)
      seen.add(name)
    }
  })
  return { self, total }
}

function printTop(title: string, times: Map<string, number>, count: number) {
  console.log(`\n${title}`)
  for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${ms.toFixed(1).padStart(9)} ms  ${name}`)
  }
}

process.env.UNMINIFIED_BUILD = '1'
const preview = await buildAndPreview({
  outDir: `node_modules/.cache/bench-profile-dist-${port}`,
  port,
  portVariable: 'BENCH_PORT',
  removeOnStop: true,
})
const browser = await launchChromium()
try {
  const jpeg = await photoJpeg(browser)
  const session = await openSession(browser, appOrigin, { volume: '100k' })
  const { page, cdp } = session
  await serveThumbnails(page, 'image/jpeg', jpeg)
  await page.reload()
  await page.evaluate(inPage.settle, 30_000)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  const run = await page.evaluate(inPage.scrollAtSpeed, { pxPerSecond: 3000, ms: 5000 })
  const { profile } = await cdp.send('Profiler.stop')
  await session.close()
  writeFileSync(outFile, JSON.stringify(profile))
  const { self, total } = timeByFunction(profile)
  console.log(
    `${run.frames.length} frames in ${run.ms} ms; long tasks: ${run.longTasks.map((task) => Math.round(task.duration)).join(', ') || 'none'}; profile in ${outFile}`,
  )
  printTop('By self time (the function itself; (program) is the browser’s own work)', self, 25)
  printTop('By total time (with what it called)', total, 40)
} finally {
  await browser.close()
  preview.stop()
}
