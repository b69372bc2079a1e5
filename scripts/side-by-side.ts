// Runs independent checks side by side, one per core, for `npm test` (scripts/test-all.ts) and the page generator's check
// (scripts/new-page-check.ts): most of them (tsc, dependency-cruiser, Redocly) use one core, and CI's machine has two
// (decision 0074). Each check's output is held and printed whole when it ends, so the log reads as if they ran in turn.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

export interface Check {
  title: string
  /** A shell command line. */
  command: string
  /** Run once this check has passed (a build, then what reads it). */
  followedBy?: Check
}

export interface CheckResult {
  title: string
  command: string
  ok: boolean
  ms: number
}

export interface SideBySideOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** How many run at once: one per core by default (two on CI's machine). */
  lanes?: number
}

function runOne(check: Check, options: SideBySideOptions): Promise<CheckResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(check.command, {
      shell: true,
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    let finished = false
    // 'close' may follow 'error': the check is reported once.
    const finish = (ok: boolean) => {
      if (finished) return
      finished = true
      const ms = performance.now() - started
      process.stdout.write(`\n▶ ${check.title}: ${check.command}\n${Buffer.concat(output).toString()}`)
      console.log(`${ok ? '✓' : '✗'} ${check.title} (${(ms / 1000).toFixed(1)} s)`)
      resolve({ title: check.title, command: check.command, ok, ms })
    }
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(false)
    })
    child.once('close', (code) => finish(code === 0))
  })
}

/** Every check, `lanes` at a time, in the order given; the results in that order (a `followedBy` right after its check). */
export async function runSideBySide(
  checks: Check[],
  options: SideBySideOptions = {},
): Promise<CheckResult[]> {
  const queue = checks.map((check, index) => ({ check, index }))
  const results: CheckResult[][] = checks.map(() => [])
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (let check: Check | undefined = next.check; check; ) {
        const result = await runOne(check, options)
        results[next.index]?.push(result)
        check = result.ok ? check.followedBy : undefined
      }
    }
  }
  await Promise.all(Array.from({ length: options.lanes ?? availableParallelism() }, lane))
  return results.flat()
}
