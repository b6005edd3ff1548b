import { getToken } from './token'

/**
 * Reads a server-sent events route of this API (GET, `event:` and `data:` lines, JSON data). EventSource cannot send
 * the Authorization header, so the stream is read with fetch. `onEvent` gets every event's data and name; the promise
 * ends with the last data when the server sends `end` (or the stream closes), and rejects on an HTTP error or an abort.
 */
export async function readEventStream<T>(path: string, onEvent: (data: T, event: string) => void, signal?: AbortSignal): Promise<T | null> {
  const token = getToken()
  const response = await fetch(path, { headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal })
  if (!response.ok || !response.body) throw new Error(`Progress stream answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let last: T | null = null
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return last
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (!data) continue
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
        last = JSON.parse(data) as T
        onEvent(last, event)
        if (event === 'end') return last
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}
