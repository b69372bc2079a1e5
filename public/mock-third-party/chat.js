// Mock chat widget (mock mode only): a chat button for the channel and locale it was loaded for, with the
// `window.chatWidget.show()/hide()` interface the app uses (src/app/platform/third-party/chat-widget.ts).
;(() => {
  const params = new URL(document.currentScript.src).searchParams
  const widget = document.createElement('button')
  widget.type = 'button'
  widget.id = 'mock-chat-widget'
  widget.textContent = `Chat (${params.get('channel')}, ${params.get('locale')})`
  widget.style.cssText =
    'position:fixed;left:16px;bottom:16px;z-index:900;padding:10px 14px;border:0;border-radius:20px;background:#0a6;color:#fff;font:13px system-ui'
  document.body.append(widget)
  window.chatWidget = {
    show: () => {
      widget.hidden = false
    },
    hide: () => {
      widget.hidden = true
    },
  }
})()
