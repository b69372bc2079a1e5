// Chromium and Firefox through Playwright (Firefox over WebDriver BiDi): the EngineSession of engine-session.ts.
import type { ElementHandle, Page } from '@playwright/test'
import type { ElementRef, EngineName, EngineSession } from './engine-session'
import { findInPage, pageQueryScript } from './page-queries'

const handleOf = (element: ElementRef) => element.engineElement as ElementHandle<Element>

export async function playwrightSession(page: Page, engine: EngineName): Promise<EngineSession> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  await page.addInitScript(pageQueryScript())
  return {
    engine,
    canShiftClick: true,
    narrowestWidth: 320,
    goto: async (url) => {
      await page.goto(url)
    },
    back: async () => {
      await page.goBack({ waitUntil: 'commit' })
    },
    reload: async () => {
      await page.reload()
    },
    url: async () => page.url(),
    find: async (steps) => {
      const found = await page.evaluateHandle(findInPage, steps)
      const properties = await found.getProperties()
      await found.dispose()
      return [...properties.values()]
        .map((handle) => handle.asElement())
        .filter((element) => element !== null)
        .map((element) => ({ engineElement: element }))
    },
    inject: async (source) => {
      await page.evaluate(source)
    },
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: async (element, options) => {
      await handleOf(element).click({ modifiers: options?.shift ? ['Shift'] : [] })
    },
    fill: async (element, text) => {
      await handleOf(element).fill(text)
    },
    setFiles: async (element, paths) => {
      await handleOf(element).setInputFiles(paths)
    },
    press: async (key) => {
      await page.keyboard.press(key)
    },
    resize: async (width, height) => {
      await page.setViewportSize({ width, height })
    },
    screenshot: async (path) => {
      await page.screenshot({ path })
    },
    errors: async () => [...errors],
    close: async () => {},
  }
}
