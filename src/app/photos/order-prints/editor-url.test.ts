import { describe, expect, it } from 'vitest'
import { printProductCode, printsEditorAddress } from './editor-url'

describe('printsEditorAddress', () => {
  it('passes the channel, the temporary selection and PAP_910 in the query', () => {
    const address = new URL(
      printsEditorAddress(
        'https://editor.example/prints',
        'printbloom-gb',
        '6f1d2c3b-0000-4000-8000-000000000001',
      ),
    )
    expect(address.origin + address.pathname).toBe('https://editor.example/prints')
    expect(Object.fromEntries(address.searchParams)).toEqual({
      channel: 'printbloom-gb',
      tempSelectionId: '6f1d2c3b-0000-4000-8000-000000000001',
      productCode: 'PAP_910',
    })
    expect(printProductCode).toBe('PAP_910')
  })

  it("keeps the editor URL's own query and encodes what it adds", () => {
    const address = printsEditorAddress(
      'https://editor.example/start?lang=nl#top',
      'nordprint-se-bk',
      'a b&c',
    )
    expect(address).toBe(
      'https://editor.example/start?lang=nl&channel=nordprint-se-bk&tempSelectionId=a+b%26c&productCode=PAP_910#top',
    )
  })

  it('replaces parameters of the same name rather than repeating them', () => {
    const address = new URL(printsEditorAddress('https://editor.example/?productCode=OTHER', 'c', 't'))
    expect(address.searchParams.getAll('productCode')).toEqual(['PAP_910'])
  })
})
