import { expect, test } from './fixtures'

// Under npm run test:dates the runner lives on a faked day (libfaketime) and hands it to the browser's clock: this
// proves the pages, and the mocks inside them, see that day. On an ordinary run both are today.
test('the page lives on the same day as the test runner', async ({ page, openApp }) => {
  await openApp({ path: '/account-deleted' })
  const pageDay = await page.evaluate(() => new Date().toDateString())
  expect(pageDay).toBe(new Date().toDateString())
})
