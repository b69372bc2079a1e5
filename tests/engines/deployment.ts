// Where the journeys run: the production build behind nginx against the HTTP mock server (as operators deploy it,
// README 'Deploying'), or the mocked build of the browser tests (msw in the page, as QA runs it).
import { readFileSync } from 'node:fs'
import { identityProviderPath } from '../../mocks/identity/tokens'
import { servicesUnder } from '../../mocks/services'
import { exampleConfigPath } from '../../scripts/deployment-build'

export type Deployment = 'production' | 'mocked'

/** The nginx deployment's ports, chosen by playwright.config.ts (portNow). */
export const deploymentPortVariable = 'ENGINES_PORT'
export const deploymentMockPortVariable = 'ENGINES_MOCK_PORT'

/** The brands whose hosts the nginx deployment serves. */
export const journeyBrands = ['printbloom-gb', 'bildwerk-de', 'lumiere-fr'] as const

/** The app's address for a brand in a deployment. */
export function appOrigin(deployment: Deployment, brand: string = journeyBrands[0]): string {
  const port = process.env[deployment === 'production' ? deploymentPortVariable : 'E2E_PORT']
  return `http://${brand}.localhost:${port}`
}

export function mockServerOrigin(): string {
  return `http://localhost:${process.env[deploymentMockPortVariable]}`
}

/**
 * The deployment's config.json: the documented example (deploy/config.example.json) with every service, the push
 * channel, sign-in and the telemetry collector at the mock server, and no third-party scripts (their hosts do not exist
 * here; production-build.spec.ts proves them).
 */
export function journeyConfig(mockOrigin: string) {
  const { thirdParty: _notHere, ...example } = JSON.parse(readFileSync(exampleConfigPath, 'utf8'))
  return {
    ...example,
    services: servicesUnder(mockOrigin),
    push: `${mockOrigin.replace('http', 'ws')}/push`,
    auth: { ...example.auth, authority: `${mockOrigin}${identityProviderPath}` },
    printsEditorUrl: `${mockOrigin}/prints-editor`,
    reporting: { otlp: `${mockOrigin}/otlp` },
  }
}
