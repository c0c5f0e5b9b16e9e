"""Numbers as Indian English words: cardinals with lakh and crore, ordinals, years, digits."""

from __future__ import annotations

_ONES = (  # noqa: SIM905 - a sentence of words reads better than twenty quoted lines
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()  # noqa: SIM905
_ORDINAL_WORDS = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}
# Indian grouping: 1,50,00,000 is "one crore fifty lakh", not "fifteen million".
_SCALES = ((10**7, "crore"), (10**5, "lakh"), (1000, "thousand"), (100, "hundred"))
MAX_CARDINAL = 10**15  # past this, a number is an identifier and is read digit by digit


def _below_hundred(n: int) -> str:
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")


def cardinal(n: int) -> str:
    """123456 -> "one lakh twenty-three thousand four hundred fifty-six"."""
    if n < 0:
        return "minus " + cardinal(-n)
    if n >= MAX_CARDINAL:
        return digits(str(n))
    if n < 100:
        return _below_hundred(n)
    words: list[str] = []
    for size, name in _SCALES:
        count, n = divmod(n, size)
        if count:
            words.append(f"{cardinal(count)} {name}")
    if n:
        words.append(_below_hundred(n))
    return " ".join(words)


def ordinal(n: int) -> str:
    """21 -> "twenty-first", 100 -> "one hundredth"."""
    words = cardinal(n)
    head, sep, last = words.rpartition(" ")
    stem, hyphen, unit = last.rpartition("-")
    if unit in _ORDINAL_WORDS:
        unit = _ORDINAL_WORDS[unit]
    elif unit.endswith("y"):
        unit = unit[:-1] + "ieth"
    else:
        unit += "th"
    return f"{head}{sep}{stem}{hyphen}{unit}"


def year(n: int) -> str:
    """Years as people say them: 1990 "nineteen ninety", 2005 "two thousand five",
    2026 "twenty twenty-six", 1905 "nineteen oh five", 1900 "nineteen hundred"."""
    if not 1000 <= n <= 9999:
        return cardinal(n)
    century, rest = divmod(n, 100)
    if 2000 <= n <= 2009 or (century % 10 == 0 and rest == 0):
        return cardinal(n)
    if rest == 0:
        return f"{cardinal(century)} hundred"
    if rest < 10:
        return f"{cardinal(century)} oh {_ONES[rest]}"
    return f"{cardinal(century)} {_below_hundred(rest)}"


def digits(text: str) -> str:
    """ "0801" -> "zero eight zero one"; non-digits are dropped."""
    return " ".join(_ONES[int(c)] for c in text if c.isdigit())


def decimal(text: str) -> str:
    """ "4.75" -> "four point seven five"; "1,50,000" -> "one lakh fifty thousand"."""
    whole, _, fraction = text.replace(",", "").partition(".")
    spoken = cardinal(int(whole or "0"))
    return f"{spoken} point {digits(fraction)}" if fraction else spoken


def plural(word: str) -> str:
    """The plural of a last number word: "ninety" -> "nineties", "six" -> "sixes"."""
    if word.endswith("y"):
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("x", "s")) else "s")
