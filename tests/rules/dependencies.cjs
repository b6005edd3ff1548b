// The layering of the house, checked by `npm test` (dependency-cruiser). An arrow only points down:
//   src/client -> commands -> machines -> src/shared,   src/client -> src/api -> src/shared,   src/server -> src/shared.
// docs/architecture.md draws the layers; a rule here names the arrow it forbids.
const layer = (name, path) => ({ name, path })
const client = '^src/client/'
const api = '^src/api/'
const commands = '^commands/'
const machines = '^machines/'
const shared = '^src/shared/'
const server = '^src/server/'

/** `from` may import nothing in the tree but `allowed` (packages are judged by the rules below). */
const onlyDown = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^(src|commands|machines)/', pathNot: [from, ...allowed].join('|') },
})

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'An import circle makes a module load half-made; break it with a type file or an injected dependency.', severity: 'error', from: {}, to: { circular: true } },
    onlyDown('shared-stands-alone', shared, [], 'src/shared is imported by both sides and imports neither.'),
    onlyDown('machines-only-shared', machines, [shared], 'Machines are pure: effects are injected, so they need nothing but shared types.'),
    onlyDown('commands-below-client', commands, [machines, shared], 'Commands reach the screen and the API through their context, never by import.'),
    onlyDown('api-only-shared', api, [shared], 'The HTTP client knows the wire, not the screens.'),
    onlyDown('client-not-server', client, [api, commands, machines, shared], 'The browser never imports the server.'),
    onlyDown('server-only-shared', server, [shared], 'The server shares schemas and words with the client, nothing else.'),
    {
      name: 'no-node-in-the-browser-layers',
      comment: 'src/shared, machines, commands, src/api and src/client run in the browser (commands/cli.ts is the one Node tool).',
      severity: 'error',
      from: { path: `${shared}|${machines}|${commands}|${api}|${client}`, pathNot: '^commands/cli\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-react-below-the-client',
      comment: 'Only src/client renders; shared code, machines, commands and the server stay framework-free.',
      severity: 'error',
      from: { path: `${shared}|${machines}|${commands}|${server}` },
      to: { path: '^node_modules/(react|react-dom|@xstate/react|react-hot-toast|@tanstack/react-[a-z]+|goober|wouter|cmdk)/' },
    },
    {
      name: 'api-knows-queries-not-screens',
      comment: 'src/api exports fetchers and their TanStack Query options; what a screen shows (toasts, components) is the client\'s.',
      severity: 'error',
      from: { path: api },
      to: { path: '^node_modules/(react|react-dom|@xstate/react|react-hot-toast|@tanstack/react-(table|virtual)|goober|wouter|cmdk)/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
