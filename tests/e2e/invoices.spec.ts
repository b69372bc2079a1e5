import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { recordShiftsAfterHeading } from './layout-shifts'
import { asPrinted } from './printed'

const path = '/invoices'
const current = (page: Page) => page.getByRole('list', { name: 'Current invoices' }).getByRole('listitem')
const earlier = (page: Page) => page.getByRole('list', { name: 'Earlier invoices' }).getByRole('listitem')

async function expectPdf(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName)
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

test.describe('invoices', () => {
  test('lists the current invoices with the orders they bill, and the earlier ones with date and total', async ({
    page,
    openApp,
  }) => {
    const shiftSinceHeading = await recordShiftsAfterHeading(page)
    await openApp({ persona: 'b2b-default', path })
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    await expect(current(page)).toHaveCount(3)
    await expect(current(page).first().getByRole('heading')).toHaveText(/^Invoice IG-100003-0\d$/)
    await expect(current(page).first()).toContainText(/Orders\s*SO-100003-/)
    await expect(earlier(page)).toHaveCount(5)
    await expect(earlier(page).first().getByRole('heading')).toHaveText(/^Invoice for order B2B-\d{4}-\d{5}$/)
    await expect(earlier(page).first()).toContainText(/Total\s*€\d/)
    // Nothing moved as they arrived: the status banner had its place from the first paint, and the earlier invoices
    // came after the current ones were known (not under a skeleton of another height).
    await expect(
      page.getByRole('status').filter({ hasText: 'Please complete the additional details' }),
    ).toBeVisible()
    expect(await shiftSinceHeading()).toBeLessThan(0.005)
  })

  test('saves a current invoice as invoice_{id}.pdf and an earlier one as invoice_{orderRef}.pdf', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path })
    const first = current(page).first()
    const id = (await first.getByRole('heading').textContent())!.replace('Invoice ', '')
    let saved = page.waitForEvent('download')
    await first.getByRole('button', { name: 'Download PDF' }).click()
    await expectPdf(await saved, `invoice_${id}.pdf`)
    await expect(first.getByText('Saved', { exact: true })).toBeVisible()

    const older = earlier(page).first()
    const orderRef = (await older.getByRole('heading').textContent())!.replace('Invoice for order ', '')
    saved = page.waitForEvent('download')
    await older.getByRole('button', { name: 'Download PDF' }).click()
    await expectPdf(await saved, `invoice_${orderRef}.pdf`)
  })

  test('downloads several at once, one request each, and says how far it is', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path })
    const download = page.getByRole('button', { name: /^Download (\d+ )?selected invoices?$/ })
    await expect(download).toBeDisabled()
    await current(page).nth(0).getByRole('checkbox').check()
    await current(page).nth(1).getByRole('checkbox').check()
    await earlier(page).nth(0).getByRole('checkbox').check()
    await expect(download).toHaveText('Download 3 selected invoices')
    const files: string[] = []
    page.on('download', (saved) => files.push(saved.suggestedFilename()))
    const pdfRequests: string[] = []
    page.on('request', (request) => {
      if (/InvoiceGroupFiles|HistoricalInvoice\/me\/pdf/.test(request.url())) pdfRequests.push(request.url())
    })
    await download.click()
    await expect(page.getByRole('status').filter({ hasText: '3 of 3 invoices saved.' })).toBeVisible()
    await expect.poll(() => files.length).toBe(3)
    expect(pdfRequests).toHaveLength(3)
    expect(files.every((name) => /^invoice_.+\.pdf$/.test(name))).toBe(true)
  })

  test('prints the invoices only: black on white, without the shell or the download buttons', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path })
    await expect(current(page)).toHaveCount(3)
    expect(await asPrinted(page)).toEqual({
      shell: [],
      controls: [],
      colours: ['rgb(0, 0, 0)'],
      background: 'rgba(0, 0, 0, 0)',
      scheme: 'light',
    })
    await expect(earlier(page).first()).toContainText(/Total\s*€\d/)
  })

  test('says when there are no invoices at all', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path, scenarios: ['invoices:none'] })
    await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible()
    await expect(
      page.getByText('Invoices for your orders appear here once they have been issued.'),
    ).toBeVisible()
  })

  test('is for business customers only: a consumer is sent to the overview', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveCount(0)
  })

  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px, in French too`, async ({ page, openApp }) => {
      await page.setViewportSize({ width, height: 900 })
      await openApp({ persona: 'b2b-default', path, locale: width === 375 ? 'fr-FR' : undefined })
      await expect(
        earlier(page).or(page.getByRole('list', { name: 'Factures précédentes' }).getByRole('listitem')),
      ).toHaveCount(5)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test.describe('when the services fail', () => {
    test.use({ expectedConsoleErrors: /status of (500|404)|\(status (500|404)\)/ })

    test('each list says its own failure and can be tried again', async ({ page, openApp }) => {
      await openApp({
        persona: 'b2b-default',
        path,
        scenarios: ['faults:orders-load', 'faults:invoices-load'],
      })
      const failures = page.getByRole('alert').filter({
        hasText: 'An unexpected error has occurred, please contact us if you continue to have problems.',
      })
      await expect(failures).toHaveCount(2)
      await expect(failures.getByRole('button', { name: 'Try again' })).toHaveCount(2)
    })

    test('a failed PDF is said at its invoice, with its own retry, while the others save', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'b2b-default', path, scenarios: ['faults:invoice-download'] })
      const first = current(page).first()
      await first.getByRole('button', { name: 'Download PDF' }).click()
      await expect(first.getByRole('alert')).toHaveText('The PDF could not be downloaded. Please try again.')
      await expect(first.getByRole('button', { name: 'Try again' })).toBeVisible()
      await current(page).nth(1).getByRole('checkbox').check()
      await earlier(page).nth(1).getByRole('checkbox').check()
      await page.getByRole('button', { name: 'Download 2 selected invoices' }).click()
      await expect(page.getByRole('status').filter({ hasText: '0 of 2 invoices saved.' })).toContainText(
        '2 could not be downloaded: try them again below.',
      )
    })

    test('a PDF that is not there yet says so', async ({ page, openApp }) => {
      await openApp({ persona: 'b2b-default', path, scenarios: ['invoices:pdf-missing'] })
      const older = earlier(page).first()
      await older.getByRole('button', { name: 'Download PDF' }).click()
      await expect(older.getByRole('alert')).toHaveText(
        'This invoice is not available as a PDF yet. Please try again later or contact us.',
      )
    })
  })
})
