import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '#app/ui/button'
import messages from '../../../../public/locales/fr-FR.json'
import { ErrorSummary, type FormProblem, problemsOf } from './error-summary'
import { SelectField } from './select-field'
import { TextField } from './text-field'

function inFrench(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="fr-FR" messages={messages}>
      {ui}
    </IntlProvider>,
  )
}

describe('SelectField', () => {
  it('ties its label and error to the select and offers its options', async () => {
    render(
      <SelectField
        id="country"
        label="Country"
        error="Choose a country"
        defaultValue="NL"
        options={[
          { value: 'BE', label: 'Belgium' },
          { value: 'NL', label: 'Netherlands' },
        ]}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Country' })
    expect(select).toHaveProperty('value', 'NL')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a country',
    )
    await userEvent.selectOptions(select, 'Belgium')
    expect(select).toHaveProperty('value', 'BE')
  })
})

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    render(
      <TextField
        id="postcode"
        label="Postcode"
        hint="As on your letters"
        error="Postal Code must be valid"
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Postcode' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input).toHaveProperty('id', 'postcode')
    const described = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['As on your letters', 'Postal Code must be valid'])
  })

  it('is plain when there is no problem, and passes input attributes on', () => {
    render(<TextField id="street" label="Street" autoComplete="address-line1" defaultValue="Main" />)
    const input = screen.getByRole('textbox', { name: 'Street' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBeNull()
    expect(input.getAttribute('autocomplete')).toBe('address-line1')
    expect((input as HTMLInputElement).value).toBe('Main')
  })
})

describe('ErrorSummary', () => {
  function Form({ problems }: { problems: FormProblem[] }) {
    const [submitCount, setSubmitCount] = useState(0)
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitCount((count) => count + 1)
        }}
      >
        <ErrorSummary problems={submitCount > 0 ? problems : []} submitCount={submitCount} />
        <TextField
          id="phone"
          label="Téléphone"
          error={submitCount > 0 ? 'Phone number must be valid' : undefined}
        />
        <TextField id="street" label="Rue" />
        <button type="submit">Envoyer</button>
      </form>
    )
  }

  it('shows nothing before a failed submit, then takes the focus and lists each problem as a link to its field', async () => {
    inFrench(<Form problems={[{ fieldId: 'phone', message: 'Phone number must be valid' }]} />)
    expect(screen.queryByRole('region')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    const summary = screen.getByRole('region', { name: messages['form.problems'] })
    expect(document.activeElement).toBe(summary)
    await userEvent.click(screen.getByRole('link', { name: 'Phone number must be valid' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Téléphone' }))
  })

  it('takes the focus again on the next failed submit', async () => {
    inFrench(<Form problems={[{ fieldId: 'phone', message: 'Phone number must be valid' }]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    screen.getByRole('textbox', { name: 'Rue' }).focus()
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(document.activeElement).toBe(screen.getByRole('region', { name: messages['form.problems'] }))
  })
})

describe('problemsOf', () => {
  it('lists the failed fields in the form’s order, linked to their ids, each message described', () => {
    const errors = {
      street: { type: 'custom', message: 'address.street.invalid' },
      phone: { type: 'custom', message: 'address.phone.invalid' },
    }
    const problems = problemsOf(
      errors,
      { phone: 'f-phone', postcode: 'f-postcode', street: 'f-street' },
      (id) => id.toUpperCase(),
    )
    expect(problems).toEqual([
      { fieldId: 'f-phone', message: 'ADDRESS.PHONE.INVALID' },
      { fieldId: 'f-street', message: 'ADDRESS.STREET.INVALID' },
    ])
  })
})

describe('Button', () => {
  it('is a plain button of its variant that clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button variant="secondary" onClick={onClick}>
        Annuler
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Annuler' })
    expect(button.className).toBe('button button--secondary')
    expect(button.getAttribute('type')).toBe('button')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('while busy shows a spinner, says so to screen readers and takes no second click', async () => {
    const onClick = vi.fn()
    render(
      <Button busy onClick={onClick}>
        Suppression…
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Suppression…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.querySelector('.spinner[aria-hidden="true"]')).toBeTruthy()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})
