// npm run nginx-config -- --dist /srv/photo-shop/dist --out /etc/nginx/conf.d/photo-shop.conf (README, 'Deploying').
// --out, not a redirection: npm prints its own lines to stdout before the script runs.
// Renders deploy/nginx/photo-shop.conf.template for a production build: its CSP header from the same function as the
// build's meta tag, the app's routes from the route table, the brand hosts from the brand registry. README, 'Deploying'.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { manifestPathFor } from './deployment-build'
import { nginxSiteConfig } from './nginx-site-config'

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    listen: { type: 'string', default: '80' },
    'server-names': { type: 'string' },
    out: { type: 'string' },
  },
})

const root = resolve(values.dist)
const configPath = resolve(root, 'config.json')
if (!existsSync(configPath)) {
  console.error(
    `${configPath} is missing: build with APP_CONFIG=path/to/config.json, or put the deployment's config.json there first`,
  )
  process.exit(1)
}
try {
  const rendered = nginxSiteConfig({
    root,
    configText: readFileSync(configPath, 'utf8'),
    listen: values.listen,
    serverNames: values['server-names']?.split(/\s+/).filter(Boolean),
  })
  // Said once the configuration has passed its checks: a refused config.json is the one thing to read then.
  if (!existsSync(manifestPathFor(root))) {
    console.error(
      `${manifestPathFor(root)} is missing: the routes' own chunks are not preloaded, only the messages; copy the build's manifest beside its directory (README, Deploying)`,
    )
  }
  if (values.out) writeFileSync(values.out, rendered)
  else process.stdout.write(rendered)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
