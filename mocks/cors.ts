/** The request headers a cross-origin service allows the app to send (the HTTP mock server's CORS answer). */
export const allowedRequestHeaders =
  'Authorization, Content-Type, Cache-Control, X-CorrelationId, If-Match, Idempotency-Key'

/** The answer headers it lets the app read. */
export const exposedResponseHeaders = 'Content-Type, ETag'
