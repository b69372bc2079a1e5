import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { jwtClaims } from './jwt-claims'

describe('jwtClaims', () => {
  it('reads the payload, non-ASCII text included', () => {
    const token = new UnsecuredJWT({ email: 'zoë@example.com', idp_type: 'local' })
      .setSubject('user-1')
      .encode()
    expect(jwtClaims(token)).toMatchObject({ sub: 'user-1', email: 'zoë@example.com', idp_type: 'local' })
  })

  it('reads base64url payloads whose length needs padding', () => {
    for (const name of ['a', 'ab', 'abc', 'abcd']) {
      expect(jwtClaims(new UnsecuredJWT({ name }).encode())).toMatchObject({ name })
    }
  })

  it('refuses what is not a JWT', () => {
    expect(() => jwtClaims('not-a-token')).toThrow()
    expect(() => jwtClaims(`x.${btoa('[1]')}.y`)).toThrow('Not a JWT')
  })
})
