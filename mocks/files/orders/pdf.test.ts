import { describe, expect, it } from 'vitest'
import { onePagePdf, pdfAsText } from './pdf'

function xrefOf(text: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)?.[1])
  const table = text.slice(startxref)
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(table) ?? []
  const entries = table
    .split('\n')
    .slice(2, 2 + Number(count))
    .map((line) => ({ line, offset: Number(line.slice(0, 10)), inUse: line.slice(17, 18) === 'n' }))
  return { startxref, first: Number(first), count: Number(count), entries }
}

describe('onePagePdf', () => {
  const bytes = onePagePdf(['Invoice IG-100003-01', 'Issued 1 June 2026', 'Total (EUR): 12.50 \\ ok'], {
    title: 'Invoice IG-100003-01',
    createdAt: Date.UTC(2026, 5, 1),
  })
  const text = pdfAsText(bytes)

  it('starts with the PDF header and ends with the end-of-file marker', () => {
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.endsWith('%%EOF')).toBe(true)
  })

  it('has a cross-reference table whose offsets point at each object', () => {
    const { startxref, first, count, entries } = xrefOf(text)
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
    expect(first).toBe(0)
    expect(entries).toHaveLength(count)
    // Every entry is exactly 20 bytes, including its two-character end of line.
    for (const { line } of entries) expect(`${line}\n`).toHaveLength(20)
    expect(entries[0]).toMatchObject({ offset: 0, inUse: false })
    for (const [number, entry] of entries.entries()) {
      if (number === 0) continue
      expect(entry.inUse).toBe(true)
      expect(text.slice(entry.offset).startsWith(`${number} 0 obj\n`), `object ${number}`).toBe(true)
    }
    expect(text).toContain(`/Size ${count}`)
  })

  it('declares the content stream length in bytes and shows the text', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)!
    const start = match.index + match[0].length
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
    expect(text).toContain('(Invoice IG-100003-01) Tj')
    expect(text).toContain('(Total \\(EUR\\): 12.50 \\\\ ok) Tj')
  })

  it('keeps to one byte per character for text outside ASCII', () => {
    const accented = pdfAsText(onePagePdf(['Fotoboek voor José 😀', 'Grandma’s 80th – “best” day…']))
    expect(accented).toContain('(Fotoboek voor Jose ?) Tj')
    expect(accented).toContain(`(Grandma's 80th - "best" day...) Tj`)
    expect(
      xrefOf(accented)
        .entries.slice(1)
        .every((entry) => entry.inUse),
    ).toBe(true)
  })

  it('gives the same bytes for the same input', () => {
    expect(onePagePdf(['A'], { createdAt: 0 })).toEqual(onePagePdf(['A'], { createdAt: 0 }))
  })
})
