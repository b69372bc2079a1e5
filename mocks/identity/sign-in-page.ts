import { personas } from '../db/personas'
import { authorizationResponse } from './authorization-response'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The mock identity provider's sign-in page as plain HTML, for the standalone mock server (the dev app shows
 * the harness's React version instead). Each persona is a link back to the app with its authorization code.
 */
export function renderSignInPage(authorizeUrl: URL): string {
  const redirectUri = new URL(authorizeUrl.searchParams.get('redirect_uri') ?? '/', authorizeUrl)
  const links = personas.map((persona) => {
    const target = authorizationResponse(authorizeUrl.searchParams, redirectUri, persona)
    return `<li><a href="${escapeHtml(target.href)}">${escapeHtml(persona.label)}</a> — ${escapeHtml(persona.description)}</li>`
  })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Mock sign-in</title></head>
<body><main><h1>Mock identity provider</h1><p>Sign in as:</p><ul>${links.join('')}</ul></main></body></html>`
}
