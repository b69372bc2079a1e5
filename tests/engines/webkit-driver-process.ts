// WebKitGTK's WebDriver server on a virtual display of its own (Xvfb: MiniBrowser draws a real window), one per worker.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { freePort } from '../support/ports'
import { until } from './journey'
import { miniBrowser } from './webdriver-session'

const webKitWebDriver = '/usr/bin/WebKitWebDriver'
const xvfb = '/usr/bin/Xvfb'

/**
 * Ends a detached child's process group (the child and what it started). Never throws: it runs again in the worker's
 * 'exit' handlers, where a throw (ESRCH, the group being gone already) would cancel the worker's exit and hold
 * Playwright's run for five minutes ("worker process did not exit … after stop").
 */
function stopGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  } catch {
    // The group has ended already.
  }
}

/**
 * Xvfb on a free display that it chooses itself and writes to a pipe when it takes connections. xvfb-run -a chose
 * from the lock files it saw, so two workers starting together could both take the same one; the loser's MiniBrowser
 * then could not open its display, and its first session waited out its limit.
 */
async function startVirtualDisplay(): Promise<{ display: string; server: ChildProcess }> {
  // -noreset: by default the server resets when its last client leaves, and a MiniBrowser connecting meanwhile
  // cannot open the display ('Gtk-WARNING … cannot open display', then its session waits out its limit). Under load,
  // 4 of 150 connections made as another client left failed so here; with -noreset none did.
  const server = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp', '-noreset'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  let complaints = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    complaints = `${complaints}${chunk}`.slice(-2_000)
  })
  const displayPipe = server.stdio[3] as Readable
  const display = await new Promise<string>((resolve, reject) => {
    let written = ''
    displayPipe.on('data', (chunk: Buffer) => {
      written += chunk
      if (written.includes('\n')) resolve(`:${written.trim()}`)
    })
    server.once('exit', (code, signal) =>
      reject(new Error(`Xvfb ended (${signal ?? `code ${code}`}) before it had a display:\n${complaints}`)),
    )
  })
  server.stderr?.removeAllListeners('data').resume()
  displayPipe.destroy()
  return { display, server }
}

export async function startWebKitWebDriver(): Promise<{ url: string; stop: () => void }> {
  for (const [path, what] of [
    [webKitWebDriver, 'webkit2gtk-driver'],
    [miniBrowser, 'webkit2gtk-driver'],
    [xvfb, 'xvfb'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${what} (.ci/run does)`)
  }
  const { display, server: displayServer } = await startVirtualDisplay()
  const port = await freePort()
  // Its own process group with the MiniBrowsers it starts, so that stopping ends them all.
  const driver = spawn(webKitWebDriver, [`--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DISPLAY: display },
  })
  const stop = () => {
    process.off('exit', stop)
    stopGroup(driver)
    stopGroup(displayServer)
  }
  process.once('exit', stop)
  const url = `http://127.0.0.1:${port}`
  try {
    await until('WebKitWebDriver to answer', async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (code ${driver.exitCode})`)
      const status = await fetch(`${url}/status`).then(
        (response) => response.json() as Promise<{ value?: { ready?: boolean } }>,
        () => undefined,
      )
      return status?.value?.ready === true
    })
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
