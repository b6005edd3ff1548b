import { useEffect, useState } from 'react'
import { whenIdle } from '../routing/screen-preload'

/** false until the browser first has nothing else to do after mount, then true: work that can wait starts then. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
