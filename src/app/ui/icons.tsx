import type { ReactNode } from 'react'

export interface IconProps {
  /** Width and height in px; without it the surrounding CSS sizes the icon. */
  size?: number
  strokeWidth?: number
  className?: string
}

/**
 * A line icon drawn in the text colour. Always decorative: the button or link around it carries the accessible
 * name, so screen readers never read the drawing.
 */
export function Icon({
  children,
  size,
  strokeWidth = 2,
  className = 'icon',
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** An icon of one path, for sets of icons kept as path data (the menu, the storage status). */
export function PathIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <Icon {...props}>
      <path d={d} />
    </Icon>
  )
}

export const BackIcon = (props: IconProps) => <PathIcon d="M19 12H5M11 6l-6 6 6 6" {...props} />

export const ChevronLeftIcon = (props: IconProps) => <PathIcon d="M15 5l-7 7 7 7" {...props} />

export const ChevronRightIcon = (props: IconProps) => <PathIcon d="M9 5l7 7-7 7" {...props} />

export const CloseIcon = (props: IconProps) => <PathIcon d="M6 6l12 12M18 6L6 18" {...props} />

export const PlusIcon = (props: IconProps) => <PathIcon d="M12 5v14M5 12h14" {...props} />

export const HamburgerIcon = (props: IconProps) => <PathIcon d="M4 7h16M4 12h16M4 17h16" {...props} />

export const DeleteIcon = (props: IconProps) => (
  <PathIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" {...props} />
)

export const DownloadIcon = (props: IconProps) => <PathIcon d="M12 4v11M7 10l5 5 5-5M5 20h14" {...props} />

export const ZoomIcon = ({ zoomed, ...props }: IconProps & { zoomed: boolean }) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5M8 11h6" />
    {zoomed ? null : <path d="M11 8v6" />}
  </Icon>
)

export const CopyToAlbumIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="7" width="14" height="14" rx="2" />
    <path d="M7 3h12a2 2 0 0 1 2 2v12M10 11v6M7 14h6" />
  </Icon>
)

export const BrokenImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 16l5-5 4 4M14 13l2-2 5 5M9 4l3 6-3 4" />
  </Icon>
)
