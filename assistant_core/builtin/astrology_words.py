"""What the astrology expert says around its knowledge and charts, in English and Hindi side
by side: what it needs, what it cannot do, and why a chart could not be made."""

from __future__ import annotations

import re

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.details import Details
from assistant_core.kundli_port import KundliOutcome
from assistant_core.texts import Language

EXAMPLE = Bilingual(
    '"born on 15 May 1990 at 2:30 PM in Pune"',
    '"मेरा जन्म 15 मई 1990 को दोपहर 2:30 बजे पुणे में हुआ"',
)
TOPICS = {
    "rashi": Bilingual("Moon sign (rashi)", "आपकी चंद्र राशि निकालने"),
    "nakshatra": Bilingual("nakshatra", "आपका नक्षत्र निकालने"),
    "ascendant": Bilingual("ascendant", "आपका लग्न निकालने"),
    "chart": Bilingual("birth chart", "आपकी जन्म कुंडली बनाने"),
}
FIELDS = {
    "date_of_birth": Bilingual("date of birth", "जन्म तिथि"),
    "time_of_birth": Bilingual("time of birth", "जन्म का समय"),
    "place_of_birth": Bilingual("place of birth", "जन्म स्थान"),
}
GIVEN = {
    "date_of_birth": Bilingual("date of birth {value}", "जन्म तिथि {value}"),
    "time_of_birth": Bilingual("time of birth {value}", "जन्म का समय {value}"),
    "place_of_birth": Bilingual("place of birth {value}", "जन्म स्थान {value}"),
}
NEED = Bilingual(
    "To work out your {topic} I need your date, exact time and place of birth.",
    "{topic} के लिए मुझे आपकी जन्म तिथि, जन्म का सही समय और जन्म स्थान चाहिए।",
)
HAVE = Bilingual(
    " I have your {given}; please also send your {missing}.",
    " मेरे पास आपकी यह जानकारी है: {given}; कृपया {missing} भी भेजिए।",
)
TOGETHER = Bilingual(
    " Send them together in one message, for example: {example}.",
    " ये सब एक ही संदेश में भेजिए, जैसे: {example}।",
)
NO_MATCH = Bilingual(
    "I could not find that in my astrology notes, so I won't guess. I can explain the 12 "
    "rashis, the 27 nakshatras, the 9 grahas, the doshas (Mangal, Kaal Sarp, Pitru, Shani "
    "Sade Sati, Rahu) and their remedies, daily, weekly, monthly and yearly horoscopes, and "
    "Ashtakoot Kundli matching. Send your date, time and place of birth, for example "
    "{example}, and I will work out your Moon sign, nakshatra, ascendant and dasha.",
    "यह बात मेरे ज्योतिष के नोट्स में नहीं मिली, इसलिए मैं अंदाज़ा नहीं लगाऊँगी। मैं 12 "
    "राशियाँ, 27 नक्षत्र, 9 ग्रह, दोष (मंगल, काल सर्प, पितृ, शनि की साढ़े साती और राहु) और "
    "उनके उपाय, दैनिक, साप्ताहिक, मासिक और वार्षिक राशिफल, और अष्टकूट कुंडली मिलान समझा "
    "सकती हूँ। अपनी जन्म तिथि, समय और स्थान भेजिए, जैसे {example}, तो मैं आपकी चंद्र राशि, "
    "नक्षत्र, लग्न और दशा निकाल दूँगी।",
)
UNAVAILABLE = Bilingual(
    "I could not generate your chart right now: the chart service is not answering. Please "
    "try again in a little while.",
    "अभी मैं आपकी कुंडली नहीं बना पा रही हूँ: कुंडली सेवा जवाब नहीं दे रही है। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
)
NOT_CHARTED = Bilingual(
    "I could not work out your chart from those details: {problem} Please send them again, "
    "for example: {example}.",
    "इन विवरणों से आपकी कुंडली नहीं बन पाई: {problem} कृपया इन्हें फिर से भेजिए, जैसे: {example}।",
)
# The Kundli service explains a refused detail in English; in Hindi, by the detail it names.
PLACE_NOT_FOUND_HI = 'मुझे "{place}" नाम की जगह नहीं मिली।'
PLACE_SUGGESTIONS_HI = " क्या आपका मतलब इनमें से किसी से है: {places}?"
REFUSED_HI = {
    "date_of_birth": "यह जन्म तिथि मान्य नहीं है; वह बीते समय की और 1800 या उसके बाद की होनी चाहिए।",
    "time_of_birth": "यह जन्म का समय समझ में नहीं आया।",
    "name": "कुंडली के लिए नाम ज़रूरी है।",
}
OTHER_REFUSAL_HI = "कुंडली सेवा ने ये विवरण स्वीकार नहीं किए।"
_SUGGESTED = re.compile(r"Did you mean: (.+)\?\s*$")


def _refusal_hi(outcome: KundliOutcome, details: Details) -> str:
    if outcome.field != "place_of_birth":
        return REFUSED_HI.get(outcome.field or "", OTHER_REFUSAL_HI)
    text = PLACE_NOT_FOUND_HI.format(place=details.place_of_birth or "")
    if found := _SUGGESTED.search(outcome.problem or ""):
        text += PLACE_SUGGESTIONS_HI.format(places=found[1])
    return text


def chart_problem(outcome: KundliOutcome, details: Details, language: Language) -> str:
    """Why the details did not make a chart, and what to send."""
    problem = _refusal_hi(outcome, details) if language == "hi" else outcome.problem
    return NOT_CHARTED.of(language, problem=problem, example=EXAMPLE.of(language))
