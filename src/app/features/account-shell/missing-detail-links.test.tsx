import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MissingDetail } from '#app/customer/missing-details'
import deAT from '../../../../public/locales/de-AT.json'
import fr from '../../../../public/locales/fr-FR.json'
import { renderWithPlatform } from '../../../../tests/render-with-platform'
import { MissingDetailLinks } from './missing-detail-links'

const missing: MissingDetail[] = [
  { key: 'chamberOfCommerceNumber', path: '/settings/personal-details', hash: '#chamberOfCommerceNumber' },
  { key: 'phoneNumber', path: '/settings/personal-details', hash: '#phoneNumber' },
  { key: 'address', path: '/settings/new-address-b2b', hash: '' },
]

describe('what the banner says is missing', () => {
  // Issue 43: the settings' list items joined with commas read 'Ihre Firmenbuchnummer, Eine Telefonnummer'.
  it.each([
    ['en-GB', undefined, 'Still missing: your Chamber of Commerce number, a phone number and an address'],
    ['de-AT', deAT, 'Noch fehlende Angaben: Ihre Firmenbuchnummer, eine Telefonnummer und eine Adresse'],
    ['fr-FR', fr, 'Il manque encore\u00a0: votre numéro SIREN, un numéro de téléphone et une adresse'],
  ])(
    'in %s, one sentence in the locale’s own list, each detail a link to its field',
    (locale, messages, sentence) => {
      renderWithPlatform(<MissingDetailLinks missing={missing} />, {}, '/', {
        locale,
        ...(messages ? { messages } : {}),
      })
      expect(screen.getByText(/:/).textContent).toBe(sentence)
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/settings/personal-details#chamberOfCommerceNumber',
        '/settings/personal-details#phoneNumber',
        '/settings/new-address-b2b',
      ])
    },
  )
})
