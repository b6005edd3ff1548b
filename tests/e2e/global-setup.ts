import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { startFakeDns } from '../server/fakes/fake-dns'

export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-pass' }
type Mail = { to: string[]; subject: string; text: string }

/** A real SMTP server on loopback, its mailbox readable over HTTP by the test workers. */
async function startMailbox() {
  const mails: Mail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')))
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? ''
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text: raw })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const http = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase()
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to))))
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const httpPort = (http.address() as AddressInfo).port
  return { smtpPort, httpPort, close: () => { smtp.close(); http.close() } }
}

/**
 * A chat widget on an origin of its own, as a provider serves it: its loader reads the identity the console gives it,
 * defines a global and a hidden element, and calls its server (which the page policy must allow).
 */
const chatWidgetLoader = `(() => {
  const script = document.currentScript
  const origin = new URL(script.src).origin
  const widget = { appId: script.dataset.appId, userId: script.dataset.userId, userHash: script.dataset.userHash, connected: false }
  window.E2EChatWidget = widget
  const frame = document.createElement('div')
  frame.setAttribute('data-chat-widget', '')
  frame.hidden = true
  document.body.appendChild(frame)
  fetch(origin + '/ping').then((res) => { widget.connected = res.ok })
})()`

async function startChatWidget() {
  const http = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    if (req.url === '/ping') return res.end('pong')
    res.setHeader('content-type', 'text/javascript')
    res.end(chatWidgetLoader)
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/loader.js`, close: () => http.close() }
}

/**
 * The DNS server domain verification asks (WL_DNS_SERVERS): the local fake of the server tests, its records set by the
 * test workers over HTTP (`POST /records` with `{ name, type, value }`), so the server's real resolver code runs.
 */
async function startDns() {
  const dns = await startFakeDns()
  const http = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const { name, type, value } = JSON.parse(raw || '{}') as { name?: string; type?: 'TXT' | 'CNAME'; value?: string }
      if (req.method !== 'POST' || !name || (type !== 'TXT' && type !== 'CNAME') || !value) return res.writeHead(400).end()
      dns.set(name, type, value)
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return { server: dns.server, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => { http.close(); void dns.close() } }
}

/** Waits for the server to answer (two minutes: a first start runs every migration and seeds the demo data). */
async function waitForServer(url: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/site-settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domain":"127.0.0.1"}' })
      if (res.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start within 120 s')
}

export default async function globalSetup() {
  const mailbox = await startMailbox()
  const chatWidget = await startChatWidget()
  const dns = await startDns()
  const dataDir = mkdtempSync(join(tmpdir(), 'lead-console-e2e-'))
  const port = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4317').port)
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.smtpPort}`,
      RESEND_COOLDOWN_SECONDS: '3',
      CHAT_WIDGET_SCRIPT_URL: chatWidget.url,
      CHAT_WIDGET_APP_ID: 'e2e-widget',
      WL_DNS_SERVERS: dns.server,
      // Fixture websites and webhook receivers of the tests listen on loopback.
      OUTBOUND_ALLOW: '127.0.0.1',
      OUTBOUND_ANY_PORT: '1',
      // The request log would drown the test report: warnings and errors only, unless asked for.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  })
  // A server that never answered must not outlive the run (it would hold the port and the output pipe).
  await waitForServer(`http://127.0.0.1:${port}`, server).catch((error: unknown) => {
    server.kill('SIGKILL')
    mailbox.close()
    chatWidget.close()
    dns.close()
    throw error
  })
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailbox.httpPort}`
  process.env.E2E_CHAT_WIDGET_URL = chatWidget.url
  process.env.E2E_DNS_URL = dns.url
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    mailbox.close()
    chatWidget.close()
    dns.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
