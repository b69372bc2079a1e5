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

  it('says nothing while typing or on leaving the field, only on submit (spec §5)', async () => {
    const { input, onSubmit } = renderForm()
    await userEvent.type(input, '<oops')
    fireEvent.blur(input)
    expect(screen.queryByText('Name not valid')).toBeNull()
    await submit()
    expect(await screen.findByText('Name not valid')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Name not valid').id)
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
})
