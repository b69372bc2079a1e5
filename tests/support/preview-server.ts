import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { manifestPathFor } from '../../scripts/deployment-build'
import { assertPortFree } from './ports'

const vite = (args: string[]) => [process.execPath, ['node_modules/vite/bin/vite.js', ...args]] as const

/** A file each build gets, whose body only this server knows: the readiness check proves it reached its own server. */
export const serverIdPath = '__server-id.txt'

/**
 * Builds the app into `outDir` (with `mode`, e.g. 'mock') and writes the build's own id (returned) to `serverIdPath`.
 */
export function buildApp(options: { outDir: string; mode?: string }): string {
  const [node, buildArgs] = vite([
    'build',
    ...(options.mode ? ['--mode', options.mode] : []),
    '--outDir',
    options.outDir,
    '--emptyOutDir',
  ])
  if (spawnSync(node, buildArgs, { stdio: 'inherit' }).status !== 0) throw new Error('vite build failed')
  const serverId = randomUUID()
  writeFileSync(join(options.outDir, serverIdPath), serverId)
  return serverId
}

/**
 * Builds into `outDir` (with `mode`, e.g. 'mock'), then serves it with `vite preview` until `stop()` or the process
 * exits; resolves once it answers with this build's own id. Vite runs as our own child, not under npx, so stopping it
 * really ends the server. `removeOnStop` deletes the build when the server stops.
 */
export async function buildAndPreview(options: {
  outDir: string
  port: number
  portVariable: string
  mode?: string
  removeOnStop?: boolean
}) {
  await assertPortFree(options.port, options.portVariable)
  const serverId = buildApp(options)
  const server = spawn(
    ...vite(['preview', '--outDir', options.outDir, '--port', String(options.port), '--strictPort']),
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const stop = () => {
    server.kill()
    if (!options.removeOnStop) return
    rmSync(options.outDir, { recursive: true, force: true })
    rmSync(manifestPathFor(options.outDir), { force: true })
  }
  process.once('exit', stop)
  const url = `http://127.0.0.1:${options.port}/${serverIdPath}`
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) break
    const answer = await fetch(url).then(
      async (response) => (response.ok ? await response.text() : ''),
      () => '',
    )
    if (answer === serverId) return { server, stop }
    if (answer) break
    await new Promise((done) => setTimeout(done, 100))
  }
  stop()
  throw new Error(
    `vite preview did not answer as this build at ${url}: port ${options.port} may be taken (set ${options.portVariable} to another)`,
  )
}
