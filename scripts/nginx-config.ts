// npm run nginx-config -- --dist dist > /etc/nginx/conf.d/photo-shop.conf
// Renders deploy/nginx/photo-shop.conf.template for a production build: its CSP header from the same function as the
// build's meta tag, the app's routes from the route table, the brand hosts from the brand registry. README, 'Deploying'.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { nginxSiteConfig } from './nginx-site-config'

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    listen: { type: 'string', default: '80' },
    'server-names': { type: 'string' },
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
  process.stdout.write(
    nginxSiteConfig({
      root,
      configText: readFileSync(configPath, 'utf8'),
      listen: values.listen,
      serverNames: values['server-names']?.split(/\s+/).filter(Boolean),
    }),
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
