import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useDraft } from './useDraft'

describe('useDraft', () => {
  it('keeps typed values across a remount (a reload) until cleared', () => {
    const first = renderHook(() => useDraft('form', { name: '', phone: '' }))
    act(() => first.result.current[1]({ name: 'Asha' }))
    first.unmount()

    const second = renderHook(() => useDraft('form', { name: '', phone: '' }))
    expect(second.result.current[0]).toEqual({ name: 'Asha', phone: '' })
    act(() => second.result.current[2]())
    second.unmount()

    const third = renderHook(() => useDraft('form', { name: '', phone: '' }))
    expect(third.result.current[0].name).toBe('')
  })
})
