import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '#app/platform/config'
import { uploadEndpoint, uploadRequestUrl } from './upload-endpoint'

const services = {
  photos: 'https://photos.api.example',
  storage: 'https://storage.api.example/v1',
  'ab-target': 'https://ab.vendor.example',
} as AppConfig['services']

const search = (uploadUrl: string) => `?${new URLSearchParams({ uploadUrl })}`

describe('uploadEndpoint', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is POST {storage}/uploads without uploadUrl', () => {
    expect(uploadEndpoint(services, '')).toBe('https://storage.api.example/v1/uploads')
  })

  it('takes uploadUrl when it is on a configured service origin', () => {
    expect(uploadEndpoint(services, search('https://storage.api.example/v2/uploads'))).toBe(
      'https://storage.api.example/v2/uploads',
    )
    expect(uploadEndpoint(services, search('https://photos.api.example/import'))).toBe(
      'https://photos.api.example/import',
    )
  })

  it.each([
    ['another host', 'https://evil.example/uploads'],
    ['another port', 'https://storage.api.example:8443/uploads'],
    ['plain http for an https service', 'http://storage.api.example/uploads'],
    ['a relative URL', '/uploads'],
    ['another scheme', 'javascript:alert(1)'],
    ['the third-party A/B provider', 'https://ab.vendor.example/uploads'],
  ])('ignores uploadUrl on %s, so the token stays with the services', (_, uploadUrl) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(uploadEndpoint(services, search(uploadUrl))).toBe('https://storage.api.example/v1/uploads')
    expect(log).toHaveBeenCalledOnce()
  })
})

describe('uploadRequestUrl', () => {
  it('adds the account, keeping the query the endpoint has', () => {
    expect(uploadRequestUrl('https://storage.api.example/uploads?x=1', '100001')).toBe(
      'https://storage.api.example/uploads?x=1&accountId=100001',
    )
  })
})
