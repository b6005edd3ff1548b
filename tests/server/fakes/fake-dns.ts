import { createSocket } from 'node:dgram'
import type { AddressInfo } from 'node:net'

const TYPE = { TXT: 16, CNAME: 5 } as const
type RecordType = keyof typeof TYPE

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = []
  let at = offset
  while (msg[at] !== 0) {
    const len = msg[at]
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('ascii'))
    at += len + 1
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 }
}

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean).map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]))
  return Buffer.concat([...parts, Buffer.from([0])])
}

function rdataOf(type: RecordType, value: string): Buffer {
  if (type === 'CNAME') return encodeName(value)
  const chunks: Buffer[] = []
  const bytes = Buffer.from(value, 'utf8')
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255)
    chunks.push(Buffer.from([part.length]), part)
  }
  return Buffer.concat(chunks)
}

/**
 * A DNS server on 127.0.0.1 (UDP) that answers TXT and CNAME questions from the records a test sets, in the wire
 * format node's resolver (c-ares) reads: a name with no records is NXDOMAIN, a name with records of another type
 * answers none (NODATA).
 */
export async function startFakeDns() {
  const records = new Map<string, { type: RecordType; value: string }[]>()
  const socket = createSocket('udp4')
  socket.on('message', (msg, from) => {
    const { name, end } = readName(msg, 12)
    const qtype = msg.readUInt16BE(end)
    const known = records.get(name)
    const answers = (known ?? []).filter((r) => TYPE[r.type] === qtype)
    const header = Buffer.alloc(12)
    header.writeUInt16BE(msg.readUInt16BE(0), 0)
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2)
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(answers.length, 6)
    const question = msg.subarray(12, end + 4)
    const body = answers.map((r) => {
      const rdata = rdataOf(r.type, r.value)
      const fixed = Buffer.alloc(12)
      fixed.writeUInt16BE(0xc00c, 0)
      fixed.writeUInt16BE(TYPE[r.type], 2)
      fixed.writeUInt16BE(1, 4)
      fixed.writeUInt32BE(60, 6)
      fixed.writeUInt16BE(rdata.length, 10)
      return Buffer.concat([fixed, rdata])
    })
    socket.send(Buffer.concat([header, question, ...body]), from.port, from.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()))
  const { port } = socket.address() as AddressInfo
  return {
    server: `127.0.0.1:${port}`,
    set(name: string, type: RecordType, value: string) {
      const list = records.get(name.toLowerCase()) ?? []
      list.push({ type, value })
      records.set(name.toLowerCase(), list)
    },
    clear: () => records.clear(),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
