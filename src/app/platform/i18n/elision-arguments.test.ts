import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { elisionArguments } from './article-arguments'

const french = JSON.parse(
  readFileSync(join(__dirname, '../../../../public/locales/fr-FR.json'), 'utf8'),
) as Record<string, string>

const write = (key: string, values: Record<string, unknown>) =>
  new IntlMessageFormat(french[key]!, 'fr-FR').format(values) as string

describe('de before a month in French', () => {
  it('is elided before a vowel only', () => {
    const article = (month: string) => elisionArguments({ month }, 'month').monthArticle
    expect(['avril 2024', 'août 2024', 'octobre 2024', 'Été'].map(article)).toEqual(Array(4).fill('elided'))
    expect(['mars 2024', 'juin 2024', 'Date inconnue', ''].map(article)).toEqual(Array(4).fill('other'))
  })

  it('reads naturally in the timeline’s labels, without a month in brackets', () => {
    const more = (month: string) => write('photos.more.label', elisionArguments({ count: 3, month }, 'month'))
    expect(more('avril 2024')).toBe('Afficher 3 autres photos d’avril 2024')
    expect(more('mars 2024')).toBe('Afficher 3 autres photos de mars 2024')
    expect(write('photos.more.label', elisionArguments({ count: 1, month: 'août 2024' }, 'month'))).toBe(
      'Afficher 1 autre photo d’août 2024',
    )
    expect(write('photos.loadMore.label', elisionArguments({ month: 'octobre 2024' }, 'month'))).toBe(
      'Charger d’autres photos d’octobre 2024',
    )
    expect(write('photos.loadMore.loaded', elisionArguments({ count: 2, month: 'juin 2024' }, 'month'))).toBe(
      '2 autres photos de juin 2024 chargées',
    )
    const bare = Object.entries(french).filter(([, text]) => /\(\{month\}\)|\bde \{month\}/.test(text))
    expect(bare.map(([key]) => key)).toEqual([])
  })
})
