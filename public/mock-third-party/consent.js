// Mock cookie-consent script (mock mode only). It answers with the consent chosen in the QA harness
// (harness state `consent`, set by the panel or `mock-consent=00|01|10|11`); without a choice it stays silent,
// as a visitor who has not decided yet. Interface: src/app/platform/consent/consent-store.ts.
;(() => {
  let code
  try {
    code = JSON.parse(localStorage.getItem('harness-state') || '{}').consent
  } catch {
    return
  }
  if (!['00', '01', '10', '11'].includes(code)) return
  window.cookieConsentCode = code
  window.dispatchEvent(new CustomEvent('consent:changed', { detail: { code } }))
})()
