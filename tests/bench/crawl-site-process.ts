/** The crawl bench's website, in a process of its own (as a real site is on another machine): prints its origin. */
import { serveGeneratedSite } from '../server/fixtures/sites/generated-site'

const site = await serveGeneratedSite({ pages: Number(process.argv[2] ?? 200), paddingBytes: Number(process.argv[3] ?? 30_000), latencyMs: Number(process.argv[4] ?? 0) })
process.stdout.write(`${site.origin}\n`)
process.on('SIGTERM', () => void site.close().then(() => process.exit(0)))
