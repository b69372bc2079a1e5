import { jwtClaims } from './jwt-claims'

export interface Identity {
  sub: string
  email: string | undefined
  idpType: string | undefined
  idpSub: string | undefined
  isB2b: boolean
}

/** The claim that carries how the customer authenticated; 'b2b' (any case) marks a business customer. */
export const authenticationMethodClaim = 'authentication_method'

export function identityFromAccessToken(token: string): Identity {
  const claims = jwtClaims(token)
  const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : undefined)
  return {
    sub: text('sub') ?? '',
    email: text('email'),
    idpType: text('idp_type'),
    idpSub: text('idp_sub'),
    isB2b: text(authenticationMethodClaim)?.toLowerCase() === 'b2b',
  }
}
