"""The general assistant: answers from our own catalogue and policies by retrieval, citing
prices, durations, what a puja includes and what the family arranges, in English or Hindi;
and from a small knowledge base of rituals, mantras and how the app works (kb_rituals). The
index is built once per catalogue version (the caller passes a cheap fingerprint of the
tables)."""

from __future__ import annotations

from datetime import date

from assistant_core.builtin.answer import FULL_RATIO, BuiltinAnswer, from_hits
from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.catalogue import Catalogue
from assistant_core.builtin.catalogue_docs import catalogue_docs
from assistant_core.builtin.festival_calendar import festival_calendar_answer
from assistant_core.builtin.kb_rituals import KINDS as KNOWLEDGE
from assistant_core.builtin.kb_rituals import ritual_docs
from assistant_core.builtin.panchang import asks_panchang, festival_answer, panchang_answer
from assistant_core.builtin.panchang_times import choghadiya_answer, good_time_answer
from assistant_core.builtin.policies import REFUNDS, SHIPPING, policy_docs, refund_for
from assistant_core.builtin.retrieval import Hit, Index
from assistant_core.builtin.textnorm import word_set, words
from assistant_core.ports import Coordinates
from assistant_core.texts import Language
from intents.almanac import asks_choghadiya, asks_good_time
from intents.commands import looks_like_question
from intents.delivery import asks_delivery_area, asks_delivery_time
from intents.normalise import fold
from intents.scope import off_topic

NO_MATCH = Bilingual(
    "I have no answer to that in our pujas, temples, store or policies, so I won't guess. I "
    "can tell you what a puja costs, how long it takes, what it includes and what your family "
    "arranges; a temple's services, prices and time slots; store prices and "
    "stock; and our cancellation, refund, return and shipping policies. For example, ask: "
    '"{example}"',
    "हमारी पूजाओं, मंदिरों, स्टोर या नीतियों में मुझे इसका उत्तर नहीं मिला, इसलिए मैं अंदाज़ा "
    "नहीं लगाऊँगी। मैं आपको बता सकती हूँ कि किसी पूजा का शुल्क कितना है, "
    "उसमें कितना समय लगता है, उसमें क्या-क्या शामिल है और परिवार को क्या व्यवस्था करनी होती "
    "है; किसी मंदिर की सेवाएँ, उनके शुल्क और समय; स्टोर के सामान की कीमत और उपलब्धता; और "
    'रद्द करने, रिफ़ंड, वापसी और शिपिंग की हमारी नीतियाँ। उदाहरण के लिए पूछिए: "{example}"',
    "Hamari poojaon, mandiron, store ya policies mein mujhe iska jawab nahi mila, isliye main "
    "andaaza nahi lagaungi. Main bata sakti hoon ki kisi pooja ka kharcha kitna hai, kitna "
    "samay lagta hai, usmein kya-kya shaamil hai aur parivar ko kya taiyari karni hoti hai; "
    "kisi mandir ki sevayein, unke daam aur samay; store ke saaman ki keemat aur stock; aur "
    'cancel, refund, wapsi aur shipping ki hamari policies. Jaise poochiye: "{example}"',
)
EXAMPLE_PUJA = Bilingual("How much is {name}?", "{name} कितने की है?", "{name} kitne ki hai?")
EXAMPLE_POLICY = Bilingual(
    "What is your refund policy?",
    "रद्द और वापसी की नीति क्या है?",
    "Cancel aur refund ki policy kya hai?",
)

# A question about a price is the catalogue's to answer: the knowledge base states no prices,
# so "How much is Rudrabhishek?" must not be answered with what a Rudrabhishek is. "kitne" and
# "कितने" ask a price ("kitne ki hai") unless they count something ("kitne din baad"), and
# "how much" unless "time" follows.
PRICE_WORDS = word_set(
    """price prices cost costs charge charges fee fees rate rates rupee rupees rs inr keemat
    kimat daam kharcha kharch खर्च खर्चा लागत शुल्क कीमत दाम"""
)
HOW_MUCH = word_set("much kitna kitne kitni कितना कितने कितनी")
COUNTED = word_set(
    """time din dino days baar bar times ghante ghanta saal mahine minute mantra log pandit
    kanya kanyaye kanyayein girls ladkiyan gun guna gunas varsh packet diye brahman brahmin
    brahmins samagri ghee
    दिन दिनों बार घंटे घंटा साल महीने मिनट मंत्र लोग पंडित कन्या कन्याएं कन्याएँ लड़कियाँ
    लड़कियां गुण वर्ष ब्राह्मण ब्राह्मणों सामग्री घी"""
)


# A question naming a festival asks when it falls unless it asks what is done, how or why
# ("holi kyu manate hai", "करवा चौथ का व्रत कैसे रखें") and not when ("diwali kab hai",
# "what is the date of holi").
ABOUT = word_set(
    """what why how kya kyu kyun kyon kaise vidhi niyam rules significance mahatva story
    katha karte kare karein manate celebrate celebrated done kept rakhte rakhe rakhen
    क्या क्यों कैसे विधि नियम महत्व कथा करते मनाते मनाई मनाया रखते रखें"""
)
WHEN = word_set(
    """when kab date dates tarikh tareekh tithi next agli agla upcoming muhurat
    कब तारीख तिथि अगली अगला मुहूर्त"""
)


class GeneralAssistant:
    def __init__(self) -> None:
        self._fingerprint: str | None = None
        self._catalogue = Catalogue()
        self._index = Index(policy_docs(None) + ritual_docs())
        self._priced = Index(policy_docs(None))

    @property
    def fingerprint(self) -> str | None:
        """Which catalogue version the index was built from (None: policies only)."""
        return self._fingerprint

    def load(self, catalogue: Catalogue, fingerprint: str) -> None:
        """Rebuild the index for a new catalogue version (a few milliseconds for ~100 docs)."""
        priced = catalogue_docs(catalogue) + policy_docs(catalogue.rules)
        self._index = Index(priced + ritual_docs())
        self._priced = Index(priced)
        self._catalogue = catalogue
        self._fingerprint = fingerprint

    def answer(
        self,
        question: str,
        language: Language = "en",
        today: date | None = None,
        near: Coordinates | None = None,
    ) -> BuiltinAnswer:
        """From the catalogue and policies; a question about a day's Panchang, its choghadiya,
        a good time, a festival or a month's festivals from the Panchang (for `today`, the
        Indian date, where the devotee is when `near` is known)."""
        if off_topic(question):  # markets and the weather: said so, with what it can do
            return BuiltinAnswer(self._no_match(language))
        if today is not None and (told := self._almanac(question, language, today, near)):
            return told
        # "can u deliver to kukatpally": any place; the policy is there once the rules are.
        shipping = next((d for d in self._index.docs if d.id == SHIPPING), None)
        folded = fold(question)
        if shipping is not None and (asks_delivery_area(folded) or asks_delivery_time(folded)):
            return from_hits([Hit(shipping, 1.0, 1.0)], language=language)
        asking = looks_like_question(question)
        hits = self._index.relevant(question, limit=8, asking=asking)
        if hits and asks_price(question):
            # Again without the knowledge base, so that it can neither answer nor be "related";
            # in an index of its own, so that a spelling only the knowledge base has
            # ("sunderkand", "navgraha") is still read as the catalogue's nearest word.
            hits = self._priced.relevant(question, limit=8, asking=asking)
        if hits:
            answer = from_hits(hits, language=language)
            if hits[0].doc.id != REFUNDS:
                return answer
            # "agar 1 din pehle cancel karu?": the share that cancel gives, then the policy.
            lead = refund_for(question, self._catalogue.rules, language)
            if lead is None:
                return answer
            return BuiltinAnswer(
                f"{lead}\n\n{answer.text}", answer.sources, f"{lead}\n{answer.context}"
            )
        return BuiltinAnswer(self._no_match(language))

    def _almanac(
        self, question: str, language: Language, today: date, near: Coordinates | None
    ) -> BuiltinAnswer | None:
        """The Panchang's answer to a question of days and times, None when it is not one."""
        if asks_choghadiya(question):
            return choghadiya_answer(question, language, today, near)
        if month := festival_calendar_answer(question, language, today, near):
            return month
        if festival := festival_answer(question, language, today, near):
            # "करवा चौथ कब है" is the Panchang's; "karwa chauth vrat kaise rakhte hai" the
            # knowledge base's, when it has the festival.
            told = self._knowledge(question, language) if asks_about(question) else None
            return told or festival
        if asks_good_time(question):  # "is tomorrow a good day to buy gold?"
            return good_time_answer(question, language, today, near)
        if asks_panchang(question):
            return panchang_answer(question, language, today, near)
        return None

    def _knowledge(self, question: str, language: Language) -> BuiltinAnswer | None:
        """From the knowledge base, when one of its documents answers the question nearly as
        well as the best (a puja of the catalogue may bear the rite's very name: "kalash
        sthapana ki vidhi" asks how it is done); its documents first."""
        hits = self._index.relevant(question, limit=8, asking=looks_like_question(question))
        known = [h for h in hits if h.doc.kind in KNOWLEDGE]
        if not known or known[0].score < FULL_RATIO * hits[0].score:
            return None
        return from_hits(known + [h for h in hits if h not in known], language=language)

    def _no_match(self, language: Language) -> str:
        cheapest = min(self._catalogue.pujas, key=lambda p: p.price, default=None)
        example = (
            EXAMPLE_PUJA.of(language, name=cheapest.name)
            if cheapest
            else EXAMPLE_POLICY.of(language)
        )
        # The question is not quoted back: a mangled fragment read as a name misleads.
        return NO_MATCH.of(language, example=example)


def asks_price(question: str) -> bool:
    """Whether the question asks what something costs (see PRICE_WORDS)."""
    asked = words(question)
    if any(w in PRICE_WORDS for w in asked):
        return True
    return any(
        w in HOW_MUCH
        and (w != "much" or (i > 0 and asked[i - 1] == "how"))
        and (i + 1 == len(asked) or asked[i + 1] not in COUNTED)
        for i, w in enumerate(asked)
    )


def asks_about(question: str) -> bool:
    """Whether the question asks what is done on a festival, how or why, and not when (see
    ABOUT and WHEN)."""
    asked = set(words(question))
    return bool(asked & ABOUT) and not asked & WHEN
