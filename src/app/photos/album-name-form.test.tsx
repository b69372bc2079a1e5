import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testServices } from '../../../mocks/node'
import { renderWithPlatform } from '../../../tests/render-with-platform'
import { AlbumNameForm } from './album-name-form'

function renderForm(props: { failed?: boolean; defaultName?: string } = {}) {
  const onSubmit = vi.fn()
  renderWithPlatform(
    <AlbumNameForm
      defaultName={props.defaultName}
      submitLabelId="albums.create.submit"
      failureId="albums.create.error"
      saving={false}
      failed={props.failed ?? false}
      onSubmit={onSubmit}
    />,
    testServices,
  )
  return { onSubmit, input: screen.getByLabelText('Album name') as HTMLInputElement }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create album' }))

describe('AlbumNameForm', () => {
  it('has a labelled field with the placeholder Untitled album', () => {
    const { input } = renderForm()
    expect(input.placeholder).toBe('Untitled album')
  })

  // docs/requirements/albums.md#albums-name-rule
  it('says nothing while typing or on leaving the field, only on submit', async () => {
    const { input, onSubmit } = renderForm()
    await userEvent.type(input, '<oops')
    fireEvent.blur(input)
    expect(screen.queryByText('Name not valid')).toBeNull()
    await submit()
    expect(await screen.findByText('Name not valid')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(
      screen.getByText('Name not valid').id,
    )
    expect(onSubmit).not.toHaveBeenCalled()

    // Fixing the name does not clear the message until the next submit.
    await userEvent.clear(input)
    await userEvent.type(input, 'Fine')
    fireEvent.blur(input)
    expect(screen.getByText('Name not valid')).toBeTruthy()
    await submit()
    expect(onSubmit).toHaveBeenCalledWith('Fine')
    expect(screen.queryByText('Name not valid')).toBeNull()
  })

  it('asks for a name when it is empty', async () => {
    const { onSubmit } = renderForm()
    await submit()
    expect(await screen.findByText('Please give your album a name')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('keeps the name and shows the failure when saving failed', () => {
    const { input } = renderForm({ failed: true, defaultName: 'Summer' })
    expect(input.value).toBe('Summer')
    expect(screen.getByRole('alert').textContent).toBe('Unable to save changes. Please try again.')
  })

  it('shows the limit as the customer types, tied to the field, and announces it only near the limit', async () => {
    const { input } = renderForm({ defaultName: 'Summer' })
    const hint = screen.getByText('6 of 255 characters')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id)
    const live = document.querySelector('[aria-live="polite"]')!
    expect(live.textContent).toBe('')

    await userEvent.type(input, ' 2024')
    expect(screen.getByText('11 of 255 characters')).toBeTruthy()
    expect(live.textContent).toBe('')

    fireEvent.change(input, { target: { value: 'x'.repeat(220) } })
    expect(hint.textContent).toBe('220 of 255 characters')
    expect(live.textContent).toBe('')
    fireEvent.change(input, { target: { value: 'x'.repeat(250) } })
    expect(live.textContent).toBe('250 of 255 characters')
    // Characters, not UTF-16 units: an emoji counts once; trailing spaces are not sent, so they do not count.
    fireEvent.change(input, { target: { value: '🎉 Party  ' } })
    expect(hint.textContent).toBe('7 of 255 characters')
  })

  it('sends the name without trailing spaces', async () => {
    const { input, onSubmit } = renderForm()
    await userEvent.type(input, 'Road trip   ')
    await submit()
    expect(onSubmit).toHaveBeenCalledWith('Road trip')
  })

  it('refuses hidden text-direction characters and names over the limit, each with its own message', async () => {
    const { input, onSubmit } = renderForm()
    fireEvent.change(input, { target: { value: 'photos\u202egpj.exe' } })
    await submit()
    expect(
      await screen.findByText(
        'The name contains hidden or control characters, such as ones that change the direction of the text. Please remove them or type the name again.',
      ),
    ).toBeTruthy()
    fireEvent.change(input, { target: { value: 'x'.repeat(256) } })
    await submit()
    expect(await screen.findByText('An album name can be at most 255 characters long')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
