// Where the browser suite's build lives (served by serve-e2e-build.ts), and how a test finds a module's file in it:
// chunk files are named by their hash (decision 0016), so a test asks Vite's manifest, never guesses a name.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function e2eBuildDir(port: number): string {
  return `node_modules/.cache/e2e-dist-${port}`
}

/** The built file (e.g. `assets/Bd4cdtSg.js`) of a source module (e.g. `src/app/pages/downloads-page.tsx`). */
export function builtFileOf(port: number, sourcePath: string): string {
  const manifest = JSON.parse(readFileSync(join(e2eBuildDir(port), '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const chunk = manifest[sourcePath]
  if (!chunk) throw new Error(`${sourcePath} is not a chunk of the e2e build`)
  return chunk.file
}
