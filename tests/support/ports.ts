import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * Ports of the servers that test runs, the bench and the screenshots start. Each comes from its environment variable
 * when set (and must then be free: the servers start with --strictPort and fail at once), else from the system as a
 * free port, so a run never collides with another program or another run.
 */

/** A port the system has just handed out as free. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** The same, for configuration files that cannot wait (playwright.config.ts): asks a short-lived Node process. */
function freePortNow(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}

function portFrom(variable: string): number | undefined {
  const value = process.env[variable]
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${variable}=${value} is not a port`)
  return port
}

/**
 * A port Playwright's configuration chooses for a server of the browser tests: `variable`, else a free port chosen
 * once and written back to `variable` so that the web servers and the workers (which inherit the environment) agree
 * with the runner.
 */
export function portNow(variable: string): number {
  const given = portFrom(variable)
  let port = given ?? freePortNow()
  // The system may hand the same free port to two asks in a row: each server gets one of its own.
  while (given === undefined && chosenNow.has(port)) port = freePortNow()
  chosenNow.add(port)
  process.env[variable] = String(port)
  return port
}
/** The ports portNow gave in this process. */
const chosenNow = new Set<number>()

/** The browser tests' preview server: E2E_PORT (portNow). */
export function e2ePort(): number {
  return portNow('E2E_PORT')
}

/** A port for a server a script starts: `variable` when set, else a free one. */
export async function portFor(variable: string): Promise<number> {
  return portFrom(variable) ?? (await freePort())
}

/** Fails with a message that names the cause when something already listens on the port. */
export function assertPortFree(port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', () =>
      reject(
        new Error(
          `port ${port} is already in use by another program: free it or set ${variable} to another port`,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}
