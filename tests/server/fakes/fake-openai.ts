import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_OPENAI_KEY = 'sk-test-fake-openai-key'
export const FAKE_OPENAI_MODEL = 'gpt-fake-1'

export type ChatRequestBody = {
  model: string
  messages: { role: string; content: string }[]
  stream?: boolean
  max_tokens?: number
  temperature?: number
  response_format?: { type: string }
}
export type RecordedRequest = { path: string; authorization: string | undefined; accept: string | undefined; body: ChatRequestBody }
type Failure = { status: number; body: unknown; headers?: Record<string, string> }
/** A streamed answer held after its first piece until the test releases it; optionally left open after `[DONE]`. */
export type HeldStream = { release(): void; readonly lastSent: boolean; readonly closedByClient: Promise<void> }

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

/**
 * A local server speaking OpenAI's chat completions API (`POST /v1/chat/completions`): bearer key check with
 * OpenAI's 401 body, queued failures (429 with Retry-After, 500, quota), plain JSON answers and `stream: true`
 * answers as server-sent events (`data: {chunk}` ... `data: [DONE]`). Answers come from `reply`, by default a
 * deterministic echo naming the model and the first line of the request.
 */
export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = []
  const failures: Failure[] = []
  let midStreamError: string | null = null
  let held: { gate: Promise<void>; keepOpen: boolean; sentLast(): void; clientClosed(): void } | null = null
  let reply: (body: ChatRequestBody) => string = (body) => {
    const user = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? ''
    return `Written by ${body.model}: ${user.split('\n')[0]}`
  }

  const server = createServer(async (req, res) => {
    const raw = await bodyOf(req)
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Unknown request: ${req.method} ${req.url}`, type: 'invalid_request_error' } }))
      return
    }
    let body: ChatRequestBody
    try {
      body = JSON.parse(raw) as ChatRequestBody
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' } }))
      return
    }
    requests.push({ path: req.url, authorization: req.headers.authorization, accept: req.headers.accept, body })
    if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({ error: { message: 'Incorrect API key provided: sk-wr***. You can find your API key at https://platform.openai.com/account/api-keys.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }),
      )
      return
    }
    const failure = failures.shift()
    if (failure) {
      res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers }).end(JSON.stringify(failure.body))
      return
    }
    const content = reply(body)
    const id = `chatcmpl-${requests.length}`
    const created = 1_700_000_000 + requests.length
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      res.write(chunk({ role: 'assistant', content: '' }, null))
      // Pieces of a few characters, split mid-word, as a real stream delivers them.
      const pieces: string[] = []
      for (let i = 0; i < content.length; i += 7) pieces.push(chunk({ content: content.slice(i, i + 7) }, null))
      const hold = held
      held = null
      if (midStreamError) {
        // OpenAI reports a failure after the answer has started as an error event; this fake then leaves the line open.
        res.write(pieces[0] ?? '')
        res.write(`data: ${JSON.stringify({ error: { message: midStreamError, type: 'server_error' } })}\n\n`)
        midStreamError = null
        return
      }
      if (hold) {
        res.write(pieces.shift() ?? '')
        res.on('close', hold.clientClosed)
        await hold.gate
      }
      for (const piece of pieces) res.write(piece)
      res.write(chunk({}, 'stop'))
      hold?.sentLast()
      if (hold?.keepOpen) res.write('data: [DONE]\n\n')
      else res.end('data: [DONE]\n\n')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    /** The base URL a user would enter (OpenAI's is https://api.openai.com/v1). */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setReply(fn: (body: ChatRequestBody) => string) {
      reply = fn
    },
    /** The next `times` authorised requests fail with a 429 (rate limit, Retry-After 1). */
    rateLimit(times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } } })
    },
    /** The next request fails with OpenAI's exhausted-quota 429, which waiting does not cure. */
    quotaExceeded() {
      failures.push({ status: 429, body: { error: { message: 'You exceeded your current quota, please check your plan and billing details.', type: 'insufficient_quota', code: 'insufficient_quota' } } })
    },
    serverError(times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status: 500, body: { error: { message: 'The server had an error while processing your request.', type: 'server_error' } } })
    },
    /**
     * The next streamed answer sends its first piece, then waits for `release()`; with `keepOpen` its connection stays
     * open after `[DONE]` (a client that waits for the end of the connection never returns).
     */
    holdNextStream(options: { keepOpen?: boolean } = {}): HeldStream {
      let release!: () => void
      let clientClosed!: () => void
      let lastSent = false
      const gate = new Promise<void>((resolve) => (release = resolve))
      const closedByClient = new Promise<void>((resolve) => (clientClosed = resolve))
      held = { gate, keepOpen: options.keepOpen ?? false, sentLast: () => (lastSent = true), clientClosed }
      return {
        release,
        get lastSent() {
          return lastSent
        },
        closedByClient,
      }
    },
    /** The next streamed answer sends one piece, then an error event, and stays open. */
    failMidStream(message: string) {
      midStreamError = message
    },
    reset() {
      requests.length = 0
      failures.length = 0
      held = null
      midStreamError = null
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>
