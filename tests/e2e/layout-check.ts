import type { Page } from '@playwright/test'
import {
  cutText,
  type MeasuredControl,
  type MeasuredIcon,
  type MeasuredText,
  overlappingControls,
  oversizedIcons,
} from '../support/layout-rules'
import { brokenWords } from './broken-words'

// The layout check of issue 27 ("Layout that no test watches"): what a customer would see as broken on the screen as
// it is drawn now. The page measures (below); tests/support/layout-rules.ts judges (unit-tested there).

/** What the page measured: every visible control, the text of controls, the icons inside controls. */
export interface Measurements {
  controls: MeasuredControl[]
  texts: MeasuredText[]
  icons: MeasuredIcon[]
}

/** Runs in the page: must not use anything from outside the function. */
export function measure(): Measurements {
  const controlSelector = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'summary',
    ...['button', 'link', 'checkbox', 'slider', 'tab', 'menuitem'].map((role) => `[role=${role}]`),
  ].join(',')
  /**
   * Drawings inside controls that are not icons, each for a reason: the 'New album' tile's 36 px plus is the tile's
   * illustration; a record's 40 px symbol heads its row like a thumbnail; an empty state's 56 px picture.
   */
  const illustrations = ['.album-tile__cover--new svg', '.record-item__icon svg', '.empty-state > svg'].join(
    ',',
  )

  const boxOf = (element: Element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect()
    return { left, top, right, bottom }
  }
  /**
   * The open modal dialog: the page behind it is inert (HTML's "blocked by a modal dialog"), drawn under the dialog by
   * design, as the preview's Info button lies under the details sheet's Close.
   */
  const modal = document.querySelector('dialog:modal')
  /** Drawn where a customer sees it: not hidden, not in a closed or inert region, not off the screen's sides. */
  const shown = (element: Element) => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    // The mock build's QA harness is no part of the app (production builds have none).
    if (element.closest('[inert], aside.harness')) return false
    if (modal && !modal.contains(element)) return false
    const box = element.getBoundingClientRect()
    return box.width > 2 && box.height > 2 && box.right > 0 && box.left < window.innerWidth
  }
  const nameOf = (element: Element) => {
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
    const label =
      element.getAttribute('aria-label') ??
      element.getAttribute('title') ??
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent || element.placeholder || element.name
        : element instanceof HTMLSelectElement
          ? element.labels?.[0]?.textContent || element.name
          : element.textContent) ??
      ''
    const short = label.replace(/\s+/g, ' ').trim()
    return `${role} '${short.length > 40 ? `${short.slice(0, 39)}…` : short}'`
  }

  /** Whether `element`, or a part between it and `control`, hides what overflows it. */
  const clips = (element: Element, control: Element): boolean => {
    const style = getComputedStyle(element)
    if (['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis') return true
    return element !== control && element.parentElement ? clips(element.parentElement, control) : false
  }

  const elements = [...document.querySelectorAll(controlSelector)].filter(shown)
  const cells = [...document.querySelectorAll('.photo-cell--more')]
  const controls: MeasuredControl[] = elements.map((element) => {
    const marks: string[] = []
    let overlay: MeasuredControl['overlay']
    if (element.closest('.photo-cell')) marks.push('photo-cell')
    // The '+N' that opens the rest of a month lies over that month's last photo, by design (timeline-rows.tsx).
    const more = element.closest('.photo-cell--more')
    if (more) {
      const group = `photo-cell-${cells.indexOf(more)}`
      if (element.matches('.photo-cell__more'))
        overlay = { over: group, reason: "a month's '+N' over its last photo" }
      else marks.push(group)
    }
    // Below 575 px the date scrubber is only its round handle, over the grid's right edge (date-scrubber.css).
    if (element.matches('.date-scrubber__handle') && window.innerWidth < 575)
      overlay = { over: 'photo-cell', reason: "the date scrubber's handle over the photo grid's right edge" }
    return {
      name: nameOf(element),
      box: boxOf(element),
      inside: elements.flatMap((other, index) =>
        other !== element && other.contains(element) ? [index] : [],
      ),
      marks,
      ...(overlay ? { overlay } : {}),
    }
  })

  // A toast floats over the page, which scrolls under it by design; over a bar fixed at the bottom (a selection
  // toolbar, the preview's actions) it covers what the customer presses next (decision 0049). Each shown toast is
  // measured as a box of its own, which its close button lies inside, allowed over the controls that scroll.
  const onFixedLayer = (element: Element | null): boolean =>
    element !== null &&
    (['fixed', 'sticky'].includes(getComputedStyle(element).position) || onFixedLayer(element.parentElement))
  const toasts = [...document.querySelectorAll('.toast')].filter(shown)
  if (toasts.length > 0)
    elements.forEach((element, at) => {
      if (!onFixedLayer(element)) controls[at]!.marks.push('scrolls')
    })
  for (const toast of toasts) {
    const index = controls.length
    controls.push({
      name: `toast '${(toast.textContent ?? '').trim().slice(0, 39)}'`,
      box: boxOf(toast),
      inside: [],
      marks: [],
      overlay: { over: 'scrolls', reason: 'a toast over the page that scrolls under it' },
    })
    elements.forEach((element, at) => {
      if (toast.contains(element)) {
        controls[at]!.inside.push(index)
        controls[at]!.overlay = {
          over: 'scrolls',
          reason: "a toast's button over the page that scrolls under it",
        }
      }
    })
  }

  const texts: MeasuredText[] = []
  const canvas = document.createElement('canvas').getContext('2d')
  const range = document.createRange()
  for (const control of elements) {
    const name = nameOf(control)
    if (control instanceof HTMLSelectElement) {
      // A closed select draws its chosen option; its own arrow (unless restyled) takes about 20 px of the box.
      const style = getComputedStyle(control)
      const option = control.selectedOptions[0]?.text ?? ''
      if (!canvas || !option) continue
      canvas.font = style.font
      const arrow = style.appearance === 'none' ? 0 : 20
      const has =
        control.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        arrow
      texts.push({
        control: name,
        text: option,
        needs: canvas.measureText(option).width,
        has,
        how: 'clipped',
      })
      continue
    }
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) continue
    // Clipped: the control or a part of it hides what it cannot hold (overflow hidden, an ellipsis).
    for (const part of [control, ...control.querySelectorAll('*')]) {
      if (!(part instanceof HTMLElement) || !part.textContent?.trim() || !shown(part)) continue
      const style = getComputedStyle(part)
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
      if (hides && part.scrollWidth > part.clientWidth + 1)
        texts.push({
          control: name,
          text: part.textContent.trim().slice(0, 40),
          needs: part.scrollWidth,
          has: part.clientWidth,
          how: 'clipped',
        })
    }
    // Overflowing: a line of its text drawn past the control's sides.
    const box = control.getBoundingClientRect()
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue
      // Text a part of the control clips is judged above, as cut off.
      if (clips(node.parentElement, control)) continue
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue
        const past = Math.max(line.right - box.right, box.left - line.left)
        if (past > 1)
          texts.push({
            control: name,
            text: node.textContent.trim().slice(0, 40),
            needs: box.width + past,
            has: box.width,
            how: 'overflows',
          })
      }
    }
  }

  const icons: MeasuredIcon[] = []
  for (const control of elements) {
    for (const svg of control.querySelectorAll('svg')) {
      if (svg.closest('[role=img]') || svg.matches(illustrations) || !shown(svg)) continue
      const { width, height } = svg.getBoundingClientRect()
      icons.push({ control: nameOf(control), width, height })
    }
  }
  return { controls, texts, icons }
}

/**
 * What is broken in the layout of the page as it is drawn now, as readable lines (none when all is well): two
 * controls drawn over each other, a control's text cut off or past its box, a word broken across lines, an icon larger
 * than the kit's icons.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return judgeLayout(await page.evaluate(measure), await brokenWords(page.locator('body')))
}

/**
 * What a shown toast covers, or what covers it: the layout problems naming a toast or a control inside one (a fixed
 * bar lying over the page that scrolls under it is another question, asked by the other checks).
 */
export async function toastLayoutProblems(page: Page): Promise<string[]> {
  const inToasts = await page
    .locator('.toast')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => `'${(button.getAttribute('aria-label') ?? button.textContent ?? '').trim()}'`),
    )
  return (await layoutProblems(page)).filter(
    (problem) => problem.includes("toast '") || inToasts.some((name) => problem.includes(name)),
  )
}

/** The problems in what `measure` and `findBrokenWords` found, in any engine. */
export function judgeLayout({ controls, texts, icons }: Measurements, brokenWords: string[]): string[] {
  return [
    ...overlappingControls(controls),
    ...cutText(texts),
    ...brokenWords.map((word) => `'${word}' is broken across two lines`),
    ...oversizedIcons(icons),
  ]
}
