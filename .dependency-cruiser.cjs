// The architecture's boundaries (docs/architecture.md), checked by `npm run check:boundaries` inside `npm test`.
// Layers, top to bottom: pages → features → kits (photos, …) → queries → api → generated; ui and platform serve every
// layer above api. Tests, test support and stories may reach across layers to set things up; app code may not.
const appCode = '^src/app/.+\\.(ts|tsx|css)$'
const { allowedRules, kits } = require('./scripts/layer-table.cjs')

// Every folder directly under src/app belongs to one of these layers; a folder that is not listed fails the check
// (closed by default: a new folder is checked by the rules of the layer it is declared in, never by none).
const declaredFolders = ['pages', 'features', ...kits, 'queries', 'api', 'ui', 'platform']
const undeclaredFolder = `^src/app/(?!(${declaredFolders.join('|')})/)[^/]+/`
const notTests = '(\\.test\\.tsx?|test-support\\.tsx?)$'

/** A rule that `from` (app code, tests excluded) never imports `to`. */
const forbid = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: notTests, ...(extra.from ?? {}) },
  to: { path: to, ...(extra.to ?? {}) },
})

module.exports = {
  // Closed by default: an import is allowed only by the layer table (scripts/layer-table.cjs, which
  // docs/architecture.md shows), or because it leaves src/app's layers: a test or a file outside src/app importing
  // anything, and anyone importing a package or Node's modules (the forbidden rules below still apply to those).
  allowed: [
    ...allowedRules(),
    { from: { pathNot: '^src/app/' }, to: {} },
    { from: { path: notTests }, to: {} },
    { from: {}, to: { path: '(^|/)node_modules/' } },
    { from: {}, to: { dependencyTypes: ['core'] } },
    // A package path only the bundler's alias resolves (vite.config.ts: heic-to's libheif built without eval).
    { from: {}, to: { path: '^heic-to/libheif$', couldNotResolve: true } },
  ],
  allowedSeverity: 'error',
  forbidden: [
    {
      name: 'folders-belong-to-a-layer',
      comment: `Every folder under src/app is one of the declared layers (${declaredFolders.join(', ')}); add a new one to declaredFolders, and to the rules of its layer.`,
      severity: 'error',
      from: { path: undeclaredFolder },
      to: {},
    },
    {
      name: 'nothing-imports-an-undeclared-folder',
      comment:
        'A folder under src/app that no layer declares is imported by nothing: declare it first (declaredFolders).',
      severity: 'error',
      from: {},
      to: { path: undeclaredFolder },
    },
    forbid(
      'only-api-builds-clients',
      'A service client is built in api/ (create-service-client.ts) with its time limits, answer checks and ' +
        'middleware; no other layer builds one from openapi-fetch.',
      '^src/app/',
      '(^|/)node_modules/openapi-fetch/',
      { from: { pathNot: [notTests, '^src/app/api/'] } },
    ),
    forbid(
      'only-queries-hold-the-cache',
      'The query layer owns every cache read and write (docs/architecture.md, "How data flows"): outside queries/ ' +
        'nothing imports the query library but its types, nor the service clients’ context; screens call the ' +
        'layer’s hooks. Key trees, named exports, are checked by scripts/query-layer-ownership.test.ts.',
      '^src/app/',
      ['(^|/)node_modules/@tanstack/(react-query|query-core)/', '^src/app/queries/service-clients\\.tsx$'],
      {
        from: { pathNot: [notTests, '^src/app/queries/'] },
        to: { dependencyTypesNot: ['type-only'] },
      },
    ),
    forbid(
      'app-imports-mocks-harness-tests',
      'Nothing in src/ imports mocks/, harness/ or tests/, except main.tsx’s one dynamic import of mock mode.',
      '^src/',
      '^(mocks|harness|tests)/',
      { from: { pathNot: [notTests, '^src/app/main\\.tsx$'] } },
    ),
    {
      name: 'main-imports-mock-mode-lazily',
      comment:
        'main.tsx reaches mock mode only through its dynamic import, so the production build leaves it out.',
      severity: 'error',
      from: { path: '^src/app/main\\.tsx$' },
      to: { path: '^(mocks|harness|tests)/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'mocks-use-app-values',
      comment:
        'mocks/ stays honest to the contracts: it reads src/generated (the contracts) and src/brands (the storefronts’ ' +
        'published data), and never takes values from src/app.',
      severity: 'error',
      from: { path: '^mocks/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/app/', dependencyTypesNot: ['type-only'] },
    },
    forbid(
      'brands-are-data',
      'src/brands holds the storefronts’ published data, which the app and the mocks both read: it knows only the contracts’ types.',
      '^src/brands/',
      '^(src/app|mocks|harness|tests)/',
    ),
    {
      name: 'no-cycles-in-app',
      comment:
        'No import cycle between modules of src/app (type-only imports included). A lazy import() back is allowed: ' +
        'sign-in loads token renewal only when a token has expired, and renewal uses sign-in.',
      severity: 'error',
      from: { path: appCode },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    skipAnalysisNotInRules: true,
  },
}
