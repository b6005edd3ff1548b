import { describe, expect, it } from 'vitest'
import { buildIndex, search, type MatchEntry } from '../../commands/match'

const entries: MatchEntry[] = [
  { id: 'nav.settings', title: 'Go to Business profile', keywords: ['settings'], group: 'Navigate' },
  { id: 'nav.savedLists', title: 'Go to Saved lists', keywords: ['lead-search'], group: 'Navigate' },
  { id: 'nav.newSearch', title: 'Go to New search', group: 'Navigate' },
  { id: 'session.logout', title: 'Log out', keywords: ['sign out'], group: 'Session' },
  { id: 'ui.language.de', title: 'Change language: Deutsch', group: 'Interface' },
  { id: 'ui.language.fr', title: 'Change language: Français', group: 'Interface' },
  { id: 'list.1', title: 'Dentists in Berlin', group: 'Lists' },
  { id: 'list.2', title: 'Berlin dentists follow-up', group: 'Lists' },
  { id: 'user.1', title: 'Lukas Müller', keywords: ['lukas@example.com'], group: 'Users' },
]
const index = buildIndex(entries)
const ids = (query: string, limit = 10) => search(index, query, limit).map((r) => r.entry.id)

describe('palette matcher', () => {
  it('ranks a title prefix above a word start above a substring', () => {
    const ranked = buildIndex([
      { id: 'inside', title: 'Unsaved drafts' },
      { id: 'word', title: 'Go to Saved lists' },
      { id: 'prefix', title: 'Saved searches' },
    ])
    expect(search(ranked, 'saved', 3).map((r) => r.entry.id)).toEqual(['prefix', 'word', 'inside'])
  })

  it('finds entries by abbreviation and tolerates missing letters', () => {
    expect(ids('gsl')[0]).toBe('nav.savedLists')
    expect(ids('svd lst')[0]).toBe('nav.savedLists')
  })

  it('needs every term, in any order', () => {
    expect(ids('berlin dent')).toEqual(['list.1', 'list.2'])
    expect(ids('dentists zurich')).toEqual([])
  })

  it('matches keywords and groups below titles', () => {
    expect(ids('sign out')).toEqual(['session.logout'])
    expect(ids('settings')).toEqual(['nav.settings'])
    expect(ids('users')).toEqual(['user.1'])
  })

  it('ignores case and accents', () => {
    expect(ids('MULLER')).toEqual(['user.1'])
    expect(ids('francais')).toEqual(['ui.language.fr'])
  })

  it('returns the first entries for an empty query and honours the limit', () => {
    expect(ids('', 3)).toEqual(['nav.settings', 'nav.savedLists', 'nav.newSearch'])
    expect(ids('o', 2)).toHaveLength(2)
  })

  it('does not match a single letter that is not in the text', () => {
    expect(ids('q')).toEqual([])
  })

  it('gives the same results while typing as a fresh search', () => {
    const typing = buildIndex(entries)
    for (const query of ['d', 'de', 'den', 'dent', 'dent ', 'dent b', 'dent be', 'x', 'l', 'lo', 'log']) {
      const typed = search(typing, query, 10).map((r) => r.entry.id)
      expect(typed, query).toEqual(search(buildIndex(entries), query, 10).map((r) => r.entry.id))
    }
  })

  it('does not match letters scattered across unrelated words', () => {
    expect(search(buildIndex([{ id: 'x', title: 'SaaS founders in Vienna cold' }]), 'saved', 5)).toEqual([])
    expect(search(buildIndex([{ id: 'x', title: 'Plumbers in Lyon' }]), 'plumbrs', 5)).toHaveLength(1)
  })

  it('keeps the best results when the index is large', () => {
    const many: MatchEntry[] = Array.from({ length: 20_000 }, (_, i) => ({ id: `list.${i}`, title: `Roofers in Denver batch ${i}` }))
    many.push({ id: 'target', title: 'Saved lists' })
    const found = search(buildIndex(many), 'saved lists', 5)
    expect(found[0].entry.id).toBe('target')
  })
})
