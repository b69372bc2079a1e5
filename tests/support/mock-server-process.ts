import { type ChildProcess, spawn } from 'node:child_process'
import { mockHealthBody, mockHealthPath } from '../../mocks/health'
import { scaledMs } from './machine-factor'
import { assertPortFree } from './ports'

/**
 * The standalone mock server (scripts/mock-server.ts) as a child process on `port`; resolves once it answers its
 * health path with its own body. A taken port, another program answering there, or a server that exits fails at once.
 */
export async function startMockServerProcess(
  port: number,
  portVariable: string,
): Promise<{ origin: string; stop: () => void }> {
  await assertPortFree(port, portVariable)
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock-server.ts', '--port', String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stop = () => server.kill()
  try {
    await waitForMockServer(server, port)
  } catch (error) {
    stop()
    throw error
  }
  return { origin: `http://localhost:${port}`, stop }
}

async function waitForMockServer(server: ChildProcess, port: number) {
  const url = `http://localhost:${port}${mockHealthPath}`
  const deadline = Date.now() + scaledMs(60_000)
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the mock server exited (code ${server.exitCode}) on port ${port}`)
    const body = await fetch(url).then(
      async (response) => (response.ok ? await response.text() : ''),
      () => '',
    )
    if (body === JSON.stringify(mockHealthBody)) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`no answer from the mock server at ${url} within ${scaledMs(60_000) / 1000} s`)
}
