import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The layer rules are closed by default (scripts/layer-table.cjs, .dependency-cruiser.cjs): each probe below plants
// one import that docs/architecture.md forbids in a small copy of src/app's folders, and the check must refuse it.

const repository = resolve(import.meta.dirname, '..')

/** What a probe plants: its file, what it imports, and what the check must say of it. */
const probes: { name: string; file: string; imports: string }[] = [
  { name: 'a feature imports another feature', file: 'src/app/features/a/probe.ts', imports: '../b/thing' },
  { name: 'a kit imports a feature', file: 'src/app/photos/probe.ts', imports: '../features/b/thing' },
  { name: 'queries/ imports ui/', file: 'src/app/queries/probe.ts', imports: '../ui/button' },
  { name: 'ui/ imports queries/', file: 'src/app/ui/probe.ts', imports: '../queries/albums' },
  {
    name: 'a feature takes a service client',
    file: 'src/app/features/c/probe.ts',
    imports: '../../queries/service-clients',
  },
  {
    name: 'a feature builds a client with openapi-fetch',
    file: 'src/app/features/d/probe.ts',
    imports: 'openapi-fetch',
  },
  {
    name: 'router.tsx imports a feature statically',
    file: 'src/app/router.tsx',
    imports: './features/b/thing',
  },
  {
    name: 'a new top-level file imports a feature',
    file: 'src/app/helpers.ts',
    imports: './features/b/thing',
  },
]

/** Modules that break no rule: what the probes import, and a feature using the layers it may. */
const clean: Record<string, string> = {
  'src/app/features/b/thing.ts': "import { button } from '../../ui/button'\nexport const thing = button",
  'src/app/ui/button.ts': 'export const button = 1',
  'src/app/queries/albums.ts': 'export const albums = 1',
  'src/app/queries/service-clients.tsx': 'export const useServiceClient = () => 1',
  'src/app/features/e/fine.ts': [
    "import { albums } from '../../queries/albums'",
    "import { button } from '../../ui/button'",
    'export const fine = [albums, button]',
  ].join('\n'),
}

let workspace: string
let violations: { from: string; to: string; rule: { name: string } }[]

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'layer-probes-'))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(workspace, file)), { recursive: true })
    writeFileSync(join(workspace, file), `${text}\n`)
  }
  for (const [file, text] of Object.entries(clean)) write(file, text)
  for (const { file, imports } of probes)
    write(file, `import * as probed from '${imports}'\nexport const probe = probed`)
  write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '#app/*': ['./src/app/*'] } } }))
  symlinkSync(join(repository, 'node_modules'), join(workspace, 'node_modules'))
  const cruise = spawnSync(
    join(repository, 'node_modules/.bin/depcruise'),
    ['src', '--config', join(repository, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: workspace, encoding: 'utf8' },
  )
  if (!cruise.stdout) throw new Error(`dependency-cruiser gave no report: ${cruise.stderr}`)
  violations = (JSON.parse(cruise.stdout) as { summary: { violations: typeof violations } }).summary
    .violations
}, 60_000)

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true })
})

describe('the layer rules, closed by default', () => {
  it.each(probes)('refuse $name', ({ file }) => {
    expect(violations.filter((violation) => violation.from === file)).not.toEqual([])
  })

  it('let the allowed imports through', () => {
    const probed = new Set(probes.map((probe) => probe.file))
    expect(violations.filter((violation) => !probed.has(violation.from))).toEqual([])
  })
})
