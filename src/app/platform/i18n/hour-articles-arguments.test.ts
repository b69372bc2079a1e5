import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { hourArguments } from './article-arguments'

const read = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../../public/locales/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >
const spanish = read('es-ES')
const portuguese = read('pt-PT')
const italian = read('it-IT')

const write = (locale: string, text: string, values: Record<string, unknown>) =>
  new IntlMessageFormat(text, locale).format(values) as string

describe('an article before a clock time', () => {
  it('is the singular at one o’clock, however the time is written', () => {
    const article = (time: string) => hourArguments({ time }, 'time').timeArticle
    expect(['1:05', '01:05:09', '1:05 p. m.', '1:00'].map(article)).toEqual(Array(4).fill('one'))
    expect(['2:05', '10:05', '11:05', '12:05', '13:05', '21:05', '00:05', ''].map(article)).toEqual(
      Array(8).fill('other'),
    )
  })

  it('adds the article beside each named time and keeps the other values', () => {
    expect(hourArguments({ time: '1:05', dateArticle: 'elided', count: 2 }, 'time')).toEqual({
      time: '1:05',
      timeArticle: 'one',
      dateArticle: 'elided',
      count: 2,
    })
  })

  it('reads “a la 1:05” but “a las 2:05” in the Spanish cut-off notice and photo tooltip', () => {
    const cutoff = (time: string) =>
      write('es-ES', spanish['orders.cutoff']!, {
        campaign: 'christmas',
        date: '17 de diciembre',
        ...hourArguments({ time }, 'time'),
      })
    expect(cutoff('1:05')).toContain('el 17 de diciembre a la 1:05 para')
    expect(cutoff('2:05')).toContain('el 17 de diciembre a las 2:05 para')
    expect(cutoff('13:05')).toContain('a las 13:05')
    const at = (time: string) => write('es-ES', spanish['photos.takenOnAt']!, hourArguments({ time }, 'time'))
    expect(at('01:05:09')).toBe('a la 01:05:09')
    expect(at('14:07:09')).toBe('a las 14:07:09')
  })

  it('reads “à 01:05” but “às 14:07” in the Portuguese cut-off notice and photo tooltip', () => {
    const cutoff = (time: string) =>
      write('pt-PT', portuguese['orders.cutoff']!, {
        campaign: 'christmas',
        date: '17 de dezembro',
        ...hourArguments({ time }, 'time'),
      })
    expect(cutoff('01:05')).toContain('até 17 de dezembro à 01:05 para')
    expect(cutoff('14:07')).toContain('até 17 de dezembro às 14:07 para')
    const at = (time: string) =>
      write('pt-PT', portuguese['photos.takenOnAt']!, hourArguments({ time }, 'time'))
    expect(at('01:05:09')).toBe('à 01:05:09')
    expect(at('14:07:09')).toBe('às 14:07:09')
  })

  it('reads “all’1:05” but “alle 2:05” in the Italian cut-off notice and photo tooltip', () => {
    const cutoff = (time: string) =>
      write('it-IT', italian['orders.cutoff']!, {
        campaign: 'christmas',
        date: '17 dicembre',
        dateArticle: 'other',
        ...hourArguments({ time }, 'time'),
      })
    expect(cutoff('1:05')).toContain('entro il 17 dicembre all’1:05 per')
    expect(cutoff('2:05')).toContain('entro il 17 dicembre alle 2:05 per')
    expect(cutoff('11:05')).toContain('alle 11:05')
    const at = (time: string) => write('it-IT', italian['photos.takenOnAt']!, hourArguments({ time }, 'time'))
    expect(at('01:05:09')).toBe('all’01:05:09')
    expect(at('14:07:09')).toBe('alle 14:07:09')
  })
})
