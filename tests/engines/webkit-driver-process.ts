// WebKitGTK's WebDriver server, under a virtual display of Xvfb (MiniBrowser draws a real window), one per worker.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePort } from '../support/ports'
import { until } from './journey'
import { miniBrowser } from './webdriver-session'

const webKitWebDriver = '/usr/bin/WebKitWebDriver'

export async function startWebKitWebDriver(): Promise<{ url: string; stop: () => void }> {
  for (const [path, what] of [
    [webKitWebDriver, 'webkit2gtk-driver'],
    [miniBrowser, 'webkit2gtk-driver'],
    ['/usr/bin/xvfb-run', 'xvfb'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${what} (.ci/run does)`)
  }
  const port = await freePort()
  // Its own process group: xvfb-run starts Xvfb and the driver, and stopping ends all three.
  const server: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', webKitWebDriver, `--port=${port}`, '--host=127.0.0.1'],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  }
  process.once('exit', stop)
  const url = `http://127.0.0.1:${port}`
  try {
    await until('WebKitWebDriver to answer', async () => {
      if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited (code ${server.exitCode})`)
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
