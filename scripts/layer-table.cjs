// What may import what in src/app: the one source of the layer rules. .dependency-cruiser.cjs allows these imports and
// no other (closed by default), and docs/architecture.md shows this table, written by `npm run docs:layers`
// (scripts/write-layer-table.ts); scripts/layer-table.test.ts fails when the two differ.

/** The kits: what two features share, each beside the others (docs/architecture.md). */
const kits = ['photos', 'addresses', 'customer', 'storefront']

/** The places an import may lead to: how the table names each, and the modules it covers. */
const places = {
  pages: { text: '`pages/`', path: '^src/app/pages/' },
  features: { text: 'features', path: '^src/app/features/' },
  ownFeature: { text: 'its own feature', path: '^src/app/features/$1/' },
  shellPieces: {
    text: "the shell's layout, guard and robots meta (`features/account-shell/`)",
    path: '^src/app/features/account-shell/(shell-layout|route-guard|robots-meta)\\.tsx?$',
  },
  cookieBlocked: {
    text: 'the page shown when storage is blocked (`features/cookie-blocked/`)',
    path: '^src/app/features/cookie-blocked/',
  },
  kits: { text: 'kits', path: `^src/app/(${kits.join('|')})/` },
  ownKit: { text: 'its own kit', path: '^src/app/$1/' },
  queries: { text: '`queries/`', path: '^src/app/queries/' },
  queryLayer: { text: "the query layer's provider", path: '^src/app/queries/query-layer-provider\\.tsx$' },
  api: { text: '`api/`', path: '^src/app/api/' },
  apiFailures: {
    text: 'how a failure reads (`api/api-error.ts`, `api/refused-fields.ts`)',
    path: '^src/app/api/(api-error|refused-fields)\\.ts$',
  },
  timeLimits: { text: 'the time limits (`api/time-limits.ts`)', path: '^src/app/api/time-limits\\.ts$' },
  ui: { text: '`ui/`', path: '^src/app/ui/' },
  platform: { text: '`platform/`', path: '^src/app/platform/' },
  routes: { text: 'the route table (`routes.ts`)', path: '^src/app/routes\\.ts$' },
  router: { text: '`router.tsx`', path: '^src/app/router\\.tsx$' },
  app: { text: '`app.tsx`', path: '^src/app/app\\.tsx$' },
  brands: { text: '`src/brands/`', path: '^src/brands/' },
  mockMode: { text: 'mock mode (`harness/`)', path: '^harness/' },
}

/**
 * One row per layer: `may` lists what it imports, each a place, with `only: 'types'` (type-only imports) or
 * `only: 'lazily'` (dynamic `import()`) where it is restricted to those.
 */
const layers = [
  {
    layer: '`main.tsx`',
    path: '^src/app/main\\.tsx$',
    may: [
      { to: 'app' },
      { to: 'router' },
      { to: 'routes' },
      { to: 'api' },
      { to: 'platform' },
      { to: 'ui' },
      { to: 'cookieBlocked' },
      { to: 'mockMode', only: 'lazily' },
    ],
  },
  // The head start (decision 0063): the HTML's second script, which sends a screen's first calls before the app runs.
  {
    layer: '`head-start.ts`',
    path: '^src/app/head-start\\.ts$',
    may: [{ to: 'api' }, { to: 'platform' }],
  },
  {
    layer: '`app.tsx`',
    path: '^src/app/app\\.tsx$',
    may: [
      { to: 'router' },
      { to: 'queryLayer' },
      { to: 'ui' },
      { to: 'platform' },
      { to: 'api', only: 'types' },
    ],
  },
  {
    layer: '`router.tsx`',
    path: '^src/app/router\\.tsx$',
    may: [
      { to: 'pages', only: 'lazily' },
      { to: 'pages', only: 'types' },
      { to: 'shellPieces' },
      { to: 'ui' },
      { to: 'platform' },
      { to: 'routes' },
    ],
  },
  { layer: '`routes.ts`', path: '^src/app/routes\\.ts$', may: [{ to: 'platform', only: 'types' }] },
  {
    layer: '`pages/`',
    path: '^src/app/pages/',
    may: [
      { to: 'pages' },
      { to: 'features' },
      { to: 'kits' },
      { to: 'queries' },
      { to: 'ui' },
      { to: 'platform' },
      { to: 'routes' },
    ],
  },
  {
    layer: '`features/<f>/`',
    path: '^src/app/features/([^/]+)/',
    may: [
      { to: 'ownFeature' },
      { to: 'kits' },
      { to: 'queries' },
      { to: 'ui' },
      { to: 'platform' },
      { to: 'routes' },
      { to: 'apiFailures' },
      { to: 'api', only: 'types' },
      { to: 'brands', only: 'types' },
    ],
  },
  {
    layer: 'kits: `photos/`, `addresses/`, `customer/`, `storefront/`',
    path: `^src/app/(${kits.join('|')})/`,
    may: [
      { to: 'ownKit' },
      { to: 'queries' },
      { to: 'ui' },
      { to: 'platform' },
      { to: 'routes' },
      { to: 'apiFailures' },
      { to: 'api', only: 'types' },
    ],
  },
  {
    layer: '`queries/`',
    path: '^src/app/queries/',
    may: [{ to: 'queries' }, { to: 'api' }, { to: 'platform' }, { to: 'brands' }],
  },
  { layer: '`api/`', path: '^src/app/api/', may: [{ to: 'api' }] },
  {
    layer: '`ui/`',
    path: '^src/app/ui/',
    may: [{ to: 'ui' }, { to: 'platform' }, { to: 'routes' }],
  },
  {
    layer: '`platform/`',
    path: '^src/app/platform/',
    may: [
      { to: 'platform' },
      { to: 'timeLimits' },
      { to: 'api', only: 'types' },
      { to: 'brands' },
      { to: 'routes' },
    ],
  },
]

const dependencyTypes = { types: ['type-only'], lazily: ['dynamic-import'] }

/** The layers as dependency-cruiser's allowed rules: one per permission. */
function allowedRules() {
  return layers.flatMap(({ path, may }) =>
    may.map(({ to, only }) => ({
      from: { path, pathNot: '(\\.test\\.tsx?|test-support\\.tsx?)$' },
      to: { path: places[to].path, ...(only ? { dependencyTypes: dependencyTypes[only] } : {}) },
    })),
  )
}

/** The table as docs/architecture.md shows it. */
function markdownTable() {
  const said = { types: 'types only', lazily: 'lazily' }
  const rows = layers.map(({ layer, may }) => {
    const merged = []
    for (const { to, only } of may) {
      const existing = merged.find((entry) => entry.to === to)
      if (existing) existing.only.push(only)
      else merged.push({ to, only: [only] })
    }
    const cells = merged.map(({ to, only }) =>
      only.includes(undefined)
        ? places[to].text
        : `${places[to].text} (${only.map((kind) => said[kind]).join(' or ')})`,
    )
    return `| ${layer} | ${cells.join('; ')} |`
  })
  return ['| from | may import (nothing else) |', '| --- | --- |', ...rows].join('\n')
}

module.exports = { kits, places, layers, allowedRules, markdownTable }
