export type SizeUnit = 'bytes' | 'kb' | 'mb' | 'gb'

/**
 * Binary steps (1 KB = 1,024 bytes), as the file managers most customers open the zips with (Windows Explorer,
 * the Files apps) count, so the listed size matches what they see after the download.
 */
const step = 1024
const units: readonly SizeUnit[] = ['bytes', 'kb', 'mb', 'gb']

/** Rounded to two decimals the way the formatter shows it. */
const toHundredths = (amount: number) => Math.round(amount * 100) / 100

/**
 * The unit a size is shown in and its amount there: Bytes below 1 KB, else the largest unit (up to GB)
 * whose amount, rounded to two decimals, stays below 1,024 (so 1,048,575 bytes is '1.00 MB', not '1024.00 KB').
 */
export function sizeInUnits(bytes: number): { amount: number; unit: SizeUnit } {
  if (bytes < step) return { amount: Math.max(0, bytes), unit: 'bytes' }
  let index = 1
  let amount = bytes / step
  while (index < units.length - 1 && toHundredths(amount) >= step) {
    amount /= step
    index += 1
  }
  return { amount, unit: units[index]! }
}

/**
 * A size for the locale: the number localised with two decimals in every unit, Bytes included (spec: 'Bytes, KB,
 * MB or GB with two decimals'), and its unit, e.g. { '1.50', 'mb' } or { '512.00', 'bytes' }.
 */
export function formatSize(bytes: number, locale: string): { size: string; unit: SizeUnit } {
  const { amount, unit } = sizeInUnits(bytes)
  const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  )
  return { size, unit }
}
