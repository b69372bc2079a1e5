/** Paths with their digits stripped, so logs carry no ids. */
export function stripDigits(path: string): string {
  return path.replace(/\d+/g, '')
}
