import type { Page } from '@playwright/test'

/**
 * The page as it prints (print media): what is still shown of the shell (header, menus, footer, the harness), every
 * control still shown, and the text colours of the main content.
 */
export async function asPrinted(page: Page) {
  await page.emulateMedia({ media: 'print' })
  return page.evaluate(() => {
    const shown = (element: Element) => element.checkVisibility()
    const main = document.querySelector('main')
    const name = (element: Element) =>
      element.getAttribute('aria-label') ?? (element.textContent?.trim() || element.tagName.toLowerCase())
    return {
      shell: [...document.querySelectorAll('header, nav, footer, aside')]
        .filter((element) => !main?.contains(element) && shown(element))
        .map(name),
      controls: [...document.querySelectorAll('button, input, select, textarea, [role="button"]')]
        .filter(shown)
        .map(name),
      colours: [
        ...new Set(
          [...(main?.querySelectorAll('*') ?? [])]
            .filter(shown)
            .map((element) => getComputedStyle(element).color),
        ),
      ],
      background: getComputedStyle(document.body).backgroundColor,
      /** The scheme the page is drawn in, which gives the paper (the canvas) its colour. */
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }
  })
}
