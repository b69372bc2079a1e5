import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigLoadError, loadConfig, parseConfig } from './config'

const valid = {
  services: { photos: 'https://photos.api.example/' },
  auth: { authority: 'https://id.example', clientId: 'account-area', scope: 'openid' },
  featureFlags: { TimelineViewEnabled: true, Broken: 'yes' },
}

describe('parseConfig', () => {
  it('reads services (without a trailing slash), auth and boolean flags', () => {
    expect(parseConfig(valid)).toEqual({
      services: { photos: 'https://photos.api.example' },
      auth: valid.auth,
      featureFlags: { TimelineViewEnabled: true },
    })
  })

  it.each([
    ['no services', { auth: valid.auth }],
    ['a missing service', { ...valid, services: {} }],
    ['a relative service URL', { ...valid, services: { photos: '/photos' } }],
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
