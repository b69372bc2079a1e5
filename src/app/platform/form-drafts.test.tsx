import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionEndingEvent } from './auth/session-ending'
import { removeTokens, writeTokens } from './auth/token-store'
import { forgetDrafts, keptDraftMaxAgeMs, offerDraft, takeDraft } from './form-drafts'

/** An unsigned JWT for `sub`: all the app reads of its own token. */
const tokenOf = (sub: string) => `x.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.x`
const signInAs = (sub: string) => writeTokens({ accessToken: tokenOf(sub) }, undefined)
const sessionEnds = () => window.dispatchEvent(new Event(sessionEndingEvent))

describe('form drafts kept across a session that ended', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/settings/personal-details')
    signInAs('alex')
  })
  afterEach(() => {
    forgetDrafts()
    removeTokens(undefined)
    vi.useRealTimers()
  })

  it('keeps an open form’s draft when the session ends, and gives it back once, on its page, to its customer', () => {
    const withdraw = offerDraft('details', () => ({ lastName: 'Morgan-Smith' }))
    sessionEnds()
    withdraw()
    expect(takeDraft('details')).toEqual({ lastName: 'Morgan-Smith' })
    expect(takeDraft('details')).toBeUndefined()
  })

  it('keeps nothing of a form that has closed, or while the session goes on', () => {
    offerDraft('details', () => ({ lastName: 'Smith' }))()
    sessionEnds()
    expect(takeDraft('details')).toBeUndefined()
    const withdraw = offerDraft('details', () => ({ lastName: 'Smith' }))
    expect(takeDraft('details')).toBeUndefined()
    withdraw()
  })

  it('gives nothing to another customer, on another page, or after half an hour', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const withdraw = offerDraft('details', () => ({ lastName: 'Smith' }))
    sessionEnds()
    withdraw()
    signInAs('sam')
    expect(takeDraft('details')).toBeUndefined()

    signInAs('alex')
    const again = offerDraft('details', () => ({ lastName: 'Smith' }))
    sessionEnds()
    again()
    window.history.replaceState(null, '', '/settings/addresses/all')
    expect(takeDraft('details')).toBeUndefined()
    window.history.replaceState(null, '', '/settings/personal-details')
    vi.advanceTimersByTime(keptDraftMaxAgeMs + 1)
    expect(takeDraft('details')).toBeUndefined()
  })

  it('signing out forgets every draft', () => {
    const withdraw = offerDraft('details', () => ({ lastName: 'Smith' }))
    sessionEnds()
    withdraw()
    forgetDrafts()
    expect(takeDraft('details')).toBeUndefined()
  })
})
