// WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic, under Xvfb): the EngineSession of
// engine-session.ts. WebDriver cannot run a script before the page's own, so the error recorder (page-errors.ts) goes
// into each document with the query library, at its first query (docs/decisions/0041-three-engines.md).
import { writeFileSync } from 'node:fs'
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import type { ElementRef, EngineSession } from './engine-session'
import { recordPageErrors, takePageErrors } from './page-errors'
import { findInPage, pageQueryScript } from './page-queries'

export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** A function's source as a WebDriver script body; tsx's esbuild names functions through `__name`. */
const scriptOf = (fn: (...args: never[]) => unknown) =>
  `var __name = function (f) { return f }; return (${fn.toString()}).apply(null, arguments)`

const keys: Record<string, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  Space: Key.SPACE,
  Delete: Key.DELETE,
  Backspace: Key.BACK_SPACE,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
  PageDown: Key.PAGE_DOWN,
  PageUp: Key.PAGE_UP,
  Shift: Key.SHIFT,
  Control: Key.CONTROL,
  Alt: Key.ALT,
}
const keyOf = (name: string) => keys[name] ?? name

export async function webDriverSession(serverUrl: string): Promise<EngineSession> {
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
  })
  const driver: WebDriver = await new Builder().usingServer(serverUrl).withCapabilities(capabilities).build()
  const elementOf = (element: ElementRef) => element.engineElement as WebElement
  const toCentre = (element: WebElement) =>
    driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element)
  const earlierErrors: string[] = []
  const pageErrors = async () =>
    ((await driver.executeScript(scriptOf(takePageErrors)).catch(() => [])) as string[] | null) ?? []
  /** Keeps the leaving document's errors before a navigation. */
  const beforeNavigation = async () => {
    earlierErrors.push(...(await pageErrors()))
  }
  const prepare = async () => {
    await driver.executeScript(`${pageQueryScript()};\n${scriptOf(recordPageErrors)}`)
  }
  const find = async (steps: Parameters<EngineSession['find']>[0]): Promise<ElementRef[]> => {
    let found = (await driver.executeScript(scriptOf(findInPage), steps)) as WebElement[] | null
    if (found === null) {
      await prepare()
      found = (await driver.executeScript(scriptOf(findInPage), steps)) as WebElement[] | null
    }
    return (found ?? []).map((element) => ({ engineElement: element }))
  }
  return {
    engine: 'webkit',
    canShiftClick: false,
    canDoubleClick: true,
    narrowestWidth: 450,
    goto: async (url) => {
      await beforeNavigation()
      await driver.get(url)
    },
    back: async () => {
      await beforeNavigation()
      await driver.navigate().back()
    },
    reload: async () => {
      await beforeNavigation()
      await driver.navigate().refresh()
    },
    url: () => driver.getCurrentUrl(),
    find,
    inject: async (source) => {
      await driver.executeScript(source)
    },
    run: async (fn, arg) => (await driver.executeScript(scriptOf(fn as never), arg)) as never,
    click: async (element, options) => {
      if (options?.double) {
        // Pointer actions do not scroll as a click does.
        await toCentre(elementOf(element))
        return driver.actions().doubleClick(elementOf(element)).perform()
      }
      try {
        await elementOf(element).click()
      } catch (error) {
        // Under a fixed bar (the selection toolbar) WebDriver refuses the click where Playwright scrolls the element
        // clear: scrolled to the middle, it is asked once more.
        if (!/intercept/i.test(String(error))) throw error
        await toCentre(elementOf(element))
        await elementOf(element).click()
      }
    },
    fill: async (element, text) => {
      const field = elementOf(element)
      await field.click()
      await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE)
      if (text) await field.sendKeys(text)
    },
    setFiles: async (element, paths) => {
      await elementOf(element).sendKeys(paths.join('\n'))
    },
    press: async (chord) => {
      const parts = chord.split('+').map(keyOf)
      const actions = driver.actions()
      for (const part of parts) actions.keyDown(part)
      for (const part of parts.reverse()) actions.keyUp(part)
      await actions.perform()
    },
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height })
    },
    screenshot: async (path) => {
      // WebKitWebDriver hands over the last frame drawn, which can be older than the page's state the journey waited
      // for (a list's placeholders after its answer had come): two animation frames first draw the state as it is.
      await driver.executeAsyncScript(
        'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()))',
      )
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'))
    },
    keepErrors: beforeNavigation,
    errors: async () => {
      await beforeNavigation()
      return [...earlierErrors]
    },
    close: () => driver.quit(),
  }
}
