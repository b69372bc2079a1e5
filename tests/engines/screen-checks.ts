// The layout check and axe of the Chromium suite (tests/e2e/layout-check.ts, tests/e2e/axe.ts), run in any engine
// on the screen as a journey left it: the same in-page measurements, judged by the same rules.
import axe from 'axe-core'
import { finishAnimations, runInjectedAxe } from '../e2e/axe'
import { findBrokenWords } from '../e2e/broken-words'
import { judgeLayout, measure } from '../e2e/layout-check'
import type { Deployment } from './deployment'
import { expect, screenshotsDir } from './fixtures'
import { type Journey, until } from './journey'

/** What is broken on the screen now, each line marked with the width: the layout, then axe's violations. */
export async function screenProblems(journey: Journey): Promise<string[]> {
  await journey.run(finishAnimations, undefined)
  const width = await journey.run(() => window.innerWidth, undefined)
  // A list laid out for the width before (the timeline measures its width after a resize) settles first.
  let measured = await journey.run(measure, undefined)
  measured = await until('the layout to settle', async () => {
    // Two frames between measurements: WebKit, driven over WebDriver, gave two equal ones before the timeline's resize
    // observer had run, and the check then saw its cells laid out for the other width.
    await journey.run(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(true)))),
      undefined,
    )
    const again = await journey.run(measure, undefined)
    const settled = JSON.stringify(again) === JSON.stringify(measured)
    measured = again
    return settled && again
  })
  const layout = judgeLayout(measured, await journey.run(findBrokenWords, null))
  if (!(await journey.run(() => 'axe' in window, undefined))) await journey.session.inject(axe.source)
  const violations = await journey.run(runInjectedAxe, {})
  return [...layout, ...violations].map((problem) => `${journey.engine} at ${width} px: ${problem}`)
}

/**
 * The same at 1280 px and at the narrowest width the engine's driver allows, each screen kept as
 * `{screenshotPath}-{width}.png` to be looked at; the window is left at 1280 px.
 */
export async function screenProblemsAtBothWidths(
  journey: Journey,
  screenshotPath: string,
): Promise<string[]> {
  const found: string[] = []
  for (const width of [journey.session.narrowestWidth, 1280]) {
    await journey.session.resize(width, 900)
    await journey.waitInPage('the new width', (wanted) => Math.abs(window.innerWidth - wanted) < 40, width)
    found.push(...(await screenProblems(journey)))
    await journey.session.screenshot(`${screenshotPath}-${width}.png`)
  }
  return found
}

/**
 * Expects the screen as it is now to be whole at both widths, kept as `screenshots/engines/{engine}-{build}-{name}`.
 * Checked in the production build: the mocked build draws the same screens from the same code (only the QA harness
 * tab is added, which the layout check leaves out), so there the screen is only kept at 1280 px, to be looked at, and
 * each engine's journeys spend the checks' time once.
 */
export async function expectWholeScreen(journey: Journey, deployment: Deployment, name: string) {
  const path = `${screenshotsDir}/${journey.engine}-${deployment}-${name}`
  if (deployment === 'mocked') {
    await journey.session.screenshot(`${path}-1280.png`)
    return
  }
  expect(await screenProblemsAtBothWidths(journey, path), `the ${name} screen`).toEqual([])
}
