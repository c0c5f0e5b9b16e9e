/** The conversation reducer: what a reconnect keeps, and when the birth panel shows. */
import { describe, expect, it } from 'vitest'
import type { ServerEvent } from '../../lib/assistantProtocol'
import { conversationReducer, initialConversation, visibleProgress, type Conversation } from './conversation'
import { kundliFixture } from './test/kundliFixture'
import { GREETING, message, reply, session } from './test/frames'

const event = (state: Conversation, frame: object) => conversationReducer(state, { type: 'event', event: frame as ServerEvent })

describe('conversationReducer', () => {
  it('on a reconnect, takes the stored history and keeps messages still waiting to be sent', () => {
    const answered = message('Your Kundli is ready.')
    let state = event(initialConversation, session())
    state = event(state, { ...reply('x'), message: answered, kundli: kundliFixture })
    state = conversationReducer(state, { type: 'sent', id: 'local-1', text: 'thank you', at: '2026-11-22T06:00:00Z' })

    state = event(state, session({ history: [message(GREETING), message('make my kundli', true), answered] }))
    expect(state.items.map((item) => item.text)).toEqual(['make my kundli', 'Your Kundli is ready.', 'thank you'])
    expect(state.items[1].kundli?.rashi.name).toBe('Capricorn') // the chart stays with its message
    expect(state.items[2].pending).toBe(true)

    state = event(state, { type: 'ack', id: 'local-1' })
    expect(state.items[2].pending).toBe(false)
  })

  it('shows the birth panel only for the service collecting, and only while it asks', () => {
    const progress = { collected: {}, asking: 'name' as const, step: 1, total: 4 }
    let state = event(initialConversation, session({ serviceId: 'kundli-horoscope-agent' }))
    state = event(state, reply('What is your full name?', { serviceId: 'kundli-horoscope-agent', progress }))
    expect(visibleProgress(state)).toEqual(progress)
    state = event(state, reply('Connected to General Spiritual Assistant', { serviceId: 'general-assistant', intent: 'service_selected' }))
    expect(visibleProgress(state)).toBeNull()
  })

  it('restores an unfinished birth form from the stored state', () => {
    const state = event(initialConversation, session({ serviceId: 'kundli-horoscope-agent', birthForm: { collecting: true, name: 'Ravi', dateOfBirth: null, asking: 'dateOfBirth' } }))
    expect(visibleProgress(state)).toEqual({ collected: { name: 'Ravi' }, asking: 'dateOfBirth', step: 2, total: 4 })
  })

  it('keeps voice problems out of the conversation', () => {
    const state = event(initialConversation, { type: 'error', code: 'voice_error', message: "Sorry, I couldn't hear you clearly." })
    expect(state.items).toEqual([])
  })
})
