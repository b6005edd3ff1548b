import { defineServerModule } from '../../server-module'
import { coursesRoutes } from './routes'

/** Onboarding courses: topics, courses and their items (seeded by db/course-seed.ts), and each user's progress. */
export const coursesModule = defineServerModule({
  id: 'courses',
  routes: [{ mount: '/api', routes: coursesRoutes }],
})
