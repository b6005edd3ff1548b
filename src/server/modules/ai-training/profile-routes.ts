import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { businessProfileBody, isProfileComplete, missingProfileFields, normaliseWebsite, type BusinessProfileBody } from '../../../shared/ai/business-profile'
import type { AppDeps, AppEnv } from '../../app-deps'
import { businessProfiles } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { notFound } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { presentProfile, readBusinessProfile } from './business-profile'
import { say } from '../../../shared/english-message'

/** The fields a body sets, trimmed, the website normalised to an absolute URL ("acme.com" -> "https://acme.com/"). */
function changesOf(body: BusinessProfileBody) {
  const t = (v: string | undefined) => (v === undefined ? undefined : v.trim())
  const website = body.website === undefined ? undefined : body.website.trim() === '' ? '' : normaliseWebsite(body.website)!
  const changes = {
    businessName: t(body.business_name),
    website,
    whatItSells: t(body.what_it_sells),
    whoItHelps: t(body.who_it_helps),
    whatItDoes: t(body.what_it_does),
    contactName: t(body.contact_name),
    personality: t(body.personality),
  }
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<Record<keyof typeof changes, string>>
}

const answer = (profile: ReturnType<typeof presentProfile>, message: string) => ({ message, data: profile, complete: isProfileComplete(profile), missing: missingProfileFields(profile) })

/** GET, POST api/business-details/data and PUT api/business-details/data/{id} (docs/api.md). */
export function businessProfileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps

  app.get('/business-details/data', allow.signedIn, async (c) => {
    const profile = await readBusinessProfile(db, accountIdOf(c.var))
    return c.json({ data: profile, complete: isProfileComplete(profile), missing: missingProfileFields(profile) })
  })

  // One profile per account: posting again saves over it (201 the first time, 200 after).
  app.post('/business-details/data', allow.signedIn, reads({ body: businessProfileBody }), async (c) => {
    const body = await readBody(c, businessProfileBody)
    const scope = forAccount(db, accountIdOf(c.var))
    const now = deps.now()
    const changes = changesOf(body)
    const existing = (await scope.select('businessProfiles'))[0]
    const [row] = await scope
      .insert('businessProfiles', [{ ...changes, createdAt: now, updatedAt: now }])
      .onConflictDoUpdate({ target: businessProfiles.accountId, set: { ...changes, updatedAt: now } })
      .returning()
    return c.json(answer(presentProfile(row as typeof businessProfiles.$inferSelect), say('training.profile_saved')), existing ? 200 : 201)
  })

  app.put('/business-details/data/:id', allow.signedIn, reads({ body: businessProfileBody }), async (c) => {
    const scope = forAccount(db, accountIdOf(c.var))
    const current = await scope.one('businessProfiles', pathId(c))
    if (!current) throw notFound()
    const body = await readBody(c, businessProfileBody)
    const [row] = await scope.update('businessProfiles', { ...changesOf(body), updatedAt: deps.now() }, eq(businessProfiles.id, current.id)).returning()
    return c.json(answer(presentProfile(row as typeof businessProfiles.$inferSelect), say('training.profile_saved')))
  })

  return app
}
