import { type IconProps, PathIcon } from './icons'

// Back and the arrows: a module of their own, loaded by the previews and paged lists that use them, not by the
// photos screen's first load.

export const BackIcon = (props: IconProps) => <PathIcon d="M19 12H5M11 6l-6 6 6 6" {...props} />

export const ChevronLeftIcon = (props: IconProps) => <PathIcon d="M15 5l-7 7 7 7" {...props} />

export const ChevronRightIcon = (props: IconProps) => <PathIcon d="M9 5l7 7-7 7" {...props} />
