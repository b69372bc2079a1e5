/** The print product the editor opens with: it is selected automatically (spec "Order prints from a selection"). */
export const printProductCode = 'PAP_910'

/**
 * Where the browser goes once the temporary selection exists: the configured prints editor (config.json
 * printsEditorUrl), with the query channel (the storefront's sales channel), tempSelectionId (the editor reads the
 * photos back from it) and productCode (PAP_910). The editor URL's own query is kept.
 */
export function printsEditorAddress(editorUrl: string, channel: string, tempSelectionId: string): string {
  const url = new URL(editorUrl)
  url.searchParams.set('channel', channel)
  url.searchParams.set('tempSelectionId', tempSelectionId)
  url.searchParams.set('productCode', printProductCode)
  return url.href
}
