import { spawn, spawnSync } from 'node:child_process'

/** Builds with an npm script, then serves the output with `vite preview` until `stop()`; resolves once it answers. */
export async function buildAndPreview(options: { buildScript: string; outDir: string; port: number }) {
  if (spawnSync(`npm run ${options.buildScript}`, { shell: true, stdio: 'inherit' }).status !== 0) {
    throw new Error(`npm run ${options.buildScript} failed`)
  }
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', options.outDir, '--port', String(options.port), '--strictPort'],
    { stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${options.port}/config.json`
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { stop: () => server.kill() }
    await new Promise((done) => setTimeout(done, 100))
  }
  server.kill()
  throw new Error(`vite preview did not answer at ${url}`)
}
