import type { CrmProvider } from '../../../shared/integrations/types'
import type { OutboundPolicy } from '../../http/guarded-fetch'
import type { CrmConfig } from './crm-config'
import { crmHttp } from './crm-http'
import type { CrmAdapter } from './crm-types'
import { ghlCrm } from './ghl'
import { grooveCrm } from './groove'
import { keapCrm } from './keap'
import { salesConnectorCrm } from './sales-connector'

export type CrmAdapters = Record<Exclude<CrmProvider, 'zapier'>, CrmAdapter>

/** Every CRM adapter, each calling out through the guarded client with the server's outbound policy. */
export function crmAdapters(config: CrmConfig, policy: OutboundPolicy, now: () => Date): CrmAdapters {
  const http = crmHttp(policy)
  return {
    ghl: ghlCrm(config.ghl, http, now),
    keap: keapCrm(config.keap, http, now),
    sales_connector: salesConnectorCrm(config.salesConnector, http, now),
    groove: grooveCrm(config.groove, http),
  }
}
