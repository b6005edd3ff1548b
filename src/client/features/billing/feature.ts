import { defineClientFeature } from '../../routing/client-feature'
import { notBuilt } from '../../routing/not-built'

export const billingClient = defineClientFeature({ id: 'billing', pages: { billingPortal: notBuilt('billing'), callback: notBuilt('callbacks') } })
