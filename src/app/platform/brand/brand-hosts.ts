/** A brand's host under a test environment: its production host behind one of these (brand.ts, nginx's maps). */
export const environmentPrefixes = ['test.', 'acc.', 'acceptance.']

/** A brand on a developer's machine or in the tests: `{id}.localhost`. */
export const localAliasSuffix = '.localhost'
