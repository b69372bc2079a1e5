import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigLoadError, loadConfig, parseConfig, serviceNames } from './config'

const services = Object.fromEntries(serviceNames.map((name) => [name, `https://${name}.api.example/`]))
const valid = {
  services,
  push: 'wss://push.api.example/socket',
  thirdParty: { consentScriptUrl: 'https://consent.example/script.js', chatScriptUrl: 'not a url' },
  auth: { authority: 'https://id.example', clientId: 'account-area', scope: 'openid' },
  featureFlags: { TimelineViewEnabled: true, Broken: 'yes' },
}

describe('parseConfig', () => {
  it('reads services (without a trailing slash), auth and boolean flags', () => {
    expect(parseConfig(valid)).toEqual({
      services: Object.fromEntries(serviceNames.map((name) => [name, `https://${name}.api.example`])),
      push: 'wss://push.api.example/socket',
      thirdParty: { consentScriptUrl: 'https://consent.example/script.js' },
      auth: valid.auth,
      featureFlags: { TimelineViewEnabled: true },
    })
  })

  it('keeps the collector to report to only when it is an http(s) URL', () => {
    expect(parseConfig({ ...valid, reporting: { otlp: 'https://collector.example' } }).reporting).toEqual({
      otlp: 'https://collector.example',
    })
    for (const otlp of ['collector.example', 'javascript:alert(1)', 42]) {
      expect(parseConfig({ ...valid, reporting: { otlp } }).reporting).toBeUndefined()
    }
  })

  it('keeps the integrity hashes of pinned scripts', () => {
    const pinned = {
      'https://consent.example/script.js':
        'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      'https://chat.example/a.js': `sha256-${'A'.repeat(43)}=`,
      'https://feedback.example/b.js': `sha512-${'z'.repeat(86)}==`,
    }
    const config = parseConfig({ ...valid, thirdParty: { ...valid.thirdParty, integrity: pinned } })
    expect(config.thirdParty.integrity).toEqual(pinned)
  })

  // A hash the browser cannot match blocks its script without a word (issue 42): the configuration is refused instead.
  it.each([
    ['another algorithm', 'md5-abc'],
    ['a placeholder', 'sha384-REPLACE+WITH+THE+PINNED+FILE+HASH+oqVuAfXRKap7fdgcCY5uykM6R9GqQ8Kuxy9rx7H'],
    ['a digest of the wrong length', `sha256-${'A'.repeat(64)}`],
    ['no text', 42],
  ])('refuses an integrity hash that is %s, naming its script', (_, hash) => {
    const raw = { ...valid, thirdParty: { integrity: { 'https://x.example/a.js': hash } } }
    expect(() => parseConfig(raw)).toThrow(
      new ConfigLoadError(
        'config.json: thirdParty.integrity of https://x.example/a.js is not a sha256, sha384 or sha512 hash of the file (a placeholder?)',
      ),
    )
  })

  it.each([
    ['no services', { auth: valid.auth }],
    ['a missing service', { ...valid, services: { ...services, orders: undefined } }],
    ['a relative service URL', { ...valid, services: { ...services, photos: '/photos' } }],
    ['no push URL', { ...valid, push: undefined }],
    ['no client id', { ...valid, auth: { ...valid.auth, clientId: '' } }],
    ['not an object', 'config'],
  ])('rejects %s', (_, raw) => {
    expect(() => parseConfig(raw)).toThrow(ConfigLoadError)
  })
})

describe('loadConfig', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fails with ConfigLoadError when /config.json does not answer 200', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 500 }))
    await expect(loadConfig()).rejects.toThrow('config.json answered 500')
  })

  it('fails with ConfigLoadError when the network fails or the body is not JSON', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(loadConfig()).rejects.toBeInstanceOf(ConfigLoadError)
    vi.stubGlobal('fetch', async () => new Response('<html>'))
    await expect(loadConfig()).rejects.toThrow('not JSON')
  })
})
