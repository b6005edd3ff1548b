import { defineServerModule } from '../../../server-module'
import { trainingRoutes } from './routes'

/** The reseller's training center for its customers (docs/api.md, "White-label: training content"). */
export const whitelabelTrainingModule = defineServerModule({ id: 'whitelabel-training', routes: [{ mount: '/api', routes: trainingRoutes }] })
