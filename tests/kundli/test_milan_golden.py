"""Kundli Milan golden pairs: every koota of three pairs worked out by hand from the classical
Ashtakoot tables (not from our code), and the Nadi and Bhakoot cancellations they meet.

A Moon is given by its sidereal longitude; nakshatras are 13°20' from Ashwini at 0°."""

from __future__ import annotations

import pytest

from kundli_service.match_doshas import bhakoot_cancellations, nadi_cancellations
from kundli_service.matching import MoonPosition, guna_milan, verdict

NAKSHATRA = 360 / 27


def moon(nakshatra: int, into: float = 1.0) -> MoonPosition:
    """A Moon `into` degrees inside the nakshatra numbered from 1 (Ashwini)."""
    return MoonPosition((nakshatra - 1) * NAKSHATRA + into)


# (groom, bride, points of Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi)
PAIRS = [
    pytest.param(
        moon(1),  # Ashwini, Aries: Kshatriya, Chatushpada, Horse, Mars, Deva, Aadi
        moon(4),  # Rohini, Taurus: Vaishya, Chatushpada, Serpent, Venus, Manushya, Antya
        # Tara: Rohini to Ashwini counts 25 (Naidhana, 0), Ashwini to Rohini 4 (Kshema, 1.5);
        # Horse and Serpent 3; Mars and Venus neutral both ways 3; Aries-Taurus 2/12.
        (1, 2, 1.5, 3, 3, 6, 0, 8),
        id="Ashwini groom, Rohini bride",
    ),
    pytest.param(
        moon(10),  # Magha, Leo: Kshatriya, Vanachara, Rat, Sun, Rakshasa, Antya
        moon(27),  # Revati, Pisces: Brahmin, Jalachara, Elephant, Jupiter, Deva, Antya
        # Varna: Kshatriya below Brahmin 0; Vanachara-Jalachara 1; Tara 11 and 18 both good;
        # Rat-Elephant 2; Sun and Jupiter friends 5; Rakshasa groom, Deva bride 1;
        # Leo-Pisces 6/8 0; both Antya 0.
        (0, 1, 3, 2, 5, 1, 0, 0),
        id="Magha groom, Revati bride",
    ),
    pytest.param(
        MoonPosition(28.0),  # Krittika pada 1, Aries
        MoonPosition(31.0),  # Krittika pada 2, Taurus
        # One nakshatra across two signs: everything of the nakshatra agrees (Tara, Yoni,
        # Gana, Nadi 0); Aries-Taurus 2/12 again.
        (1, 2, 3, 4, 3, 6, 0, 0),
        id="Krittika in Aries and in Taurus",
    ),
]
KOOTAS = ("Varna", "Vashya", "Tara", "Yoni", "Graha Maitri", "Gana", "Bhakoot", "Nadi")


@pytest.mark.parametrize(("groom", "bride", "points"), PAIRS)
def test_every_koota_scores_as_the_tables_say(
    groom: MoonPosition, bride: MoonPosition, points: tuple[float, ...]
) -> None:
    scored = {k.name: k.points for k in guna_milan(groom, bride)}
    assert scored == dict(zip(KOOTAS, points, strict=True))
    assert sum(scored.values()) == sum(points)


def test_the_verdicts_of_the_pairs() -> None:
    """24.5, 12 and 19 points: a half point below 25 is still in the 18-24 band."""
    assert verdict(24.5).en == "Acceptable (18 to 24 of 36)"
    assert verdict(12).en == "Not recommended (below 18 of 36)"
    assert verdict(19).en == "Acceptable (18 to 24 of 36)"
    assert verdict(25).en == "Very good (25 to 32 of 36)"
    assert verdict(32.5).en == "Excellent (above 32 of 36)"


def test_nadi_and_bhakoot_cancellations() -> None:
    # Magha and Revati: both Antya nadi, not cancelled (different signs and nakshatras);
    # Leo and Pisces 6/8, but the Sun and Jupiter are friends: Bhakoot dosha cancelled.
    assert nadi_cancellations(moon(10), moon(27)) == []
    assert [c.en for c in bhakoot_cancellations(moon(10), moon(27))] == [
        "The Moon-sign lords Sun and Jupiter are friends"
    ]
    # Krittika in two signs: Nadi dosha cancelled; Mars and Venus are not friends.
    assert [c.en for c in nadi_cancellations(MoonPosition(28.0), MoonPosition(31.0))] == [
        "Same nakshatra, different Moon signs"
    ]
    assert bhakoot_cancellations(MoonPosition(28.0), MoonPosition(31.0)) == []
    # Krittika's Taurus part and Rohini: both Antya nadi, in one sign with two nakshatras,
    # the other Nadi cancellation.
    assert [c.en for c in nadi_cancellations(moon(4), moon(3, 12.0))] == [
        "Same Moon sign, different nakshatras"
    ]
