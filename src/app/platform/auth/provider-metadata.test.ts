// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ownFileTimeLimitMs } from '#app/api/time-limits'
import { discoveryUrl, metadataForSignIn, metadataKeptForCallback } from './provider-metadata'

const authority = 'https://login.example/realms/shop'
const metadata = {
  issuer: authority,
  authorization_endpoint: `${authority}/authorize`,
  token_endpoint: `${authority}/token`,
  end_session_endpoint: `${authority}/logout`,
}

let asked: { url: string; init: RequestInit | undefined }[]
let answer: () => Promise<Response>

beforeEach(() => {
  sessionStorage.clear()
  asked = []
  answer = async () => Response.json(metadata)
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    asked.push({ url, init })
    return answer()
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("the identity provider's metadata for a sign-in (issue 40 point 4)", () => {
  it('asks for the discovery document as the HTML preloads it: no headers, no credentials beyond the same origin', async () => {
    expect(await metadataForSignIn(authority)).toEqual(metadata)
    expect(asked.map(({ url }) => url)).toEqual([discoveryUrl(authority)])
    expect(discoveryUrl(authority)).toBe(`${authority}/.well-known/openid-configuration`)
    const { signal, ...init } = asked[0]!.init ?? {}
    expect(init).toEqual({})
    expect(signal).toBeInstanceOf(AbortSignal)
  })

  it('keeps it for the callback of the same provider, once', async () => {
    await metadataForSignIn(authority)
    expect(metadataKeptForCallback('https://other.example')).toBeUndefined()
    await metadataForSignIn(authority)
    expect(metadataKeptForCallback(authority)).toEqual(metadata)
    expect(metadataKeptForCallback(authority)).toBeUndefined()
  })

  it('leaves the metadata to oidc-client-ts when the answer is refused, of the wrong shape, or never comes', async () => {
    answer = async () => new Response('no', { status: 503 })
    expect(await metadataForSignIn(authority)).toBeUndefined()
    answer = async () => Response.json({ issuer: authority, authorization_endpoint: 'x' })
    expect(await metadataForSignIn(authority)).toBeUndefined()
    answer = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await metadataForSignIn(authority)).toBeUndefined()
    expect(metadataKeptForCallback(authority)).toBeUndefined()

    vi.useFakeTimers()
    answer = () => new Promise<Response>(() => undefined)
    const waiting = metadataForSignIn(authority)
    await vi.advanceTimersByTimeAsync(ownFileTimeLimitMs)
    expect(await waiting).toBeUndefined()
  })

  it('does not take kept metadata that was tampered with', () => {
    sessionStorage.setItem('app.providerMetadata', '{not json')
    expect(metadataKeptForCallback(authority)).toBeUndefined()
    sessionStorage.setItem(
      'app.providerMetadata',
      JSON.stringify({ authority, metadata: { issuer: authority } }),
    )
    expect(metadataKeptForCallback(authority)).toBeUndefined()
  })
})
