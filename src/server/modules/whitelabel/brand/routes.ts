import { Hono } from 'hono'
import { brandImageKinds, businessAccountBody, type BrandImageKind } from '../../../../shared/whitelabel/brand'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accountIdOf } from '../../../db/tenant-scope'
import { allowFor } from '../../../http/allow'
import { notFound } from '../../../http/api-error'
import { readBody } from '../../../http/read-body'
import { reads } from '../../../http/route-policy'
import { brandImage, readBusinessAccount, removeBrandImage, resellerScriptFor, saveBusinessAccount, storeBrandImage } from './business-account'
import { readImageUpload } from './image-upload'

/** The upload paths (POST, multipart): the front door leaves their bodies to readImageUpload. */
export const BRAND_IMAGE_PATHS = brandImageKinds.map((kind) => `/api/wl/business-account/${kind}`)

/**
 * GET, PUT /api/wl/business-account; POST, DELETE /api/wl/business-account/{logo|favicon}; the images themselves at
 * GET /api/wl/brand-images/{id} (public); GET /api/wl/tenant-script (the custom script a signed-in customer runs).
 */
export function brandRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps

  app.get('/wl/business-account', allow.module('whitelabel'), async (c) => c.json({ data: await readBusinessAccount(db, accountIdOf(c.var)) }))

  app.put('/wl/business-account', allow.module('whitelabel'), reads({ body: businessAccountBody }), async (c) => {
    const body = await readBody(c, businessAccountBody)
    const data = await saveBusinessAccount(db, accountIdOf(c.var), body)
    return c.json({ message: say('whitelabel.business_account_saved'), data })
  })

  for (const kind of brandImageKinds satisfies readonly BrandImageKind[]) {
    app.post(`/wl/business-account/${kind}`, allow.module('whitelabel'), async (c) => {
      const { contentType, bytes } = await readImageUpload(c)
      const url = await storeBrandImage(db, accountIdOf(c.var), kind, contentType, bytes)
      return c.json({ message: say('whitelabel.image_uploaded'), data: { [kind]: url } }, 201)
    })
    app.delete(`/wl/business-account/${kind}`, allow.module('whitelabel'), async (c) => {
      await removeBrandImage(db, accountIdOf(c.var), kind)
      return c.json({ message: say('whitelabel.image_removed'), data: { [kind]: null } })
    })
  }

  app.get('/wl/brand-images/:id', allow.anyone, async (c) => {
    const image = await brandImage(db, Number(c.req.param('id')))
    if (!image) throw notFound()
    // A new upload is a new id, so an id's bytes never change.
    return c.body(new Uint8Array(image.bytes), 200, { 'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' })
  })

  // Any signed-in person may ask; only a reseller's customer gets a script (the reseller's and the admin's consoles never run one).
  app.get('/wl/tenant-script', allow.signedIn, async (c) => c.json({ data: { script: await resellerScriptFor(db, c.var.account.resellerId) } }))

  return app
}
