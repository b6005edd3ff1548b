import { useQuery } from '@tanstack/react-query'
import { profileStatusQuery } from '../../../api/ai'

/** true once the business profile is complete, false while it is not, null while loading (commands wait on null). */
export function useProfileComplete(): boolean | null {
  const status = useQuery(profileStatusQuery())
  if (status.data) return status.data.complete
  // A failed read must not lock the tools: the server's own gate answers anyway.
  return status.isError ? true : null
}
