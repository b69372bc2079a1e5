import type { AnyHandler } from 'msw'
import type { MockContext } from '../context'

/** A QA preset: placed in front of the baseline, it changes what the mocks answer. */
export interface Scenario {
  id: string
  label: string
  group: string
  handlers: (ctx: MockContext) => AnyHandler[]
}
