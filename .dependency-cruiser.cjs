// The architecture's boundaries (docs/architecture.md), checked by `npm run check:boundaries` inside `npm test`.
// Layers, top to bottom: pages → features → kits (photos, …) → queries → api → generated; ui and platform serve every
// layer above api. Tests, test support and stories may reach across layers to set things up; app code may not.
const appCode = '^src/app/.+\\.(ts|tsx|css)$'

// Every folder directly under src/app belongs to one of these layers; a folder that is not listed fails the check
// (closed by default: a new folder is checked by the rules of the layer it is declared in, never by none).
const kits = ['photos', 'addresses', 'customer', 'storefront']
const declaredFolders = ['pages', 'features', ...kits, 'queries', 'api', 'ui', 'platform']
const undeclaredFolder = `^src/app/(?!(${declaredFolders.join('|')})/)[^/]+/`
const kitFolder = `^src/app/(${kits.join('|')})/`
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
      'kit-imports-kit',
      'Kits stand side by side: one never imports another (declare an exception here, with its reason, if one must).',
      kitFolder,
      kitFolder,
      { to: { pathNot: '^src/app/$1/' } },
    ),
    forbid(
      'feature-imports-feature',
      'A feature never imports another feature (CSS included): what two features share moves down into a kit, ui/ or platform/.',
      '^src/app/features/([^/]+)/',
      '^src/app/features/',
      { to: { pathNot: '^src/app/features/$1/' } },
    ),
    forbid(
      'kit-imports-upwards',
      'Kits (photos/ and the like), queries/, ui/, platform/ and api/ serve the layers above them and never import pages/ or features/.',
      '^src/app/(photos|addresses|customer|storefront|queries|ui|platform|api)/',
      '^src/app/(pages|features)/',
    ),
    forbid(
      'only-the-router-imports-pages',
      'Pages are route modules: only router.tsx loads them.',
      '^src/app/',
      '^src/app/pages/',
      { from: { pathNot: ['^src/app/router\\.tsx$', '^src/app/pages/'] } },
    ),
    forbid(
      'queries-import-below-only',
      'queries/ sits on api/: it knows no kit, ui or feature.',
      '^src/app/queries/',
      '^src/app/(photos|addresses|customer|storefront|ui|features|pages)/',
    ),
    forbid(
      'api-imports-below-only',
      'api/ sits on generated/ and platform config: it knows nothing above it.',
      '^src/app/api/',
      '^src/app/(photos|addresses|customer|storefront|queries|ui|features|pages)/',
    ),
    forbid(
      'only-queries-use-clients',
      'Every call goes through the query layer (docs/architecture.md, "How data flows"): only queries/ builds or holds ' +
        'a service client; screens and kits call its hooks. main.tsx builds the clients once and hands in the tokens.',
      '^src/app/',
      '^src/app/api/(clients|create-service-client|guarded-calls|merchandise|service-middleware|token-source|answer-check|answer-schemas)\\.ts$',
      {
        from: { pathNot: [notTests, '^src/app/(queries|api)/', '^src/app/main\\.tsx$'] },
        to: { dependencyTypesNot: ['type-only'] },
      },
    ),
    forbid(
      'only-queries-hold-the-cache',
      'The query layer owns every cache read and write (docs/architecture.md, "How data flows"): outside queries/ ' +
        'nothing imports the query library but its types, nor the service clients’ context; screens call the ' +
        'layer’s hooks. Key trees, named exports, are checked by scripts/query-layer-ownership.test.ts.',
      '^src/app/',
      ['^node_modules/@tanstack/(react-query|query-core)/', '^src/app/queries/service-clients\\.tsx$'],
      {
        from: { pathNot: [notTests, '^src/app/queries/'] },
        to: { dependencyTypesNot: ['type-only'] },
      },
    ),
    forbid(
      'api-stands-on-generated',
      'api/ takes the contracts from src/generated and nothing of platform/ but types: the session’s tokens are handed in (api/token-source.ts).',
      '^src/app/api/',
      '^src/app/platform/',
      { to: { dependencyTypesNot: ['type-only'] } },
    ),
    forbid(
      'platform-is-the-base',
      'platform/ (config, brand, i18n, auth, flags) is what every layer stands on: it knows nothing above it but api/ types, and the one table of time limits (api/time-limits.ts), which bounds its own fetches too.',
      '^src/app/platform/',
      '^src/app/(photos|addresses|customer|storefront|queries|ui|features|pages|api)/',
      { to: { pathNot: '^src/app/api/time-limits\\.ts$' } },
    ),
    forbid(
      'ui-knows-no-kit',
      'ui/ is the design system: it knows no kit, query or feature.',
      '^src/app/ui/',
      '^src/app/(photos|addresses|customer|storefront|queries|features|pages)/',
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
