import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  exampleConfigPath,
  manifestPathFor,
  readDeploymentConfig,
} from './deployment-build'

const folder = mkdtempSync(join(tmpdir(), 'deployment-config-'))

function configFile(name: string, text: string): string {
  const path = join(folder, name)
  writeFileSync(path, text)
  return path
}

const example = readDeploymentConfig(exampleConfigPath).config

describe('the production build’s deployment files', () => {
  it('accepts the documented example config', () => {
    expect(example.auth.authority).toBe('https://login.photo-shop.example')
  })

  it.each([
    ['not JSON', '{ services: ', /is not JSON/],
    ['without services', '{"auth": {}}', /services and auth are required/],
    [
      'signing in at the mock identity provider',
      JSON.stringify({ ...example, auth: { ...example.auth, authority: '/__mock-idp' } }),
      /mock identity provider/,
    ],
  ])('refuses a config %s, saying why', (_, text, why) => {
    expect(() => readDeploymentConfig(configFile('config.json', text))).toThrow(why)
  })

  it('lets scripts run only from the app and the configured third parties, workers only from the app, with Trusted Types', () => {
    expect(contentSecurityPolicy(example)).toBe(
      "script-src 'self' https://consent.cmp-vendor.example https://feedback.survey-vendor.example " +
        "https://chat.chat-vendor.example; worker-src 'self'; object-src 'none'; base-uri 'none'; " +
        "require-trusted-types-for 'script'; trusted-types third-party-scripts app-workers",
    )
    expect(contentSecurityPolicy(undefined)).toMatch(/^script-src 'self'; /)
  })

  it('puts the manifest beside the build', () => {
    expect(manifestPathFor('dist')).toBe('dist.manifest.json')
    expect(manifestPathFor('node_modules/.cache/bench-dist-4000/')).toBe(
      'node_modules/.cache/bench-dist-4000.manifest.json',
    )
  })
})
