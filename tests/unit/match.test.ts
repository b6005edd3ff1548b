import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { buildIndex, search, type MatchEntry } from '../../commands/match'
import { commandTitle, groupTitleKey } from '../../commands/titles'
import { translator } from './support/command-context'

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
    expect(ids('l', 2)).toHaveLength(2)
  })

  it('matches a single letter only where a word starts ("o" is not in "Go")', () => {
    expect(ids('o')).toEqual(['session.logout'])
    expect(ids('p')).toEqual(['nav.settings'])
  })

  it('does not match a single letter that is not in the text', () => {
    expect(ids('q')).toEqual([])
  })

  it('gives the same results while typing as a fresh search', () => {
    const typing = buildIndex(entries)
    for (const query of ['d', 'de', 'den', 'dent', 'dent ', 'dent b', 'dent be', 'x', 'l', 'lo', 'log', 'f', 'fr', 'fra', 'a', 'ai', 'ais', 'g', 'gs', 'gsl', 'go t', 'go to', 'go to s']) {
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

/** The app's own palette: every registered command with its English title, keywords and group, as the palette builds them. */
describe('ranking of the app registry', () => {
  const t = translator('en')
  const rows = [
    ...appRegistry.all().map((command) => ({ id: command.id, title: commandTitle(command, t), keywords: command.keywords, group: t(groupTitleKey(command.group)) })),
    // Entries a page or the server adds: lists and leads by name.
    { id: 'list:1', title: 'Open Dentists in Fresno', keywords: ['Dentists in Fresno', 'Local businesses'], group: 'Lists' },
    { id: 'list:2', title: 'Open Go to New list', group: 'Lists' },
  ]
  const registryIndex = buildIndex(rows)
  const top = (query: string, n = 1) => search(registryIndex, query).slice(0, n).map((r) => r.entry.id)

  it.each([
    ['gsl', 'nav.leadSearch.savedLists'],
    ['gns', 'nav.leadSearch.newSearch'],
    ['saved', 'nav.leadSearch.savedLists'],
    ['log out', 'session.logout'],
    ['logout', 'session.logout'],
    ['wallet', 'nav.settings.wallet'],
    ['buy', 'wallet.topUp'],
    ['csv', 'list.csv'],
    ['deutsch', 'ui.language.de'],
    ['francais', 'ui.language.fr'],
    ['mach lab', 'nav.admin.machineLab'],
    ['chl', 'ui.language'],
    ['ai', 'list.ai'],
    ['dent fres', 'list:1'],
  ])('"%s" ranks %s first', (query, expected) => {
    expect(top(query)).toEqual([expected])
  })

  it('puts word starts and acronyms before letters inside words ("gnl" finds Go to New list)', () => {
    const ranked = buildIndex([
      { id: 'scattered', title: 'Signal handling' },
      { id: 'acronym', title: 'Go to New list' },
    ])
    expect(search(ranked, 'gnl').map((r) => r.entry.id)).toEqual(['acronym'])
    expect(search(registryIndex, 'gnl')[0].entry.id).toBe('list:2')
  })

  it('never matches "AI" inside "Français"', () => {
    const found = search(registryIndex, 'AI').map((r) => r.entry.id)
    expect(found).not.toContain('ui.language.fr')
    expect(found).not.toContain('ui.language')
    expect(found.slice(0, 3).every((id) => /ai|icp/i.test(id))).toBe(true)
  })

  it('ranks an acronym above a run inside a word', () => {
    const ranked = buildIndex([
      { id: 'inside', title: 'Backslash tools' },
      { id: 'runs', title: 'Saved slices' },
      { id: 'acronym', title: 'Send to Slack' },
    ])
    expect(search(ranked, 'sl').map((r) => r.entry.id)).toEqual(['runs', 'acronym'])
    expect(search(ranked, 'sts').map((r) => r.entry.id)[0]).toBe('acronym')
  })

  it('returns every match, not the first fifty', () => {
    const many: MatchEntry[] = Array.from({ length: 5_000 }, (_, i) => ({ id: `u${i}`, title: `User number ${i}` }))
    expect(search(buildIndex(many), 'user')).toHaveLength(5_000)
    expect(search(buildIndex(many), 'number 49').map((r) => r.entry.id).slice(0, 2)).toEqual(['u49', 'u490'])
  })
})
