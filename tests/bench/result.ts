/** One figure of npm run bench, printed beside its budget and written to bench-results.json. */
export interface BenchResult {
  measure: string
  value: number | string
  unit: string
  budget: string
  /** Absent for a figure that is reported but has no budget. */
  pass?: boolean
  note?: string
}
