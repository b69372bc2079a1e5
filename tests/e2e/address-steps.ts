import { expect, type Page } from '@playwright/test'
import { textbox } from '../support/form-locators'

/** A British address the consumer's book does not have yet, as typed into the new-address form. */
export const downingStreet = {
  'First name': 'Robin',
  'Last name': 'Hart',
  'House number or name': '10',
  Street: 'Downing Street',
  'Town or city': 'London',
  Postcode: 'SW1A 2AA',
}

/** From the address book, the Change page of the address on `street`, as a customer opens it; answers its id. */
export async function openAddressChange(page: Page, street: string): Promise<string> {
  await page
    .getByRole('list', { name: 'Your addresses' })
    .getByRole('listitem')
    .filter({ hasText: street })
    .getByRole('link', { name: 'Change' })
    .click()
  await expect(textbox(page, 'Street')).toHaveValue(street)
  return new URL(page.url()).pathname.split('/').at(-1)!
}
