// The one way journeys find things, in every engine: Testing Library's role, label and text queries (the library the
// unit tests use), bundled once and put into the page. Playwright's own locators exist only where Playwright drives
// the engine; WebDriver has no role query at all (docs/decisions/0041-three-engines.md).
import { buildSync } from 'esbuild'

export interface PageQueryLibrary {
  queryAllByRole: (container: HTMLElement, role: string, options?: object) => HTMLElement[]
  queryAllByText: (container: HTMLElement, text: string | RegExp) => HTMLElement[]
  queryAllByLabelText: (container: HTMLElement, text: string | RegExp) => HTMLElement[]
}

declare global {
  interface Window {
    __journeyQueries?: PageQueryLibrary
  }
}

/** A text to match: the whole text as given, or a pattern (sent into the page as its source and flags). */
export type TextMatch = string | { source: string; flags: string }

/** One step of a query; each further step looks inside what the one before found. */
export type QueryStep =
  | { by: 'role'; role: string; name?: TextMatch; level?: number; checked?: boolean }
  | { by: 'text'; text: TextMatch }
  | { by: 'label'; text: TextMatch }
  /** `hidden`: hidden elements count too (a file input behind its button). */
  | { by: 'css'; selector: string; hidden?: boolean }

let bundle: string | undefined

/** The script that installs `window.__journeyQueries`, built from @testing-library/dom on first use. */
export function pageQueryScript(): string {
  bundle ??= buildSync({
    stdin: {
      contents:
        "import { queryAllByLabelText, queryAllByRole, queryAllByText } from '@testing-library/dom'\n" +
        'window.__journeyQueries = { queryAllByRole, queryAllByText, queryAllByLabelText }\n',
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEBUG_PRINT_LIMIT': 'undefined' },
  }).outputFiles[0]!.text
  return bundle
}

/** Runs in the page: whether the query library is in this document (it goes in at a document's first query). */
export function hasPageQueries(): boolean {
  return window.__journeyQueries !== undefined
}

/**
 * Runs in the page: the visible elements the steps find, or null when the query library is not there yet (a new
 * document). Self-contained, as engines send its source text into the page.
 */
export function findInPage(steps: QueryStep[]): Element[] | null {
  const library = window.__journeyQueries
  if (!library) return null
  const match = (text: TextMatch) => (typeof text === 'string' ? text : new RegExp(text.source, text.flags))
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  let scopes: HTMLElement[] = [document.body]
  for (const step of steps) {
    const found = new Set<HTMLElement>()
    for (const scope of scopes) {
      const elements =
        step.by === 'role'
          ? library.queryAllByRole(scope, step.role, {
              hidden: false,
              ...(step.name === undefined ? {} : { name: match(step.name) }),
              ...(step.level === undefined ? {} : { level: step.level }),
              ...(step.checked === undefined ? {} : { checked: step.checked }),
            })
          : step.by === 'text'
            ? library.queryAllByText(scope, match(step.text))
            : step.by === 'label'
              ? library.queryAllByLabelText(scope, match(step.text))
              : [...scope.querySelectorAll<HTMLElement>(step.selector)]
      for (const element of elements) found.add(element)
    }
    scopes = [...found]
  }
  const last = steps.at(-1)
  return last?.by === 'css' && last.hidden ? scopes : scopes.filter(shown)
}
