import { defineClientFeature } from '../../routing/client-feature'
import { notBuiltPagesOf } from '../../routing/not-built'

export const teamClient = defineClientFeature({ id: 'team', pages: notBuiltPagesOf('team', ['manageTeam']) })
