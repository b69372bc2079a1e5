import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { photoKeys } from '#app/queries/photos/keys'
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

  it('shows "-" counts and no error when the counts fail, and the numbers once they load again', async () => {
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photos', operationIndex, 'getAccountCounts', 500))
    const { queryClient } = renderWithPlatform(<PhotoLibraryHeader />, ctx.services)
    await waitFor(() => expect(queryClient.getQueryState(photoKeys.accountCounts())?.status).toBe('error'))
    expect(tab(/^Photos/).textContent).toBe('Photos-')
    expect(tab(/^Albums/).textContent).toBe('Albums-')
    // The photos' load error belongs to the photos: the counts say nothing of it.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Error: Your photos could not be loaded')).toBeNull()

    server.resetHandlers()
    await queryClient.invalidateQueries({ queryKey: photoKeys.accountCounts() })
    await waitFor(() => expect(tab(/^Photos/).textContent).toBe('Photos37'))
  })

  it('shows "-" the same way when there is no sign-in (the service answers 401)', async () => {
    const { queryClient } = renderWithPlatform(<PhotoLibraryHeader />, ctx.services)
    await waitFor(() => expect(queryClient.getQueryState(photoKeys.accountCounts())?.status).toBe('error'))
    expect(tab(/^Photos/).textContent).toBe('Photos-')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the query string on the tabs', async () => {
    await signInAs(ctx, 'consumer')
    renderWithPlatform(<PhotoLibraryHeader />, ctx.services, '/my-photos/photos?stripped=true')
    expect(tab(/^Albums/).getAttribute('href')).toBe('/my-photos/albums?stripped=true')
  })
})
