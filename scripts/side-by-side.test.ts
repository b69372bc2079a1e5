import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { runSideBySide } from './side-by-side'

const node = (code: string) => `node -e ${JSON.stringify(code)}`

describe('runSideBySide', () => {
  it('runs checks two at a time and answers in the order given, each with its outcome', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    vi.spyOn(console, 'log').mockImplementation(() => {})
    // Each of the first two waits for the other to have started: they can only pass side by side.
    const marker = join(tmpdir(), `side-by-side-${process.pid}`)
    const waitsFor = (mine: string, theirs: string) =>
      node(
        `const fs=require('fs');fs.writeFileSync('${marker}-${mine}','');` +
          `const t=setInterval(()=>{if(fs.existsSync('${marker}-${theirs}')){clearInterval(t)}},20)`,
      )
    const results = await runSideBySide([
      { title: 'a', command: waitsFor('a', 'b') },
      { title: 'b', command: waitsFor('b', 'a') },
      { title: 'fails', command: node('process.exit(3)'), followedBy: { title: 'never', command: node('') } },
      { title: 'passes', command: node(''), followedBy: { title: 'after it', command: node('') } },
    ])
    expect(results.map((result) => [result.title, result.ok])).toEqual([
      ['a', true],
      ['b', true],
      ['fails', false],
      ['passes', true],
      ['after it', true],
    ])
    for (const name of ['a', 'b']) rmSync(`${marker}-${name}`, { force: true })
    vi.restoreAllMocks()
  })

  it('holds a check’s output and prints it whole when the check ends', async () => {
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0)
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await runSideBySide([{ title: 'speaks', command: node("console.log('one');console.error('two')") }])
    const [printed] = written
    expect(written).toHaveLength(1)
    expect(printed).toMatch(/^\n▶ speaks: /)
    expect(printed).toContain('one\n')
    expect(printed).toContain('two\n')
    vi.restoreAllMocks()
  })
})
