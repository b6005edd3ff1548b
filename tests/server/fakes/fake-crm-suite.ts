import { readCrmConfig, type CrmConfig } from '../../../src/server/providers/crm/crm-config'
import type { OutboundPolicy } from '../../../src/server/http/guarded-fetch'
import { GHL_CLIENT, startFakeGhl } from './fake-ghl'
import { startFakeGroove } from './fake-groove'
import { KEAP_CLIENT, startFakeKeap } from './fake-keap'
import { SALES_CONNECTOR_CLIENT, startFakeSalesConnector } from './fake-sales-connector'
import { startFakeZapier } from './fake-zapier'

export const PUBLIC_URL = 'http://console.test'
/** The fakes listen on 127.0.0.1 on random ports: tests allow exactly that, as OUTBOUND_ALLOW and OUTBOUND_ANY_PORT do. */
export const loopbackPolicy: OutboundPolicy = { allow: ['127.0.0.1'], allowedPorts: 'any' }

/** Every CRM fake, and the server configuration pointing at them (the README's environment variables). */
export async function startCrmFakes() {
  const [ghl, keap, salesConnector, groove, zapier] = await Promise.all([startFakeGhl(), startFakeKeap(), startFakeSalesConnector(), startFakeGroove(), startFakeZapier()])
  const crm: CrmConfig = readCrmConfig(
    {
      PUBLIC_URL,
      GHL_CLIENT_ID: GHL_CLIENT.id, GHL_CLIENT_SECRET: GHL_CLIENT.secret, GHL_API_URL: ghl.url, GHL_AUTH_URL: `${ghl.url}/oauth/chooselocation`,
      KEAP_CLIENT_ID: KEAP_CLIENT.id, KEAP_CLIENT_SECRET: KEAP_CLIENT.secret, KEAP_API_URL: keap.url, KEAP_AUTH_URL: `${keap.url}/app/oauth/authorize`,
      SALES_CONNECTOR_URL: salesConnector.url, SALES_CONNECTOR_CLIENT_ID: SALES_CONNECTOR_CLIENT.id, SALES_CONNECTOR_CLIENT_SECRET: SALES_CONNECTOR_CLIENT.secret,
      GROOVE_API_URL: groove.url,
      ZAPIER_INVITE_URL: 'https://zapier.com/developer/public-invite/1/abc/',
    },
    3000,
  )
  return {
    ghl, keap, salesConnector, groove, zapier, crm,
    async close() {
      await Promise.all([ghl.close(), keap.close(), salesConnector.close(), groove.close(), zapier.close()])
    },
  }
}
export type CrmFakes = Awaited<ReturnType<typeof startCrmFakes>>
