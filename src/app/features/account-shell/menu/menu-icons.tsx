import { PathIcon } from '#app/ui/icons'

/** Simple line icons for the side menu's items, drawn in the text colour; decorative (the label names the item). */
const paths: Record<string, string> = {
  overview: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  orders: 'M4 7h16l-1.5 12a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2zM9 7a3 3 0 0 1 6 0',
  invoices: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  ftpIntegration: 'M4 7h16M4 12h16M4 17h16M8 4v16',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4',
  settingsB2b:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4',
  savedProjects: 'M5 4h14v17l-7-4-7 4z',
  photos: 'M4 6h16v13H4zM4 16l5-5 4 4 3-3 4 4M15 10a1 1 0 1 0 0-.01',
  widgets: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  signOut: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
}

export function MenuIcon({ name }: { name: string }) {
  const path = paths[name]
  return path ? <PathIcon d={path} className="side-menu__icon" strokeWidth={1.8} /> : null
}
