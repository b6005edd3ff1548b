import { adminUsersInfiniteQuery } from '../../../api/admin-users'
import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const adminUsersClient = defineClientFeature({
  id: 'admin-users',
  pages: {
    'admin.users': lazyPage(() => import('./users-page')),
    'admin.userCreate': lazyPage(() => import('./user-create-page')),
    'admin.userEdit': lazyPage(() => import('./user-edit-page')),
    'admin.usersHistory': lazyPage(() => import('./users-history-page')),
  },
  prefetch: {
    'admin.users': (queryClient) => void queryClient.prefetchInfiniteQuery(adminUsersInfiniteQuery({ sort: 'created_at', dir: 'desc' })),
  },
  mounted: [lazyWithReload(() => import('./user-finder-source')), lazyWithReload(() => import('./user-actions-bridge')), lazyWithReload(() => import('./impersonation-banner'))],
})
