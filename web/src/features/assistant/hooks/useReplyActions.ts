/** What the buttons under a reply do: open a screen (and close the assistant), send a
 * suggestion, pay for a booking made in the chat (the same payment dialog as the screens),
 * or share the devotee's location (temples near them, the day's Panchang where they are). */
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useT } from '../../../i18n/context'
import type { AssistantSocket } from '../../../lib/assistantSocket'
import { currentPosition } from '../../../lib/geolocation'
import type { Action, PayAction } from '../../../lib/assistantProtocol'
import { isAppRoute } from './useNavigateOnReply'

interface Handlers {
  send: (text: string) => boolean
  notice: (text: string, code: string) => void
  onClose: () => void
}

export function useReplyActions(socket: AssistantSocket, { send, notice, onClose }: Handlers) {
  const navigate = useNavigate()
  const t = useT()
  const [paying, setPaying] = useState<PayAction | null>(null)

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return notice(t('assistant.locationUnsupported'), 'location')
    currentPosition().then(
      ({ latitude, longitude }) => {
        if (!socket.shareLocation(latitude, longitude)) notice(t('assistant.reconnecting'), 'offline')
      },
      () => notice(t('assistant.locationDenied'), 'location'),
    )
  }, [socket, notice, t])

  const act = useCallback(
    (action: Action) => {
      if (action.type === 'say') send(action.text)
      else if (action.type === 'pay') setPaying(action)
      else if (action.type === 'share_location') locate()
      else if (isAppRoute(action.route)) {
        onClose()
        navigate(action.route)
      }
    },
    [send, locate, onClose, navigate],
  )

  return { act, paying, stopPaying: () => setPaying(null) }
}
