/** The AI service form's rules (spec section 5): required fields, endpoint URL, category list, threshold fallback. */
import { describe, expect, it } from 'vitest'
import { EMPTY_AI, bodyOf, isHttpUrl, thresholdOf, validateAi, type AiForm } from './validation'

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
    expect(validateAi({ ...valid, endpoint: 'ai.example.in/vastu' })).toEqual({ endpoint: 'Enter a full web address starting with http:// or https://' })
    expect(validateAi({ ...valid, category: 'vastu' })).toEqual({ category: 'Please fill all required fields' })
  })
})

describe('isHttpUrl', () => {
  it('takes absolute http and https addresses only', () => {
    expect(isHttpUrl('http://127.0.0.1:8000/api/ai/x')).toBe(true)
    expect(isHttpUrl('https://ai.example.in')).toBe(true)
    expect(isHttpUrl('ftp://ai.example.in')).toBe(false)
    expect(isHttpUrl('https://ai example.in')).toBe(false)
    expect(isHttpUrl('/api/ai/x')).toBe(false)
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
