/** The conversation reducer: what a reconnect keeps, and when the birth panel shows. */
import { describe, expect, it } from 'vitest'
import type { ServerEvent } from '../../lib/assistantProtocol'
import { conversationReducer, initialConversation, latestReplyId, visibleProgress, type Conversation } from './conversation'
import { kundliFixture } from './test/kundliFixture'
import { GREETING, message, progress, reply, session } from './test/frames'

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
    const asking = progress({}, 'name')
    let state = event(initialConversation, session({ serviceId: 'kundli-horoscope-agent' }))
    state = event(state, reply('What is your full name?', { serviceId: 'kundli-horoscope-agent', progress: asking }))
    expect(visibleProgress(state)).toEqual(asking)
    state = event(state, reply('Connected to General Spiritual Assistant', { serviceId: 'general-assistant', intent: 'service_selected' }))
    expect(visibleProgress(state)).toBeNull()
  })

  it('restores an unfinished form from the session frame', () => {
    const resumed = progress({ name: 'Ravi' }, 'dateOfBirth')
    const state = event(initialConversation, session({ serviceId: 'kundli-horoscope-agent', progress: resumed }))
    expect(visibleProgress(state)).toEqual(resumed)
  })

  it('shows a task form whichever service is selected, and hides it when the form ends', () => {
    const booking = progress({ serviceId: 'Rudrabhishek' }, 'selectedDate', { form: 'priest_booking', fields: [['serviceId', 'puja'], ['selectedDate', 'date']] })
    let state = event(initialConversation, session({ serviceId: 'general-assistant' }))
    state = event(state, reply('On which date?', { serviceId: 'general-assistant', progress: booking }))
    expect(visibleProgress(state)?.form).toBe('priest_booking')
    state = event(state, reply('Booked!', { progress: { ...booking, asking: null } }))
    expect(visibleProgress(state)).toBeNull()
  })

  it('keeps the actions of a reply with it, and offers suggestions only under the newest', () => {
    const chips = [{ type: 'say' as const, label: 'Book a pandit', text: 'I want to book a pandit' }]
    let state = event(initialConversation, session({ suggestions: chips }))
    expect(state.suggestions).toEqual(chips)
    state = event(state, reply('Namaste!', { actions: chips }))
    expect(state.items[0].actions).toEqual(chips)
    expect(latestReplyId(state.items)).toBe(state.items[0].id)
    state = conversationReducer(state, { type: 'sent', id: 'local-2', text: 'hi', at: '2026-11-22T06:00:00Z' })
    expect(latestReplyId(state.items)).toBeNull()
  })

  it('asks for cart lines from a live reply once, and follows the reply language', () => {
    const line = { productId: 'prod-1', productName: 'Rudraksha Mala', price: 1299, quantity: 2, stock: 10 }
    let state = event(initialConversation, session())
    state = event(state, reply('Added', { cart: [line], language: 'hi' }))
    expect(state.cart?.lines).toEqual([line])
    expect(state.language).toBe('hi')
    state = conversationReducer(state, { type: 'carted' })
    expect(state.cart).toBeNull()
    state = event(state, session({ history: [message(GREETING), message('Added')] }))
    expect(state.cart).toBeNull() // a restored history adds nothing again
  })

  it('takes lines out of the cart when a reply sets them, as after an order placed in the chat', () => {
    let state = event(initialConversation, session())
    state = event(state, reply('Your order SO-1 is placed!', { cartSet: [{ productId: 'prod-1', quantity: 0 }] }))
    expect(state.cart).toEqual({ key: expect.any(String), lines: [], set: [{ productId: 'prod-1', quantity: 0 }] })
  })

  it('keeps voice problems out of the conversation', () => {
    const state = event(initialConversation, { type: 'error', code: 'voice_error', message: "Sorry, I couldn't hear you clearly." })
    expect(state.items).toEqual([])
  })
})
