import { describe, expect, it } from 'vitest'
import { currentInvoicesOf } from './current-invoices'

describe('currentInvoicesOf', () => {
  it('makes one invoice per invoice group file, newest first, with the orders it bills', () => {
    expect(
      currentInvoicesOf([
        { code: 'SO-1', createdAt: '2026-09-01T10:00:00Z', invoiceGroupFileId: 'IG-1' },
        { code: 'SO-2', createdAt: '2026-10-01T10:00:00Z', invoiceGroupFileId: 'IG-2' },
        { code: 'SO-3', createdAt: '2026-09-15T10:00:00Z', invoiceGroupFileId: 'IG-1' },
        { code: 'SO-4', createdAt: '2026-11-01T10:00:00Z' },
      ]),
    ).toEqual([
      { id: 'IG-2', orderCodes: ['SO-2'], latestOrderAt: '2026-10-01T10:00:00Z' },
      { id: 'IG-1', orderCodes: ['SO-3', 'SO-1'], latestOrderAt: '2026-09-15T10:00:00Z' },
    ])
  })

  it('has none when no order has been invoiced yet', () => {
    expect(currentInvoicesOf([{ code: 'SO-4', createdAt: '2026-11-01T10:00:00Z' }])).toEqual([])
  })
})
