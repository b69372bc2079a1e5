// The mocks as a real HTTP server: npm run mock-server -- [--port 9090] [--volume few] [--scenario id,id]
import { parseArgs } from 'node:util'
import { createDatabase, seedDatabase } from '../mocks/db/database'
import { defaultVolume, type Volume, volumes } from '../mocks/db/personas'
import { createMockHttpServer } from '../mocks/http'
import { servicesUnder } from '../mocks/services'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9090' },
    volume: { type: 'string', default: defaultVolume },
    scenario: { type: 'string', default: '' },
  },
})
const volume = values.volume as Volume
if (!volumes.includes(volume)) throw new Error(`--volume must be one of ${volumes.join(', ')}`)
const origin = `http://localhost:${values.port}`
const db = createDatabase(volume)
await seedDatabase(db)
const scenarioIds = values.scenario ? values.scenario.split(',') : []
const server = createMockHttpServer({ db, services: servicesUnder(origin) }, origin, scenarioIds)
server.listen(Number(values.port), () => {
  console.log(
    `Mock services at ${origin} (volume ${volume}${scenarioIds.length ? `, scenarios ${scenarioIds}` : ''})`,
  )
  console.log(`  photos: ${origin}/photos   identity provider: ${origin}/__mock-idp`)
})
