"""The naming words of a request ("griha pravesh", "rudraksha malas"): what is left once the
words that ask, say when or say how many are set aside."""

from __future__ import annotations

from intents.dates import MONTHS
from intents.normalise import canonical, words_of
from intents.visits import WEEKDAY_NAMES

# Words that ask rather than name: dropped from the topic.
_REQUEST_WORDS = frozenset(
    """
    i me my we our you please pls plz want wanna need would like to a an the some for of
    book booking arrange get have do can could will should kindly help hire call send
    priest priests pandit pandits pujari purohit acharya ji panditji someone somebody buy
    purchase order orders kharidna kharidni kharidne khareedna lena leni chahiye mujhe mera
    meri mere hai hain karwana karwani karna karni karao karwao karvana bulana bulao add
    put cart basket into in show dikhao dikhaiye dikhana see view open find search let lets
    us is are am be what which where take go visit any mein main में near temple temples mandir
    मंदिर puja pooja pujas poojas pujan service ke liye ki ka ko se par pe wala wali chahta
    chahti मुझे मेरे मेरा मेरी पंडित पंडितजी पुजारी चाहिए के लिए की का को से पर है हैं
    करवाना करवानी करना बुक खरीदना खरीदनी दिखाओ पूजा offer offering chadhana
    daal dal dalo daalo dijiye jod jodo bhi ek कार्ट डाल डालो दो दीजिए जोड जोड़ जोड़ो भी एक करनी
    from out quantity qty only it actually instead also id im h hy krwana krwani krna krni done
    kar karo kare karen karein kariye kijiye karu karun karoon karenge karne dena dedo de dijiye
    bhej bhejo bhejna bhejiye bhejdo bhijwa bhijwao bhijwaiye kaise kese please ghar
    कर करो करें करे कीजिए करिए करेंगे करने दे देना दीजिए भेज भेजो भेजना भेजिए भेजें कैसे घर ऑर्डर
    भिजवा भिजवाइए भिजवाओ हे पे
    मंगाने मंगवाने मंगाना मंगवाना मंगानी मंगवानी
    bhai bhaiya bhaisahab didi yaar boss dear sir madam भाई भैया दीदी
    hi hii hiii hello helo hey maybe perhaps shayad shaayad शायद नमस्ते wnat wnt wamt
    uska iska unka inka saman samaan wagera wagaira vagaira vagera etc वगैरह सामान उसका इसका
    there here available exist exists kya kyaa क्या batao bataiye bataye dikhao dikhaiye jaake jakar
    nani nana dadi dada maa mummy mumma papa mom dad mother father grandma grandpa grandmother
    grandfather sister brother wife husband son daughter friend behen bahan beti beta bachche
    bacche pati patni dost नानी नाना दादी दादा मम्मी पापा बहन बेटी बेटा बच्चे पति पत्नी दोस्त
    लिये yaha yahan yahaan यहाँ यहां app ऐप website
    """.split()  # noqa: SIM905 (a word list reads best as words)
)
# Words that point back at what was said ("us din", "that day", "उसी दिन"): no name.
_POINTING_WORDS = frozenset(
    """
    that same day date din roz tarikh tareekh us usi isi wahi wohi waha wahan
    उस उसी इसी वही वहीं वहां वहाँ दिन तारीख रोज़ रोज
    """.split()  # noqa: SIM905
)
# Weekdays and months by their names ("sat" may be "Sat Chandi"; "may" a wish).
_DAYS_NAMED = frozenset(w for w in WEEKDAY_NAMES | frozenset(MONTHS) if len(w) > 3)
_TIME_WORDS = _DAYS_NAMED | frozenset(
    [
        "today",
        "tomorrow",
        "aaj",
        "kal",
        "parso",
        "parson",
        "morning",
        "evening",
        "night",
        "afternoon",
        "subah",
        "shaam",
        "raat",
        "next",
        "this",
        "coming",
        "week",
        "weekend",
        "sunday",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
    ]
)
# Concepts (canonical tokens) that ask for something rather than name it.
_ASKING = frozenset(
    [
        "store",
        "show",
        "buy",
        "purchase",
        "need",
        "get",
        "my",
        "i",
        "you",
        "book",
        "karwana",
        "bulana",
        "chahiye",
        "priest",
        "pandit",
        "pujari",
        "purohit",
        "acharya",
        "ji",
        "puja",
        "order",
        "orders",
        "lena",
        "make",
        "check",
        "consult",
        "someone",
        "price",
        "available",
        "ordered",
        "where",
        "when",
    ]
)
_NUMBER_WORDS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "do",
        "teen",
        "char",
        "ek",
    ]
)


_PUJA = frozenset(["puja", "pooja", "पूजा"])


def topic_of(text: str, *, rite: bool = False) -> str:
    """The naming words of a request, in order: "I want to book a pandit for griha
    pravesh" -> "griha pravesh"; "add two rudraksha malas to my cart" -> "rudraksha malas".
    A `rite` keeps "puja" after a name ("Lakshmi puja karwani hai" -> "lakshmi puja"): the
    name is said whole so."""
    said = words_of(text)
    kept = [
        w
        for i, w in enumerate(said)
        if (rite and w in _PUJA and i > 0 and said[i - 1] not in _REQUEST_WORDS)
        or (
            w not in _REQUEST_WORDS
            and w not in _TIME_WORDS
            and w not in _POINTING_WORDS
            and w not in _NUMBER_WORDS
            and (not w.isdigit() or said[i + 1 : i + 2] in (["mukhi"], ["मुखी"]))  # "5 mukhi"
            and canonical(w) not in _ASKING
        )
    ]
    return " ".join(kept)
