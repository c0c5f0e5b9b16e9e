"""What the voice says for what the screen shows: money, dates, times, numbers and markup."""

from __future__ import annotations

import pytest

from assistant_core.speech.numwords import cardinal, ordinal, year
from assistant_core.speech.spoken import is_hindi, speakable


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        ("₹5,100", "five thousand one hundred rupees."),
        ("Rs. 5100", "five thousand one hundred rupees."),
        ("Rs 5100", "five thousand one hundred rupees."),
        ("INR 24,799", "twenty-four thousand seven hundred ninety-nine rupees."),
        ("24,799 INR", "twenty-four thousand seven hundred ninety-nine rupees."),
        ("₹2,299.50", "two thousand two hundred ninety-nine rupees and fifty paise."),
        ("₹1,50,000", "one lakh fifty thousand rupees."),
        ("₹2,50,00,000", "two crore fifty lakh rupees."),
        ("₹200000", "two lakh rupees."),
        ("₹1", "one rupee."),
        ("₹1.01", "one rupee and one paisa."),
        ("₹0.50", "fifty paise."),
        ("₹5,100/-", "five thousand one hundred rupees."),
        ("₹5.5 lakh", "five point five lakh rupees."),
        ("₹2 crore", "two crore rupees."),
        ("₹500-₹1,000", "five hundred to one thousand rupees."),
        ("-₹500", "minus five hundred rupees."),
        ("Total: ₹5,100.", "Total: five thousand one hundred rupees."),
    ],
)
def test_rupee_amounts_are_said_in_rupees_and_paise(shown: str, said: str) -> None:
    assert speakable(shown) == said


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        ("1990-05-15", "fifteenth May nineteen ninety."),
        ("15 May 1990", "fifteenth May nineteen ninety."),
        ("15th May 1990", "fifteenth May nineteen ninety."),
        ("15th of May, 1990", "fifteenth May nineteen ninety."),
        ("May 15, 1990", "fifteenth May nineteen ninety."),
        ("15/05/1990", "fifteenth May nineteen ninety."),
        ("1 January 2027 is in the future.", "first January twenty twenty-seven is in the future."),
        ("22 Nov 2005", "twenty-second November two thousand five."),
        ("May 2026", "May twenty twenty-six."),
        ("2026-01-15T14:30:00Z", "fifteenth January twenty twenty-six at two thirty p.m."),
        ("Born in 1990", "Born in nineteen ninety."),
        ("the 1990s", "the nineteen nineties."),
        ("2026-13-45", "two thousand twenty-six to thirteen to forty-five."),  # not a date
    ],
)
def test_dates_are_said_day_month_year(shown: str, said: str) -> None:
    assert speakable(shown) == said


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        ("14:30", "two thirty p.m."),
        ("It starts at 14:30.", "It starts at two thirty p.m."),
        ("Wait... 6 AM, then 8 AM.", "Wait... six a.m., then eight a.m."),
        ("2:30 PM", "two thirty p.m."),
        ("4.30 pm", "four thirty p.m."),
        ("06:00", "six a.m."),
        ("6 am", "six a.m."),
        ("10:05", "ten oh five a.m."),
        ("9:30", "nine thirty."),  # no a.m. or p.m. shown, and none guessed
        ("12:00", "twelve noon."),
        ("00:00", "twelve midnight."),
        ("6:00 AM - 8:00 AM", "six to eight a.m."),
        ("6-8 AM", "six to eight a.m."),
        ("8:00 AM - 2:00 PM", "eight a.m. to two p.m."),
        ("12-2 PM", "twelve noon to two p.m."),
        ("between 6:00 and 8:00", "between six and eight."),
    ],
)
def test_times_are_said_as_clock_readings(shown: str, said: str) -> None:
    assert speakable(shown) == said


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        ("5%", "five percent."),
        ("Tax is 4.5%", "Tax is four point five percent."),
        ("5-10%", "five to ten percent."),
        ("15th", "fifteenth."),
        ("the 21st day", "the twenty-first day."),
        ("2-3 business days", "two to three business days."),
        ("4.8 (124 reviews)", "four point eight (one hundred twenty-four reviews)."),
        ("1,00,000 devotees", "one lakh devotees."),
        ("Radius 1 km or 5-10 km", "Radius one kilometre or five to ten kilometres."),
        ("Order #12", "Order number twelve."),
        ("Your OTP is 482913", "Your OTP is four eight two nine one three."),
        (
            "Call +91 20 4000 1080",
            "Call plus nine one, two zero, four zero zero zero, one zero eight zero.",
        ),
        ("98765 43210", "nine eight seven six five, four three two one zero."),
        (
            "Booking PB1763775000123X7K2QM4PA9 is confirmed",
            "Booking P B, ending in four P A nine is confirmed.",
        ),
        ("25°C", "twenty-five degrees Celsius."),
    ],
)
def test_numbers_are_said_as_words(shown: str, said: str) -> None:
    assert speakable(shown) == said


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        ("**Bold** and *italic* and `code`", "Bold and italic and code."),
        ("🙏 Namaste! ✨", "Namaste!"),
        ("1️⃣ Choose a puja", "one Choose a puja."),
        ("• Puja\n• Havan\n- Prasad", "Puja. Havan. Prasad."),
        ("## Your orders\n1. Rudraksha Mala", "Your orders. Rudraksha Mala."),
        ("Puja • Havan | Prasad", "Puja, Havan, Prasad."),
        ("Kundli & Horoscope", "Kundli and Horoscope."),
        ("Open https://www.punya.app/store?item=42&x=1 now", "Open punya dot app now."),
        ("[the store](https://punya.app/store)", "the store."),
        ("Write to support@punya.app.", "Write to support at punya dot app."),
        (
            "Pt. Sharma accepts COD, e.g. for prasad",
            "Pandit Sharma accepts cash on delivery, for example for prasad.",
        ),
        ("   ", ""),
        ("🙏🕉️", ""),
    ],
)
def test_markup_emoji_and_links_are_tidied(shown: str, said: str) -> None:
    assert speakable(shown) == said


def test_a_reply_reads_as_one_natural_sentence() -> None:
    reply = "✅ **Booked!** Your puja costs ₹5,100 on 15 May 2026, 6-8 AM. Tax is 5%."
    assert speakable(reply) == (
        "Booked! Your puja costs five thousand one hundred rupees on fifteenth May twenty "
        "twenty-six, six to eight a.m. Tax is five percent."
    )


def test_the_spoken_text_is_capped_at_a_sentence_where_possible() -> None:
    reply = "Your order is on its way. " * 40
    said = speakable(reply, max_chars=100)
    assert len(said) <= 100
    assert said.endswith("way.")
    assert speakable("word " * 500, max_chars=50).endswith("word.")
    assert len(speakable("₹1,50,000 " * 1000, max_chars=200)) <= 200


def test_huge_input_is_bounded_before_conversion() -> None:
    said = speakable("9" * 1_000_000, max_chars=1000)
    assert 0 < len(said) <= 1000


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "zero"),
        (19, "nineteen"),
        (21, "twenty-one"),
        (100, "one hundred"),
        (999, "nine hundred ninety-nine"),
        (1_000, "one thousand"),
        (1_00_000, "one lakh"),
        (
            12_34_56_789,
            "twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine",
        ),
        (-5, "minus five"),
    ],
)
def test_cardinals_use_lakh_and_crore(n: int, words: str) -> None:
    assert cardinal(n) == words


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (1, "first"),
        (2, "second"),
        (3, "third"),
        (12, "twelfth"),
        (20, "twentieth"),
        (22, "twenty-second"),
        (100, "one hundredth"),
        (31, "thirty-first"),
    ],
)
def test_ordinals(n: int, words: str) -> None:
    assert ordinal(n) == words


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (1990, "nineteen ninety"),
        (2005, "two thousand five"),
        (2026, "twenty twenty-six"),
        (2000, "two thousand"),
        (1905, "nineteen oh five"),
        (1900, "nineteen hundred"),
        (2010, "twenty ten"),
    ],
)
def test_years_are_read_in_pairs(n: int, words: str) -> None:
    assert year(n) == words


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        # The Hindi voice says numerals itself (5100: पाँच हज़ार एक सौ, 100000: एक लाख).
        ("दक्षिणा ₹5,100 है।", "दक्षिणा 5100 रुपये है।"),
        ("₹1,00,000.50", "100000 रुपये 50 पैसे."),
        ("Rs. 251/-", "251 रुपये."),
        # Clock times as people say them: सवा, साढ़े, पौने, डेढ़, ढाई.
        ("पूजा 2:30 बजे है।", "पूजा ढाई बजे है।"),
        ("1:30 बजे", "डेढ़ बजे."),
        ("6:30", "साढ़े 6 बजे."),
        ("4:15", "सवा 4 बजे."),
        ("9:45", "पौने 10 बजे."),
        ("12:45", "पौने 1 बजे."),
        ("9:10", "9 बजकर 10 मिनट."),
        ("11:00 बजे", "11 बजे."),
        # A 24-hour or AM/PM time says the part of the day, once.
        ("14:45 पर", "दोपहर पौने 3 बजे पर."),
        ("06:00 AM", "सुबह 6 बजे."),
        ("शाम 6:30 PM तक", "शाम साढ़े 6 बजे तक."),
        ("12:15 AM", "रात सवा 12 बजे."),
        ("समय: 06:00 - 08:00", "समय: 6 से 8 बजे तक."),
        ("18:00-20:00", "शाम 6 से रात 8 बजे तक."),
        # Phone numbers digit by digit; ranges, percentages and symbols in Hindi.
        ("मोबाइल +91 98765 43210", "मोबाइल 9 8 7 6 5 4 3 2 1 0."),
        ("हेल्पलाइन 1800-123-4567", "हेल्पलाइन 1 8 0 0 1 2 3 4 5 6 7."),
        ("1-1.5 घंटे", "1 से 1.5 घंटे."),
        ("10% छूट & प्रसाद", "10 प्रतिशत छूट और प्रसाद."),
        ("पं. शर्मा", "पंडित शर्मा."),
        ("**बुकिंग आईडी:** PB12345678 🙏", "बुकिंग आईडी: PB12345678."),
    ],
)
def test_hindi_is_said_the_way_people_say_it(shown: str, said: str) -> None:
    assert speakable(shown, language="hi") == said


def test_a_reply_is_hindi_when_most_of_its_letters_are_devanagari() -> None:
    assert is_hindi("आपकी Satyanarayan Katha बुक हो गई है।")
    assert not is_hindi("Your पूजा is booked.")
    assert not is_hindi("₹5,100 14:30")
