/**
 * The visitor's cookie consent (docs/requirements/entities.md#entities-cookie-consent): analytics and marketing,
 * coded as two digits, analytics first. Both are false until the consent script answers.
 */
export interface Consent {
  analytics: boolean
  marketing: boolean
}

export const consentCodes = ['00', '01', '10', '11'] as const
export type ConsentCode = (typeof consentCodes)[number]
export type ConsentPurpose = keyof Consent

export const noConsent: Consent = { analytics: false, marketing: false }

export function isConsentCode(value: unknown): value is ConsentCode {
  return (consentCodes as readonly unknown[]).includes(value)
}

export function consentFromCode(code: ConsentCode): Consent {
  return { analytics: code[0] === '1', marketing: code[1] === '1' }
}

export function codeOf(consent: Consent): ConsentCode {
  return `${consent.analytics ? 1 : 0}${consent.marketing ? 1 : 0}` as ConsentCode
}
