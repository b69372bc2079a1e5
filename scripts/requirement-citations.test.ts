import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// Requirements live in docs/requirements/, one file per screen or service, each rule behind a stable anchor; code
// and documents cite them as `docs/requirements/<file>.md#<id>` (issue 30). This test holds the citations to the
// documents, and keeps out citations of the specification documents, which are not in the repository.

const requirementsFolder = 'docs/requirements'
const index = `${requirementsFolder}/README.md`
const scanned = ['src', 'tests', 'scripts', 'mocks', 'harness', 'openapi', 'docs', 'deploy', 'README.md']
const skippedFolders = new Set(['node_modules', 'dist'])
const thisFile = 'scripts/requirement-citations.test.ts'

// A citation of a document outside the repository. The README of docs/requirements maps the old sections to the new
// anchors, so it is the one file that may still name them.
const outsideCitations: { name: string; pattern: RegExp }[] = [
  { name: 'spec §', pattern: /spec §/i },
  { name: 'account-area §', pattern: /account-area(\.md)? §/i },
  { name: 'photo-library §', pattern: /photo-library(\.md)? §/i },
  { name: 'DESIGN §', pattern: /DESIGN §/ },
  { name: 'DESIGN.md', pattern: /DESIGN\.md/ },
  { name: "DESIGN's", pattern: /DESIGN's/ },
  { name: 'a bare section number (§N)', pattern: /§\s?\d/ },
]

type Source = { path: string; lines: string[] }

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => !skippedFolders.has(name))
    .flatMap((name) => filesUnder(join(path, name)))
}

function read(path: string): Source | undefined {
  const text = readFileSync(path, 'utf8')
  return text.includes('\u0000') ? undefined : { path, lines: text.split('\n') }
}

// Every match of the pattern, with its `file:line`.
function findAll(sources: Source[], pattern: RegExp): { at: string; path: string; match: RegExpExecArray }[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
  return sources.flatMap(({ path, lines }) =>
    lines.flatMap((line, number) =>
      [...line.matchAll(global)].map((match) => ({ at: `${path}:${number + 1}`, path, match })),
    ),
  )
}

const sources = scanned
  .flatMap(filesUnder)
  .filter((path) => path !== thisFile)
  .map(read)
  .filter((source) => source !== undefined)
const requirementFiles = readdirSync(requirementsFolder).filter((name) => name.endsWith('.md'))
const requirements = requirementFiles.map((name) => read(join(requirementsFolder, name)) as Source)
const insideRequirements = (path: string): boolean =>
  normalize(dirname(path)) === normalize(requirementsFolder)

// An anchor stands on its own line, before the heading it names.
const anchors = findAll(requirements, /^<a id="([^"]+)"><\/a>$/)
const idsByFile = new Map(requirementFiles.map((name) => [name, new Set<string>()]))
for (const { path, match } of anchors)
  idsByFile.get(path.slice(requirementsFolder.length + 1))?.add(match[1] ?? '')

// What is wrong with a citation of `file` (a name in docs/requirements) and `id`: undefined when both exist.
function unknownTarget(file: string, id: string | undefined): string | undefined {
  const ids = idsByFile.get(file)
  if (!ids) return `no file ${requirementsFolder}/${file}`
  if (id !== undefined && !ids.has(id)) return `no id ${id} in ${requirementsFolder}/${file}`
  return undefined
}

describe('the requirements', () => {
  it('are there', () => {
    expect(requirementFiles.length).toBeGreaterThan(20)
    expect(anchors.length).toBeGreaterThan(200)
  })

  it('have ids that are unique across all files', () => {
    const seen = new Map<string, string>()
    const duplicates = anchors.flatMap(({ at, match }) => {
      const id = match[1] ?? ''
      const first = seen.get(id)
      seen.set(id, first ?? at)
      return first ? [`${at}: ${id} (first at ${first})`] : []
    })
    expect(duplicates).toEqual([])
  })

  it('are all listed in the index, and their ids start with the prefix it gives', () => {
    const rows = findAll([read(index) as Source], /^\| \[([\w-]+\.md)\]\(\1\) \| ([^|]+) \|/)
    const prefixes = new Map(
      rows.map(({ match }) => [
        match[1] ?? '',
        [...(match[2] ?? '').matchAll(/`([\w-]+)`/g)].map((m) => m[1] ?? ''),
      ]),
    )
    const unlisted = requirementFiles.filter((name) => name !== 'README.md' && !prefixes.has(name))
    expect(unlisted).toEqual([])
    const misnamed = anchors
      .filter(({ path, match }) => {
        const filePrefixes = prefixes.get(path.slice(requirementsFolder.length + 1)) ?? []
        return !filePrefixes.some((prefix) => match[1]?.startsWith(prefix))
      })
      .map(({ at, match }) => `${at}: ${match[1]}`)
    expect(misnamed).toEqual([])
  })
})

describe('citations of the requirements', () => {
  it('name an existing file and id', () => {
    const broken = findAll(sources, /docs\/requirements\/([\w.-]+\.md)(?:#([\w-]+))?/).flatMap(
      ({ at, match }) => {
        const problem = unknownTarget(match[1] ?? '', match[2])
        return problem ? [`${at}: ${match[0]}: ${problem}`] : []
      },
    )
    expect(broken).toEqual([])
  })

  it('use the one form docs/requirements/<file>.md#<id> outside docs/requirements', () => {
    const otherForms = findAll(
      sources.filter(({ path }) => !insideRequirements(path)),
      /(?<!docs\/)requirements\/[\w.-]+\.md/,
    ).map(({ at, match }) => `${at}: ${match[0]}`)
    expect(otherForms).toEqual([])
  })

  it('inside docs/requirements, link to files and ids that exist', () => {
    const broken = findAll(requirements, /\]\(([^)\s#]*)(?:#([\w-]+))?\)/).flatMap(({ at, path, match }) => {
      const [target = '', id] = [match[1], match[2]]
      const resolved = normalize(join(dirname(path), target || (path.split('/').pop() ?? '')))
      if (!existsSync(resolved)) return [`${at}: ${match[0]}: no file ${resolved}`]
      if (!insideRequirements(resolved)) return []
      const problem = unknownTarget(resolved.slice(requirementsFolder.length + 1), id)
      return problem ? [`${at}: ${match[0]}: ${problem}`] : []
    })
    expect(broken).toEqual([])
  })
})

describe('citations of documents outside the repository', () => {
  it.each(outsideCitations)('none: $name', ({ pattern }) => {
    const offending = findAll(
      sources.filter(({ path }) => path !== index),
      pattern,
    ).map(({ at }) => at)
    const lines = [...new Set(offending)]
    const advice = `${lines.length} lines; cite docs/requirements/<file>.md#<id> instead (old sections: ${index}):`
    expect(lines.length, `${[advice, ...lines].join('\n')}\n`).toBe(0)
  })
})
