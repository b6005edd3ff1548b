import { defineClientFeature } from '../../routing/client-feature'
import { notBuiltPagesOf } from '../../routing/not-built'

export const coursesClient = defineClientFeature({ id: 'courses', pages: notBuiltPagesOf('training', ['settings.courses', 'settings.course']) })
