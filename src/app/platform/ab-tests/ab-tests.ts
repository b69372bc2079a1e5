/**
 * The A/B tests (mboxes) and their allowed variants, control first (docs/requirements/entities.md#entities-ab-tests,
 * docs/requirements/configuration-and-locales.md#config-ab-tests).
 */
export const abTests = {
  'sample-test': ['control', 'A'],
  'CRO-1304': ['control', 'variant 1'],
} as const

export type AbTest = keyof typeof abTests
export type AbVariant<Test extends AbTest> = (typeof abTests)[Test][number]

/** The answered variant when it is one of the test's allowed variants, else control. */
export function allowedVariant<Test extends AbTest>(test: Test, answer: unknown): AbVariant<Test> {
  const allowed: readonly string[] = abTests[test]
  return (typeof answer === 'string' && allowed.includes(answer) ? answer : 'control') as AbVariant<Test>
}
