import { assign, fromPromise, setup } from 'xstate'
import { CRAWL_POLL_MS, type CrawlJob, type CrawlStatus, type CrawlStatusAnswer, type WebsiteLink } from '../src/shared/ai/training'
import { errorMessage } from './session.machine'

export type CrawlKind = 'website' | 'link'
export type CrawlContext = {
  /** The website (or link) of the crawl shown; null when there is none or its result was cleared. */
  website: string | null
  kind: CrawlKind
  maxPages: number | null
  jobId: number | null
  status: CrawlStatus | null
  links: string[]
  linksData: WebsiteLink[]
  /** The server's reason when a crawl stored nothing (robots.txt, unreachable, redirect elsewhere). */
  error: string | null
  /** Status checks that failed in a row; after MAX_CHECK_FAILURES the machine stops watching. */
  failures: number
}
export type CrawlInput = { website?: string | null; maxPages?: number | null }
export type CrawlEvent =
  | { type: 'CRAWL'; website: string; maxPages?: number | null }
  | { type: 'LINK'; url: string }
  /** Watch a job posted earlier (the page was reloaded while it was pending). */
  | { type: 'WATCH'; jobId: number; website: string; kind: CrawlKind }
  /** Stop watching (the server's job goes on; its pages still arrive in the lists). */
  | { type: 'CANCEL' }
  | { type: 'RESET' }

export type StartCrawlInput = { website: string; kind: CrawlKind; maxPages: number | null }
export type CheckStatusInput = { jobId: number; website: string }
export type CrawlFailure = { stage: 'start' | 'check'; error: string }

const MAX_CHECK_FAILURES = 3

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`crawl actor "${name}" was not provided`))
}

const fresh = { jobId: null, status: null, links: [], linksData: [], error: null, failures: 0 } satisfies Partial<CrawlContext>

/**
 * A website crawl: posting a website or a single link returns a job; while it is pending the
 * status is checked every 2 seconds (links arriving meanwhile are shown); when it is no longer pending the results
 * are stored, and if no links came back the website result is cleared. Failed calls are only logged.
 * Pure: the calls are actors and the effects actions, given with .provide() (see crawlImplementations).
 */
export const crawlMachine = setup({
  types: {} as { context: CrawlContext; input: CrawlInput; events: CrawlEvent },
  actors: {
    startCrawl: fromPromise<CrawlJob, StartCrawlInput>(notProvided('startCrawl')),
    checkStatus: fromPromise<CrawlStatusAnswer, CheckStatusInput>(notProvided('checkStatus')),
  },
  actions: {
    logFailure: (_, _params: CrawlFailure) => {},
    /** The crawl ended with links: the app refreshes what shows them. */
    storeResults: (_, _params: { links: string[]; jobId: number }) => {},
    /** The crawl ended without links: the app forgets the website it showed. */
    clearWebsiteResult: () => {},
  },
  guards: {
    hasWebsite: ({ context }) => Boolean(context.website),
    stillPending: (_, params: { status: CrawlStatus }) => params.status === 'pending',
    noLinks: (_, params: { links: string[] }) => params.links.length === 0,
    tooManyFailures: ({ context }) => context.failures + 1 >= MAX_CHECK_FAILURES,
  },
  delays: { poll: CRAWL_POLL_MS },
}).createMachine({
  id: 'crawl',
  context: ({ input }) => ({ website: input.website ?? null, kind: 'website', maxPages: input.maxPages ?? null, ...fresh }),
  initial: 'starting',
  on: {
    CRAWL: { target: '.posting', actions: assign(({ event }) => ({ website: event.website, kind: 'website' as const, maxPages: event.maxPages ?? null, ...fresh })) },
    LINK: { target: '.posting', actions: assign(({ event }) => ({ website: event.url, kind: 'link' as const, maxPages: null, ...fresh })) },
    WATCH: { target: '.checking', actions: assign(({ event }) => ({ website: event.website, kind: event.kind, maxPages: null, ...fresh, jobId: event.jobId, status: 'pending' as const })) },
  },
  states: {
    starting: { always: [{ guard: 'hasWebsite', target: 'posting' }, { target: 'idle' }] },
    idle: { on: { RESET: { actions: assign({ website: null, ...fresh }) } } },
    posting: {
      invoke: {
        src: 'startCrawl',
        input: ({ context }) => ({ website: context.website!, kind: context.kind, maxPages: context.maxPages }),
        onDone: { target: 'pending', actions: assign({ jobId: ({ event }) => event.output.jobId, status: ({ event }) => event.output.status }) },
        onError: { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ stage: 'start' as const, error: errorMessage(event.error) }) } },
      },
    },
    pending: {
      after: { poll: 'checking' },
      on: { CANCEL: 'idle' },
    },
    checking: {
      on: { CANCEL: 'idle' },
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => ({ jobId: context.jobId!, website: context.website! }),
        onDone: [
          {
            guard: { type: 'stillPending', params: ({ event }) => ({ status: event.output.status }) },
            target: 'pending',
            actions: assign({ links: ({ event }) => event.output.links, linksData: ({ event }) => event.output.linksData, failures: 0 }),
          },
          {
            guard: { type: 'noLinks', params: ({ event }) => ({ links: event.output.links }) },
            target: 'done',
            actions: [assign({ website: null, status: ({ event }) => event.output.status, error: ({ event }) => event.output.error, links: [], linksData: [], failures: 0 }), 'clearWebsiteResult'],
          },
          {
            target: 'done',
            actions: [
              assign({ status: ({ event }) => event.output.status, links: ({ event }) => event.output.links, linksData: ({ event }) => event.output.linksData, error: ({ event }) => event.output.error, failures: 0 }),
              { type: 'storeResults', params: ({ event }) => ({ links: event.output.links, jobId: event.output.jobId }) },
            ],
          },
        ],
        onError: [
          {
            guard: 'tooManyFailures',
            target: 'idle',
            actions: [{ type: 'logFailure', params: ({ event }) => ({ stage: 'check' as const, error: errorMessage(event.error) }) }, assign({ failures: 0 })],
          },
          {
            target: 'pending',
            actions: [{ type: 'logFailure', params: ({ event }) => ({ stage: 'check' as const, error: errorMessage(event.error) }) }, assign({ failures: ({ context }) => context.failures + 1 })],
          },
        ],
      },
    },
    done: { on: { RESET: { target: 'idle', actions: assign({ website: null, ...fresh }) } } },
  },
})

export type CrawlDeps = {
  api: {
    crawlWebsite(body: { website: string; max_pages?: number }): Promise<CrawlJob>
    singleLink(body: { url: string }): Promise<CrawlJob>
    checkStatus(query: { job_id: number; website: string }): Promise<CrawlStatusAnswer>
  }
  log(message: string): void
  onResults(links: string[], jobId: number): void
  onCleared(): void
}

/** The app's implementations from injected dependencies: `crawlMachine.provide(crawlImplementations(deps))`. */
export function crawlImplementations(deps: CrawlDeps) {
  return {
    actors: {
      startCrawl: fromPromise<CrawlJob, StartCrawlInput>(({ input }) =>
        input.kind === 'link' ? deps.api.singleLink({ url: input.website }) : deps.api.crawlWebsite({ website: input.website, ...(input.maxPages ? { max_pages: input.maxPages } : {}) }),
      ),
      checkStatus: fromPromise<CrawlStatusAnswer, CheckStatusInput>(({ input }) => deps.api.checkStatus({ job_id: input.jobId, website: input.website })),
    },
    actions: {
      logFailure: (_: unknown, params: CrawlFailure) => deps.log(`Website crawl ${params.stage} failed: ${params.error}`),
      storeResults: (_: unknown, params: { links: string[]; jobId: number }) => deps.onResults(params.links, params.jobId),
      clearWebsiteResult: () => deps.onCleared(),
    },
  }
}
