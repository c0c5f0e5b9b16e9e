/** Birth details as the screen's forms hold them, what a link from the assistant carries, and
 * which are missing. */

export interface Birth {
  name: string
  date: string // YYYY-MM-DD
  time: string // HH:MM, or as typed (the server reads 2:30 PM and a zone's abbreviation too)
  place: string
}

export const EMPTY_BIRTH: Birth = { name: '', date: '', time: '', place: '' }
export const BIRTH_FIELDS = ['name', 'date', 'time', 'place'] as const
export type BirthField = (typeof BIRTH_FIELDS)[number]

/** The server's field names for the details (its errors name these). */
export const SERVER_FIELD: Record<string, BirthField> = {
  name: 'name',
  date_of_birth: 'date',
  time_of_birth: 'time',
  place_of_birth: 'place',
}

export function missing(birth: Birth): BirthField[] {
  return BIRTH_FIELDS.filter((field) => !birth[field].trim())
}

/** Details a link carries (?name=&date=&time=&place=, or with a `prefix` such as `bride_` for
 * the second person of a match), or null when it carries none. */
export function birthFromParams(params: URLSearchParams, prefix = ''): Birth | null {
  const found = { ...EMPTY_BIRTH }
  let any = false
  for (const field of BIRTH_FIELDS) {
    const value = params.get(`${prefix}${field}`)
    if (value) {
      found[field] = value.slice(0, field === 'place' ? 200 : 100)
      any = true
    }
  }
  return any ? found : null
}

/** A refusal's messages at the fields of one person's form: the server names `place_of_birth`,
 * or `groom.place_of_birth` in a match (`person` picks that person's). */
export function fieldErrors(fields: Record<string, string>, person?: string): Partial<Record<BirthField, string>> {
  const found: Partial<Record<BirthField, string>> = {}
  for (const [name, message] of Object.entries(fields)) {
    const [who, field] = name.includes('.') ? name.split('.', 2) : [undefined, name]
    if (who !== person || !(field in SERVER_FIELD)) continue
    found[SERVER_FIELD[field]] = message.replace(/^(Groom|Bride|वर|वधू): /, '')
  }
  return found
}
