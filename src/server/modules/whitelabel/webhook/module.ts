import { defineServerModule, worksJob } from '../../../server-module'
import { webhookRoutes } from './routes'
import { deliverPending, queueDueWebhooks, wlWebhookJob } from './webhook-outbox'

/** Every process looks this often for resellers with undelivered events; the queue holds one job per reseller at most. */
const SWEEP_EVERY_MS = 5_000

/**
 * The reseller's outbound subscription webhook: every usage-history row of the kinds it chose, in order, signed the
 * Standard Webhooks way, with a delivery log and redelivery (docs/decisions.md, "The reseller's webhook outbox").
 */
export const whitelabelWebhookModule = defineServerModule({
  id: 'whitelabel-webhook',
  routes: [{ mount: '/api', routes: webhookRoutes }],
  jobs: [worksJob(wlWebhookJob, async (deps, job) => void (await deliverPending(deps, job.data.accountId)))],
  async start(deps) {
    const sweep = async () => {
      try {
        await queueDueWebhooks(deps)
      } catch (err) {
        console.error('Queueing reseller webhooks failed:', (err as Error).message)
      }
    }
    await sweep()
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS)
    timer.unref()
    return () => clearInterval(timer)
  },
})
