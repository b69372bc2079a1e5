import { useEffect } from 'react'
import { usePlatform } from '#app/platform/platform-context'

/** Names the browser tab after the page and the brand ('My photos | Printbloom'), as screen readers announce it. */
export function useDocumentTitle(page: string | undefined): void {
  const { brand } = usePlatform()
  useEffect(() => {
    document.title = page ? `${page} | ${brand.name}` : brand.name
  }, [page, brand.name])
}
