import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSchema } from 'graphql'
import { parse } from 'yaml'
import { loadContracts } from './contracts'

const openapiDir = join(import.meta.dirname, '../../openapi')

/**
 * Every operation the documents describe, as `service.operation`: the OpenAPI operations, the merchandise
 * schema's queries (by field name) and the push channel's AsyncAPI channels.
 */
export function documentedOperationKeys(): string[] {
  const http = loadContracts().map((operation) => `${operation.service}.${operation.operationId}`)
  const merchandise = buildSchema(
    readFileSync(join(openapiDir, 'merchandise.graphql'), 'utf8'),
  ).getQueryType()
  const graphqlQueries = Object.keys(merchandise?.getFields() ?? {}).map((field) => `merchandise.${field}`)
  const asyncapi = parse(readFileSync(join(openapiDir, 'push.asyncapi.yaml'), 'utf8')) as {
    channels: Record<string, unknown>
  }
  const pushChannels = Object.keys(asyncapi.channels).map((channel) => `push.${channel}`)
  return [...http, ...graphqlQueries, ...pushChannels]
}

/** A handler's operation as the documents name it: GraphQL operations by their query field (Channels → channels). */
export function documentedName(ref: { service: string; operationId: string }): string {
  const name =
    ref.service === 'merchandise'
      ? ref.operationId[0]!.toLowerCase() + ref.operationId.slice(1)
      : ref.operationId
  return `${ref.service}.${name}`
}
