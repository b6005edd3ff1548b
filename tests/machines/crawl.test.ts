import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { crawlImplementations, crawlMachine, type CrawlDeps } from '../../machines/crawl.machine'
import type { CrawlStatusAnswer, WebsiteLink } from '../../src/shared/ai/training'

const link = (id: number, url: string): WebsiteLink => ({ id, kind: 'website', url, title: url, excerpt: '', tokens: 10, truncated: false, crawl_id: 1, created_at: '', updated_at: '' })
const answer = (status: CrawlStatusAnswer['status'], urls: string[], error: string | null = null): CrawlStatusAnswer => ({
  jobId: 41, status, website: 'https://acme.com/', kind: 'website', pages: urls.length, links: urls, linksData: urls.map((u, i) => link(i + 1, u)), error,
})

/** Fake API answering status checks from a script, recording every call and effect in order. */
function scripted(statuses: (CrawlStatusAnswer | Error)[], start: () => Promise<{ jobId: number; status: 'pending'; website: string; kind: 'website' | 'link' }> = async () => ({ jobId: 41, status: 'pending', website: 'https://acme.com/', kind: 'website' })) {
  const calls: string[] = []
  const deps: CrawlDeps = {
    api: {
      crawlWebsite: async (body) => (calls.push(`crawlWebsite:${body.website}:${body.max_pages ?? '-'}`), start()),
      singleLink: async (body) => (calls.push(`singleLink:${body.url}`), start()),
      checkStatus: async (query) => {
        calls.push(`check:${query.job_id}:${query.website}`)
        const next = statuses.shift()
        if (!next) throw new Error('no more answers')
        if (next instanceof Error) throw next
        return next
      },
    },
    log: (message) => calls.push(`log:${message}`),
    onResults: (links, jobId) => calls.push(`results:${jobId}:${links.length}`),
    onCleared: () => calls.push('cleared'),
  }
  return { deps, calls }
}

function start(deps: CrawlDeps, input = {}) {
  const clock = new SimulatedClock()
  const actor = createActor(crawlMachine.provide(crawlImplementations(deps)), { clock, input }).start()
  return { actor, clock }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('crawl machine', () => {
  it('posts the website, checks every 2000 ms while pending, shows links as they arrive, and stores the results', async () => {
    const { deps, calls } = scripted([answer('pending', ['https://acme.com/']), answer('pending', ['https://acme.com/', 'https://acme.com/about']), answer('done', ['https://acme.com/', 'https://acme.com/about', 'https://acme.com/pricing'])])
    const { actor, clock } = start(deps)
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'CRAWL', website: 'acme.com', maxPages: 20 })
    await waitFor(actor, (s) => s.matches('pending'))
    expect(actor.getSnapshot().context).toMatchObject({ jobId: 41, status: 'pending', website: 'acme.com' })
    expect(calls).toEqual(['crawlWebsite:acme.com:20'])

    clock.increment(1999)
    await settle()
    expect(calls).toHaveLength(1)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches('pending') && s.context.links.length === 1)
    expect(calls[1]).toBe('check:41:acme.com')

    clock.increment(2000)
    await waitFor(actor, (s) => s.context.links.length === 2)
    expect(actor.getSnapshot().value).toBe('pending')
    expect(actor.getSnapshot().context.linksData.map((l) => l.url)).toEqual(['https://acme.com/', 'https://acme.com/about'])

    clock.increment(2000)
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(done.context).toMatchObject({ status: 'done', website: 'acme.com', error: null })
    expect(done.context.links).toHaveLength(3)
    expect(calls.slice(-1)).toEqual(['results:41:3'])
    // No more checks once it is no longer pending.
    clock.increment(10_000)
    await settle()
    expect(calls.filter((c) => c.startsWith('check'))).toHaveLength(3)
  })

  it('clears the website result when the crawl returns no links', async () => {
    const { deps, calls } = scripted([answer('done', [], 'robots.txt of acme.com does not allow crawling it.')])
    const { actor, clock } = start(deps, { website: 'acme.com' })
    await waitFor(actor, (s) => s.matches('pending'))
    clock.increment(2000)
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(done.context).toMatchObject({ website: null, links: [], linksData: [], error: 'robots.txt of acme.com does not allow crawling it.' })
    expect(calls).toEqual(['crawlWebsite:acme.com:-', 'check:41:acme.com', 'cleared'])
  })

  it('reads a single link the same way', async () => {
    const { deps, calls } = scripted([answer('done', ['https://acme.com/pricing'])], async () => ({ jobId: 41, status: 'pending', website: 'https://acme.com/pricing', kind: 'link' }))
    const { actor, clock } = start(deps)
    actor.send({ type: 'LINK', url: 'https://acme.com/pricing' })
    await waitFor(actor, (s) => s.matches('pending'))
    clock.increment(2000)
    await waitFor(actor, (s) => s.matches('done'))
    expect(actor.getSnapshot().context.kind).toBe('link')
    expect(calls).toEqual(['singleLink:https://acme.com/pricing', 'check:41:https://acme.com/pricing', 'results:41:1'])
  })

  it('only logs a failed post and goes back to idle', async () => {
    const { deps, calls } = scripted([], () => Promise.reject(Object.assign(new Error('x'), { data: { message: 'Field must be a valid domain or URL.' } })))
    const { actor, clock } = start(deps)
    actor.send({ type: 'CRAWL', website: 'nope' })
    await waitFor(actor, (s) => s.matches('idle'))
    clock.increment(10_000)
    await settle()
    expect(calls).toEqual(['crawlWebsite:nope:-', 'log:Website crawl start failed: Field must be a valid domain or URL.'])
  })

  it('logs failed status checks, keeps polling, and stops after three in a row', async () => {
    const { deps, calls } = scripted([new Error('network down'), answer('pending', ['https://acme.com/']), new Error('a'), new Error('b'), new Error('c')])
    const { actor, clock } = start(deps, { website: 'acme.com' })
    await waitFor(actor, (s) => s.matches('pending'))
    clock.increment(2000)
    await waitFor(actor, (s) => s.matches('pending') && s.context.failures === 1)
    clock.increment(2000)
    await waitFor(actor, (s) => s.context.links.length === 1 && s.context.failures === 0)
    for (let i = 0; i < 3; i++) {
      clock.increment(2000)
      await settle()
    }
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls.filter((c) => c.startsWith('log:'))).toEqual([
      'log:Website crawl check failed: network down',
      'log:Website crawl check failed: a',
      'log:Website crawl check failed: b',
      'log:Website crawl check failed: c',
    ])
    clock.increment(10_000)
    await settle()
    expect(calls.filter((c) => c.startsWith('check'))).toHaveLength(5)
  })

  it('watches a job posted before a reload: checks at once, then every 2000 ms', async () => {
    const { deps, calls } = scripted([answer('pending', ['https://acme.com/']), answer('done', ['https://acme.com/', 'https://acme.com/about'])])
    const { actor, clock } = start(deps)
    actor.send({ type: 'WATCH', jobId: 41, website: 'acme.com', kind: 'website' })
    await waitFor(actor, (s) => s.matches('pending') && s.context.links.length === 1)
    expect(calls).toEqual(['check:41:acme.com'])
    clock.increment(2000)
    await waitFor(actor, (s) => s.matches('done'))
    expect(calls).toEqual(['check:41:acme.com', 'check:41:acme.com', 'results:41:2'])
  })

  it('stops watching on CANCEL and starts over on a new CRAWL', async () => {
    const { deps, calls } = scripted([answer('done', ['https://other.com/'])])
    const { actor, clock } = start(deps, { website: 'acme.com' })
    await waitFor(actor, (s) => s.matches('pending'))
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    clock.increment(10_000)
    await settle()
    expect(calls.filter((c) => c.startsWith('check'))).toEqual([])
    actor.send({ type: 'CRAWL', website: 'other.com' })
    await waitFor(actor, (s) => s.matches('pending'))
    clock.increment(2000)
    await waitFor(actor, (s) => s.matches('done'))
    expect(actor.getSnapshot().context.links).toEqual(['https://other.com/'])
    actor.send({ type: 'RESET' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { website: null, links: [], jobId: null } })
  })
})
