/**
 * The chat widget's interface (our decision): once loaded, the script defines `window.chatWidget` with `show()`
 * and `hide()`. Before it is loaded there is nothing to show or hide.
 */
declare global {
  interface Window {
    chatWidget?: { show: () => void; hide: () => void }
  }
}

export function setChatWidgetVisible(visible: boolean): void {
  if (visible) window.chatWidget?.show()
  else window.chatWidget?.hide()
}
