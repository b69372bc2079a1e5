import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import messages from '../../../../public/locales/en-GB.json'
import { pickFiles } from './file-acceptance'
import { PickedThumbnail } from './picked-thumbnail'

vi.mock('./heic-preview', () => ({ heicPreview: vi.fn(async () => Promise.reject(new Error('not a HEIC'))) }))

const picked = (name: string, type: string) => pickFiles([new File(['x'], name, { type })], []).accepted[0]!

const renderThumbnail = (name: string, type: string) =>
  render(
    <IntlProvider locale="en-GB" messages={messages}>
      <PickedThumbnail picked={picked(name, type)} />
    </IntlProvider>,
  )

describe('PickedThumbnail', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => vi.clearAllMocks())

  it('previews a jpeg or png from the file itself', () => {
    renderThumbnail('beach.jpg', 'image/jpeg')
    expect(screen.getByRole('img', { name: 'beach.jpg' }).getAttribute('src')).toBe('blob:preview')
  })

  it('shows a file icon when a HEIC file cannot be decoded', async () => {
    renderThumbnail('IMG_0001.HEIC', '')
    expect(await screen.findByRole('img', { name: 'IMG_0001.HEIC (no preview)' })).toBeTruthy()
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })
})
