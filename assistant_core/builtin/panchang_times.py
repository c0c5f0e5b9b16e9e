"""The good and bad times of a day, from the Panchang: its choghadiyas ("kal ka choghadiya
batao", "चौघड़िया पुणे में"), and what a devotee choosing a time asks ("is tomorrow a good day
to buy gold?", "aaj koi shubh muhurat hai?"): the day's tithi, nakshatra and yoga, Abhijit
muhurat, the auspicious choghadiyas of the daytime, and Rahu Kaal, Yamaganda and Gulika Kaal
to avoid. Only what the Panchang computes, for the day asked (today unless another is named),
at the city named, else where the devotee is, else New Delhi (panchang.day_at); in English,
Hindi or Hinglish."""

from __future__ import annotations

from datetime import date

import intents
from assistant_core.builtin.answer import BuiltinAnswer
from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.panchang import (
    CITY_NAME,
    FESTIVALS,
    clock,
    day_at,
    limb,
)
from assistant_core.ports import Coordinates
from assistant_core.texts import Language
from assistant_core.texts.shown import day_shown
from kundli_service.panchang import panchang
from kundli_service.panchang.choghadiya import choghadiya
from kundli_service.panchang.wire import ChoghadiyaPart, Period

CHOGHADIYA_HEAD = Bilingual(
    "Choghadiya for {day} in {city}, from sunrise at {sunrise}.",
    "{day}, {city} का चौघड़िया, सूर्योदय {sunrise} से।",
    "{day}, {city} ka choghadiya, suryoday {sunrise} se.",
)
DAYTIME = Bilingual("Day: {parts}.", "दिन: {parts}।", "Din: {parts}.")
NIGHT = Bilingual("Night: {parts}.", "रात: {parts}।", "Raat: {parts}.")
PART = Bilingual("{name} {starts} – {ends} ({quality})", "{name} {starts} – {ends} ({quality})")
QUALITY = {
    "good": Bilingual("good", "शुभ", "shubh"),
    "neutral": Bilingual("neutral", "सामान्य", "saamanya"),
    "bad": Bilingual("avoid", "अशुभ", "ashubh"),
}
KEY = Bilingual(
    "Amrit, Shubh and Labh are auspicious; Chal is neutral, good for travel; Udveg, Kaal and "
    "Rog are avoided for new work.",
    "अमृत, शुभ और लाभ शुभ माने जाते हैं; चर सामान्य है, यात्रा के लिए ठीक; उद्वेग, काल और रोग "
    "में नए काम टाले जाते हैं।",
    "Amrit, Shubh aur Labh shubh maane jaate hain; Chal saamanya hai, yatra ke liye theek; "
    "Udveg, Kaal aur Rog me naye kaam taale jaate hain.",
)
OTHER_CITY = Bilingual(
    'For another city, name it, e.g. "choghadiya in Pune".',
    'दूसरे शहर का चौघड़िया उसका नाम लेकर पूछिए, जैसे "पुणे का चौघड़िया"।',
    'Doosre sheher ka choghadiya uska naam lekar poochiye, jaise "Pune ka choghadiya".',
)
ABHIJIT = Bilingual(
    "{day} in {city}: Abhijit muhurat, the most auspicious part of the day, is {time}.",
    "{day}, {city}: अभिजीत मुहूर्त, दिन का सबसे शुभ समय, {time} है।",
    "{day}, {city}: Abhijit muhurat, din ka sabse shubh samay, {time} hai.",
)
ABHIJIT_WEDNESDAY = Bilingual(
    "{day} in {city}: Abhijit muhurat ({time}) is by custom not taken on a Wednesday.",
    "{day}, {city}: अभिजीत मुहूर्त ({time}) परंपरा से बुधवार को नहीं लिया जाता।",
    "{day}, {city}: Abhijit muhurat ({time}) parampara se budhvaar ko nahi liya jaata.",
)
LIMBS = Bilingual(
    "The tithi is {tithi}; the nakshatra is {nakshatra}; the yoga is {yoga}.",
    "तिथि {tithi}; नक्षत्र {nakshatra}; योग {yoga}।",
    "Tithi {tithi}; nakshatra {nakshatra}; yog {yoga}.",
)
GOOD_PARTS = Bilingual(
    "Auspicious choghadiyas of the daytime, outside the periods to avoid: {parts}.",
    "दिन के शुभ चौघड़िया, टालने वाले समय को छोड़कर: {parts}।",
    "Din ke shubh choghadiya, taalne waale samay ko chhodkar: {parts}.",
)
AVOID = Bilingual(
    "Avoid Rahu Kaal {rahu}, Yamaganda {yama} and Gulika Kaal {gulika}.",
    "राहु काल {rahu}, यमगंड {yama} और गुलिक काल {gulika} में शुभ काम टालें।",
    "Rahu Kaal {rahu}, Yamaganda {yama} aur Gulika Kaal {gulika} me shubh kaam taalein.",
)
BY_A_PANDIT = Bilingual(
    "Whether a day suits a particular purchase or ceremony also depends on the rite and your "
    "own chart: a pandit or an astrologer can fix the exact muhurat.",
    "कोई दिन किसी ख़ास ख़रीदारी या संस्कार के लिए ठीक है या नहीं, यह अनुष्ठान और आपकी कुंडली "
    "पर भी निर्भर करता है: सटीक मुहूर्त पंडित जी या ज्योतिषी निकाल सकते हैं।",
    "Koi din kisi khaas khareedari ya sanskar ke liye theek hai ya nahi, yeh anushthan aur "
    "aapki kundli par bhi nirbhar karta hai: sahi muhurat pandit ji ya jyotishi nikaal sakte "
    "hain.",
)


def _span(period: Period, language: Language, day: date) -> str:
    return f"{clock(period.starts, language, day)} – {clock(period.ends, language, day)}"


def _overlap(one: ChoghadiyaPart, other: Period) -> bool:
    """Whether two periods of the same day overlap (their clocks share one offset)."""
    return one.starts < other.ends and other.starts < one.ends


def _parts(periods: list[ChoghadiyaPart], language: Language, day: date) -> str:
    return ", ".join(
        PART.of(
            language,
            name=p.name,
            starts=clock(p.starts, language, day),
            ends=clock(p.ends, language, day),
            quality=QUALITY[p.quality].of(language),
        )
        for p in periods
    )


def choghadiya_answer(
    question: str, language: Language, today: date, near: Coordinates | None = None
) -> BuiltinAnswer:
    """The day's eight choghadiyas and the night's, each with its times and whether it is
    auspicious, for the day and the city asked."""
    day = intents.read_visit_date(question, today) or today
    found, named, lead = day_at(question, day, language, near, choghadiya)
    periods = found.periods
    daytime = [p for p in periods if not p.night]
    night = [p for p in periods if p.night]
    # One paragraph first: an answer is shown a paragraph's first sentences at a time.
    first = [
        CHOGHADIYA_HEAD.of(
            language,
            day=day_shown(day, language),
            city=named or CITY_NAME.of(language),
            sunrise=clock(daytime[0].starts, language),
        ),
        DAYTIME.of(language, parts=_parts(daytime, language, day)),
        NIGHT.of(language, parts=_parts(night, language, day)),
    ]
    lines = [" ".join(first), KEY.of(language)]
    if named is None:
        lines.append(OTHER_CITY.of(language))
    text = "\n".join([lead, *lines] if lead else lines)
    return BuiltinAnswer(text, context=text)


def good_time_answer(
    question: str, language: Language, today: date, near: Coordinates | None = None
) -> BuiltinAnswer:
    """What the Panchang says of the day asked for a good beginning: its tithi, nakshatra
    and yoga, Abhijit muhurat, the auspicious choghadiyas of the daytime, the day's festivals,
    and the periods to avoid (a good choghadiya that falls in one is not given); then that an
    exact muhurat is a pandit's to fix."""
    day = intents.read_visit_date(question, today) or today
    report, named, lead = day_at(question, day, language, near, panchang)
    parts, _, _ = day_at(question, day, language, near, choghadiya)
    city = named or CITY_NAME.of(language)
    periods = report.periods
    abhijit = periods.abhijit
    said = ABHIJIT_WEDNESDAY if abhijit.avoided else ABHIJIT
    avoided = [periods.rahu_kaal, periods.yamaganda, periods.gulika_kaal]
    good = [
        p
        for p in parts.periods
        if not p.night and p.quality == "good" and not any(_overlap(p, a) for a in avoided)
    ]
    # One paragraph first, the times: an answer is shown a paragraph's first sentences.
    first = [
        said.of(
            language, day=day_shown(day, language), city=city, time=_span(abhijit, language, day)
        ),
        GOOD_PARTS.of(language, parts=_parts(good, language, day)),
        AVOID.of(
            language,
            rahu=_span(periods.rahu_kaal, language, day),
            yama=_span(periods.yamaganda, language, day),
            gulika=_span(periods.gulika_kaal, language, day),
        ),
    ]
    lines = [
        " ".join(first),
        LIMBS.of(
            language,
            tithi=limb(report.tithi, language, day),
            nakshatra=limb(report.nakshatra, language, day),
            yoga=limb(report.yoga, language, day),
        ),
    ]
    if report.festivals:
        names = ", ".join(f.name for f in report.festivals)
        lines.append(FESTIVALS.of(language, names=names))
    lines.append(BY_A_PANDIT.of(language))
    text = "\n".join([lead, *lines] if lead else lines)
    return BuiltinAnswer(text, context=text)
