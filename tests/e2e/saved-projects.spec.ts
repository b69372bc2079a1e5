import type { Page } from '@playwright/test'
import { axeViolationsAtBothWidths } from './axe'
import { catalogueNamesShown, expect, test } from './fixtures'

const path = '/saved-projects'
const projects = (page: Page) => page.getByRole('list', { name: 'Saved projects' }).getByRole('listitem')
const count = (page: Page) => page.getByRole('status').filter({ hasText: /saved projects?$/ })
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages of saved projects' })

test.describe('saved projects', () => {
  test('lists ten projects a page, with the page in the address through reload and the back button', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path })
    await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible()
    await expect(count(page)).toHaveText('13 saved projects')
    await expect(projects(page)).toHaveCount(10)
    await expect(pages(page).getByRole('link', { name: 'Page 1 of 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await pages(page).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(projects(page)).toHaveCount(3)
    await page.reload()
    await expect(projects(page)).toHaveCount(3)
    await expect(pages(page).getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.goBack()
    await expect(projects(page)).toHaveCount(10)
  })

  test('each project shows its product and dates, and opens in the editor', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    const first = projects(page).first()
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty()
    await expect(first.getByRole('term')).toHaveText(['Product', 'Last changed', 'Created'])
    // Each product named by the storefront catalogue's title, never by its raw id ('PhotobookA4Landscape'); every
    // screen's names in every locale: product-names.spec.ts. The list does not wait for the catalogue: its names come
    // a moment later.
    await catalogueNamesShown(page)
    const products = await projects(page).evaluateAll((items) =>
      items.map((item) => item.querySelector('dd')?.textContent ?? ''),
    )
    expect(products).toHaveLength(10)
    expect(products).toContain('Hardcover photo book A4 landscape')
    for (const product of products) {
      expect(product).not.toBe('')
      expect(product).not.toMatch(/[a-z][A-Z]|[a-wyz]\d/)
    }
    await expect(first.getByRole('definition').nth(1)).toHaveText(/^\d{1,2} \w+ \d{4}$/)
    await expect(first.getByRole('link', { name: 'Continue editing' })).toHaveAttribute(
      'href',
      /^https:\/\/editor\.photo-shop\.example\/projects\//,
    )
  })

  test('a page past the end (an old link) shows the last page instead', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, query: { page: '7' } })
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(projects(page)).toHaveCount(3)
  })

  test('deleting asks first, then the project is gone, the count and page follow, and it stays gone', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, query: { page: '2' } })
    await expect(projects(page)).toHaveCount(3)
    const title = (await projects(page).first().getByRole('heading').textContent())!
    await projects(page).first().getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete project' })
    await expect(dialog).toContainText(
      `Do you want to delete “${title}”? A deleted project cannot be restored.`,
    )
    await dialog.getByRole('button', { name: 'Delete project' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: `“${title}” deleted` })).toBeVisible()
    await expect(count(page)).toHaveText('12 saved projects')
    await expect(projects(page)).toHaveCount(2)
    await expect(projects(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0)
    // The button that opened the dialog is gone with its project: focus lands on the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeFocused()
    await page.reload()
    await expect(count(page)).toHaveText('12 saved projects')
  })

  test('Cancel keeps the project and returns focus to its Delete button', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    const remove = projects(page).first().getByRole('button', { name: 'Delete' })
    await remove.click()
    await page.getByRole('dialog', { name: 'Delete project' }).getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(remove).toBeFocused()
    await expect(count(page)).toHaveText('13 saved projects')
  })

  test('without projects, it says so and leads to the products', async ({ page, openApp }) => {
    await openApp({ persona: 'new-customer', path })
    await expect(page.getByRole('heading', { level: 2, name: 'No saved projects' })).toBeVisible()
    await expect(
      page.getByText(
        'Projects you save while designing a photo product appear here, so you can finish them later.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'View products' })).toHaveAttribute(
      'href',
      /^https:\/\/www\./,
    )
    await expect(page.getByRole('navigation', { name: 'Pages of saved projects' })).toHaveCount(0)
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed: .* \(status 500\)/ })

    test('loading says so and can be tried again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['faults:projects-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      const again = page.waitForRequest((request) => request.url().includes('/api/v2/projects/'))
      await alert.getByRole('button', { name: 'Try again' }).click()
      await again
      await expect(page.getByRole('alert')).toBeVisible()
    })

    test('a failed deletion says so in the dialog and keeps the project', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['faults:project-delete'] })
      await projects(page).first().getByRole('button', { name: 'Delete' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete project' })
      await dialog.getByRole('button', { name: 'Delete project' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'The project could not be deleted. Please try again.',
      )
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(count(page)).toHaveText('13 saved projects')
      await expect(projects(page)).toHaveCount(10)
    })

    test('a deletion that fails after the page was left is said where the customer is, with the way back', async ({
      page,
      openApp,
    }) => {
      await openApp({
        persona: 'consumer',
        path: '/orders',
        clockAt: '2026-11-24T09:00:00Z',
        scenarios: ['latency:project-delete-slow', 'faults:project-delete'],
      })
      await page
        .getByRole('navigation', { name: 'Account menu' })
        .getByRole('link', { name: 'Saved projects' })
        .click()
      const project = projects(page).first()
      const title = await project.getByRole('heading').innerText()
      await project.getByRole('button', { name: 'Delete' }).click()
      const sentAt = await page.evaluate(() => Date.now())
      await page
        .getByRole('dialog', { name: 'Delete project' })
        .getByRole('button', { name: 'Delete project' })
        .click()
      // The dialog waits for the answer; the customer goes back to where they came from meanwhile.
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
      // To just past the scenario's 10 s, not further: the page's clock has run on meanwhile (slowly on a busy
      // machine), and a jump of a full 10 s from there also reached the call's 15 s limit, a timeout, not the 500.
      const elapsed = (await page.evaluate(() => Date.now())) - sentAt
      await page.clock.fastForward(Math.max(0, 10_000 - elapsed) + 100)
      const toast = page.getByRole('alert').filter({ hasText: `“${title}” could not be deleted.` })
      await expect(toast).toContainText('Reference:')
      await toast.getByRole('link', { name: 'Back to your saved projects' }).click()
      await expect(page).toHaveURL(/\/saved-projects$/)
      await expect(projects(page).first().getByRole('heading')).toHaveText(title)
      await expect(count(page)).toHaveText('13 saved projects')
    })
  })

  test('in French', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, locale: 'fr-FR' })
    await expect(page.getByRole('heading', { level: 1, name: 'Projets enregistrés' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '13 projets enregistrés' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Pages des projets enregistrés' })
        .getByRole('link', { name: 'Suivant' }),
    ).toBeVisible()
    await page
      .getByRole('list', { name: 'Projets enregistrés' })
      .getByRole('button', { name: 'Supprimer' })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Supprimer le projet' })).toContainText(
      'Voulez-vous supprimer « ',
    )
  })

  test(`has no axe violations at 375 and 1280 px: the list, the dialog and the empty state`, async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path })
    await expect(projects(page)).toHaveCount(10)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await projects(page).first().getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('dialog', { name: 'Delete project' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ persona: 'new-customer', path })
    await expect(page.getByRole('heading', { name: 'No saved projects' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
