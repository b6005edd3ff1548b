import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { chatWidgetQuery } from '../../../api/billing'
import { useSession } from '../../session/use-session'
import { loadChatWidget } from '../../session/chat-widget'

/**
 * Mounted on every signed-in page: loads the configured chat widget with the user's identity once they are signed in.
 * Logout removes it (the session's removeChatWidget).
 */
export default function ChatWidgetLoader() {
  const { user, signedIn } = useSession()
  const config = useQuery({ ...chatWidgetQuery(), enabled: signedIn })
  const widget = config.data?.widget ?? null
  useEffect(() => {
    if (widget && user) loadChatWidget(widget, user)
  }, [widget, user])
  return null
}
