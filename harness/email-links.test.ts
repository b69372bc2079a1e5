import { describe, expect, it } from 'vitest'
import { emailLinks } from './email-links'

describe('the harness e-mail links', () => {
  it('give a signed-in persona both flows’ starts and the links their e-mails hold', () => {
    const links = emailLinks('consumer')
    expect(links.map((link) => `${link.pathname}?${new URLSearchParams(link.search)}`)).toEqual([
      '/settings/email?',
      '/settings?',
      '/change-email-confirmation?confirmation-token=change-email-consumer',
      '/delete-account-confirmation?confirmation-token=delete-account-consumer',
      '/change-email-confirmation?confirmation-token=change-email-nobody',
      '/subscription-confirmation?confirmation-token=optin-alex.morgan&email=alex.morgan%40example.com',
    ])
  })

  it('give an anonymous visitor the newsletter link only', () => {
    expect(emailLinks(undefined).map((link) => link.pathname)).toEqual(['/subscription-confirmation'])
  })
})
