import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { architecturePath, withLayerTable } from './write-layer-table'

describe('the layer table', () => {
  it('in docs/architecture.md is the one the rules are made of (npm run docs:layers writes it)', () => {
    const document = readFileSync(architecturePath, 'utf8')
    expect(document).toBe(withLayerTable(document))
  })
})
