/**
 * What one server process does (ROLE): `all` serves the API and runs the jobs and schedules (the default, `npm start`);
 * `api` serves the API only and leaves every job to worker processes; `worker` runs the jobs, the schedules and the
 * sweeps, and serves no API (a health probe at most, HEALTH_PORT). docs/operations.md tells how to run them.
 */
export const SERVER_ROLES = ['all', 'api', 'worker'] as const
export type ServerRole = (typeof SERVER_ROLES)[number]

export function readRole(value: string | undefined): ServerRole {
  const role = value?.trim().toLowerCase() || 'all'
  if (!(SERVER_ROLES as readonly string[]).includes(role)) throw new Error(`ROLE must be one of ${SERVER_ROLES.join(', ')}, got "${value}".`)
  return role as ServerRole
}

/** True for the roles that take jobs from the queue and run the schedules and sweeps. */
export function runsJobs(role: ServerRole): boolean {
  return role !== 'api'
}

/**
 * Why this process must not start in its role, or null. A split role needs other processes on the same database,
 * and PGlite belongs to one process (its data-directory lock): on PGlite only `all` runs.
 */
export function roleRefusal(role: ServerRole, databaseUrl: string | undefined): string | null {
  if (role === 'all' || databaseUrl) return null
  const other = role === 'api' ? 'worker' : 'API'
  return `ROLE=${role} runs beside ${other} processes on one PostgreSQL database, and PGlite belongs to a single process. Set DATABASE_URL to a PostgreSQL database, or start without ROLE (npm start) to serve the API and run the jobs in one process.`
}
