import { defineServerModule, worksJob } from '../../../server-module'
import { webhookRoutes } from './routes'
import { deliverPending, queueDueWebhooks, WL_WEBHOOK_CHANNEL, wlWebhookJob } from './webhook-outbox'

/**
 * The reseller's outbound subscription webhook: every usage-history row of the kinds it chose, in order, signed the
 * Standard Webhooks way, with a delivery log and redelivery (docs/decisions.md, "The reseller's webhook outbox").
 * A history row wakes its reseller's delivery through the database's notification (sent by a trigger on commit, to
 * every process); a slow poll (WL_WEBHOOK_POLL_SECONDS) and one at start catch what a restart, a lost connection or
 * a held stream left undelivered.
 */
export const whitelabelWebhookModule = defineServerModule({
  id: 'whitelabel-webhook',
  routes: [{ mount: '/api', routes: webhookRoutes }],
  jobs: [worksJob(wlWebhookJob, async (deps, job) => void (await deliverPending(deps, job.data.accountId)))],
  async start(deps, context) {
    const wake = (accountId: number) =>
      deps.jobs.send(wlWebhookJob, { accountId }, { accountId }).catch((err) => console.error(`Queueing the webhook of reseller ${accountId} failed:`, (err as Error).message))
    const stopListening = await context.listen(WL_WEBHOOK_CHANNEL, (payload) => {
      const accountId = Number(payload)
      if (Number.isSafeInteger(accountId) && accountId > 0 && !deps.jobs.stopping) void wake(accountId)
    })
    const sweep = async () => {
      try {
        await queueDueWebhooks(deps)
      } catch (err) {
        console.error('Queueing reseller webhooks failed:', (err as Error).message)
      }
    }
    await sweep()
    const timer = setInterval(() => void sweep(), deps.config.resellerWebhookPollSeconds * 1000)
    timer.unref()
    return async () => {
      clearInterval(timer)
      await stopListening()
    }
  },
})
