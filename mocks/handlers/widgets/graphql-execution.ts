// A small GraphQL executor over plain data, for the merchandise mock: it answers exactly the fields a query selects
// (aliases, fragments, __typename, @skip and @include), as a GraphQL server would, without bundling a schema.
// Objects carry their type in __typename; a field an object does not have is a validation error.
import {
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql'

export interface GraphQLErrorEntry {
  message: string
  path?: (string | number)[]
  extensions?: Record<string, unknown>
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null
  errors?: GraphQLErrorEntry[]
}

type Variables = Record<string, unknown>

/** A root field's resolver; it throws FieldError for an error that nulls the field. */
export type RootResolver = (args: Record<string, unknown>) => unknown

/** An error in one field: the field becomes null and the error is listed in errors, with its path. */
export class FieldError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/** A request the server rejects before executing anything: no data, only errors. */
class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

interface Execution {
  fragments: Map<string, FragmentDefinitionNode>
  variables: Variables
}

function included(directives: readonly DirectiveNode[] | undefined, variables: Variables): boolean {
  for (const directive of directives ?? []) {
    const argument = directive.arguments?.find((candidate) => candidate.name.value === 'if')
    const condition = argument ? valueFromASTUntyped(argument.value, variables) : undefined
    if (directive.name.value === 'skip' && condition === true) return false
    if (directive.name.value === 'include' && condition === false) return false
  }
  return true
}

/**
 * The fields a selection set asks of an object of the given type, fragments spread in, one per response key: the
 * same key selected more than once (directly and through a fragment) is one field with the selections merged.
 */
function collectFields(selectionSet: SelectionSetNode, typeName: string, execution: Execution): FieldNode[] {
  const byKey = new Map<string, FieldNode>()
  for (const field of collectAllFields(selectionSet, typeName, execution)) {
    const key = field.alias?.value ?? field.name.value
    const seen = byKey.get(key)
    byKey.set(
      key,
      seen?.selectionSet && field.selectionSet
        ? {
            ...seen,
            selectionSet: {
              ...seen.selectionSet,
              selections: [...seen.selectionSet.selections, ...field.selectionSet.selections],
            },
          }
        : (seen ?? field),
    )
  }
  return [...byKey.values()]
}

function collectAllFields(
  selectionSet: SelectionSetNode,
  typeName: string,
  execution: Execution,
): FieldNode[] {
  const fields: FieldNode[] = []
  for (const selection of selectionSet.selections) {
    if (!included(selection.directives, execution.variables)) continue
    if (selection.kind === Kind.FIELD) fields.push(selection)
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition?.name.value
      if (!condition || condition === typeName)
        fields.push(...collectAllFields(selection.selectionSet, typeName, execution))
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = execution.fragments.get(selection.name.value)
      if (!fragment)
        throw new RequestError(`Unknown fragment "${selection.name.value}".`, 'GRAPHQL_VALIDATION_FAILED')
      if (fragment.typeCondition.name.value === typeName)
        fields.push(...collectAllFields(fragment.selectionSet, typeName, execution))
    }
  }
  return fields
}

function complete(value: unknown, selectionSet: SelectionSetNode | undefined, execution: Execution): unknown {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.map((item) => complete(item, selectionSet, execution))
  if (typeof value !== 'object') {
    if (selectionSet)
      throw new RequestError('A leaf field cannot have a selection.', 'GRAPHQL_VALIDATION_FAILED')
    return value
  }
  const object = value as Record<string, unknown>
  const typeName = String(object.__typename)
  if (!selectionSet)
    throw new RequestError(
      `A field of type "${typeName}" must have a selection of subfields.`,
      'GRAPHQL_VALIDATION_FAILED',
    )
  const result: Record<string, unknown> = {}
  for (const field of collectFields(selectionSet, typeName, execution)) {
    const name = field.name.value
    const key = field.alias?.value ?? name
    if (!(name in object))
      throw new RequestError(
        `Cannot query field "${name}" on type "${typeName}".`,
        'GRAPHQL_VALIDATION_FAILED',
      )
    result[key] = name === '__typename' ? typeName : complete(object[name], field.selectionSet, execution)
  }
  return result
}

function operationOf(query: string, operationName: string | undefined) {
  let document: ReturnType<typeof parse>
  try {
    document = parse(query)
  } catch (error) {
    throw new RequestError(
      error instanceof GraphQLError ? error.message : 'Syntax error',
      'GRAPHQL_PARSE_FAILED',
    )
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined
  if (!operation) throw new RequestError('Unknown or ambiguous operation.', 'GRAPHQL_VALIDATION_FAILED')
  if (operation.operation !== 'query')
    throw new RequestError(`The schema has no ${operation.operation} type.`, 'GRAPHQL_VALIDATION_FAILED')
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  )
  return { operation, fragments }
}

/**
 * Executes a query over the given root resolvers: each selected root field is resolved with its arguments, then
 * projected onto its selection set. A FieldError nulls its field and is listed in errors.
 */
export function executeQuery(
  request: { query: string; variables?: Variables; operationName?: string },
  root: Record<string, RootResolver>,
): GraphQLResult {
  const variables = request.variables ?? {}
  try {
    const { operation, fragments } = operationOf(request.query, request.operationName)
    const execution: Execution = { fragments, variables }
    const data: Record<string, unknown> = {}
    const errors: GraphQLErrorEntry[] = []
    for (const field of collectFields(operation.selectionSet, 'Query', execution)) {
      const name = field.name.value
      const key = field.alias?.value ?? name
      if (name === '__typename') {
        data[key] = 'Query'
        continue
      }
      const resolve = root[name]
      if (!resolve)
        throw new RequestError(`Cannot query field "${name}" on type "Query".`, 'GRAPHQL_VALIDATION_FAILED')
      const args = Object.fromEntries(
        (field.arguments ?? []).map((argument) => [
          argument.name.value,
          valueFromASTUntyped(argument.value, variables),
        ]),
      )
      try {
        data[key] = complete(resolve(args), field.selectionSet, execution)
      } catch (error) {
        if (!(error instanceof FieldError)) throw error
        data[key] = null
        errors.push({ message: error.message, path: [key], extensions: { code: error.code } })
      }
    }
    return errors.length > 0 ? { data, errors } : { data }
  } catch (error) {
    if (error instanceof RequestError)
      return { errors: [{ message: error.message, extensions: { code: error.code } }] }
    throw error
  }
}

/** A required argument that must be a non-empty text, else a validation error (as ID! and String! would be). */
export function requiredText(
  args: Record<string, unknown>,
  name: string,
  type: string,
  field: string,
): string {
  const value = args[name]
  if (typeof value !== 'string' || value.length === 0)
    throw new RequestError(
      `Field "${field}" argument "${name}" of type "${type}" is required, but it was not provided.`,
      'GRAPHQL_VALIDATION_FAILED',
    )
  return value
}
