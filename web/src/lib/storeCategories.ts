/** What the store sells, as the store itself says: its categories in the devotee's language, asked for
 * once per page load and language. Home, the store's header, the terms and the shipping policy name
 * these (never a fixed list that could promise what the store does not have). */
import { useEffect, useState } from 'react'
import { storedLanguage } from '../i18n/catalogue'
import { useI18n, type Language, type Translate } from '../i18n/context'
import { api } from './api'
import type { Schema } from './wire'

export type StoreCategory = Schema<'CategoryRead'>

const cached = new Map<Language, Promise<StoreCategory[]>>()

export function fetchStoreCategories(language: Language = storedLanguage()): Promise<StoreCategory[]> {
  let found = cached.get(language)
  if (!found) {
    found = api.get<StoreCategory[]>('/api/store/categories').catch((error: unknown) => {
      cached.delete(language) // ask again next time
      throw error
    })
    cached.set(language, found)
  }
  return found
}

/** The categories in the language shown; undefined until they arrive (or when they cannot, or are
 * not `wanted`: a page whose text names none does not ask). */
export function useStoreCategories(wanted = true): StoreCategory[] | undefined {
  const { language } = useI18n()
  const [categories, setCategories] = useState<{ language: Language; list: StoreCategory[] }>()
  useEffect(() => {
    if (!wanted) return
    let live = true
    fetchStoreCategories(language).then(
      (list) => live && setCategories({ language, list }),
      () => undefined, // The texts say it without naming them.
    )
    return () => {
      live = false
    }
  }, [language, wanted])
  return categories?.language === language ? categories.list : undefined
}

/** "Prasad, Rudraksha and Puja Materials", "प्रसाद, रुद्राक्ष और पूजन सामग्री": as people write a list
 * (Intl.ListFormat puts a comma before Hindi's "और", which nobody writes). */
export function listOf(t: Translate, items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${t('common.listAnd')} ${items[items.length - 1]}`
}

/** `key` with the store's categories in its {categories}, or `generic` (which names none) until they are known. */
export function sayingCategories(t: Translate, categories: StoreCategory[] | undefined, key: Parameters<Translate>[0], generic: Parameters<Translate>[0]): string {
  const labels = (categories ?? []).map((category) => category.label)
  return labels.length ? t(key, { categories: listOf(t, labels) }) : t(generic)
}
