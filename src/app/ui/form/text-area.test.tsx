import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextArea } from './text-area'

describe('TextArea', () => {
  it('ties its label, hint and error to the text area, and takes what is typed', async () => {
    render(<TextArea id="message" label="Message" hint="Up to 1,000 characters" error="Too long" />)
    const area = screen.getByRole('textbox', { name: 'Message' })
    expect(area.tagName).toBe('TEXTAREA')
    expect(area.getAttribute('aria-invalid')).toBe('true')
    const described = (area.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Up to 1,000 characters', 'Too long'])
    await userEvent.type(area, 'Hello{Enter}there')
    expect(area).toHaveProperty('value', 'Hello\nthere')
  })

  it('is plain without a hint or an error', () => {
    render(<TextArea id="message" label="Message" />)
    const area = screen.getByRole('textbox', { name: 'Message' })
    expect(area.getAttribute('aria-invalid')).toBeNull()
    expect(area.getAttribute('aria-describedby')).toBeNull()
  })
})
