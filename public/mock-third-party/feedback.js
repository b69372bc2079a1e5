// Mock customer-feedback script (mock mode only): a small "Feedback" tab in the locale it was loaded for.
;(() => {
  const locale = new URL(document.currentScript.src).searchParams.get('locale') || 'en-GB'
  const tab = document.createElement('button')
  tab.type = 'button'
  tab.id = 'mock-feedback-tab'
  tab.textContent = `Feedback (${locale})`
  tab.style.cssText =
    'position:fixed;left:0;bottom:96px;z-index:900;padding:6px 10px;border:0;border-radius:0 6px 6px 0;background:#444;color:#fff;font:12px system-ui'
  document.body.append(tab)
})()
