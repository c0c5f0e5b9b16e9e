"""Ashtakoot Guna Milan: the eight kootas compared between a groom's and a bride's Moon
(sign and nakshatra), 36 points in all. Tables follow the common North Indian practice;
where schools differ (Vashya, Gana) the variant used is stated in the koota's note. Every
name and note is in English and Hindi (`Name`)."""

from __future__ import annotations

from dataclasses import dataclass

from kundli_service.names import NAKSHATRAS, SIGNS, Name, name_in
from kundli_service.zodiac import SIGN_LORDS, house_from, nakshatra_index

# Varna by Moon sign: 3 Brahmin, 2 Kshatriya, 1 Vaishya, 0 Shudra (water, fire, earth, air).
_VARNA = (2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3)
VARNA_NAMES = (
    Name("Shudra", "शूद्र"),
    Name("Vaishya", "वैश्य"),
    Name("Kshatriya", "क्षत्रिय"),
    Name("Brahmin", "ब्राह्मण"),
)

VASHYA_NAMES = (
    Name("Chatushpada", "चतुष्पद"),
    Name("Manava", "मानव"),
    Name("Jalachara", "जलचर"),
    Name("Vanachara", "वनचर"),
    Name("Keeta", "कीट"),
)
# Rows: groom's vashya, columns: bride's, in VASHYA_NAMES order.
_VASHYA_POINTS = (
    (2, 1, 1, 0.5, 1),
    (1, 2, 0.5, 0, 1),
    (1, 0.5, 2, 1, 1),
    (0.5, 0, 1, 2, 0),
    (1, 1, 1, 0, 2),
)

YONI_NAMES = (
    Name("Horse", "अश्व"),
    Name("Elephant", "गज"),
    Name("Sheep", "मेष"),
    Name("Serpent", "सर्प"),
    Name("Dog", "श्वान"),
    Name("Cat", "मार्जार"),
    Name("Rat", "मूषक"),
    Name("Cow", "गौ"),
    Name("Buffalo", "महिष"),
    Name("Tiger", "व्याघ्र"),
    Name("Deer", "मृग"),
    Name("Monkey", "वानर"),
    Name("Mongoose", "नकुल"),
    Name("Lion", "सिंह"),
)
_NAKSHATRA_YONI = (
    0,
    1,
    2,
    3,
    3,
    4,
    5,
    2,
    5,
    6,
    6,
    7,
    8,
    9,
    8,
    9,
    10,
    10,
    4,
    11,
    12,
    11,
    13,
    0,
    13,
    7,
    1,
)
_YONI_POINTS = (
    (4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1),
    (2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0),
    (2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1),
    (3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2),
    (2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1),
    (2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1),
    (2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2),
    (1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1),
    (0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1),
    (1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1),
    (3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1),
    (3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2),
    (2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2),
    (1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4),
)

# Natural friendships (naisargika maitri): +1 friend, 0 neutral, -1 enemy.
FRIENDSHIP: dict[str, dict[str, int]] = {
    "Sun": {"Moon": 1, "Mars": 1, "Jupiter": 1, "Mercury": 0, "Venus": -1, "Saturn": -1},
    "Moon": {"Sun": 1, "Mercury": 1, "Mars": 0, "Jupiter": 0, "Venus": 0, "Saturn": 0},
    "Mars": {"Sun": 1, "Moon": 1, "Jupiter": 1, "Venus": 0, "Saturn": 0, "Mercury": -1},
    "Mercury": {"Sun": 1, "Venus": 1, "Mars": 0, "Jupiter": 0, "Saturn": 0, "Moon": -1},
    "Jupiter": {"Sun": 1, "Moon": 1, "Mars": 1, "Saturn": 0, "Mercury": -1, "Venus": -1},
    "Venus": {"Mercury": 1, "Saturn": 1, "Mars": 0, "Jupiter": 0, "Sun": -1, "Moon": -1},
    "Saturn": {"Mercury": 1, "Venus": 1, "Jupiter": 0, "Sun": -1, "Moon": -1, "Mars": -1},
}
# Points by the pair of attitudes (each lord towards the other), sorted high to low.
_MAITRI_POINTS = {(1, 1): 5, (1, 0): 4, (0, 0): 3, (1, -1): 1, (0, -1): 0.5, (-1, -1): 0}

GANA_NAMES = (Name("Deva", "देव"), Name("Manushya", "मनुष्य"), Name("Rakshasa", "राक्षस"))
_NAKSHATRA_GANA = (0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0)
# Rows: groom's gana, columns: bride's.
_GANA_POINTS = ((6, 6, 1), (5, 6, 0), (1, 0, 6))

NADI_NAMES = (Name("Aadi", "आदि"), Name("Madhya", "मध्य"), Name("Antya", "अंत्य"))
_NAKSHATRA_NADI = (0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2)

KOOTA_NAMES = {
    "Varna": Name("Varna", "वर्ण"),
    "Vashya": Name("Vashya", "वश्य"),
    "Tara": Name("Tara", "तारा"),
    "Yoni": Name("Yoni", "योनि"),
    "Graha Maitri": Name("Graha Maitri", "ग्रह मैत्री"),
    "Gana": Name("Gana", "गण"),
    "Bhakoot": Name("Bhakoot", "भकूट"),
    "Nadi": Name("Nadi", "नाड़ी"),
}
MAXIMA = {
    "Varna": 1,
    "Vashya": 2,
    "Tara": 3,
    "Yoni": 4,
    "Graha Maitri": 5,
    "Gana": 6,
    "Bhakoot": 7,
    "Nadi": 8,
}


@dataclass(frozen=True)
class MoonPosition:
    longitude: float  # sidereal

    @property
    def sign(self) -> int:
        return int(self.longitude % 360 // 30)

    @property
    def nakshatra(self) -> int:
        return nakshatra_index(self.longitude)

    @property
    def degree_in_sign(self) -> float:
        return self.longitude % 30


@dataclass(frozen=True)
class Koota:
    name: str  # the English name, its key (KOOTA_NAMES has both languages)
    points: float
    maximum: int
    groom: Name
    bride: Name
    note: Name


def _graha(english: str) -> Name:
    return Name(english, name_in("grahas", english, "hi"))


def vashya_of(moon: MoonPosition) -> int:
    first_half = moon.degree_in_sign < 15
    by_sign = {0: 0, 1: 0, 2: 1, 3: 2, 4: 3, 5: 1, 6: 1, 7: 4, 10: 1, 11: 2}
    if moon.sign == 8:  # Sagittarius: human first half, quadruped second
        return 1 if first_half else 0
    if moon.sign == 9:  # Capricorn: quadruped first half, water second
        return 0 if first_half else 2
    return by_sign[moon.sign]


def _tara_good(from_nak: int, to_nak: int) -> bool:
    count = (to_nak - from_nak) % 27 + 1
    return count % 9 not in (3, 5, 7)  # Vipat, Pratyak and Naidhana taras are unfavourable


def _maitri(lord_a: str, lord_b: str) -> float:
    if lord_a == lord_b:
        return 5
    pair = sorted((FRIENDSHIP[lord_a][lord_b], FRIENDSHIP[lord_b][lord_a]), reverse=True)
    return _MAITRI_POINTS[(pair[0], pair[1])]


def _bhakoot(groom: MoonPosition, bride: MoonPosition) -> float:
    distance = {house_from(bride.sign, groom.sign), house_from(groom.sign, bride.sign)}
    return 0 if distance in ({2, 12}, {5, 9}, {6, 8}) else 7


def guna_milan(groom: MoonPosition, bride: MoonPosition) -> list[Koota]:
    g_nak, b_nak = groom.nakshatra, bride.nakshatra
    g_vashya, b_vashya = vashya_of(groom), vashya_of(bride)
    g_yoni, b_yoni = _NAKSHATRA_YONI[g_nak], _NAKSHATRA_YONI[b_nak]
    g_gana, b_gana = _NAKSHATRA_GANA[g_nak], _NAKSHATRA_GANA[b_nak]
    g_lord, b_lord = SIGN_LORDS[groom.sign], SIGN_LORDS[bride.sign]
    g_nadi, b_nadi = _NAKSHATRA_NADI[g_nak], _NAKSHATRA_NADI[b_nak]
    tara = 1.5 * (_tara_good(b_nak, g_nak) + _tara_good(g_nak, b_nak))
    return [
        Koota(
            "Varna",
            1 if _VARNA[groom.sign] >= _VARNA[bride.sign] else 0,
            1,
            VARNA_NAMES[_VARNA[groom.sign]],
            VARNA_NAMES[_VARNA[bride.sign]],
            Name(
                "1 when the groom's varna is equal to or higher than the bride's",
                "वर का वर्ण वधू के वर्ण के बराबर या उससे ऊँचा हो तो 1",
            ),
        ),
        Koota(
            "Vashya",
            _VASHYA_POINTS[g_vashya][b_vashya],
            2,
            VASHYA_NAMES[g_vashya],
            VASHYA_NAMES[b_vashya],
            Name(
                "Sagittarius and Capricorn split at 15°",
                "धनु और मकर राशियाँ 15° पर दो भागों में बँटती हैं",
            ),
        ),
        Koota(
            "Tara",
            tara,
            3,
            NAKSHATRAS[g_nak],
            NAKSHATRAS[b_nak],
            Name(
                "1.5 for each direction whose count, modulo 9, is not 3, 5 or 7",
                "वर से वधू तक और वधू से वर तक नक्षत्र गिनें: जिस गिनती को 9 से भाग देने पर "
                "शेष 3, 5 या 7 न बचे, उसके 1.5",
            ),
        ),
        Koota(
            "Yoni",
            _YONI_POINTS[g_yoni][b_yoni],
            4,
            YONI_NAMES[g_yoni],
            YONI_NAMES[b_yoni],
            Name("4 same animal, 0 sworn enemies", "एक ही योनि 4, परम शत्रु योनि 0"),
        ),
        Koota(
            "Graha Maitri",
            _maitri(g_lord, b_lord),
            5,
            _graha(g_lord),
            _graha(b_lord),
            Name(
                "natural friendship of the Moon-sign lords",
                "चंद्र राशियों के स्वामियों की नैसर्गिक मैत्री",
            ),
        ),
        Koota(
            "Gana",
            _GANA_POINTS[g_gana][b_gana],
            6,
            GANA_NAMES[g_gana],
            GANA_NAMES[b_gana],
            Name(
                "Deva groom with Manushya bride 6, the reverse 5",
                "देव गण का वर और मनुष्य गण की वधू 6, उल्टा हो तो 5",
            ),
        ),
        Koota(
            "Bhakoot",
            _bhakoot(groom, bride),
            7,
            SIGNS[groom.sign],
            SIGNS[bride.sign],
            Name(
                "0 for 2/12, 5/9 and 6/8 sign distances",
                "राशियों की दूरी 2/12, 5/9 या 6/8 हो तो 0",
            ),
        ),
        Koota(
            "Nadi",
            0 if g_nadi == b_nadi else 8,
            8,
            NADI_NAMES[g_nadi],
            NADI_NAMES[b_nadi],
            Name("0 when both have the same nadi", "दोनों की एक ही नाड़ी हो तो 0"),
        ),
    ]


def verdict(total: float) -> Name:
    """The band of the total: below 18, 18 to 24 (24.5 included: below 25), 25 to 32, above 32."""
    if total < 18:
        return Name("Not recommended (below 18 of 36)", "अनुशंसित नहीं (36 में से 18 से कम)")
    if total < 25:
        return Name("Acceptable (18 to 24 of 36)", "स्वीकार्य (36 में से 18 से 24)")
    if total <= 32:
        return Name("Very good (25 to 32 of 36)", "बहुत अच्छा (36 में से 25 से 32)")
    return Name("Excellent (above 32 of 36)", "उत्तम (36 में से 32 से अधिक)")
