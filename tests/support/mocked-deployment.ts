// The production build behind Debian's nginx with the rendered site configuration, its config.json beside index.html
// naming the HTTP mock server (README 'Deploying', the second way): `npm run deployment:mocked` and the journeys
// (tests/engines/serve-deployment.ts), and the bench's mobile-network part (tests/bench/mobile-network.ts).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brands } from '../../src/app/platform/brand/brand'
import { journeyConfig } from '../engines/deployment'
import { startNginx, type TlsFront } from './nginx-server'

/** Serves the build in `outDir` on `port` for every brand at `{brand-id}.localhost`, against `mockOrigin`. */
export function serveMockedDeployment(options: {
  outDir: string
  port: number
  mockOrigin: string
  tlsFronts?: readonly TlsFront[]
}) {
  const config = journeyConfig(options.mockOrigin)
  writeFileSync(join(options.outDir, 'config.json'), JSON.stringify(config, null, 2))
  // nginx's CSP header is rendered from the same file; its check refuses the mock identity provider, which only the
  // served file names.
  const forNginx = { ...config, auth: { ...config.auth, authority: 'https://login.photo-shop.example' } }
  return startNginx({
    root: options.outDir,
    configText: JSON.stringify(forNginx),
    port: options.port,
    serverNames: brands.map((brand) => `${brand.id}.localhost`),
    signInAuthority: config.auth.authority,
    ...(options.tlsFronts ? { tlsFronts: options.tlsFronts } : {}),
  })
}
