import { HttpResponse, http } from 'msw'
import { operationIndex as abTargetOperations } from '../../src/generated/ab-target.operations'
import { mswPath } from '../handlers/operation'
import { faultScenario, type Scenario } from './scenario'

/** Variants outside each test's allowed ones (deliberately off the document): the app must fall back to control. */
const invalidVariants: Record<string, string> = { 'sample-test': 'B', 'CRO-1304': 'variant 2' }

/** QA presets for the A/B target provider. */
export const abTargetScenarios: Scenario[] = [
  {
    id: 'ab:invalid',
    label: 'A/B offers answer variants that are not allowed (sample-test B, CRO-1304 variant 2)',
    group: 'A/B tests',
    offContract:
      'The A/B provider is a third party; the app must survive variants the document does not allow',
    handlers: (ctx) => {
      const { method, path } = abTargetOperations.getOffer!
      return [
        http[method](mswPath(ctx.services['ab-target']!, path), ({ params }) =>
          HttpResponse.json({
            mbox: params.mbox,
            variant: invalidVariants[String(params.mbox)] ?? 'unknown',
          }),
        ),
      ]
    },
  },
  faultScenario('faults:ab-target', 'A/B offers answer 500', 'ab-target', ['getOffer']),
]
