"""Knowledge base, part one: the twelve rashis and the twenty-seven nakshatras of the sidereal
zodiac. Names, lords and order come from the chart engine's own tables, so an explanation
never disagrees with a generated Kundli; this module adds what each one is said to mean."""

from __future__ import annotations

from typing import NamedTuple

from kundli_service.zodiac import (
    DASHA_ORDER,
    NAKSHATRA_SPAN,
    NAKSHATRAS,
    SIGN_LORDS,
    SIGNS,
    SIGNS_SANSKRIT,
)


class Rashi(NamedTuple):
    symbol: str
    element: str
    quality: str
    traits: str


# In zodiac order, Mesha (Aries) first.
RASHIS: tuple[Rashi, ...] = (
    Rashi(
        "the ram",
        "fire",
        "movable (chara)",
        "energetic, pioneering and courageous; quick to act, and sometimes impatient",
    ),
    Rashi(
        "the bull",
        "earth",
        "fixed (sthira)",
        "steady, patient and loyal; loves comfort, food and beauty, and can be stubborn",
    ),
    Rashi(
        "a couple (the twins)",
        "air",
        "dual (dvisvabhava)",
        "curious, witty and communicative; adaptable, quick to learn, sometimes restless",
    ),
    Rashi(
        "the crab",
        "water",
        "movable (chara)",
        "caring, emotional and protective of home and family; intuitive, at times moody",
    ),
    Rashi(
        "the lion",
        "fire",
        "fixed (sthira)",
        "confident, generous and dignified; a natural leader who can be proud",
    ),
    Rashi(
        "a maiden",
        "earth",
        "dual (dvisvabhava)",
        "analytical, practical and helpful; precise in work, inclined to worry",
    ),
    Rashi(
        "the scales",
        "air",
        "movable (chara)",
        "balanced, diplomatic and fair-minded; artistic and sociable, slow to decide",
    ),
    Rashi(
        "the scorpion",
        "water",
        "fixed (sthira)",
        "intense, determined and private; deep feelings, strong will, can be possessive",
    ),
    Rashi(
        "the bow (an archer)",
        "fire",
        "dual (dvisvabhava)",
        "optimistic, principled and philosophical; loves learning, travel and dharma",
    ),
    Rashi(
        "the makara (a sea-creature)",
        "earth",
        "movable (chara)",
        "disciplined, ambitious and patient; practical and hard-working, often reserved",
    ),
    Rashi(
        "the water-pot bearer",
        "air",
        "fixed (sthira)",
        "independent, inventive and humane; thinks of society, can seem detached",
    ),
    Rashi(
        "two fishes",
        "water",
        "dual (dvisvabhava)",
        "compassionate, imaginative and spiritual; sensitive and forgiving",
    ),
)


class NakshatraLore(NamedTuple):
    deity: str
    symbol: str
    nature: str


# In order from Ashwini; the ruling planet comes from the Vimshottari order.
NAKSHATRA_LORE: tuple[NakshatraLore, ...] = (
    NakshatraLore(
        "the Ashwini Kumaras, physicians of the gods",
        "a horse's head",
        "swift, healing and adventurous; good for beginnings and travel",
    ),
    NakshatraLore("Yama", "the yoni (womb)", "disciplined and intense; carries and transforms"),
    NakshatraLore("Agni", "a razor or flame", "sharp, purifying and determined"),
    NakshatraLore(
        "Brahma (Prajapati)",
        "an ox-cart or chariot",
        "creative, attractive and fertile; the Moon's favourite nakshatra",
    ),
    NakshatraLore("Soma", "a deer's head", "gentle, curious and searching"),
    NakshatraLore("Rudra", "a teardrop", "stormy and transforming; clears the way for renewal"),
    NakshatraLore("Aditi", "a quiver of arrows", "renewing and generous; the return of light"),
    NakshatraLore(
        "Brihaspati",
        "a cow's udder or a flower",
        "nourishing and auspicious; among the best for religious work",
    ),
    NakshatraLore("the Nagas (serpents)", "a coiled serpent", "penetrating, mystical and shrewd"),
    NakshatraLore(
        "the Pitris (ancestors)",
        "a royal throne",
        "regal and tradition-minded; honours the ancestors",
    ),
    NakshatraLore("Bhaga", "the front legs of a bed", "pleasure-loving, creative and relaxed"),
    NakshatraLore(
        "Aryaman", "the back legs of a bed", "dependable and kind; keeps promises and friendships"
    ),
    NakshatraLore("Savitr (the Sun)", "an open hand", "skilful with the hands, clever, helpful"),
    NakshatraLore("Vishvakarma", "a bright jewel", "artistic, brilliant and fond of design"),
    NakshatraLore(
        "Vayu", "a young shoot swaying in the wind", "independent, flexible and good at trade"
    ),
    NakshatraLore("Indra and Agni", "a triumphal arch", "goal-driven and determined"),
    NakshatraLore("Mitra", "a lotus", "devoted, friendly and organised"),
    NakshatraLore("Indra", "a circular amulet or umbrella", "protective, senior and responsible"),
    NakshatraLore(
        "Nirriti", "a bunch of roots", "goes to the root of things; searching, spiritual"
    ),
    NakshatraLore(
        "Apas (the waters)",
        "a winnowing fan or elephant tusk",
        "invincible in spirit, persuasive and proud",
    ),
    NakshatraLore(
        "the Vishvedevas (the universal gods)",
        "an elephant's tusk",
        "righteous and enduring; victory that lasts",
    ),
    NakshatraLore("Vishnu", "an ear (three footprints)", "a good listener; learning and devotion"),
    NakshatraLore("the eight Vasus", "a drum (mridanga)", "musical, prosperous and generous"),
    NakshatraLore(
        "Varuna", "an empty circle (a hundred healers)", "healing, secretive and philosophical"
    ),
    NakshatraLore(
        "Aja Ekapada",
        "the front of a funeral cot (a sword)",
        "intense and idealistic; capable of great sacrifice",
    ),
    NakshatraLore(
        "Ahir Budhnya",
        "the back of a funeral cot (twins)",
        "wise, calm and restrained; deep thinkers",
    ),
    NakshatraLore("Pushan", "a fish or a drum", "nurturing and protective; guides travellers"),
)


def nakshatra_lord(index: int) -> str:
    return DASHA_ORDER[index % 9]


def _position(degrees: float) -> str:
    sign, within = divmod(round(degrees * 60), 30 * 60)
    d, m = divmod(within, 60)
    return f"{d}°{m:02d}' {SIGNS[sign % 12]}"


def nakshatra_span(index: int) -> str:
    start = index * NAKSHATRA_SPAN
    return f"{_position(start)} to {_position(start + NAKSHATRA_SPAN)}"


def rashi_text(index: int) -> str:
    r = RASHIS[index]
    return (
        f"{SIGNS_SANSKRIT[index]} ({SIGNS[index]}) is rashi {index + 1} of 12. Its symbol is "
        f"{r.symbol}, its lord is {SIGN_LORDS[index]}, its element {r.element} and its quality "
        f"{r.quality}. People with the Moon here are said to be {r.traits}."
    )


def nakshatra_text(index: int) -> str:
    lore = NAKSHATRA_LORE[index]
    return (
        f"{NAKSHATRAS[index]} is nakshatra {index + 1} of 27, spanning "
        f"{nakshatra_span(index)}. Its ruling planet is {nakshatra_lord(index)} and its deity "
        f"{lore.deity}; its symbol is {lore.symbol}. Its nature: {lore.nature}. "
        "Each nakshatra has four padas (quarters) of 3°20'."
    )
