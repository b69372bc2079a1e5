// npm run new:page -- <kebab-name> [--path /settings/foo] [--b2b]: a new account page in the shell, ready to build on
// (docs/adding-an-account-page.md). It adds the route to src/app/routes.ts, the page to the registry, a feature folder
// with a titled page, its title and text in all 11 locales, and a browser test that opens it and runs axe; the route
// budgets, the bench, the layout test and the screenshots read the route table, so they need no entry.
// `scripts/new-page-check.ts` (a step of npm test) runs it in a copy of the repository and proves the result.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { locales } from '../src/app/platform/i18n/locales'

export interface PageOptions {
  /** kebab-case: the feature folder, the files and the default path. */
  name: string
  path: string
  b2bOnly: boolean
}

/** The names a page is known by, from its kebab-case name. */
export function namesOf(name: string) {
  const words = name.split('-')
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  return {
    route: pascal[0]!.toLowerCase() + pascal.slice(1),
    component: `${pascal}Page`,
    title: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
    module: `${name}-page`,
  }
}

/** The starter text of every locale: a placeholder the developer replaces, already in the locale's own words. */
export const starterIntro: Record<(typeof locales)[number], string> = {
  'en-GB': 'This page is being built.',
  'nl-NL': 'Deze pagina wordt nog gebouwd.',
  'es-ES': 'Esta página está en construcción.',
  'fr-FR': 'Cette page est en cours de construction.',
  'nl-BE': 'Deze pagina wordt nog gebouwd.',
  'de-AT': 'Diese Seite ist noch in Arbeit.',
  'it-IT': 'Questa pagina è in costruzione.',
  'da-DK': 'Denne side er under opbygning.',
  'pt-PT': 'Esta página está em construção.',
  'nb-NO': 'Denne siden er under arbeid.',
  'sv-SE': 'Den här sidan är under uppbyggnad.',
}

/**
 * The starter title of every locale but en-GB's (which is the page's name): a placeholder in the locale's own words,
 * since the locale check refuses a title left in English.
 */
export const starterTitle: Record<Exclude<(typeof locales)[number], 'en-GB'>, string> = {
  'nl-NL': 'Nieuwe pagina',
  'es-ES': 'Página nueva',
  'fr-FR': 'Nouvelle page',
  'nl-BE': 'Nieuwe pagina',
  'de-AT': 'Neue Seite',
  'it-IT': 'Nuova pagina',
  'da-DK': 'Ny side',
  'pt-PT': 'Página nova',
  'nb-NO': 'Ny side',
  'sv-SE': 'Ny sida',
}

const lineWidth = 110

/** Reads `new:page`'s arguments; throws with the usage and the reason when they are not right. */
export function parseArguments(args: string[]): PageOptions {
  const usage = 'usage: npm run new:page -- <kebab-name> [--path /settings/foo] [--b2b]'
  let name: string | undefined
  let path: string | undefined
  let b2bOnly = false
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--b2b') b2bOnly = true
    else if (arg === '--path') path = args[++index]
    else if (arg.startsWith('--path=')) path = arg.slice('--path='.length)
    else if (arg.startsWith('-') || name !== undefined) throw new Error(`unknown argument ${arg}\n${usage}`)
    else name = arg
  }
  if (!name) throw new Error(usage)
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(
      `"${name}" is not kebab-case (lower-case words joined by -, e.g. loyalty-points)\n${usage}`,
    )
  path ??= `/${name}`
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path))
    throw new Error(
      `--path ${path} is not a path of kebab-case segments without parameters, e.g. /settings/foo`,
    )
  return { name, path, b2bOnly }
}

/** Why the page cannot be made in the repository at `root` (its name or path is taken), or nothing. */
export function conflicts(root: string, options: PageOptions): string[] {
  const names = namesOf(options.name)
  const routes = readFileSync(join(root, 'src/app/routes.ts'), 'utf8')
  const english = JSON.parse(readFileSync(join(root, 'public/locales/en-GB.json'), 'utf8')) as Record<
    string,
    string
  >
  const found: string[] = []
  if (new RegExp(`^\\s+${names.route}: \\{`, 'm').test(routes))
    found.push(`the route ${names.route} exists in src/app/routes.ts`)
  if (routes.includes(`path: '${options.path}'`))
    found.push(`the path ${options.path} exists in src/app/routes.ts`)
  for (const file of [`src/app/features/${options.name}`, `tests/e2e/${options.name}.spec.ts`])
    if (existsSync(join(root, file))) found.push(`${file} exists`)
  for (const id of [`${names.route}.title`, `${names.route}.intro`])
    if (id in english) found.push(`the message ${id} exists`)
  return found
}

/** The route's line(s) in routeTable, as Biome formats them. */
export function routeLines(options: PageOptions): string {
  const { route } = namesOf(options.name)
  const fields = [`path: '${options.path}'`, `area: 'shell'`, ...(options.b2bOnly ? ['b2bOnly: true'] : [])]
  const line = `  ${route}: { ${fields.join(', ')} },`
  return line.length <= lineWidth
    ? `${line}\n`
    : `  ${route}: {\n${fields.map((f) => `    ${f},\n`).join('')}  },\n`
}

/** The page's loader in the registry, as Biome formats it. */
export function registryLines(options: PageOptions): string {
  const { route, component, module } = namesOf(options.name)
  const load = `import('#app/features/${options.name}/${module}').then((m) => m.${component}),`
  const one = `  ${route}: () => ${load}`
  if (one.length <= lineWidth) return `${one}\n`
  if (`    ${load}`.length <= lineWidth) return `  ${route}: () =>\n    ${load}\n`
  return `  ${route}: () =>\n    import('#app/features/${options.name}/${module}').then(\n      (m) => m.${component},\n    ),\n`
}

export function pageSource(options: PageOptions): string {
  const { route, component } = namesOf(options.name)
  return `import { FormattedMessage } from 'react-intl'
import { TitledPage } from '#app/ui/titled-page'

/**
 * ${route} (${options.path}), made by \`npm run new:page\`: say here what the page shows, for whom, and the
 * requirement it meets (docs/requirements/<file>.md#<anchor>).
 */
export function ${component}() {
  return (
    <TitledPage titleId="${route}.title">
      <p>
        <FormattedMessage id="${route}.intro" />
      </p>
    </TitledPage>
  )
}
`
}

export function specSource(options: PageOptions): string {
  const { title } = namesOf(options.name)
  const persona = options.b2bOnly ? 'b2b-default' : 'consumer'
  return `import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

// Made by \`npm run new:page\`: the happy path, the empty state and each failure come next
// (docs/adding-an-account-page.md, step 6).
test.describe('${title}', () => {
  test('shows its heading and text, with no axe violation at 375 and 1280 px', async ({ page, openApp }) => {
    await openApp({ persona: '${persona}', path: '${options.path}' })
    await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible()
    await expect(page.getByText('${starterIntro['en-GB']}')).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
`
}

function insertBefore(text: string, marker: RegExp, lines: string, file: string): string {
  const match = marker.exec(text)
  if (!match) throw new Error(`${file}: cannot find where to add the page (${marker})`)
  return text.slice(0, match.index) + lines + text.slice(match.index)
}

/** Makes the page in the repository at `root`; returns the files created and changed. */
export function createPage(root: string, options: PageOptions): { created: string[]; changed: string[] } {
  const problems = conflicts(root, options)
  if (problems.length > 0) throw new Error(`${options.name} cannot be made: ${problems.join('; ')}`)
  const names = namesOf(options.name)
  const file = (relative: string) => join(root, relative)
  const edit = (relative: string, change: (text: string) => string) =>
    writeFileSync(file(relative), change(readFileSync(file(relative), 'utf8')))

  edit('src/app/routes.ts', (text) =>
    insertBefore(
      text,
      /^\} as const satisfies Record<string, RouteEntry>/m,
      routeLines(options),
      'routes.ts',
    ),
  )
  edit('src/app/pages/page-registry.ts', (text) => {
    const start = text.indexOf('export const pages: Record<OtherPageName, PageLoader> = {')
    const end = start < 0 ? -1 : text.indexOf('\n}\n', start)
    if (end < 0) throw new Error('src/app/pages/page-registry.ts: cannot find the end of `pages`')
    return `${text.slice(0, end + 1)}${registryLines(options)}${text.slice(end + 1)}`
  })
  const page = `src/app/features/${options.name}/${names.module}.tsx`
  mkdirSync(file(`src/app/features/${options.name}`), { recursive: true })
  writeFileSync(file(page), pageSource(options))
  const spec = `tests/e2e/${options.name}.spec.ts`
  writeFileSync(file(spec), specSource(options))
  // A long name makes a line too long for the templates' layout: Biome lays the two new files out as it checks them.
  const biome = spawnSync(
    process.execPath,
    ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', page, spec],
    { cwd: root, encoding: 'utf8' },
  )
  if (biome.status !== 0) throw new Error(`biome format failed:\n${biome.stderr}${biome.stdout}`)

  // Through scripts/add-messages.ts, which writes all 11 files under its lock (others may be adding messages too).
  const fragment = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        [`${names.route}.title`]: locale === 'en-GB' ? names.title : starterTitle[locale],
        [`${names.route}.intro`]: starterIntro[locale],
      },
    ]),
  )
  const scratch = mkdtempSync(join(tmpdir(), 'new-page-'))
  try {
    writeFileSync(join(scratch, 'fragment.json'), JSON.stringify(fragment))
    const added = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/add-messages.ts', join(scratch, 'fragment.json')],
      { cwd: root, encoding: 'utf8' },
    )
    if (added.status !== 0) throw new Error(`scripts/add-messages.ts failed:\n${added.stderr}`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return {
    created: [page, spec],
    changed: [
      'src/app/routes.ts',
      'src/app/pages/page-registry.ts',
      ...locales.map((locale) => `public/locales/${locale}.json`),
    ],
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options: PageOptions
  try {
    options = parseArguments(process.argv.slice(2))
    const { created, changed } = createPage(process.cwd(), options)
    const names = namesOf(options.name)
    console.log(
      [
        `Made the page ${names.route} at ${options.path}${options.b2bOnly ? ' (business customers only)' : ''}:`,
        ...created.map((each) => `  created ${each}`),
        ...changed.map((each) => `  changed ${each}`),
        `The route budgets, the bench, the layout test and the screenshots read the route table: no list to edit.`,
        'Next:',
        `  npx playwright test tests/e2e/${options.name}.spec.ts --workers=1`,
        `  replace the placeholder title ("${names.title}" in en-GB, "${starterTitle['de-AT']}" and the like in the others) and text in all 11 locales (${names.route}.title, ${names.route}.intro)`,
        '  build the page: docs/adding-an-account-page.md, from step 2',
      ].join('\n'),
    )
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
