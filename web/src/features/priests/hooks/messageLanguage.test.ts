/** The booking bodies carry the screen's language: our messages about the booking are written in it. */
import { describe, expect, it } from 'vitest'
import { bookingBody, EMPTY_FORM } from '../../temples/validation'
import type { PujaService } from '../api'
import { EMPTY_DRAFT } from '../validation'
import { toBody } from './useBookingForm'

describe('the language our messages are written in', () => {
  it('is the screen language in a priest booking', () => {
    const puja = { id: 'puja-1' } as PujaService
    expect(toBody(puja, { ...EMPTY_DRAFT, online: true }, 'hi')).toMatchObject({ serviceId: 'puja-1', messageLanguage: 'hi', language: null })
    expect(toBody(puja, EMPTY_DRAFT, 'en').messageLanguage).toBe('en')
  })

  it('is the screen language in a temple booking', () => {
    expect(bookingBody('temple-1', 'svc-1', EMPTY_FORM, 'hi')).toMatchObject({ templeId: 'temple-1', messageLanguage: 'hi' })
  })
})
