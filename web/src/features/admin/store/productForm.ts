/** The product and category forms' rules (spec section 5): what is required, the number checks,
 * and the body sent to the server. Pure, so the rules are tested without a screen. */
import { common } from '../../../i18n/en/common'
import { siteLimits } from '../../../lib/site'
import type { AdminCategory, AdminProduct, CategoryBody, ProductBody } from './api'
import { commonText } from '../ui/texts'
import { TEXT } from './texts'

const REQUIRED = common.requiredFields

export interface ProductValues {
  name: string
  category: string
  description: string
  price: string
  originalPrice: string
  stockQuantity: string
  sku: string
  images: string[]
  tags: string[]
  inStock: boolean
  isActive: boolean
  /** The Hindi of name and description; each optional. */
  nameHi: string
  descriptionHi: string
}

export type ProductErrors = Partial<Record<keyof ProductValues, string>>

export const EMPTY_PRODUCT: ProductValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  originalPrice: '',
  stockQuantity: '',
  sku: '',
  images: [],
  tags: [],
  inStock: true,
  isActive: true,
  nameHi: '',
  descriptionHi: '',
}

export function productValues(product: AdminProduct): ProductValues {
  return {
    name: product.name,
    category: product.category,
    description: product.description,
    price: String(product.price),
    originalPrice: product.originalPrice ? String(product.originalPrice) : '',
    stockQuantity: String(product.stockQuantity),
    sku: product.sku,
    images: [...product.images],
    tags: [...product.tags],
    inStock: product.inStock,
    isActive: product.isActive,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
  }
}

/** A money amount typed by the admin: a number of at least 0 (at most two decimals), within the payment ceiling. */
function moneyProblem(raw: string): string | undefined {
  const text = raw.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(text) && !/^-/.test(text)) return TEXT.notANumber
  const value = Number(text)
  if (!Number.isFinite(value)) return TEXT.notANumber
  if (value < 0) return TEXT.minZero
  // A price above what one payment may be could never be paid online.
  const max = siteLimits()?.maxAmount
  if (max !== undefined && value > max) return commonText('amountMaximum')
  return undefined
}

function stockProblem(raw: string): string | undefined {
  const text = raw.trim()
  if (/^-\d+$/.test(text)) return TEXT.minZero
  if (!/^\d+$/.test(text)) return TEXT.wholeNumber
  return undefined
}

/** A Hindi field as sent: trimmed, or null when left empty (devotees who chose Hindi then see the
 * English; on an edit null clears the stored Hindi). */
const hindi = (value: string): string | null => value.trim() || null

/** Distinct, non-empty, trimmed entries (the list editor already refuses duplicates; a draft might not). */
function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>()
  return items.map((item) => item.trim()).filter((item) => item && !seen.has(item) && seen.add(item))
}

export function checkProduct(values: ProductValues): { errors: ProductErrors; body?: ProductBody } {
  const errors: ProductErrors = {}
  for (const field of ['name', 'category', 'description', 'price', 'stockQuantity', 'sku'] as const) {
    if (!values[field].trim()) errors[field] = REQUIRED
  }
  if (!errors.price) errors.price = moneyProblem(values.price)
  if (!errors.stockQuantity) errors.stockQuantity = stockProblem(values.stockQuantity)
  if (values.originalPrice.trim()) errors.originalPrice = moneyProblem(values.originalPrice)
  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ProductErrors
  if (Object.keys(found).length > 0) return { errors: found }
  return { errors: {}, body: productBody(values) }
}

/** What is sent for a product that passed its check. */
export function productBody(values: ProductValues): ProductBody {
  const original = Number(values.originalPrice.trim() || 0)
  return {
    name: values.name.trim(),
    category: values.category,
    description: values.description.trim(),
    price: Number(values.price.trim()),
    // Optional, and a 0 means "no strikethrough price" (spec section 5).
    originalPrice: original > 0 ? original : null,
    stockQuantity: Number(values.stockQuantity.trim()),
    sku: values.sku.trim(),
    images: cleanList(values.images),
    tags: cleanList(values.tags),
    inStock: values.inStock,
    isActive: values.isActive,
    nameHi: hindi(values.nameHi),
    descriptionHi: hindi(values.descriptionHi),
  }
}

export interface CategoryValues {
  name: string
  description: string
  image: string
  isActive: boolean
  /** The Hindi of name and description; each optional. */
  nameHi: string
  descriptionHi: string
}

export type CategoryErrors = Partial<Record<keyof CategoryValues, string>>

export const EMPTY_CATEGORY: CategoryValues = { name: '', description: '', image: '', isActive: true, nameHi: '', descriptionHi: '' }

export function categoryValues(category: AdminCategory): CategoryValues {
  return {
    name: category.name,
    description: category.description,
    image: category.image ?? '',
    isActive: category.isActive,
    nameHi: category.nameHi ?? '',
    descriptionHi: category.descriptionHi ?? '',
  }
}

/** Name and description required; the image is optional. */
export function checkCategory(values: CategoryValues): { errors: CategoryErrors; body?: CategoryBody } {
  const errors: CategoryErrors = {}
  if (!values.name.trim()) errors.name = REQUIRED
  if (!values.description.trim()) errors.description = REQUIRED
  if (Object.keys(errors).length > 0) return { errors }
  return { errors, body: categoryBody(values) }
}

/** What is sent for a category that passed its check. */
export function categoryBody(values: CategoryValues): CategoryBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image.trim() || null,
    isActive: values.isActive,
    nameHi: hindi(values.nameHi),
    descriptionHi: hindi(values.descriptionHi),
  }
}

/** The server's per-field messages on the form's fields ("images[2]" belongs to images). */
export function fieldsFromServer<K extends string>(fields: Record<string, string>, known: readonly K[]): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {}
  for (const [path, message] of Object.entries(fields)) {
    const field = known.find((name) => path === name || path.startsWith(`${name}[`) || path.startsWith(`${name}.`))
    if (field && !result[field]) result[field] = message
  }
  return result
}
