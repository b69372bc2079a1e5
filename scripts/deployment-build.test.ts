import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
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

  it.each([
    ['services and auth are required', '{"services": {}}'],
    [
      'auth.authority is the mock identity provider, which signs anyone in',
      JSON.stringify({
        ...example,
        auth: { ...example.auth, authority: 'http://localhost:9090/__mock-idp' },
      }),
    ],
    [
      'reporting.cspReports must be an https URL',
      JSON.stringify({ ...example, reporting: { cspReports: 'x' } }),
    ],
    [
      'thirdParty.integrity of https://consent.cmp-vendor.example/v4.2.1/consent.js is not a sha256, sha384 or sha512 hash of the file (a placeholder?)',
      JSON.stringify({
        ...example,
        thirdParty: {
          ...example.thirdParty,
          integrity: {
            'https://consent.cmp-vendor.example/v4.2.1/consent.js': 'sha384-REPLACE+WITH+THE+HASH',
          },
        },
      }),
    ],
  ])('the build refuses a config because %s, and says so as nginx-config does', (reason, text) => {
    // The build used to print only a later hook's 'ENOENT … dist/locales/da-DK.json' (issue 42 point 2).
    const dist = join(folder, `dist-${reason.length}`)
    const path = configFile(`refused-${reason.length}.json`, text)
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist], {
      env: { ...process.env, APP_CONFIG: path },
      encoding: 'utf8',
    })
    expect(build.status).toBe(1)
    const printed = build.stdout + build.stderr
    expect(printed).toContain(`APP_CONFIG ${path}: config.json: ${reason}`)
    expect(printed).not.toContain('ENOENT')
    // nginx-config reads the same file through the same check, and gives the same reason word for word.
    mkdirSync(dist, { recursive: true })
    writeFileSync(join(dist, 'config.json'), text)
    const nginx = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/nginx-config.ts', '--dist', dist],
      {
        encoding: 'utf8',
      },
    )
    expect(nginx.status).toBe(1)
    expect(nginx.stderr.trim()).toBe(`config.json: ${reason}`)
  })

  it('lets scripts run only from the app and the configured third parties, workers only from the app, with Trusted Types', () => {
    expect(contentSecurityPolicy(example)).toBe(
      "script-src 'self' https://consent.cmp-vendor.example https://feedback.survey-vendor.example " +
        "https://chat.chat-vendor.example; worker-src 'self'; object-src 'none'; base-uri 'none'; " +
        "require-trusted-types-for 'script'; trusted-types third-party-scripts app-workers",
    )
  })

  it('leaves the scripts to the server’s header when the build has no config (the header names its third parties)', () => {
    expect(contentSecurityPolicy(undefined)).toBe(
      "worker-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; " +
        'trusted-types third-party-scripts app-workers',
    )
  })

  it('puts the manifest beside the build', () => {
    expect(manifestPathFor('dist')).toBe('dist.manifest.json')
    expect(manifestPathFor('node_modules/.cache/bench-dist-4000/')).toBe(
      'node_modules/.cache/bench-dist-4000.manifest.json',
    )
  })
})
