// Signing in as a customer does: the app sends the visitor to the identity provider, who picks a persona. The mocked
// build's provider is msw's page in the app; the production build's is the HTTP mock server's own page.
import type { Deployment } from '../deployment'
import { appOrigin } from '../deployment'
import type { Journey } from '../journey'

export async function openSignedIn(
  journey: Journey,
  deployment: Deployment,
  options: { path: string; persona?: string; brand?: string },
) {
  const persona = options.persona ?? 'Consumer'
  await journey.open(`${appOrigin(deployment, options.brand)}${options.path}`)
  if (deployment === 'mocked') {
    await journey.role('heading', 'Sign in').shown()
    await journey.role('button', new RegExp(`^${persona}`)).click()
  } else {
    await journey.role('heading', 'Mock identity provider').shown()
    await journey.role('link', persona).click()
  }
}
