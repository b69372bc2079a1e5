import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/photos.operations'
import { PhotoLibraryHeader } from './photo-library-header'

const { ctx, server } = await mockServerForTests()

const tab = (name: RegExp) => screen.getByRole('link', { name })

describe('PhotoLibraryHeader', () => {
  it('shows My photos with the Photos and Albums counts of the signed-in customer', async () => {
    await signInAs(ctx, 'consumer')
    renderWithPlatform(<PhotoLibraryHeader />, ctx.services)
    expect(screen.getByRole('heading', { level: 1, name: 'My photos' })).toBeTruthy()
    await waitFor(() => expect(tab(/^Photos/).textContent).toBe('Photos37'))
    expect(tab(/^Albums/).textContent).toBe('Albums4')
    expect(tab(/^Photos/).getAttribute('aria-current')).toBe('page')
  })

  it('shows 0 for a new customer with an empty library', async () => {
    await signInAs(ctx, 'new-customer')
    renderWithPlatform(<PhotoLibraryHeader />, ctx.services)
    await waitFor(() => expect(tab(/^Photos/).textContent).toBe('Photos0'))
  })

  it('shows the load error and "-" counts when the counts fail, and recovers on Try again', async () => {
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photos', operationIndex, 'getAccountCounts', 500))
    renderWithPlatform(<PhotoLibraryHeader />, ctx.services)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Error: Your photos could not be loaded')).toBeTruthy()
    expect(tab(/^Photos/).textContent).toBe('Photos-')
    expect(tab(/^Albums/).textContent).toBe('Albums-')

    server.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tab(/^Photos/).textContent).toBe('Photos37'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('fails the same way when there is no sign-in (the service answers 401)', async () => {
    renderWithPlatform(<PhotoLibraryHeader />, ctx.services)
    expect(await screen.findByText('Error: Your photos could not be loaded')).toBeTruthy()
  })

  it('keeps the query string on the tabs', async () => {
    await signInAs(ctx, 'consumer')
    renderWithPlatform(<PhotoLibraryHeader />, ctx.services, '/my-photos/photos?stripped=true')
    expect(tab(/^Albums/).getAttribute('href')).toBe('/my-photos/albums?stripped=true')
  })
})
