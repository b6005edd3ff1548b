import { guardedFetch, guardedStream, OutboundRefused, type GuardedStreamResponse, type OutboundPolicy } from '../../http/guarded-fetch'
import { createEventStreamReader } from './server-sent-events'

/** The user's OpenAI-compatible endpoint (OpenAI, a local Ollama or vLLM, any proxy speaking the same API). */
export type ChatSettings = { baseUrl: string; model: string; apiKey: string }
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }
export type ChatOptions = {
  policy: OutboundPolicy
  /** Ask for `stream: true` and read the server-sent events (`data:` chunks up to `[DONE]`) as they arrive. */
  stream?: boolean
  /** Each piece of the answer as it arrives (streamed answers). */
  onDelta?(text: string): void
  maxTokens?: number
  temperature?: number
  /** Ask for a JSON object answer (`response_format: { type: 'json_object' }`). */
  json?: boolean
  signal?: AbortSignal
}
export type ChatAnswer = { text: string; model: string; finishReason: string | null }

export type AiErrorKind = 'auth' | 'quota' | 'rate_limit' | 'request' | 'server' | 'network' | 'refused' | 'bad_response'

/** A failed call, in words a user can act on; `retryable` says whether trying the same call later may work. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message)
    this.name = 'AiProviderError'
  }
  get retryable() {
    return this.kind === 'rate_limit' || this.kind === 'server' || this.kind === 'network'
  }
}

/** Models answer slowly: a whole completion may take a minute, well past the outbound default of 10 s. */
const CHAT_TIMEOUT_MS = 90_000

export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`
}

function providerMessage(body: string): string | null {
  try {
    const data = JSON.parse(body) as { error?: { message?: unknown; code?: unknown } | string; message?: unknown }
    if (typeof data.error === 'string') return data.error
    if (data.error && typeof data.error.message === 'string') return data.error.message
    if (typeof data.message === 'string') return data.message
  } catch {
    // not JSON: no message to quote
  }
  return null
}

function providerCode(body: string): string | null {
  try {
    const data = JSON.parse(body) as { error?: { code?: unknown; type?: unknown } }
    const code = data.error?.code ?? data.error?.type
    return typeof code === 'string' ? code : null
  } catch {
    return null
  }
}

function retryAfter(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

function errorFor(status: number, body: string, headers: Record<string, string | string[] | undefined>): AiProviderError {
  const quoted = providerMessage(body)
  const said = quoted ? `: ${quoted}` : '.'
  if (status === 401 || status === 403) return new AiProviderError('auth', `The AI provider refused the API key (${status})${said}`, status)
  if (status === 429) {
    // OpenAI answers 429 for an exhausted quota too; waiting does not help that one.
    if (providerCode(body) === 'insufficient_quota') return new AiProviderError('quota', `The AI provider's quota is used up (429)${said}`, status)
    return new AiProviderError('rate_limit', `The AI provider is rate limiting requests (429)${said}`, status, retryAfter(headers['retry-after']))
  }
  if (status >= 500) return new AiProviderError('server', `The AI provider failed (${status})${said}`, status)
  return new AiProviderError('request', `The AI provider refused the request (${status})${said}`, status)
}

type Completion = { model?: string; choices?: { message?: { content?: unknown }; delta?: { content?: unknown }; finish_reason?: unknown }[]; error?: unknown }

/** A refusal of the guarded client (before or during the answer) in the provider's words. */
function unreachable(err: unknown): unknown {
  if (!(err instanceof OutboundRefused)) return err
  const transient = err.code === 'timeout' || err.code === 'network' || err.code === 'dns'
  return new AiProviderError(transient ? 'network' : 'refused', `The AI provider could not be reached: ${err.message}`)
}

/**
 * One chat completion: `POST {baseUrl}/chat/completions` with the user's key, plain or streamed. A streamed answer is
 * read as it arrives: each delta goes to `onDelta` at once, and reading stops at `[DONE]` or at an error event
 * without waiting for the connection to end.
 */
export async function chatCompletion(settings: ChatSettings, messages: ChatMessage[], options: ChatOptions): Promise<ChatAnswer> {
  const body = JSON.stringify({
    model: settings.model,
    messages,
    ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.json ? { response_format: { type: 'json_object' } } : {}),
    ...(options.stream ? { stream: true } : {}),
  })
  const request = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: options.stream ? 'text/event-stream' : 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body,
    signal: options.signal,
    // A redirect would carry the key elsewhere (guardedFetch drops it across hosts, but the call would fail anyway).
    followRedirect: () => false,
  }
  const policy = { ...options.policy, timeoutMs: options.policy.timeoutMs ?? CHAT_TIMEOUT_MS }
  if (options.stream) {
    const response = await guardedStream(completionsUrl(settings.baseUrl), request, policy).catch((err: unknown) => Promise.reject(unreachable(err)))
    return readStreamed(response, settings.model, options.onDelta)
  }
  const response = await guardedFetch(completionsUrl(settings.baseUrl), request, policy).catch((err: unknown) => Promise.reject(unreachable(err)))
  const text = response.text()
  if (response.status < 200 || response.status > 299) throw errorFor(response.status, text, response.headers)
  const contentType = String(response.headers['content-type'] ?? '')
  if (!contentType.includes('text/event-stream')) return readJson(text, settings.model)
  const answer = streamedAnswer(settings.model, options.onDelta)
  answer.push(text)
  return answer.end()
}

/** A streamed answer read from the connection as it arrives; an error answer or a JSON one is read whole. */
async function readStreamed(response: GuardedStreamResponse, model: string, onDelta?: (text: string) => void): Promise<ChatAnswer> {
  const decoder = new TextDecoder()
  const contentType = String(response.headers['content-type'] ?? '')
  const ok = response.status >= 200 && response.status <= 299
  try {
    if (!ok || !contentType.includes('text/event-stream')) {
      let text = ''
      for await (const chunk of response.body) text += decoder.decode(chunk, { stream: true })
      text += decoder.decode()
      if (!ok) throw errorFor(response.status, text, response.headers)
      return readJson(text, model)
    }
    const answer = streamedAnswer(model, onDelta)
    for await (const chunk of response.body) {
      answer.push(decoder.decode(chunk, { stream: true }))
      // The answer is complete (or failed): leaving the loop closes the connection, whatever the server does next.
      if (answer.settled) break
    }
    if (!answer.settled) answer.push(decoder.decode())
    return answer.end()
  } catch (err) {
    throw unreachable(err)
  }
}

function readJson(text: string, model: string): ChatAnswer {
  let data: Completion
  try {
    data = JSON.parse(text) as Completion
  } catch {
    throw new AiProviderError('bad_response', 'The AI provider answered something other than JSON.')
  }
  const choice = data.choices?.[0]
  const content = choice?.message?.content
  if (typeof content !== 'string') throw new AiProviderError('bad_response', 'The AI provider answered without a message.')
  return { text: content, model: typeof data.model === 'string' ? data.model : model, finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null }
}

/** The streamed form: every `data:` chunk carries a delta of the message; `[DONE]` ends it. Fed as it arrives. */
function streamedAnswer(model: string, onDelta?: (text: string) => void) {
  const parts: string[] = []
  let answeredModel = model
  let finishReason: string | null = null
  let failure: string | null = null
  const reader = createEventStreamReader((data) => {
    let chunk: Completion
    try {
      chunk = JSON.parse(data) as Completion
    } catch {
      return
    }
    if (chunk.error) failure = providerMessage(data) ?? 'The AI provider reported an error mid-stream.'
    if (typeof chunk.model === 'string') answeredModel = chunk.model
    const choice = chunk.choices?.[0]
    const delta = choice?.delta?.content
    if (typeof delta === 'string' && delta !== '') {
      parts.push(delta)
      onDelta?.(delta)
    }
    if (typeof choice?.finish_reason === 'string') finishReason = choice.finish_reason
  })
  return {
    push: (text: string) => reader.push(text),
    /** `[DONE]` or an error event was read: nothing after it counts. */
    get settled() {
      return reader.sawDone || failure !== null
    },
    end(): ChatAnswer {
      reader.end()
      if (failure) throw new AiProviderError('server', `The AI provider failed mid-stream: ${failure}`)
      if (!reader.sawDone && finishReason === null) throw new AiProviderError('network', 'The AI provider ended the stream early.')
      return { text: parts.join(''), model: answeredModel, finishReason }
    },
  }
}
