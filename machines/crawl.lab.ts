import type { CrawlJob, CrawlStatusAnswer } from '../src/shared/ai/training'
import type { LabMachine } from './lab-machine'
import { crawlMachine } from './crawl.machine'

const sampleLinks = ['https://acme.example/', 'https://acme.example/about']

/** The crawl machine in the Machine Lab: the tester answers the post and each status check by hand. */
export const crawlLab: LabMachine = {
  id: 'crawl',
  title: 'aiTraining.lab.crawl',
  machine: crawlMachine,
  input: { website: null },
  eventSamples: {
    CRAWL: { website: 'acme.example', maxPages: 50 },
    LINK: { url: 'https://acme.example/pricing' },
    WATCH: { jobId: 1, website: 'acme.example', kind: 'website' },
  },
  labImplementations: (harness) => ({
    actors: {
      startCrawl: harness.manual<CrawlJob>('startCrawl', { jobId: 1, status: 'pending', website: 'https://acme.example/', kind: 'website' }),
      checkStatus: harness.manual<CrawlStatusAnswer>('checkStatus', {
        jobId: 1,
        status: 'done',
        website: 'https://acme.example/',
        kind: 'website',
        pages: 2,
        links: sampleLinks,
        linksData: sampleLinks.map((url, i) => ({ id: i + 1, kind: 'website', url, title: url, excerpt: '', tokens: 120, truncated: false, crawl_id: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })),
        error: null,
      }),
    },
    actions: {
      logFailure: harness.record('logFailure'),
      storeResults: harness.record('storeResults'),
      clearWebsiteResult: harness.record('clearWebsiteResult'),
    },
  }),
}
