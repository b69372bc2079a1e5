/**
 * How long a second press counts as part of the same intent (a double-click, a double tap): Windows' default
 * double-click time. docs/decisions/0029-exactly-once.md
 */
export const doubleClickMs = 500
