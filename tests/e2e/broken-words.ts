import type { Locator } from '@playwright/test'

/**
 * Words the layout broke across two lines inside `scope` ('Lieferun|g', 'Keizersg|racht'): each run of letters and
 * digits whose text spans lines. Visually hidden text (a box of a pixel or two) is not looked at.
 */
export function brokenWords(scope: Locator): Promise<string[]> {
  return scope.evaluate(findBrokenWords)
}

/** Runs in the page (self-contained): the broken words inside `root`, or inside the body without one. */
export function findBrokenWords(scope: Element | null): string[] {
  const root = scope ?? document.body
  const broken: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement?.getBoundingClientRect()
    if (!box || box.width <= 2 || !node.parentElement?.checkVisibility()) continue
    const text = node.textContent ?? ''
    for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      range.setStart(node, word.index)
      range.setEnd(node, word.index + word[0].length)
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top)
      const lineHeight = Number.parseFloat(getComputedStyle(node.parentElement).lineHeight) || 16
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > lineHeight / 2) broken.push(word[0])
    }
  }
  return broken
}
