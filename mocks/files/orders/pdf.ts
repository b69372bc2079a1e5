// A tiny PDF writer for the mocks: one A4 page with a few lines of Helvetica text. The cross-reference table holds
// the byte offset of every object, so PDF readers open the file without repairing it.

/** Printable ASCII only (one byte per character, so string lengths are byte offsets); PDF string escapes applied. */
function pdfText(text: string): string {
  const ascii = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/gu, (char) => (/\p{M}/u.test(char) ? '' : '?'))
  return ascii.replace(/[\\()]/g, (char) => `\\${char}`)
}

export interface PdfOptions {
  /** The document title (the Info dictionary's /Title). */
  title?: string
  /** Creation time (ms since the epoch); fixed input gives identical bytes. */
  createdAt?: number
}

function pdfDate(ms: number): string {
  const iso = new Date(ms).toISOString()
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`
}

/** A one-page PDF showing `lines` (the first one larger, as a heading). */
export function onePagePdf(lines: readonly string[], options: PdfOptions = {}): Uint8Array {
  const [heading = '', ...rest] = lines
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 770 Td',
    `(${pdfText(heading)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...rest.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n')
  const info = [
    options.title === undefined ? '' : `/Title (${pdfText(options.title)})`,
    '/Producer (Photo shop mock backend)',
    options.createdAt === undefined ? '' : `/CreationDate (${pdfDate(options.createdAt)})`,
  ]
    .filter(Boolean)
    .join(' ')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< ${info} >>`,
  ]
  // The binary comment line tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (const [index, body] of objects.entries()) {
    offsets.push(byteLength(pdf))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  }
  const xrefOffset = byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`
  pdf += `startxref\n${xrefOffset}\n%%EOF`
  return latin1(pdf)
}

/** Byte length once written as Latin-1 (every character is one byte). */
function byteLength(text: string): number {
  return text.length
}

function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0xff
  return bytes
}

/** For tests and callers that want text: the bytes as a Latin-1 string. */
export function pdfAsText(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
}
