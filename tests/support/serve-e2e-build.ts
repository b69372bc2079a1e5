// Playwright's web server (playwright.config.ts): the app built in mock mode and served as files, as in npm start,
// on E2E_PORT. The build lives in node_modules/.cache/e2e-dist-PORT and is removed when Playwright stops the server.
import { rmSync } from 'node:fs'
import { serveBuiltFiles } from './built-files-server'
import { e2eBuildDir } from './e2e-build'
import { assertPortFree, e2ePort } from './ports'
import { buildApp } from './preview-server'

const port = e2ePort()
const outDir = e2eBuildDir(port)
await assertPortFree(port, 'E2E_PORT')
buildApp({ outDir, mode: 'mock' })
await serveBuiltFiles(outDir, port)
console.log(`Browser tests' app at http://127.0.0.1:${port}`)
const removeBuild = () => rmSync(outDir, { recursive: true, force: true })
process.once('exit', removeBuild)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => process.exit(0))
}
