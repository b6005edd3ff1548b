import type { ReactNode } from 'react'
import { LoadingState } from './loading-state'
import { pageStyles } from './page-styles'

type Props<T> = {
  /** The query's state as TanStack Query answers it (or several queries' data combined, undefined until all have come). */
  data: T | undefined
  isError: boolean
  /** The words shown when it failed (an alert, in place of the content). */
  failed: ReactNode
  /** The words shown when the data came back with nothing in it; `isEmpty` says what nothing is (default: an empty array). */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * What a page shows for the data it loads: the failure, a loading state until the data comes, the empty message, or
 * the content. One place, so every screen says "failed" and "nothing yet" the same way and a screen reader hears them.
 */
export function QueryView<T>({ data, isError, failed, empty, isEmpty = emptyArray, children }: Props<T>) {
  if (isError) {
    return (
      <p role="alert" className={pageStyles.notice} data-tone="danger">
        {failed}
      </p>
    )
  }
  if (data === undefined) return <LoadingState />
  if (empty !== undefined && isEmpty(data)) return <p className={pageStyles.muted}>{empty}</p>
  return <>{children(data)}</>
}
