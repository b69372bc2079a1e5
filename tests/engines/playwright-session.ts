// Chromium and Firefox through Playwright (Firefox over WebDriver BiDi): the EngineSession of engine-session.ts.
import type { ElementHandle, Page } from '@playwright/test'
import type { ElementRef, EngineName, EngineSession } from './engine-session'
import { recordPageErrors, takePageErrors } from './page-errors'
import { findInPage, hasPageQueries, pageQueryScript, type QueryStep } from './page-queries'

const handleOf = (element: ElementRef) => element.engineElement as ElementHandle<Element>

export async function playwrightSession(page: Page, engine: EngineName): Promise<EngineSession> {
  // Errors are recorded in the page, as in WebKit (page-errors.ts); each document's are read before it is left.
  const errors: string[] = []
  const takeErrors = async () => {
    errors.push(...(await page.evaluate(takePageErrors).catch(() => [])))
  }
  // Only the error recorder runs as each document starts; the query library (185 kB) comes with the document's first
  // query, as in WebKit, so that its evaluation is not part of the page load a journey times.
  await page.addInitScript(`(${recordPageErrors.toString()})()`)
  const elementsFound = async (steps: QueryStep[]): Promise<ElementRef[]> => {
    const found = await page.evaluateHandle(findInPage, steps)
    const properties = await found.getProperties()
    await found.dispose()
    return [...properties.values()]
      .map((handle) => handle.asElement())
      .filter((element) => element !== null)
      .map((element) => ({ engineElement: element }))
  }
  return {
    engine,
    canShiftClick: true,
    canDoubleClick: engine === 'chromium',
    narrowestWidth: 320,
    goto: async (url) => {
      await takeErrors()
      await page.goto(url)
    },
    back: async () => {
      await takeErrors()
      await page.goBack({ waitUntil: 'commit' })
    },
    reload: async () => {
      await takeErrors()
      await page.reload()
    },
    url: async () => page.url(),
    find: async (steps) => {
      const elements = await elementsFound(steps)
      // Nothing found may mean a document without the library yet (findInPage answers null): only then is it asked.
      if (elements.length > 0 || (await page.evaluate(hasPageQueries))) return elements
      await page.evaluate(pageQueryScript())
      return elementsFound(steps)
    },
    inject: async (source) => {
      await page.evaluate(source)
    },
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: async (element, options) => {
      await handleOf(element).click({
        modifiers: options?.shift ? ['Shift'] : [],
        clickCount: options?.double ? 2 : 1,
      })
    },
    fill: async (element, text) => {
      // Typed as a customer types: Playwright's fill over WebDriver BiDi sets the value from a script, which React's
      // controlled fields do not take for a change.
      await handleOf(element).click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.press('Backspace')
      await page.keyboard.type(text)
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
    keepErrors: takeErrors,
    errors: async () => {
      await takeErrors()
      return [...errors]
    },
    close: async () => {},
  }
}
