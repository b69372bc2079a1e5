import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision records say when they were taken and whether they still hold (issue 30): a reader knows at once which
// to follow. A superseded record names the one that replaced it.
const folder = 'docs/decisions'
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }))

describe('the decision records', () => {
  it('are there', () => {
    expect(records.length).toBeGreaterThan(30)
  })

  it.each(records)('$name has a date and a status under its title', ({ text }) => {
    const [title, blank, date, status] = text.split('\n')
    expect(title).toMatch(/^# /)
    expect(blank).toBe('')
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/)
    expect(status).toMatch(/^- Status: (accepted|superseded by \d{4})/)
  })
})
