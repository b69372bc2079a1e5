import { delay, http } from 'msw'
import type { Scenario } from './scenario'

/** Delays every call to a backing service, then lets the baseline answer: loading states become visible. */
export const latencyScenarios: Scenario[] = [
  {
    id: 'latency:slow',
    label: 'Every service answers after 2 s',
    group: 'Latency',
    handlers: (ctx) =>
      Object.values(ctx.services).map((baseUrl) =>
        http.all(`${baseUrl}/*`, async () => {
          await delay(2000)
        }),
      ),
  },
]
