import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

const isConsentScript = (url: string) => url.includes('/mock-third-party/consent.js')
const isFeedbackScript = (url: string) => url.includes('/mock-third-party/feedback.js')
const isChatScript = (url: string) => url.includes('/mock-third-party/chat.js')

/** Every URL the page asks for, from the start. */
function recordUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** Waits until the mock consent script has answered (or, without an answer, has run). */
async function consentScriptRan(page: Page, urls: string[]) {
  await expect.poll(() => urls.some(isConsentScript)).toBe(true)
  await page.waitForLoadState('networkidle')
}

const chatWidget = (page: Page) => page.getByRole('button', { name: /^Chat \(/ })

test.describe('consent gates the third-party scripts', () => {
  test('with consent 00 neither the feedback script nor the chat widget is requested', async ({
    page,
    openApp,
  }) => {
    const urls = recordUrls(page)
    await openApp({ persona: 'consumer', path: '/orders', query: { 'mock-consent': '00' } })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The consent script answers once it has run, which may be after the network has gone quiet.
    await expect.poll(() => page.evaluate(() => window.cookieConsentCode)).toBe('00')
    await consentScriptRan(page, urls)
    expect(urls.filter((url) => isFeedbackScript(url) || isChatScript(url))).toEqual([])
  })

  test('without an answer from the consent script nothing that needs consent loads', async ({
    page,
    openApp,
  }) => {
    const urls = recordUrls(page)
    await openApp({ persona: 'consumer', path: '/orders' })
    await consentScriptRan(page, urls)
    expect(urls.filter((url) => isFeedbackScript(url) || isChatScript(url))).toEqual([])
  })

  test('with consent 10 only the feedback script (analytics) loads, for the locale', async ({
    page,
    openApp,
  }) => {
    const urls = recordUrls(page)
    await openApp({ persona: 'consumer', path: '/orders', locale: 'nb-NO', query: { 'mock-consent': '10' } })
    await expect(page.getByRole('button', { name: 'Feedback (nb-NO)' })).toBeVisible()
    await consentScriptRan(page, urls)
    expect(urls.filter(isChatScript)).toEqual([])
  })

  test('with consent 11 the chat widget loads for the channel and locale, and hides on photo pages', async ({
    page,
    openApp,
  }) => {
    const urls = recordUrls(page)
    await openApp({ persona: 'consumer', path: '/orders', query: { 'mock-consent': '11' } })
    await expect(chatWidget(page)).toHaveText('Chat (printbloom-gb, en-GB)')
    expect(urls.filter(isFeedbackScript)).toHaveLength(1)
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'My photos' })
      .click()
    await expect(page).toHaveURL(/\/my-photos\//)
    await expect(chatWidget(page)).toBeHidden()
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'My orders' })
      .click()
    await expect(chatWidget(page)).toBeVisible()
    expect(urls.filter(isChatScript)).toHaveLength(1)
  })

  test('with consent 11 a photo page does not request the chat widget at all', async ({ page, openApp }) => {
    const urls = recordUrls(page)
    await openApp({ persona: 'consumer', path: '/my-photos/photos', query: { 'mock-consent': '11' } })
    await expect(page.getByRole('button', { name: 'Feedback (en-GB)' })).toBeVisible()
    await consentScriptRan(page, urls)
    expect(urls.filter(isChatScript)).toEqual([])
  })
})

const serviceOrigins = new Set(
  Object.values(
    (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../public/config.json'), 'utf8')) as {
        services: Record<string, string>
      }
    ).services,
  ).map((base) => new URL(base).origin),
)

test('no request to a non-service origin carries the bearer token', async ({ page, openApp }) => {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  await openApp({ persona: 'consumer', path: '/orders', query: { 'mock-consent': '11' } })
  await expect(chatWidget(page)).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'My photos' })
    .click()
  await expect(page.getByRole('button', { name: 'Feedback (en-GB)' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_access_token')?.value
  expect(token, 'signed in').toBeTruthy()
  const carriesToken: string[] = []
  let serviceCallsWithToken = 0
  for (const request of requests) {
    const authorization = (await request.allHeaders()).authorization
    if (serviceOrigins.has(new URL(request.url()).origin)) {
      if (authorization === `Bearer ${token}`) serviceCallsWithToken++
      continue
    }
    if (authorization !== undefined || request.url().includes(token!)) carriesToken.push(request.url())
  }
  expect(requests.some((request) => isChatScript(request.url()) || isFeedbackScript(request.url()))).toBe(
    true,
  )
  expect(serviceCallsWithToken, 'the services do get it').toBeGreaterThan(0)
  expect(carriesToken).toEqual([])
})
