import { spawn, spawnSync } from 'node:child_process'

const vite = (args: string[]) => [process.execPath, ['node_modules/vite/bin/vite.js', ...args]] as const

/**
 * Builds into `outDir` (with `mode`, e.g. 'mock'), then serves it with `vite preview` until `stop()` or the process
 * exits; resolves once it answers. Vite runs as our own child, not under npx, so stopping it really ends the server.
 */
export async function buildAndPreview(options: { outDir: string; port: number; mode?: string }) {
  const [node, buildArgs] = vite([
    'build',
    ...(options.mode ? ['--mode', options.mode] : []),
    '--outDir',
    options.outDir,
    '--emptyOutDir',
  ])
  if (spawnSync(node, buildArgs, { stdio: 'inherit' }).status !== 0) throw new Error('vite build failed')
  const server = spawn(
    ...vite(['preview', '--outDir', options.outDir, '--port', String(options.port), '--strictPort']),
    { stdio: 'ignore' },
  )
  const stop = () => {
    server.kill()
  }
  process.once('exit', stop)
  const url = `http://127.0.0.1:${options.port}/config.json`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) break
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { stop }
    await new Promise((done) => setTimeout(done, 100))
  }
  stop()
  throw new Error(`vite preview did not answer at ${url} (is port ${options.port} taken?)`)
}
