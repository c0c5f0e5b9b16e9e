/** A few of the server's sankalp choices (GET /api/site `sankalp`), for forms rendered in tests. */
import type { SankalpChoices } from './sankalp'

export const SANKALP_CHOICES: SankalpChoices = {
  nakshatras: [
    { value: 'Ashwini', name: 'Ashwini', nameHi: 'अश्विनी' },
    { value: 'Rohini', name: 'Rohini', nameHi: 'रोहिणी' },
  ],
  rashis: [
    { value: 'Aries', name: 'Mesha (Aries)', nameHi: 'मेष' },
    { value: 'Taurus', name: 'Vrishabha (Taurus)', nameHi: 'वृषभ' },
  ],
  maxGotraChars: 60,
  maxNames: 8,
  maxNameChars: 80,
}
