import { useQuery } from '@tanstack/react-query'
import { listQuery } from '../../../api/lists'
import { isLeadType, type LeadType } from '../../../shared/leads/types'
import { useRouteMatch } from '../../routing/match-route-def'

/** Splits the `{type}-{id}` route parameter; null when it is not one. */
export function parseTypeId(typeId: string | undefined): { type: LeadType; id: number } | null {
  const match = /^([a-z]+)-(\d+)$/.exec(typeId ?? '')
  if (!match || !isLeadType(match[1])) return null
  return { type: match[1], id: Number(match[2]) }
}

/** The list named by the route (saved-lists/{type}-{id}/...); the list page keeps it live while its search runs. */
export function useOpenList() {
  const params = useRouteMatch()?.params ?? {}
  const ref = parseTypeId(params.typeId)
  const query = useQuery({ ...listQuery(ref?.id ?? 0), enabled: ref !== null })
  return { ref, list: query.data ?? null, query, resultId: params.resultId ? Number(params.resultId) : null }
}
