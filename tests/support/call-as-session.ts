export interface SessionCall {
  /** The access token cookie's name (src/app/platform/auth/token-store.ts). */
  tokenCookie: string
  /** The service, by its name in the app's config.json. */
  service: string
  method: 'GET' | 'PUT' | 'PATCH'
  path: string
  body?: unknown
}

/**
 * Runs in the page (Playwright's evaluate, a journey's run): a call to one of the app's services with the session's
 * token, behind the app's back, as another device or customer care would make it. Answers the status and the JSON
 * body. It goes to the page as its source, so it uses nothing from outside itself.
 */
export async function callAsSession({ tokenCookie, service, method, path, body }: SessionCall) {
  const { services } = (await (await fetch('/config.json')).json()) as { services: Record<string, string> }
  const token = document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${tokenCookie}=`))
    ?.slice(tokenCookie.length + 1)
  const answer = await fetch(`${services[service]}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json: unknown = /json/.test(answer.headers.get('Content-Type') ?? '')
    ? await answer.json()
    : undefined
  return { status: answer.status, json }
}
