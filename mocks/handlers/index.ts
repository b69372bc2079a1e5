import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'
import { findScenarios } from '../scenarios/registry'
import { identityProviderHandlers } from './identity-provider'
import { photosHandlers } from './photos'

/** Every service as it behaves with no scenario. */
export function baselineHandlers(ctx: MockContext): HttpHandler[] {
  return [...identityProviderHandlers(ctx), ...photosHandlers(ctx)]
}

/** The chosen scenarios' handlers first, so they answer before the baseline. */
export function handlersFor(ctx: MockContext, scenarioIds: readonly string[] = []): HttpHandler[] {
  return [
    ...findScenarios(scenarioIds).flatMap((scenario) => scenario.handlers(ctx)),
    ...baselineHandlers(ctx),
  ]
}
