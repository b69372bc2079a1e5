import { spawn, spawnSync } from 'node:child_process'

/**
 * The production build in its own folder, served by `vite preview` until `stop()`. Like tests/support's
 * buildAndPreview, but vite runs as our own child (not under npx), so stopping it really ends the server.
 */
export async function buildAndServe(options: { outDir: string; port: number }) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', options.outDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  )
  if (build.status !== 0) throw new Error('vite build failed')
  const server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      options.outDir,
      '--port',
      String(options.port),
      '--strictPort',
    ],
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
  throw new Error(`vite preview did not answer at ${url} (is port ${options.port} taken? set BENCH_PORT)`)
}
