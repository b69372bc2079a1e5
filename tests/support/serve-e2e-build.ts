// Playwright's web server (playwright.config.ts): the app built in mock mode and served as files, as in npm start,
// on E2E_PORT. The build lives in node_modules/.cache/e2e-dist-PORT and is removed when Playwright stops the server.
import { e2eBuildDir } from './e2e-build'
import { e2ePort } from './ports'
import { buildAndPreview } from './preview-server'

const port = e2ePort()
const { server, stop } = await buildAndPreview({
  outDir: e2eBuildDir(port),
  port,
  portVariable: 'E2E_PORT',
  mode: 'mock',
  removeOnStop: true,
})
console.log(`Browser tests' app at http://127.0.0.1:${port}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    stop()
    process.exit(0)
  })
}
server.once('exit', (code) => {
  console.error(`vite preview stopped (exit code ${code})`)
  process.exit(1)
})
