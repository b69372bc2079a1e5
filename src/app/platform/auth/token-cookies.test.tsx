// The tests write cookies of their own as another script on the page would.
/* biome-ignore-all lint/suspicious/noDocumentCookie: see above */
import { afterEach, describe, expect, it } from 'vitest'
import {
  accessTokenCookie,
  readAccessToken,
  readRefreshToken,
  refreshTokenCookie,
  removeTokens,
  writeTokens,
} from './token-cookies'

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb25zdW1lciJ9.c2lnbmF0dXJlLV8'

afterEach(() => removeTokens(undefined))

describe('the token cookies', () => {
  it('are written and read back as they are, each under its own name', () => {
    writeTokens({ accessToken: jwt, refreshToken: 'refresh-1' }, undefined)
    expect(readAccessToken()).toBe(jwt)
    expect(readRefreshToken()).toBe('refresh-1')
    expect(document.cookie).toContain(`${accessTokenCookie}=${jwt}`)
  })

  it('keep base64’s + / = as they are, as js-cookie wrote them, and escape what a cookie cannot hold', () => {
    writeTokens({ accessToken: jwt, refreshToken: 'a+b/c=; d' }, undefined)
    expect(document.cookie).toContain(`${refreshTokenCookie}=a+b/c=%3B%20d`)
    expect(readRefreshToken()).toBe('a+b/c=; d')
  })

  it('keep the refresh token when a renewal brings none', () => {
    writeTokens({ accessToken: jwt, refreshToken: 'refresh-1' }, undefined)
    writeTokens({ accessToken: `${jwt}2` }, undefined)
    expect(readAccessToken()).toBe(`${jwt}2`)
    expect(readRefreshToken()).toBe('refresh-1')
  })

  it('are gone once removed, and an empty or missing one reads as none', () => {
    writeTokens({ accessToken: jwt, refreshToken: 'refresh-1' }, undefined)
    removeTokens(undefined)
    expect(readAccessToken()).toBeUndefined()
    expect(readRefreshToken()).toBeUndefined()
    document.cookie = `${refreshTokenCookie}=; path=/`
    expect(readRefreshToken()).toBeUndefined()
  })

  it('read a name only when it is the whole name, and a value with a stray % as it stands', () => {
    document.cookie = `x${accessTokenCookie}=other; path=/`
    expect(readAccessToken()).toBeUndefined()
    document.cookie = `${accessTokenCookie}=100%25; path=/`
    expect(readAccessToken()).toBe('100%')
    document.cookie = `${accessTokenCookie}=50%off; path=/`
    expect(readAccessToken()).toBe('50%off')
    document.cookie = `x${accessTokenCookie}=; expires=${new Date(0).toUTCString()}; path=/`
  })
})
