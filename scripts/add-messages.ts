// npx tsx scripts/add-messages.ts fragment.json — adds messages to every locale file at once, safely while others do
// the same. The fragment maps locale → { id: text } and must give all 11 locales the same ids.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { locales } from '../src/app/platform/i18n/locales'

const fragmentPath = process.argv[2]
if (!fragmentPath) throw new Error('usage: tsx scripts/add-messages.ts fragment.json')
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8')) as Record<string, Record<string, string>>
const ids = Object.keys(fragment['en-GB'] ?? {}).sort()
for (const locale of locales) {
  const own = Object.keys(fragment[locale] ?? {}).sort()
  if (JSON.stringify(own) !== JSON.stringify(ids))
    throw new Error(`${locale} must have exactly the en-GB ids`)
}

const lock = join(import.meta.dirname, '../public/locales/.lock')
for (let attempt = 0; ; attempt++) {
  try {
    mkdirSync(lock)
    break
  } catch {
    if (attempt > 200) throw new Error(`${lock} is held; remove it if no one is writing`)
    await new Promise((done) => setTimeout(done, 50))
  }
}
try {
  for (const locale of locales) {
    const file = join(import.meta.dirname, `../public/locales/${locale}.json`)
    const messages = {
      ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
      ...fragment[locale],
    }
    writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`)
  }
} finally {
  rmdirSync(lock)
}
console.log(`added ${ids.length} message(s) to ${locales.length} locales`)
