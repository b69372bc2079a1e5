/** Paths with their digits stripped, so logs carry no ids (spec account-area §8). */
export function stripDigits(path: string): string {
  return path.replace(/\d+/g, '')
}
