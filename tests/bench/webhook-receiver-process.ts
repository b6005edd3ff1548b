/**
 * The webhook bench's receiver, in a process of its own (as a real endpoint is on another machine): answers every
 * POST with 200 and a small JSON body, prints its URL, and prints how many requests it has had when sent SIGUSR2.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

let received = 0
const server = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    received++
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"ok":true}')
  })
})
server.keepAliveTimeout = 30_000
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook\n`))
process.on('SIGUSR2', () => process.stdout.write(`${received}\n`))
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
