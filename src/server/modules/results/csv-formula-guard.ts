/**
 * The formula guard of the PostgreSQL export, applied to the bytes of `COPY (raw cells) TO STDOUT (FORMAT csv)` as
 * they stream: a cell that a spreadsheet would run as a formula (first character `= + - @`, tab or CR) gets a leading
 * `'` (OWASP CSV injection), except a value that is only a phone number ("+49 221 1", "(555) 010-9999": a plus,
 * digits, spaces, dashes, dots, parentheses) and, in a number field, a real number ("-3", "1e5"). The output is byte
 * for byte what COPY writes for the same rule computed in SQL (`exportQuery` with `escape`, the PGlite path): the
 * added quote is never a character COPY quotes for, so COPY's own quoting stays as it was and only cell starts change.
 * Done here rather than in the statement because the rule cost PostgreSQL about 1 s of CPU per million rows, a third
 * of the export's time, and this scan runs on another core (docs/decisions.md, "CSV export speed").
 *
 * The scan reads COPY's CSV: cells separated by `,`, rows ended by `\n`, a cell quoted (`"`, inner quotes doubled)
 * when it holds a comma, quote, CR or LF or is the empty string (NULL is an empty unquoted cell). It looks at each
 * cell's first byte and runs to the cell's end (a byte loop over unquoted cells, which are short; `Buffer.indexOf`
 * for the closing quote of a quoted one); a cell cut by a chunk boundary is carried into
 * the next chunk, so memory stays one cell above the chunk size.
 */

/** How a column is guarded: not at all (dates, e-mail state words), as text, or as a number field. */
export type CellGuard = 'plain' | 'text' | 'number'

const QUOTE = 0x22
const COMMA = 0x2c
const LF = 0x0a
const PLUS = 0x2b
const MINUS = 0x2d
const APOSTROPHE = Buffer.from("'")

const formulaStart = new Uint8Array(256)
for (const c of '=+-@\t\r') formulaStart[c.charCodeAt(0)] = 1
/** The phone characters after an optional leading plus: digits, space, parentheses, dot, dash. */
const phoneByte = new Uint8Array(256)
for (const c of '0123456789 ().-') phoneByte[c.charCodeAt(0)] = 1
const isDigit = (b: number) => b >= 0x30 && b <= 0x39

/** `^[+]?[0-9 ().-]*[0-9][0-9 ().-]*$` over buf[start, end). */
function phoneOnly(buf: Buffer, start: number, end: number): boolean {
  let i = buf[start] === PLUS ? start + 1 : start
  let digit = false
  for (; i < end; i++) {
    const b = buf[i]
    if (!phoneByte[b]) return false
    if (isDigit(b)) digit = true
  }
  return digit
}

/** `^-?[0-9]+([.][0-9]+)?([eE][+-]?[0-9]+)?$` over buf[start, end). */
function realNumber(buf: Buffer, start: number, end: number): boolean {
  let i = buf[start] === MINUS ? start + 1 : start
  const digits = () => {
    const from = i
    while (i < end && isDigit(buf[i])) i++
    return i > from
  }
  if (!digits()) return false
  if (i < end && buf[i] === 0x2e) {
    i++
    if (!digits()) return false
  }
  if (i < end && (buf[i] === 0x65 || buf[i] === 0x45)) {
    i++
    if (i < end && (buf[i] === PLUS || buf[i] === MINUS)) i++
    if (!digits()) return false
  }
  return i === end
}

/** Whether an unquoted cell buf[start, end) starting with a formula character keeps its value. */
const keeps = (buf: Buffer, start: number, end: number, guard: CellGuard) => phoneOnly(buf, start, end) || (guard === 'number' && realNumber(buf, start, end))

/** A streaming guard over one COPY's output: `push` each chunk in order, then `end`. */
export class FormulaGuard {
  private column = 0
  private carry: Buffer | null = null

  constructor(private readonly guards: readonly CellGuard[]) {}

  /** The guarded bytes of everything complete so far (the chunk itself when nothing changed). */
  push(chunk: Buffer): Buffer {
    const buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk
    this.carry = null
    return this.scan(buf, false)
  }

  /** The rest: a cell still open at the end of the data ends there (COPY always ends its last row with `\n`). */
  end(): Buffer {
    const rest = this.carry
    this.carry = null
    return rest ? this.scan(rest, true) : Buffer.alloc(0)
  }

  /** A column past the last (not in COPY's output) is guarded as text. */
  private guardOf(column: number): CellGuard {
    return this.guards[column] ?? 'text'
  }

  private scan(buf: Buffer, final: boolean): Buffer {
    const n = buf.length
    const pieces: Buffer[] = []
    let emitted = 0
    let pos = 0
    let column = this.column
    while (pos < n) {
      const first = buf[pos]
      let end: number
      if (first === QUOTE) {
        let q = buf.indexOf(QUOTE, pos + 1)
        while (q !== -1 && q + 1 < n && buf[q + 1] === QUOTE) q = buf.indexOf(QUOTE, q + 2)
        const closed = q !== -1 && q + 1 < n
        if (!closed && !final) break
        end = closed ? q + 1 : n
        // A quoted cell holds a comma, quote, CR or LF, none of which a phone number or a number has: always guarded.
        // (An empty string, `""`, has a quote after the opening one: no formula start.)
        if (pos + 1 < n && formulaStart[buf[pos + 1]] && this.guardOf(column) !== 'plain') {
          pieces.push(buf.subarray(emitted, pos + 1), APOSTROPHE)
          emitted = pos + 1
        }
      } else {
        // Unquoted cells are short: a byte loop beats a native indexOf call per cell. Most cells start with a
        // harmless byte and cost only this loop.
        // (Never read past the end: an out-of-bounds read makes V8 drop to a slower path for the whole loop.)
        end = pos
        let b = first
        while (b !== COMMA && b !== LF) {
          if (++end === n) break
          b = buf[end]
        }
        if (end === n && !final) break
        if (formulaStart[first]) {
          const guard = this.guardOf(column)
          if (guard !== 'plain' && !keeps(buf, pos, end, guard)) {
            pieces.push(buf.subarray(emitted, pos), APOSTROPHE)
            emitted = pos
          }
        }
      }
      column = end < n && buf[end] === LF ? 0 : column + 1
      pos = end + 1
    }
    this.column = column
    if (pos < n) this.carry = buf.subarray(pos)
    const upTo = Math.min(pos, n)
    if (!pieces.length) return emitted === 0 && upTo === n ? buf : buf.subarray(emitted, upTo)
    pieces.push(buf.subarray(emitted, upTo))
    return Buffer.concat(pieces)
  }
}

/** The guarded chunks of a COPY stream, empty ones left out. */
export async function* guardedChunks(source: AsyncIterable<Buffer>, guards: readonly CellGuard[]): AsyncGenerator<Buffer> {
  const guard = new FormulaGuard(guards)
  for await (const chunk of source) {
    const out = guard.push(chunk)
    if (out.length) yield out
  }
  const rest = guard.end()
  if (rest.length) yield rest
}
