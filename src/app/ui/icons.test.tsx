import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ZoomIcon } from './action-icons'
import { CloseIcon, Icon, PathIcon } from './icons'

describe('icons', () => {
  it('are hidden from screen readers and never take focus', () => {
    const { container } = render(<CloseIcon />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('focusable')).toBe('false')
  })

  it('draw in the text colour, sized by CSS unless a size is given', () => {
    const { container } = render(
      <>
        <PathIcon d="M0 0h1" />
        <PathIcon d="M0 0h1" size={20} strokeWidth={2.5} />
      </>,
    )
    const [free, sized] = container.querySelectorAll('svg')
    expect(free!.getAttribute('stroke')).toBe('currentColor')
    expect(free!.hasAttribute('width')).toBe(false)
    expect(sized!.getAttribute('width')).toBe('20')
    expect(sized!.getAttribute('height')).toBe('20')
    expect(sized!.getAttribute('stroke-width')).toBe('2.5')
  })

  it('take a class of their own in place of the default', () => {
    const { container } = render(
      <>
        <Icon>
          <circle r="1" />
        </Icon>
        <PathIcon d="M0 0h1" className="side-menu__icon" />
      </>,
    )
    const [plain, own] = container.querySelectorAll('svg')
    expect(plain!.getAttribute('class')).toBe('icon')
    expect(own!.getAttribute('class')).toBe('side-menu__icon')
  })

  it('the zoom icon loses its plus sign when zoomed in', () => {
    const zoomedOut = render(<ZoomIcon zoomed={false} />).container.querySelectorAll('path').length
    const zoomedIn = render(<ZoomIcon zoomed />).container.querySelectorAll('path').length
    expect(zoomedOut - zoomedIn).toBe(1)
  })
})
