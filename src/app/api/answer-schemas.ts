import type { OpenApiServiceName } from '../../generated/services'
import type { AnswerSchemas } from './answer-check'

// One chunk per service, fetched on that service's first call beside its request (never in the entry).
const modules = import.meta.glob<{ answerSchemas: unknown }>('../../generated/*.answers.ts')
const loading = new Map<OpenApiServiceName, Promise<AnswerSchemas>>()

/** The answer schemas of one service's contract (src/generated/<service>.answers.ts). */
export function answerSchemasOf(service: OpenApiServiceName): Promise<AnswerSchemas> {
  const started = loading.get(service)
  if (started) return started
  const load = modules[`../../generated/${service}.answers.ts`]
  if (!load) return Promise.reject(new Error(`No answer schemas for the ${service} service`))
  const schemas = load().then(
    (module) => module.answerSchemas as AnswerSchemas,
    (error: unknown) => {
      loading.delete(service) // a chunk that failed to load is asked for again by the next call
      throw error
    },
  )
  loading.set(service, schemas)
  return schemas
}
