/** A real chart from kundli_service (Ravi Kumar, 15 May 1990, 14:30, Pune; the dasha table trimmed). */
export const kundliFixture = {
  "name": "Ravi Kumar",
  "birth_details": {
    "date": "1990-05-15",
    "time": "14:30",
    "place": "Pune, Maharashtra, India",
    "latitude": 18.5196,
    "longitude": 73.8554,
    "timezone": "Asia/Kolkata",
    "utc_offset": "+05:30",
    "utc_offset_rule": "IST (UTC+05:30)",
    "utc_offset_source": "Indian Standard Time, in force since 1906-01-01 (IANA tz 'asia', Asia/Kolkata)",
    "utc_datetime": "1990-05-15T09:00:00Z"
  },
  "ascendant": {
    "sign": "Leo",
    "sign_sanskrit": "Simha",
    "sign_lord": "Sun",
    "degree": 28.3691,
    "degree_dms": "28°22'09\"",
    "longitude": 148.3691,
    "nakshatra": "Uttara Phalguni",
    "pada": 1,
    "nakshatra_lord": "Sun",
    "house": 1,
    "retrograde": false
  },
  "rashi": {
    "name": "Capricorn",
    "sanskrit": "Makara",
    "lord": "Saturn"
  },
  "nakshatra": {
    "name": "Uttara Ashadha",
    "pada": 2,
    "lord": "Sun"
  },
  "planets": {
    "Sun": {
      "sign": "Taurus",
      "sign_sanskrit": "Vrishabha",
      "sign_lord": "Venus",
      "degree": 0.5498,
      "degree_dms": "0°32'59\"",
      "longitude": 30.5498,
      "nakshatra": "Krittika",
      "pada": 2,
      "nakshatra_lord": "Sun",
      "house": 10,
      "retrograde": false
    },
    "Moon": {
      "sign": "Capricorn",
      "sign_sanskrit": "Makara",
      "sign_lord": "Saturn",
      "degree": 1.8935,
      "degree_dms": "1°53'37\"",
      "longitude": 271.8935,
      "nakshatra": "Uttara Ashadha",
      "pada": 2,
      "nakshatra_lord": "Sun",
      "house": 6,
      "retrograde": false
    },
    "Mars": {
      "sign": "Aquarius",
      "sign_sanskrit": "Kumbha",
      "sign_lord": "Saturn",
      "degree": 24.5152,
      "degree_dms": "24°30'55\"",
      "longitude": 324.5152,
      "nakshatra": "Purva Bhadrapada",
      "pada": 2,
      "nakshatra_lord": "Jupiter",
      "house": 7,
      "retrograde": false
    },
    "Mercury": {
      "sign": "Aries",
      "sign_sanskrit": "Mesha",
      "sign_lord": "Mars",
      "degree": 14.3023,
      "degree_dms": "14°18'08\"",
      "longitude": 14.3023,
      "nakshatra": "Bharani",
      "pada": 1,
      "nakshatra_lord": "Venus",
      "house": 9,
      "retrograde": true
    },
    "Jupiter": {
      "sign": "Gemini",
      "sign_sanskrit": "Mithuna",
      "sign_lord": "Mercury",
      "degree": 15.7923,
      "degree_dms": "15°47'32\"",
      "longitude": 75.7923,
      "nakshatra": "Ardra",
      "pada": 3,
      "nakshatra_lord": "Rahu",
      "house": 11,
      "retrograde": false
    },
    "Venus": {
      "sign": "Pisces",
      "sign_sanskrit": "Meena",
      "sign_lord": "Jupiter",
      "degree": 18.9499,
      "degree_dms": "18°57'00\"",
      "longitude": 348.9499,
      "nakshatra": "Revati",
      "pada": 1,
      "nakshatra_lord": "Mercury",
      "house": 8,
      "retrograde": false
    },
    "Saturn": {
      "sign": "Capricorn",
      "sign_sanskrit": "Makara",
      "sign_lord": "Saturn",
      "degree": 1.5257,
      "degree_dms": "1°31'33\"",
      "longitude": 271.5257,
      "nakshatra": "Uttara Ashadha",
      "pada": 2,
      "nakshatra_lord": "Sun",
      "house": 6,
      "retrograde": true
    },
    "Rahu": {
      "sign": "Capricorn",
      "sign_sanskrit": "Makara",
      "sign_lord": "Saturn",
      "degree": 17.62,
      "degree_dms": "17°37'12\"",
      "longitude": 287.62,
      "nakshatra": "Shravana",
      "pada": 3,
      "nakshatra_lord": "Moon",
      "house": 6,
      "retrograde": true
    },
    "Ketu": {
      "sign": "Cancer",
      "sign_sanskrit": "Karka",
      "sign_lord": "Moon",
      "degree": 17.62,
      "degree_dms": "17°37'12\"",
      "longitude": 107.62,
      "nakshatra": "Ashlesha",
      "pada": 1,
      "nakshatra_lord": "Mercury",
      "house": 12,
      "retrograde": true
    }
  },
  "houses": [
    {
      "house": 1,
      "sign": "Leo",
      "lord": "Sun",
      "grahas": []
    },
    {
      "house": 2,
      "sign": "Virgo",
      "lord": "Mercury",
      "grahas": []
    },
    {
      "house": 3,
      "sign": "Libra",
      "lord": "Venus",
      "grahas": []
    },
    {
      "house": 4,
      "sign": "Scorpio",
      "lord": "Mars",
      "grahas": []
    },
    {
      "house": 5,
      "sign": "Sagittarius",
      "lord": "Jupiter",
      "grahas": []
    },
    {
      "house": 6,
      "sign": "Capricorn",
      "lord": "Saturn",
      "grahas": [
        "Moon",
        "Saturn",
        "Rahu"
      ]
    },
    {
      "house": 7,
      "sign": "Aquarius",
      "lord": "Saturn",
      "grahas": [
        "Mars"
      ]
    },
    {
      "house": 8,
      "sign": "Pisces",
      "lord": "Jupiter",
      "grahas": [
        "Venus"
      ]
    },
    {
      "house": 9,
      "sign": "Aries",
      "lord": "Mars",
      "grahas": [
        "Mercury"
      ]
    },
    {
      "house": 10,
      "sign": "Taurus",
      "lord": "Venus",
      "grahas": [
        "Sun"
      ]
    },
    {
      "house": 11,
      "sign": "Gemini",
      "lord": "Mercury",
      "grahas": [
        "Jupiter"
      ]
    },
    {
      "house": 12,
      "sign": "Cancer",
      "lord": "Moon",
      "grahas": [
        "Ketu"
      ]
    }
  ],
  "settings": {
    "zodiac": "sidereal",
    "ayanamsa": "Lahiri (Chitrapaksha)",
    "ayanamsa_degrees": 23.725802,
    "house_system": "whole sign, from the ascendant",
    "rahu_ketu": "mean node (Ketu opposite Rahu)",
    "ephemeris": "Swiss Ephemeris (Moshier)"
  },
  "dasha": {
    "system": "Vimshottari (year = 365.25 days)",
    "balance_at_birth": {
      "planet": "Sun",
      "years": 3.65
    },
    "current": {
      "mahadasha": {
        "planet": "Rahu",
        "start": "2011-01-07",
        "end": "2029-01-06"
      },
      "antardasha": {
        "planet": "Moon",
        "start": "2026-06-20",
        "end": "2027-12-20"
      }
    },
    "mahadashas": []
  },
  "doshas": [
    {
      "name": "Mangal",
      "present": true,
      "rule": "Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon",
      "reasons": [
        "Mars is in house 7 from the ascendant",
        "Mars is in house 2 from the Moon"
      ]
    },
    {
      "name": "Kaal Sarp",
      "present": false,
      "rule": "All seven grahas, Sun to Saturn, on one side of the Rahu-Ketu axis",
      "reasons": []
    },
    {
      "name": "Pitru",
      "present": false,
      "rule": "The Sun in the same sign as Rahu or Ketu, or Rahu in the 9th house",
      "reasons": []
    },
    {
      "name": "Shani (Sade Sati)",
      "present": false,
      "rule": "Transiting Saturn in the 12th, 1st or 2nd sign from the natal Moon",
      "reasons": []
    },
    {
      "name": "Rahu (Grahan)",
      "present": true,
      "rule": "The Moon in the same sign as Rahu or Ketu",
      "reasons": [
        "The Moon is with Rahu in Capricorn"
      ]
    }
  ],
  "language": "english"
} as const
