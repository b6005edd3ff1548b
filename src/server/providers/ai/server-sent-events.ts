/**
 * Reads an OpenAI-style event stream: `data: {json}` lines separated by blank lines, ending with `data: [DONE]`.
 * Fed chunk by chunk (a chunk may end mid-line); each complete event's data goes to `onData`.
 */
export function createEventStreamReader(onData: (data: string) => void) {
  let buffer = ''
  let dataLines: string[] = []
  let done = false

  const dispatch = () => {
    if (!dataLines.length) return
    const data = dataLines.join('\n')
    dataLines = []
    if (data === '[DONE]') done = true
    else if (!done) onData(data)
  }

  const line = (raw: string) => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (text === '') return dispatch()
    if (text.startsWith(':')) return // a comment (keep-alive)
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') dataLines.push(value)
  }

  return {
    push(chunk: string) {
      buffer += chunk
      let newline = buffer.indexOf('\n')
      while (newline !== -1) {
        line(buffer.slice(0, newline))
        buffer = buffer.slice(newline + 1)
        newline = buffer.indexOf('\n')
      }
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      if (buffer !== '') line(buffer)
      buffer = ''
      dispatch()
    },
    get sawDone() {
      return done
    },
  }
}
