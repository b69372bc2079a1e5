import { personas, subjectOf } from '../db/personas'
import { encodeAuthorizationCode } from './tokens'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The mock identity provider's sign-in page as plain HTML, for the standalone mock server (the dev app shows
 * the harness's React version instead). Each persona is a link back to the app with its authorization code.
 */
export function renderSignInPage(authorizeUrl: URL): string {
  const redirectUri = authorizeUrl.searchParams.get('redirect_uri') ?? '/'
  const state = authorizeUrl.searchParams.get('state') ?? ''
  const challenge = authorizeUrl.searchParams.get('code_challenge') ?? ''
  const nonce = authorizeUrl.searchParams.get('nonce') ?? undefined
  const links = personas.map((persona) => {
    const target = new URL(redirectUri)
    target.searchParams.set('code', encodeAuthorizationCode({ sub: subjectOf(persona.id), challenge, nonce }))
    target.searchParams.set('state', state)
    return `<li><a href="${escapeHtml(target.href)}">${escapeHtml(persona.label)}</a> — ${escapeHtml(persona.description)}</li>`
  })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock sign-in</title></head>
<body><main><h1>Mock identity provider</h1><p>Sign in as:</p><ul>${links.join('')}</ul></main></body></html>`
}
