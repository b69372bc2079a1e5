/**
 * Sent on the window just before a session that could not be renewed during use signs out (renew-tokens.ts): open
 * forms keep what was typed (platform/form-drafts.ts), and the customer comes back to this page after signing in
 * again (decision 0061).
 */
export const sessionEndingEvent = 'session-ending'
