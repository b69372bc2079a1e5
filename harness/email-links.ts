import { type Persona, personas } from '../mocks/db/personas'

export interface EmailLink {
  label: string
  pathname: string
  search: Record<string, string>
}

/**
 * The flows that continue in an e-mail, for QA without an inbox: where each starts, and the link each e-mail would
 * hold for this persona (the mocks' known tokens: change-email-{persona}, delete-account-{persona}, and optin- plus
 * the address's local part), with a link nobody issued to see the error pages.
 */
export function emailLinks(personaId: string | undefined): EmailLink[] {
  const persona: Persona | undefined = personas.find((candidate) => candidate.id === personaId)
  const email = persona?.email ?? 'alex.morgan@example.com'
  const optIn = `optin-${email.slice(0, email.lastIndexOf('@')).toLowerCase()}`
  const signedIn: EmailLink[] = persona
    ? [
        { label: 'Start: change e-mail', pathname: '/settings/email', search: {} },
        { label: 'Start: delete account (settings)', pathname: '/settings', search: {} },
        {
          label: 'E-mail: confirm the e-mail change',
          pathname: '/change-email-confirmation',
          search: { 'confirmation-token': `change-email-${persona.id}` },
        },
        {
          label: 'E-mail: confirm the account deletion',
          pathname: '/delete-account-confirmation',
          search: { 'confirmation-token': `delete-account-${persona.id}` },
        },
        {
          label: 'E-mail: a link nobody issued (error page)',
          pathname: '/change-email-confirmation',
          search: { 'confirmation-token': 'change-email-nobody' },
        },
      ]
    : []
  return [
    ...signedIn,
    {
      label: `E-mail: confirm the newsletter for ${email}`,
      pathname: '/subscription-confirmation',
      search: { 'confirmation-token': optIn, email },
    },
  ]
}
