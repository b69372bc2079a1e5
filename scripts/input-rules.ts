// src/generated/input-rules.ts: the rules on what a person types (SingleLineText, PublicHttpsUrl, VoucherCode…),
// as the contracts state them, for the app's forms to check the same. A contract marks such a schema with
// `x-input-rule: true`; every contract that states a rule must state it the same way, or generation fails.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parse } from 'yaml'

/** The keywords a rule is made of; descriptions may differ between contracts, these may not. */
const ruleKeywords = ['type', 'format', 'pattern', 'minLength', 'maxLength'] as const

export interface InputRule {
  type?: string
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
}

interface RuleSchema extends InputRule {
  'x-input-rule'?: boolean
  description?: string
}

/** Every input rule of the contracts listed in openapi/redocly.yaml, by schema name, with the contracts stating it. */
export async function inputRulesOf(
  root: string,
): Promise<Map<string, { rule: InputRule; contracts: string[] }>> {
  const config = parse(await readFile(resolve(root, 'openapi/redocly.yaml'), 'utf8')) as {
    apis: Record<string, { root: string }>
  }
  const rules = new Map<string, { rule: InputRule; contracts: string[] }>()
  for (const api of Object.values(config.apis)) {
    const contract = api.root.replace(/^\.\//, '')
    const document = parse(await readFile(resolve(root, 'openapi', contract), 'utf8')) as {
      components?: { schemas?: Record<string, RuleSchema> }
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      if (schema['x-input-rule'] !== true) continue
      const rule = Object.fromEntries(
        ruleKeywords
          .filter((keyword) => schema[keyword] !== undefined)
          .map((keyword) => [keyword, schema[keyword]]),
      ) as InputRule
      const known = rules.get(name)
      if (!known) {
        rules.set(name, { rule, contracts: [contract] })
      } else if (JSON.stringify(known.rule) !== JSON.stringify(rule)) {
        throw new Error(
          `openapi/${contract} states the input rule ${name} differently from openapi/${known.contracts[0]}: ` +
            'make them the same.',
        )
      } else {
        known.contracts.push(contract)
      }
    }
  }
  return rules
}

const camel = (name: string) => name.replace(/^./, (first) => first.toLowerCase())

/** The module's text (after the generated-file header): each rule's pattern as a RegExp and its lengths. */
export async function inputRulesSource(root: string): Promise<string> {
  const entries = [...(await inputRulesOf(root))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { rule, contracts }]) => {
      contracts.sort()
      const fields = [
        // `u`, as JSON Schema validators (Ajv) read a pattern: \u escapes and whole code points.
        ...(rule.pattern ? [`pattern: new RegExp(${JSON.stringify(rule.pattern)}, 'u')`] : []),
        ...(rule.minLength !== undefined ? [`minLength: ${rule.minLength}`] : []),
        ...(rule.maxLength !== undefined ? [`maxLength: ${rule.maxLength}`] : []),
      ]
      return `  /** ${name} (openapi/${contracts.join(', openapi/')}) */\n  ${camel(name)}: { ${fields.join(', ')} },`
    })
  return `/** The contracts' rules on what a person types (schemas marked x-input-rule), which the app's forms check. */
export const inputRules = {
${entries.join('\n')}
} as const
`
}
