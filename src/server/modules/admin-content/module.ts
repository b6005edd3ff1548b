import { defineServerModule } from '../../server-module'
import { courseRoutes } from './course-routes'
import { pageRoutes } from './page-routes'
import { partnerRoutes } from './partner-routes'
import { topicRoutes } from './topic-routes'

/** The back office's content under /api/admin: topics, courses and their pages, partners and referral partners. */
export const adminContentModule = defineServerModule({
  id: 'admin-content',
  routes: [
    { mount: '/api/admin', routes: topicRoutes },
    { mount: '/api/admin', routes: courseRoutes },
    { mount: '/api/admin', routes: pageRoutes },
    { mount: '/api/admin', routes: partnerRoutes },
  ],
})
