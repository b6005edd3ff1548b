import type { Struct } from 'superstruct'
import { structToJsonSchema, type JsonSchema } from '../../../shared/struct-json-schema'
import type { DescribedRoute } from '../../http/route-policy'

type Operation = Record<string, unknown>

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })

/** Hono's `/campaigns/:id` as OpenAPI's `/campaigns/{id}`, with the names of its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = []
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, (_m, name: string) => {
    params.push(name)
    return `{${name}}`
  })
  return { path: converted, params }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function queryParameters(query: Struct<any, any> | undefined) {
  if (!query) return []
  const schema = structToJsonSchema(query) as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s }))
}

/** Who may call: none (public), a session, or a session or an API key; and the refusals that follow from it. */
function access(route: DescribedRoute): Operation {
  const policy = route.policy
  if (!policy || policy.who === 'anyone') return { security: [] }
  const keyRefusals = { '429': errorResponse('Too many requests with this API key (Retry-After, RateLimit headers).') }
  if (policy.who === 'api-key') return { security: [{ apiKey: [] }], responses: { '401': errorResponse('No valid API key.'), ...keyRefusals } }
  const keys = policy.keys === 'allowed'
  return {
    security: keys ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }],
    'x-policy': policy,
    responses: {
      '401': errorResponse('Not signed in, or the key is unknown or revoked.'),
      '403': errorResponse(
        [policy.module ? `Needs the ${policy.module} module.` : '', policy.roles ? `Needs a role of ${policy.roles.join(', ')}.` : '', keys ? 'A read key may only GET.' : 'Refuses API keys.']
          .filter(Boolean)
          .join(' '),
      ),
      ...(keys ? keyRefusals : {}),
    },
  }
}

function operation(route: DescribedRoute, params: string[]): Operation {
  const { responses: refusals, ...who } = access(route) as { responses?: Record<string, unknown> }
  const parameters = [...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...queryParameters(route.query)]
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    ...who,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: structToJsonSchema(route.body) } } } } : {}),
    responses: {
      '2XX': { description: 'Done (docs/api.md describes each answer).' },
      ...(route.body || route.query ? { '422': errorResponse('Invalid fields.') } : {}),
      ...refusals,
    },
  }
}

/**
 * The OpenAPI 3.1 document of the server's own route table: every route with who may call it (its declared policy)
 * and the JSON Schema of the body and query it validates (the shared superstruct schemas its `reads` names).
 */
export function openApiDocument(routes: DescribedRoute[], version: string) {
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) {
    const { path, params } = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operation(route, params)
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Lead console API', version, description: 'Answers and refusals are described in docs/api.md.' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The token of POST /auth/login.' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key (lc_...); also accepted as the bearer token.' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { message: { type: 'string' }, code: { type: 'string' }, params: { type: 'object' }, errors: { type: 'object' }, field_codes: { type: 'object' } },
          required: ['message', 'code'],
        },
      },
    },
  }
}
