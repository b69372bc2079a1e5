/**
 * Where the clients take the bearer token from. The signed-in session lives in platform/auth, above this layer:
 * the composition root (main.tsx; the unit tests' setup) hands it in once, so api/ imports nothing of platform/.
 */
export interface TokenSource {
  /** The token to send now (renewed first when it has expired). */
  accessToken: () => string | undefined | Promise<string | undefined>
  /** Renews the token after a service refused it (401). */
  renewAccessToken: () => Promise<string | undefined>
}

let source: TokenSource | undefined

export function provideTokens(tokens: TokenSource): void {
  source = tokens
}

/** The session's tokens, read at call time (a client built before sign-in still sends the current token). */
export const sessionTokens: TokenSource = {
  accessToken: () => source?.accessToken(),
  renewAccessToken: () => source?.renewAccessToken() ?? Promise.resolve(undefined),
}
