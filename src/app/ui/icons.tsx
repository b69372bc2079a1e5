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

export const CloseIcon = (props: IconProps) => <PathIcon d="M6 6l12 12M18 6L6 18" {...props} />

export const PlusIcon = (props: IconProps) => <PathIcon d="M12 5v14M5 12h14" {...props} />

export const HamburgerIcon = (props: IconProps) => <PathIcon d="M4 7h16M4 12h16M4 17h16" {...props} />

/** Leaving: a door with an arrow out of it (the header's Sign out on phones). */
export const SignOutIcon = (props: IconProps) => <PathIcon d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" {...props} />
