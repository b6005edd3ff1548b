import { describe, expect, it } from 'vitest'
import { expiryDays, grantsAccess, initialStatus, nextStatus, subscriptionStatuses } from '../../src/shared/whitelabel/subscriptions'

describe('subscription states', () => {
  it('cancels at the period end, keeps access until then, and can undo it', () => {
    expect(nextStatus('active', 'cancel')).toBe('cancel_scheduled')
    expect(grantsAccess('cancel_scheduled')).toBe(true)
    expect(nextStatus('cancel_scheduled', 'undo_cancel')).toBe('active')
    expect(nextStatus('active', 'undo_cancel')).toBeNull()
    expect(nextStatus('cancel_scheduled', 'cancel')).toBeNull()
  })

  it('refunds end access at once; a refunded or cancelled one is not cancelled or refunded again', () => {
    expect(nextStatus('active', 'refund')).toBe('refunded')
    expect(grantsAccess('refunded')).toBe(false)
    for (const done of ['refunded', 'canceled', 'expired'] as const) {
      expect(nextStatus(done, 'refund')).toBeNull()
      expect(nextStatus(done, 'cancel')).toBeNull()
    }
  })

  it('locks a paused or past-due customer out, and resumes only a paused one', () => {
    expect(nextStatus('active', 'pause')).toBe('paused')
    expect(grantsAccess('paused')).toBe(false)
    expect(grantsAccess('past_due')).toBe(false)
    expect(nextStatus('paused', 'resume')).toBe('active')
    expect(nextStatus('past_due', 'resume')).toBeNull()
    expect(nextStatus('past_due', 'payment_succeeded')).toBe('active')
  })

  it('restores only a subscription cancelled at the provider', () => {
    expect(nextStatus('external_canceled', 'restore')).toBe('active')
    expect(nextStatus('canceled', 'restore')).toBeNull()
    expect(nextStatus('active', 'external_cancel')).toBe('external_canceled')
  })

  it('extends in place, and brings an expired subscription back', () => {
    expect(nextStatus('trialing', 'extend')).toBe('trialing')
    expect(nextStatus('expired', 'extend')).toBe('active')
    expect(nextStatus('refunded', 'extend')).toBeNull()
  })

  it('starts trialing with trial days, else active; every status is reachable', () => {
    expect(initialStatus(14)).toBe('trialing')
    expect(initialStatus(0)).toBe('active')
    const actions = ['cancel', 'refund', 'cancel_now', 'pause', 'payment_failed', 'expire', 'external_cancel', 'payment_succeeded'] as const
    const reached = new Set<string>(['trialing', 'active'])
    for (const from of subscriptionStatuses) for (const action of actions) reached.add(nextStatus(from, action) ?? 'active')
    expect([...reached].sort()).toEqual([...subscriptionStatuses].sort())
  })

  it('caps the expiry at a year, and a missing or longer one means a year', () => {
    expect(expiryDays(30)).toBe(30)
    expect(expiryDays(365)).toBe(365)
    expect(expiryDays(366)).toBe(365)
    expect(expiryDays(undefined)).toBe(365)
    expect(expiryDays(0)).toBe(365)
  })
})
