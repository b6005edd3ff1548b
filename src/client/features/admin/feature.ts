import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const adminClient = defineClientFeature({
  id: 'admin',
  pages: {
    'admin.plans': lazyPage(() => import('../admin-plans/plans-page')),
    'admin.planCreate': lazyPage(() => import('../admin-plans/plan-create-page')),
    'admin.planEdit': lazyPage(() => import('../admin-plans/plan-edit-page')),
    'admin.plansHistory': lazyPage(() => import('../admin-plans/plans-history-page')),
    'admin.audit': lazyPage(() => import('../admin-audit/audit-page')),
    'admin.mail': lazyPage(() => import('./mail-outbox-page')),
  },
})
