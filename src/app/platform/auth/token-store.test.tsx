// The tests write cookies of their own as another script on the page (or an older version of the app) would.
/* biome-ignore-all lint/suspicious/noDocumentCookie: see above */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  accessTokenCookie,
  keepRefreshTokenOffTheWire,
  readAccessToken,
  readRefreshToken,
  refreshTokenKey,
  removeTokens,
  writeTokens,
} from './token-store'

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb25zdW1lciJ9.c2lnbmF0dXJlLV8'

afterEach(() => removeTokens(undefined))

describe('the tokens', () => {
  it('are written and read back as they are: the access token as a cookie, the refresh token in storage only', () => {
    writeTokens({ accessToken: jwt, refreshToken: 'refresh-1' }, undefined)
    expect(readAccessToken()).toBe(jwt)
    expect(readRefreshToken()).toBe('refresh-1')
    expect(document.cookie).toBe(`${accessTokenCookie}=${jwt}`)
    expect(localStorage.getItem(refreshTokenKey)).toBe('refresh-1')
  })

  it('keep a token’s characters as they are: base64’s + / = and a JWT’s dots, as js-cookie left them', () => {
    writeTokens({ accessToken: 'a+b/c=.d_e-f' }, undefined)
    expect(document.cookie).toBe(`${accessTokenCookie}=a+b/c=.d_e-f`)
    expect(readAccessToken()).toBe('a+b/c=.d_e-f')
  })

  it('take a refresh-token cookie into storage at start and expire the cookie, so no request carries it', () => {
    document.cookie = `${accessTokenCookie}=${jwt}; path=/`
    document.cookie = `${refreshTokenKey}=a+b/c=.d; path=/`
    keepRefreshTokenOffTheWire(undefined)
    expect(readRefreshToken()).toBe('a+b/c=.d')
    expect(document.cookie).toBe(`${accessTokenCookie}=${jwt}`)
  })

  it('forget the stored refresh token at start when there is no access token: its session has ended', () => {
    writeTokens({ accessToken: jwt, refreshToken: 'refresh-1' }, undefined)
    keepRefreshTokenOffTheWire(undefined)
    expect(readRefreshToken()).toBe('refresh-1')
    document.cookie = `${accessTokenCookie}=; expires=${new Date(0).toUTCString()}; path=/`
    keepRefreshTokenOffTheWire(undefined)
    expect(readRefreshToken()).toBeUndefined()
  })

  it('keep the access token when storage is refused, and read no refresh token then', () => {
    const refused = () => {
      throw new DOMException('refused', 'SecurityError')
    }
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused)
    writeTokens({ accessToken: jwt, refreshToken: 'refresh-1' }, undefined)
    setItem.mockRestore()
    expect(readAccessToken()).toBe(jwt)
    expect(readRefreshToken()).toBeUndefined()
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
    document.cookie = `${accessTokenCookie}=; path=/`
    expect(readAccessToken()).toBeUndefined()
  })

  it('are removed with a refresh-token cookie an older version left', () => {
    document.cookie = `${refreshTokenKey}=old; path=/`
    removeTokens(undefined)
    expect(document.cookie).toBe('')
  })

  it('read a name only when it is the whole name', () => {
    document.cookie = `x${accessTokenCookie}=other; path=/`
    expect(readAccessToken()).toBeUndefined()
    document.cookie = `x${accessTokenCookie}=; expires=${new Date(0).toUTCString()}; path=/`
  })
})
