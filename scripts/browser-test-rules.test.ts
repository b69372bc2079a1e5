import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Browser tests wait for states, never for durations (issue 30): a fixed sleep is too short on a busy machine and
// too long on an idle one.
const folders = ['tests/e2e', 'tests/support']

function sources(): { path: string; text: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => ({ path: join(folder, name), text: readFileSync(join(folder, name), 'utf8') })),
  )
}

describe('the browser tests', () => {
  it('have no fixed sleeps', () => {
    const sleeps = sources().flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => /\bwaitForTimeout\(/.test(line))
        .map(({ number }) => `${path}:${number}`),
    )
    expect(sleeps).toEqual([])
  })
})
