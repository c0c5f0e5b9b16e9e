"""What a message gives a form besides the answer asked for: values said in passing (and
the thanks they earn), a skipped optional field, and the earlier answer a correction replaces."""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant_core.forms import corrections
from assistant_core.forms.panel import needed
from assistant_core.forms.spec import Choose, Context, FormSpec, Slot, Value
from assistant_core.forms.state import FormState
from assistant_core.texts import Language, en, say
from intents.normalise import ADDRESSING_WORDS, words_of

# Declining the field asked, once the field's own name and the words around it are set
# aside: "skip", "nahi", "ईमेल नहीं है", "I don't have an e-mail", "mera email nahi hai".
_DECLINES = frozenset(
    " ".join(words_of(phrase))  # as the message is read: folded ("छोड़" is read "छोड")
    for phrase in {
        "skip", "no", "nope", "none", "nothing", "nahi", "nahin", "nhi", "na", "not needed",
        "no need", "not required", "no thanks", "kuch nahi", "dont have", "do not have",
        "nahi hai", "nahin hai", "nhi hai", "nahi h", "nhi h", "nai hai", "nahi he", "nhi he",
        "rehne do", "skip karo", "chhodo", "छोड़ें",
        "छोड़ो", "छोड़ दो", "छोड़िए", "नहीं", "नही", "नहीं है", "नही है", "नहीं हे", "नही हे",
        "कुछ नहीं",
        "ज़रूरत नहीं", "रहने दो", "रहने दीजिए", "छोड़ दीजिए", "chhod dijiye", "chhod do",
        "chod do",
        # Not known ("gotra nakshatra pata nahi", "I don't know", "मालूम नहीं").
        "pata nahi", "pata nahin", "pata nhi", "nahi pata", "maloom nahi", "malum nahi",
        "dont know", "do not know", "not known", "no idea", "पता नहीं", "नहीं पता", "मालूम नहीं",
    }
)  # fmt: skip
_AROUND = frozenset(
    word
    for phrase in {
        "i", "my", "an", "a", "any", "one", "email", "e", "mail", "id", "address", "koi",
        "mera", "meri", "mere", "paas", "pass", "please", "pls", "ji", "sorry", "ईमेल", "ई",
        "मेल", "आईडी", "कोई", "मेरा", "मेरी", "मेरे", "पास", "जी",
        "gotra", "nakshatra", "rashi", "sankalp", "names", "naam", "hamara", "hume", "hamein",
        "गोत्र", "नक्षत्र", "राशि", "संकल्प", "नाम", "हमें",
    }
    for word in words_of(phrase)
)  # fmt: skip
_AROUND |= ADDRESSING_WORDS  # "नहीं है बाबू", "skip bhaiya"


# "I don't use email", "email nahi rakhta", "मैं ईमेल इस्तेमाल नहीं करता": not having one.
_NOT = frozenset(words_of("no not dont never nahi nahin nhi nai nahee नहीं नही"))
_HAVING = frozenset(
    words_of(
        "use using have got know email mail rakhta rakhti istemal chalata chalati jaante "
        "jaanta jaanti jante janta इस्तेमाल चलाता चलाती रखता रखती जानते जानता जानती ईमेल"
    )
)
SHORT_DECLINE = 7  # words: longer, it says something else ("no onion or garlic in the bhog")
# ...unless it names the e-mail it has not got ("ईमेल नहीं है भाई फोन पर ही बता दीजिए").
LONG_DECLINE = 12
_EMAIL = frozenset(words_of("email mail emails ईमेल मेल"))


_SENTENCES = re.compile(r"[.,!।|]+")


def _declined(words: Sequence[str]) -> bool:
    return " ".join(w for w in words if w not in _AROUND) in _DECLINES


def skips(text: str) -> bool:
    """Whether the message declines the field asked ("skip", "nahi", "ईमेल नहीं है", "I don't
    use email")."""
    words = words_of(text)
    if _declined(words):
        return True
    if "@" in text:
        return False
    # "ई-मेल हम नहीं जानते बाबू। नहीं है": short sentences, each declining or naming the e-mail.
    sentences = [said for part in _SENTENCES.split(text) if (said := words_of(part))]
    declining = any(_declined(s) for s in sentences) and len(words) <= LONG_DECLINE
    if declining and all(_declined(s) or _EMAIL.intersection(s) for s in sentences):
        return True
    opening = words[:3]  # "ईमेल नही है जी... बेटा का है पर वो पुणे मे रहता है"
    if _EMAIL.intersection(opening) and _NOT.intersection(opening):
        return True
    limit = LONG_DECLINE if _EMAIL.intersection(words) else SHORT_DECLINE
    short = len(words) <= limit
    return short and bool(_NOT.intersection(words)) and bool(_HAVING.intersection(words))


async def in_passing(
    spec: FormSpec, form: FormState, text: str, ctx: Context
) -> tuple[FormState, list[str]]:
    """The form with the values `text` gives besides the answer, and the thanks they earn."""
    if not text:
        return form, []
    before = form
    if spec.passing is not None:
        missing = {s.name for s in needed(spec, form) if s.name not in form.values}
        for name, value in spec.passing(text, ctx, form.values).items():
            if name in missing:
                form = form.with_value(name, value.value, value.shown)
    else:
        for slot in needed(spec, form):
            if slot.by_value and slot.name not in form.values:
                read = await slot.read(text, ctx, form.values)
                if isinstance(read, Value):
                    form = form.with_value(slot.name, read.value, read.shown)
    added = [name for name in form.values if name not in before.values]
    return form, thanks(spec, form, added, ctx.language)


def thanks(
    spec: FormSpec, form: FormState, names: Sequence[str | None], language: Language
) -> list[str]:
    """ "Thank you, Ravi.": a form's word of thanks for a field just given, if it has one."""
    keys = [(n, f"{spec.name}_thanks_{n}") for n in names if n]
    return [say(language, key, value=form.shown[n]) for n, key in keys if key in en.TEXTS]


async def correction(
    spec: FormSpec, form: FormState, text: str, ctx: Context, *, free_text: bool = True
) -> tuple[Slot, Value | Choose] | None:
    """ "no, make it Monday", "change the name to Ravi": the field the new value replaces
    (the field asked, when named, takes it as its answer) and the value read for it, or the
    choice it leaves when the field was named ("make the time 4 pm" where 4 PM is taken)."""
    given = [s for s in needed(spec, form) if s.name in form.values or s.name == form.asking]
    found = corrections.read(text, given)
    if found is None:
        return None
    filled = [s for s in given if s.name in form.values and s.name != form.asking]
    asked = [s for s in given if s.name == form.asking and s.by_value]
    filled_free = [s for s in filled if not s.by_value]
    one_free = filled_free if len(filled_free) == 1 and len(found.value.split()) >= 2 else []
    by_value = [*asked, *(s for s in filled if s.by_value)]
    by_name = [s for s in filled if s.by_name and s not in one_free] if free_text else []
    for slot in found.named or [*by_value, *one_free, *by_name]:
        if not (free_text or slot.by_value):
            continue
        read = await slot.read(found.value, ctx, form.values)
        if isinstance(read, Value):
            return slot, read
        if isinstance(read, Choose) and (slot in found.named or slot.by_name):
            return slot, read  # "समय 4 बजे कर दीजिए", 4 not free: the free times to pick from
    return None
