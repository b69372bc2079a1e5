// The mocks as a real HTTP server: npm run mock-server -- [--port 9090] [--volume few] [--scenario id,id]; without
// --port it listens on MOCK_SERVER_PORT, else 9090 (the port config.json's services name for a production build).
import { parseArgs } from 'node:util'
import { defaultVolume, type Volume, volumes } from '../mocks/db/personas'
import { startMockHttpServer } from '../mocks/http'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT || '9090' },
    volume: { type: 'string', default: defaultVolume },
    scenario: { type: 'string', default: '' },
  },
})
const volume = values.volume as Volume
if (!volumes.includes(volume)) throw new Error(`--volume must be one of ${volumes.join(', ')}`)
const scenarioIds = values.scenario ? values.scenario.split(',') : []
const { origin, ctx } = await startMockHttpServer({ port: Number(values.port), volume, scenarioIds })
console.log(
  `Mock services at ${origin} (volume ${volume}${scenarioIds.length ? `, scenarios ${scenarioIds}` : ''})`,
)
for (const [name, url] of Object.entries(ctx.services)) console.log(`  ${name}: ${url}`)
console.log(`  identity provider: ${origin}/__mock-idp`)
