/** The AI service form's rules (spec section 5): required fields, endpoint URL, category list, threshold fallback. */
import { describe, expect, it } from 'vitest'
import { EMPTY_AI, bodyOf, isEndpoint, thresholdOf, validateAi, type AiForm } from './validation'
import { TEXT } from './texts'

const valid: AiForm = { ...EMPTY_AI, name: 'Vastu Guide', description: 'Answers vastu questions.', endpoint: 'https://ai.example.in/vastu', category: 'general' }

describe('validateAi', () => {
  it('accepts a complete form', () => {
    expect(validateAi(valid)).toEqual({})
  })

  it('requires name, description, endpoint and category', () => {
    expect(validateAi(EMPTY_AI)).toEqual({
      name: 'Please fill all required fields',
      description: 'Please fill all required fields',
      endpoint: 'Please fill all required fields',
      category: 'Please fill all required fields',
    })
  })

  it('wants the endpoint to be a web address and the category one of the four', () => {
    expect(validateAi({ ...valid, endpoint: 'ai.example.in/vastu' })).toEqual({ endpoint: TEXT.endpointInvalid })
    expect(validateAi({ ...valid, category: 'vastu' })).toEqual({ category: 'Please fill all required fields' })
  })
})

describe('isEndpoint', () => {
  it('takes absolute http and https addresses, or a path on this server', () => {
    expect(isEndpoint('http://127.0.0.1:8000/api/ai/x')).toBe(true)
    expect(isEndpoint('https://ai.example.in')).toBe(true)
    expect(isEndpoint('ftp://ai.example.in')).toBe(false)
    expect(isEndpoint('https://ai example.in')).toBe(false)
    expect(isEndpoint('/api/ai/x')).toBe(true) // a built-in service on this server
    expect(isEndpoint('/api/ai/../x')).toBe(false)
    expect(isEndpoint('/ai/x')).toBe(false)
  })
})

describe('thresholdOf', () => {
  it('keeps 0 to 1 in steps of 0.1 and turns anything else into 0.7', () => {
    expect(thresholdOf('0')).toBe(0)
    expect(thresholdOf('0.9')).toBe(0.9)
    expect(thresholdOf('1')).toBe(1)
    for (const invalid of ['', '1.5', '-0.1', '0.75', 'abc']) expect(thresholdOf(invalid)).toBe(0.7)
  })

  it('sends the fallback threshold and the default icon', () => {
    expect(bodyOf({ ...valid, confidenceThreshold: '2', icon: ' ' })).toMatchObject({ confidenceThreshold: 0.7, icon: '🤖' })
  })
})
