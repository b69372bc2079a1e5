import { useEffect } from 'react'
import { findPersona, type Persona, personas } from '../mocks/db/personas'
import { authorizationResponse } from '../mocks/identity/authorization-response'
import { type HarnessState, saveHarnessState } from './harness-state'

/** Sends the browser back to the app with an authorization code for the persona, as a real provider would. */
function approve(persona: Persona, state: HarnessState) {
  const request = new URLSearchParams(window.location.search)
  const redirectUri = new URL(request.get('redirect_uri') ?? '/', window.location.origin)
  if (redirectUri.origin !== window.location.origin) throw new Error('redirect_uri must be on this origin')
  const target = authorizationResponse(request, redirectUri, persona)
  saveHarnessState({ ...state, persona: persona.id, autoSignIn: false })
  window.location.replace(target.href)
}

/** The mock identity provider's sign-in page: QA picks a persona and the app's real sign-in code carries on. */
export function IdentityProviderPage({ state }: { state: HarnessState }) {
  const automatic = state.autoSignIn ? findPersona(state.persona) : undefined
  useEffect(() => {
    if (automatic) approve(automatic, state)
  }, [automatic, state])
  return (
    <main className="mock-idp">
      <h1>Sign in</h1>
      <p className="mock-idp__note">Mock identity provider: choose who to sign in as.</p>
      <ul className="mock-idp__personas">
        {personas.map((persona) => (
          <li key={persona.id}>
            <button type="button" onClick={() => approve(persona, state)}>
              <strong>{persona.label}</strong>
              <span>{persona.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </main>
  )
}
