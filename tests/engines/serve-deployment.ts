// `npm run deployment:mocked`, and Playwright's second web server for the journeys (playwright.config.ts): the
// production build served by Debian's nginx with the rendered site configuration, against the HTTP mock server, on
// ENGINES_PORT and ENGINES_MOCK_PORT (free ports unless set). The build goes without APP_CONFIG, and the deployment's
// config.json is put beside index.html, as the README's second way. Every brand is served at `{brand-id}.localhost`.
import { rmSync } from 'node:fs'
import { startMockHttpServer } from '../../mocks/http'
import { manifestPathFor } from '../../scripts/deployment-build'
import { serveMockedDeployment } from '../support/mocked-deployment'
import { assertPortFree, portNow } from '../support/ports'
import { buildApp } from '../support/preview-server'
import { deploymentMockPortVariable, deploymentPortVariable } from './deployment'

const port = portNow(deploymentPortVariable)
const mockPort = portNow(deploymentMockPortVariable)
await assertPortFree(port, deploymentPortVariable)
await assertPortFree(mockPort, deploymentMockPortVariable)
const outDir = `node_modules/.cache/engines-dist-${port}`
const removeBuild = () => {
  rmSync(outDir, { recursive: true, force: true })
  rmSync(manifestPathFor(outDir), { force: true })
}
process.once('exit', removeBuild)
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0))

buildApp({ outDir })
const mockOrigin = `http://localhost:${mockPort}`
const nginx = await serveMockedDeployment({ outDir, port, mockOrigin })
process.once('exit', nginx.stop)
// Last: the web server counts as ready when the mock server answers, and nginx is up by then.
await startMockHttpServer({ port: mockPort, host: 'localhost' })
console.log(
  `The production build behind nginx at http://printbloom-gb.localhost:${port}/ (every brand at ` +
    `http://{brand-id}.localhost:${port}/), against the mock services at ${mockOrigin}. Ctrl+C stops both.`,
)
