import { describe, expect, it } from 'vitest'
import { thisOrderFirst } from './customer-pdfs'

describe('thisOrderFirst', () => {
  it('puts this order’s PDFs first and keeps each group’s order', () => {
    const pdfs = ['A-1', 'B-1', 'A-2', 'C-1', 'B-2'].map((code) => ({
      superOrderCode: code.slice(0, 1),
      productCode: code,
    }))
    expect(thisOrderFirst(pdfs, 'B').map((pdf) => pdf.productCode)).toEqual([
      'B-1',
      'B-2',
      'A-1',
      'A-2',
      'C-1',
    ])
    expect(thisOrderFirst(pdfs, 'Z')).toEqual(pdfs)
  })
})
