// npx tsx scripts/new-page-check.ts (a step of npm test): proves `npm run new:page` on the working tree as it is.
// It copies the repository's files (tracked, and untracked ones git does not ignore) into a temporary directory with
// node_modules linked, makes the page `loyalty-points` there, and runs on that copy: the type-check, Biome on every
// file the generator wrote, the layer rules, the unit tests of the route table, the locale files and the generator,
// the glossary check, the route budgets on a production build, and the generated browser test (Playwright takes a
// free port), two at a time (scripts/side-by-side.ts). The copy is removed at the end; `--keep` leaves it for a look.
// Production builds go to the copy's dist/; the browser tests' build to node_modules/.cache/e2e-dist-PORT, removed
// when Playwright stops.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { namesOf } from './new-page'
import { type Check, runSideBySide } from './side-by-side'

const root = join(import.meta.dirname, '..')
const name = 'loyalty-points'
const keep = process.argv.includes('--keep')
const started = performance.now()
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

function git(args: string[]): string[] {
  const result = spawnSync('git', [...args, '-z'], { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout.split('\0').filter(Boolean)
}

const copy = mkdtempSync(join(tmpdir(), 'new-page-check-'))
const failures: string[] = []
try {
  // A tracked file deleted in the working tree is left out, as the working tree has it.
  const files = [...new Set([...git(['ls-files']), ...git(['ls-files', '--others', '--exclude-standard'])])]
  for (const file of files) {
    if (!statSync(join(root, file), { throwIfNoEntry: false })?.isFile()) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    copyFileSync(join(root, file), join(copy, file))
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  console.log(`copied ${files.length} files to ${copy} (${seconds(started)})`)

  const env = { ...process.env }
  // Playwright chooses a free port for its server; one given to the outer run may be in use.
  delete env.E2E_PORT
  const passes = async (checks: Check[]) => {
    const results = await runSideBySide(checks, { cwd: copy, env })
    failures.push(...results.filter((result) => !result.ok).map((result) => result.title))
    return results.every((result) => result.ok)
  }

  if (await passes([{ title: 'the generator', command: `npm run -s new:page -- ${name}` }])) {
    const written = [
      `src/app/features/${name}/${name}-page.tsx`,
      `tests/e2e/${name}.spec.ts`,
      'src/app/routes.ts',
      'src/app/pages/page-registry.ts',
    ]
    const unitTests = [
      'src/app/routes.test.ts',
      'src/app/internal-paths.test.ts',
      'src/app/platform/i18n/locale-files.test.ts',
      'tests/contract/locale-glossary.test.ts',
      'scripts/new-page.test.ts',
      'scripts/browser-test-rules.test.ts',
    ]
    await passes([
      { title: 'type-check', command: 'npx tsc --noEmit -p .' },
      // With the layout test's check that it visits every route (the new one at its path, with no entry there).
      {
        title: 'the generated browser test',
        command: `npx playwright test tests/e2e/${name}.spec.ts tests/e2e/layout-every-screen.spec.ts --grep '${namesOf(name).title}|every route of routes.ts is visited' --project chromium --workers=1`,
      },
      { title: 'lint of the files it wrote', command: `npx biome check ${written.join(' ')}` },
      { title: 'layer rules', command: 'npx depcruise src mocks --config .dependency-cruiser.cjs' },
      { title: 'unit tests of routes and messages', command: `npx vitest run ${unitTests.join(' ')}` },
      // The route budgets find the new page through the registry: built, it is budgeted with no list to edit.
      {
        title: 'production build',
        command: 'npm run -s build',
        followedBy: {
          title: 'route budgets',
          command: 'npx vitest run --project bundle tests/bundle/route-budgets.test.ts',
        },
      },
    ])
  }
} finally {
  if (keep) console.log(`\nkept ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
}
console.log(
  failures.length === 0
    ? `\nnew:page check passed in ${seconds(started)}`
    : `\nnew:page check failed (${failures.join(', ')}) in ${seconds(started)}`,
)
process.exit(failures.length === 0 ? 0 : 1)
