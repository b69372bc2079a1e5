import { fireEvent, render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import messages from '../../../../public/locales/en-GB.json'
import { Pagination } from './pagination'
import { usePageParam } from './use-page-param'

function ProjectsPage({ total }: { total: number }) {
  const pageCount = Math.max(1, Math.ceil(total / 10))
  const { page, linkTo } = usePageParam(pageCount)
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <p>{`Showing page ${page}`}</p>
      <Pagination page={page} pageCount={pageCount} linkTo={linkTo} label="Pages of saved projects" />
    </>
  )
}

function renderAt(address: string, total: number) {
  render(
    <IntlProvider locale="en-GB" messages={messages}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/saved-projects" element={<ProjectsPage total={total} />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  )
}

const address = () => screen.getByTestId('address').textContent

describe('Pagination', () => {
  it('reads its page from the address and marks it as the current one', () => {
    renderAt('/saved-projects?page=3&mock-persona=consumer', 100)
    screen.getByText('Showing page 3')
    const pages = screen.getByRole('navigation', { name: 'Pages of saved projects' })
    const current = within(pages).getByRole('link', { name: 'Page 3 of 10' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.textContent).toBe('3')
  })

  it('links keep the other parameters, and page 1 is the address without a page', () => {
    renderAt('/saved-projects?page=3&mock-persona=consumer', 100)
    const pages = screen.getByRole('navigation', { name: 'Pages of saved projects' })
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/saved-projects?page=4&mock-persona=consumer',
    )
    expect(within(pages).getByRole('link', { name: 'Page 1 of 10' }).getAttribute('href')).toBe(
      '/saved-projects?mock-persona=consumer',
    )
  })

  it('moves to the page clicked and back with the history', () => {
    renderAt('/saved-projects', 30)
    fireEvent.click(screen.getByRole('link', { name: 'Next' }))
    screen.getByText('Showing page 2')
    fireEvent.click(screen.getByRole('link', { name: 'Page 3 of 3' }))
    screen.getByText('Showing page 3')
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    return screen.findByText('Showing page 2')
  })

  it('has no Previous on the first page and shows gaps for pages left out', () => {
    renderAt('/saved-projects', 200)
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull()
    const numbers = screen.getAllByRole('link', { name: /^Page / }).map((link) => link.textContent)
    expect(numbers).toEqual(['1', '2', '20'])
    expect(screen.getByRole('navigation').textContent).toContain('…')
  })

  it('shows nothing when everything fits on one page', () => {
    renderAt('/saved-projects', 7)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('a page past the end (its last project deleted, an old link) replaces the address with the last page', async () => {
    renderAt('/saved-projects?page=9&mock-persona=consumer', 25)
    await screen.findByText('Showing page 3')
    expect(address()).toBe('/saved-projects?page=3&mock-persona=consumer')
  })

  it('an address with no sensible page shows the first', () => {
    renderAt('/saved-projects?page=abc', 25)
    screen.getByText('Showing page 1')
  })
})
