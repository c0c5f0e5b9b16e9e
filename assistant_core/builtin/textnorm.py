"""Words for retrieval: lower case, Hinglish and Devanagari synonyms, light stemming, no
stopwords. The same function reads documents and questions, so both meet on one vocabulary."""

from __future__ import annotations

import re

from intents.normalise import fold, skeleton

MAX_QUERY_TOKENS = 60  # a 2,000-character question never costs more than this many look-ups

# Devanagari letters and signs, not its sentence marks: "पैकेट।" is the word "पैकेट".
_WORD = re.compile(r"[0-9a-z\u0900-\u0963\u0966-\u097f]+")


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of a long literal, as a set."""
    return frozenset(text.split())


STOPWORDS = word_set(
    """a about above after again all also am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further
    get got had has have having he her here hers him his how i if in into is it its itself just
    kindly let me more most my myself no nor not now of off on once only or other our ours out
    over own please same she should so some such tell than that the their them then there these
    they this those through to too under until up very was we were what when where which while
    who whom why will with would you your yours want wanted know need like ok okay hi hello
    namaste thanks thank ji sir madam dear give show much many mean means meaning meant
    explain explanation significance signify """
    "kya hai hain ka ki ke ko se me mein mujhe mera meri mere aap ap hum batao bataiye bata"
    " kaise kaisa kab kahan kaun kyun kyu aur ya bhi"
    " मेरी मेरा मेरे क्या है हैं का की के को से में और कैसे कब कौन मुझे बताइए बताओ"
    # Hindi's helping verbs and particles: a question written as a native speaker writes it
    # ("... में कितना खर्च आता है?") is mostly these.
    " आता आती आते होता होती होते होगा होगी होंगे जाता जाती जाते लगता लगती लगते रहा रही रहे"
    " सकता सकती सकते करना करने करें कीजिए दीजिए दें कर किया पर तक लिए वाला वाली वाले भी या"
    " यह वह इस उस ये वो एक कुछ अब जो तो ही था थी थे हो हूँ हम आप आपके आपकी हमें जी"
    " aata aati aate hota hoti hote lagta lagti lagte karna karne kar liye wala wali wale"
    # Words that carry no topic of their own ("why do we break a coconut before starting
    # something new?", "तुलसी का पौधा किस दिशा में रखना चाहिए?"): a question is the rest.
    " something anything everything thing things new starting start begin beginning usually"
    " always really actually exactly generally people someone everyone us we're i'm it's"
    " chahiye chahie rakhna rakhte rakhe karte karein karu karun nahi pe par wo woh"
    " ready padega padegi padenge padta padti padte पड़ेगा पड़ेगी पड़ेंगे पड़ता पड़ती"
    " kaunsa kaunse kaunsi konsa konse konsi ye yeh pata baaki baki कौनसा कौनसे कौनसी"
    " चाहिए रखना रखें रखते करते करें नहीं किस किसी"
)

# Spelling variants, Hinglish and Devanagari words, mapped onto the catalogue's words.
SYNONYMS: dict[str, str] = {
    # Incense sticks, books and idols as devotees name them, onto the store's words.
    "agarbathi": "agarbatti",
    "अगरबत्ती": "agarbatti",
    "dhoopbatti": "agarbatti",
    "dhupbatti": "agarbatti",
    "धूपबत्ती": "agarbatti",
    "incense": "agarbatti",
    "kitab": "book",
    "kitaab": "book",
    "kitabein": "book",
    "kitaban": "book",
    "kitaaban": "book",
    "kitaabein": "book",
    "pustak": "book",
    "किताब": "book",
    "किताबें": "book",
    "पुस्तक": "book",
    "पुस्तकें": "book",
    "पुस्तिका": "book",
    "booklet": "book",
    "murthi": "murti",
    "moorti": "murti",
    "idol": "murti",
    "मूर्ति": "murti",
    "मूर्तियाँ": "murti",
    "pooja": "puja",
    "poojas": "puja",
    "pujas": "puja",
    "pujan": "puja",
    "पूजा": "puja",
    "पूजन": "puja",
    "pandit": "priest",
    "pandits": "priest",
    "pujari": "priest",
    "purohit": "priest",
    "पंडित": "priest",
    "पुजारी": "priest",
    "din": "days",
    "dino": "days",
    "दिन": "days",
    "दिनों": "days",
    "cost": "price",
    "costs": "price",
    "charge": "price",
    "charges": "price",
    "fee": "price",
    "fees": "price",
    "rate": "price",
    "rates": "price",
    "amount": "price",
    "kitna": "price",
    "kharcha": "price",
    "kharch": "price",
    "खर्च": "price",
    "खर्चा": "price",
    "लागत": "price",
    "शुल्क": "price",
    "kitne": "price",
    "kitni": "price",
    "keemat": "price",
    "kimat": "price",
    "daam": "price",
    "dam": "price",
    "कीमत": "price",
    "दाम": "price",
    "कितना": "price",
    "कितने": "price",
    "rs": "rupee",
    "inr": "rupee",
    "rupees": "rupee",
    "₹": "rupee",
    "long": "duration",
    "hours": "duration",
    "hour": "duration",
    "samay": "duration",
    "includes": "include",
    "included": "include",
    "including": "include",
    "arrange": "requirement",
    "arrangements": "requirement",
    "requirements": "requirement",
    "required": "requirement",
    "samagri": "material",
    "materials": "material",
    # "rudraksha asli hai?", "सर्टिफिकेट मिलता है?": what a product's description vouches for.
    "asli": "authenticity",
    "असली": "authenticity",
    "genuine": "authenticity",
    "authentic": "authenticity",
    "original": "authenticity",
    "real": "authenticity",
    "certificate": "authenticity",
    "certified": "authenticity",
    "certification": "authenticity",
    "सर्टिफिकेट": "authenticity",
    "प्रमाणपत्र": "authenticity",
    "naamkaran": "namkaran",
    "namakaran": "namkaran",
    "namakaranam": "namkaran",
    "naamakaranam": "namkaran",
    "namakarana": "namkaran",
    "refunds": "refund",
    "refunded": "refund",
    "wapas": "refund",
    "vapas": "refund",
    "वापसी": "refund",
    "cancel": "cancellation",
    "cancelled": "cancellation",
    "canceled": "cancellation",
    "cancelling": "cancellation",
    "canceling": "cancellation",
    "returns": "return",
    "returned": "return",
    "deliver": "delivery",
    "delivered": "delivery",
    "delivering": "delivery",
    "ship": "shipping",
    "shipped": "shipping",
    "shipment": "shipping",
    "courier": "shipping",
    "mandir": "temple",
    "मंदिर": "temple",
    "dukaan": "store",
    "dukan": "store",
    "shop": "store",
    "buy": "store",
    "kundali": "kundli",
    "कुंडली": "kundli",
    "राशि": "rashi",
    "rashis": "rashi",
    "नक्षत्र": "nakshatra",
    "nakshatras": "nakshatra",
    "horoscop": "horoscope",
    "rudraksh": "rudraksha",
    "yantar": "yantra",
    # What devotees ask of an item: "ghee shuddh desi gaay ka hai?", "सुंदरकांड के अक्षर बड़े हैं?"
    "gaay": "cow",
    "gau": "cow",
    "गाय": "cow",
    "shuddh": "pure",
    "shudh": "pure",
    "शुद्ध": "pure",
    "akshar": "type",
    "अक्षर": "type",
    "अक्षरों": "type",
    "letters": "type",
    "font": "type",
    "bade": "large",
    "bada": "large",
    "badi": "large",
    "बड़े": "large",
    "बड़ा": "large",
    "बड़ी": "large",
    "mote": "large",
    "मोटे": "large",
    # A new car or bike's puja is the Vehicle Puja: "gaadi ki puja", "vahan puja".
    "vahan": "vehicle",
    "vahana": "vehicle",
    "gaadi": "vehicle",
    "rikshaw": "vehicle",
    "riksha": "vehicle",
    "rickshaw": "vehicle",
    "scooty": "vehicle",
    "scooter": "vehicle",
    "bike": "vehicle",
    "car": "vehicle",
    "tractor": "vehicle",
    "truck": "vehicle",
    "रिक्शा": "vehicle",
    "स्कूटी": "vehicle",
    "ट्रैक्टर": "vehicle",
    "gadi": "vehicle",
    "vahanam": "vehicle",
    "वाहन": "vehicle",
    "गाड़ी": "vehicle",
    "गाडी": "vehicle",
    # Tulsidas's Ramayan is the one read at home: "रामायण की किताब" is the Ramcharitmanas.
    "ramayan": "ramcharitmanas",
    "ramayana": "ramcharitmanas",
    "ramayanji": "ramcharitmanas",
    "रामायण": "ramcharitmanas",
    "रामचरितमानस": "ramcharitmanas",
    "yantr": "yantra",
    "rudrakhsa": "rudraksha",
    "rudraksa": "rudraksha",
    "satyanarayana": "satyanarayan",
    "satyanarayan": "satyanarayan",
    "grihapravesh": "griha",
    # The Telugu and Tamil "gruhapravesam" is the same rite: all its Griha Pravesh pujas offered.
    "grihapravesam": "griha",
    "gruhapravesam": "griha",
    "pravesam": "pravesh",
    "pravesham": "pravesh",
    "gruha": "griha",
    "graha": "graha",
    "grahas": "graha",
    "homam": "homa",
    "havan": "homa",
    "hawan": "homa",
    "yagna": "homa",
    "yagya": "homa",
    "paath": "path",
    "paatha": "path",
    "jaap": "jap",
    "japa": "jap",
    "dosh": "dosha",
    "doshas": "dosha",
    "dosham": "dosha",
    "manglik": "mangal",
    "mangalik": "mangal",
    "kaalsarp": "kaal",
    "kalsarp": "kaal",
    "kal": "kaal",
    "shani": "saturn",
    "shanidev": "saturn",
    "gst": "tax",
    "married": "marriage",
    "marry": "marriage",
    "shaadi": "marriage",
    "shadi": "marriage",
    "vivah": "marriage",
    "wedding": "marriage",
    "विवाह": "marriage",
    "शादी": "marriage",
    # Devanagari names of deities, pujas and products, as devotees type them in Hindi.
    "गणेश": "ganesh",
    "गणपति": "ganesh",
    "लक्ष्मी": "lakshmi",
    # Lakshmi as she is written in Hindi spellings and in Bengal ("Thursday Lokkhi pujo").
    "laxmi": "lakshmi",
    "lokkhi": "lakshmi",
    "दुर्गा": "durga",
    "शिव": "shiva",
    "सत्यनारायण": "satyanarayan",
    "कथा": "katha",
    "रुद्राभिषेक": "rudrabhishek",
    "नवग्रह": "navagraha",
    "शांति": "shanti",
    "गृह": "griha",
    "प्रवेश": "pravesh",
    "वास्तु": "vastu",
    "हवन": "homa",
    "यज्ञ": "homa",
    "मुंडन": "mundan",
    "संस्कार": "sanskar",
    "नामकरण": "namkaran",
    "रुद्राक्ष": "rudraksha",
    "स्फटिक": "sphatik",
    "sphatic": "sphatik",
    "spatik": "sphatik",
    "crystal": "sphatik",
    "गंगाजल": "gangajal",
    "तुलसी": "tulsi",
    "चंदन": "chandan",
    "मुखी": "mukhi",
    "प्रसाद": "prasad",
    "यंत्र": "yantra",
    "सामग्री": "material",
    "दोष": "dosha",
    "मंगल": "mangal",
    "शनि": "saturn",
    "समय": "duration",
    "घंटे": "duration",
    "रद्द": "cancellation",
    "डिलीवरी": "delivery",
    # Store items, temples and rites as devotees type them (Devanagari and Hinglish).
    "कपूर": "camphor",
    "घी": "ghee",
    "mitti": "clay",
    "मिट्टी": "clay",
    "तेल": "oil",
    # A lamp by its Hindi names ("ghee ka diya", "पीतल के दीये"); not "दिया", which is "gave".
    "diye": "diya",
    "diyo": "diya",
    "deepak": "diya",
    "deep": "diya",
    "dia": "diya",
    "दीया": "diya",
    "दीये": "diya",
    "दीपक": "diya",
    "दिये": "diya",
    # "Shree Yantra", "Sri Yantra": the Store writes Shri.
    "shree": "shri",
    "sri": "shri",
    "श्री": "shri",
    "kapur": "camphor",
    "kapoor": "camphor",
    "माला": "mala",
    "ब्रेसलेट": "bracelet",
    "थाली": "thali",
    "लड्डू": "laddu",
    "ladoo": "laddu",
    "laddu": "laddu",
    "बेसन": "besan",
    "इलायची": "elaichi",
    "पीतल": "brass",
    "peetal": "brass",
    "tamba": "copper",
    "tambe": "copper",
    "taamba": "copper",
    "taambe": "copper",
    "तांबा": "copper",
    "तांबे": "copper",
    "मेवा": "panchmeva",
    "सिद्धिविनायक": "siddhivinayak",
    "दगडूशेठ": "dagdusheth",
    "काशी": "kashi",
    "विश्वनाथ": "vishwanath",
    "अभिषेक": "abhishek",
    "हनुमान": "hanuman",
    "सुंदरकांड": "sundarkand",
    "भूमि": "bhoomi",
    "नवरात्रि": "navratri",
    "नवरात्र": "navratri",
}


# Devanagari as typed in a hurry: "लडडू" for "लड्डू", "अगरबती" for "अगरबत्ती", "पहुँच" for
# "पहुंच". A word the table does not have is looked up by its skeleton as the intents read it
# (folded: no nukta or chandrabindu; no virama, a doubled consonant said once).
def _skeleton(word: str) -> str:
    return skeleton(fold(word))


_BY_SKELETON = {_skeleton(k): v for k, v in SYNONYMS.items() if not k.isascii()}

_SUFFIXES = ("ies", "es", "s")
_KEEP_S = ("ss", "us", "is", "as", "ys", "os")


def _stem(word: str) -> str:
    # Plurals only: enough for "temples"/"temple", safe for Sanskrit names ending in -a, -i.
    if len(word) <= 4 or not word.isascii() or word.endswith(_KEEP_S):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("es") and word[-3] in "sxz":
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


# One rite's name said as two words: "naam karan", "नाम करण".
_SPLIT_NAMES = re.compile(r"\bnaa?m karan\b|नाम करण|\bnaming (?:ceremony|function)\b")


def words(text: str) -> list[str]:
    """Lower-cased words of `text`, Devanagari included, before any mapping."""
    joined = _SPLIT_NAMES.sub("namkaran", text.lower().replace("₹", " rupee "))
    return _WORD.findall(joined)


def tokens(text: str, *, limit: int | None = None) -> list[str]:
    """Retrieval tokens: synonyms mapped, plurals stemmed, stopwords and 1-letter words out."""
    out: list[str] = []
    for word in words(text):
        if word in STOPWORDS or (len(word) < 2 and not word.isdigit()):
            continue
        mapped = (
            SYNONYMS.get(word)
            or SYNONYMS.get(_stem(word))
            or (None if word.isascii() else _BY_SKELETON.get(_skeleton(word)))
            or _stem(word)
        )
        out.append(mapped)
        if mapped == "yantra" and len(out) > 1 and out[-2] == "shri":
            out.append("shriyantra")  # one yantra by name, where "shri" alone is an honorific
        if limit is not None and len(out) >= limit:
            break
    return out
