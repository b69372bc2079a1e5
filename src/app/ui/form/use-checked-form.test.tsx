import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { useCheckedForm } from './use-checked-form'

const schema = z.object({
  code: z.string().check(z.minLength(4, 'Too short'), z.maxLength(4, 'Too long')),
})

function CodeForm({ focusField = false }: { focusField?: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useCheckedForm(schema, {
    defaultValues: { code: '' },
    ...(focusField ? { shouldFocusError: true } : {}),
  })
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <label>
        Code
        <input {...register('code')} />
      </label>
      <p role="status">{errors.code?.message ?? `sent ${submitCount}`}</p>
      <button type="submit">Send</button>
    </form>
  )
}

describe('useCheckedForm', () => {
  it('checks by the schema when sent, and again only when sent again', async () => {
    const user = userEvent.setup()
    render(<CodeForm />)
    await user.type(screen.getByLabelText('Code'), 'ab')
    expect(screen.getByRole('status').textContent).toBe('sent 0')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('status').textContent).toBe('Too short')
    await user.type(screen.getByLabelText('Code'), 'cdef')
    expect(screen.getByRole('status').textContent).toBe('Too short')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('status').textContent).toBe('Too long')
  })

  it('leaves the focus to the error summary, unless the form asks for the field', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<CodeForm />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }))
    unmount()
    render(<CodeForm focusField />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Code'))
  })
})
