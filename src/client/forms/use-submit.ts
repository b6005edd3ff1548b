import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useId } from 'react'

type SubmitOptions<V, R> = {
  mutationFn: (variables: V) => Promise<R>
  onSuccess?: (data: R, variables: V) => unknown
  /**
   * Where a failure goes. Given, `submit` resolves undefined after it; left out, `submit` rejects with the failure
   * (a command's run, whose failure executeCommand words).
   */
  onError?: (error: unknown, variables: V) => unknown
}

/**
 * One request at a time from a form or a button, as a TanStack Query mutation: `pending` (the mutation's isPending)
 * drives the disabled state and the busy label, and a `submit` while one is in flight is ignored (it resolves
 * undefined). The guard asks the mutation cache, which knows at once; `isPending` reaches the component only on a
 * later render. `networkMode: 'always'` sends the request offline too, so it fails at once, as a plain call would.
 */
export function useSubmit<V = void, R = unknown>(options: SubmitOptions<V, R>) {
  const queryClient = useQueryClient()
  const id = useId()
  const mutation = useMutation<R, unknown, V>({
    ...options,
    // Only the variables: TanStack passes a context object second, which a function like upload(file, title?) would take.
    mutationFn: (variables) => options.mutationFn(variables),
    mutationKey: ['submit', id],
    networkMode: 'always',
  })
  const { mutateAsync } = mutation
  const handlesErrors = options.onError !== undefined

  const inFlight = useCallback(() => queryClient.isMutating({ mutationKey: ['submit', id], exact: true }) > 0, [queryClient, id])
  const submit = useCallback(
    async (variables: V): Promise<R | undefined> => {
      if (inFlight()) return undefined
      if (!handlesErrors) return mutateAsync(variables)
      return mutateAsync(variables).catch(() => undefined)
    },
    [inFlight, mutateAsync, handlesErrors],
  )
  return { submit, inFlight, pending: mutation.isPending, variables: mutation.isPending ? mutation.variables : undefined }
}
