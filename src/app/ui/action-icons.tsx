import { Icon, type IconProps, PathIcon } from './icons'

// Icons of the photo actions (delete, download, zoom, copy, info, a photo that cannot be shown). A module of their own
// so that only the screens that offer these actions load them (the photos page's first load stays small).

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

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Icon>
)
