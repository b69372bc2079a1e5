// npm run test:contract [-- --base-url URL [--token TOKEN] [--include-writes]]
// Without --base-url: the contract suite in-process (documents ↔ mocks ↔ requests). With it: the documented
// responses of a running server whose services live at {URL}/{service} (only GETs unless --include-writes).
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    'include-writes': { type: 'boolean', default: false },
  },
  allowPositionals: true,
  // Reporter options pass through to Vitest.
  strict: false,
})
const live = typeof values['base-url'] === 'string' ? values['base-url'] : undefined
const env = {
  ...process.env,
  ...(live
    ? {
        CONTRACT_BASE_URL: live.replace(/\/+$/, ''),
        CONTRACT_INCLUDE_WRITES: String(values['include-writes']),
      }
    : {}),
  ...(typeof values.token === 'string' ? { CONTRACT_TOKEN: values.token } : {}),
}
const project = live ? 'contract-live' : 'contract'
const reporterArgs = process.argv.filter(
  (arg) => arg.startsWith('--reporter') || arg.startsWith('--outputFile'),
)
const result = spawnSync('npx', ['vitest', 'run', '--project', project, ...reporterArgs], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
