"""The numerology knowledge, in English and Hindi side by side: what each number means and
the sentences the specialist answers with (numbers and letters are the same in both)."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual

# number -> (ruling planet in Indian numerology, meaning)
MEANINGS: dict[int, tuple[str, Bilingual]] = {
    1: (
        "Sun",
        Bilingual(
            "the leader: independent, driven, original; learns to work with others",
            "नेतृत्व करने वाला: स्वतंत्र, लगनशील और मौलिक सोच वाला; दूसरों के साथ मिलकर काम करना सीखता है",
        ),
    ),
    2: (
        "Moon",
        Bilingual(
            "the peacemaker: gentle, intuitive, cooperative; learns self-confidence",
            "मेल-मिलाप कराने वाला: सौम्य, अंतर्ज्ञानी और सहयोगी; आत्मविश्वास बढ़ाना सीखता है",
        ),
    ),
    3: (
        "Jupiter",
        Bilingual(
            "the communicator: creative, expressive, optimistic; learns focus",
            "अभिव्यक्ति का धनी: रचनात्मक, अपनी बात खुलकर कहने वाला और आशावादी; एकाग्रता सीखता है",
        ),
    ),
    4: (
        "Rahu",
        Bilingual(
            "the builder: practical, disciplined, hard-working; learns flexibility",
            "निर्माण करने वाला: व्यावहारिक, अनुशासित और मेहनती; लचीलापन सीखता है",
        ),
    ),
    5: (
        "Mercury",
        Bilingual(
            "the free spirit: curious, adaptable, loves travel; learns steadiness",
            "आज़ाद मन वाला: जिज्ञासु, हर माहौल में ढल जाने वाला और यात्रा-प्रेमी; स्थिरता सीखता है",
        ),
    ),
    6: (
        "Venus",
        Bilingual(
            "the nurturer: loving, responsible, devoted to family and beauty",
            "पालन-पोषण करने वाला: स्नेही, ज़िम्मेदार, और परिवार व सौंदर्य के प्रति समर्पित",
        ),
    ),
    7: (
        "Ketu",
        Bilingual(
            "the seeker: thoughtful, spiritual, analytical; needs time alone",
            "सत्य का खोजी: विचारशील, आध्यात्मिक और विश्लेषण करने वाला; इसे एकांत का समय चाहिए",
        ),
    ),
    8: (
        "Saturn",
        Bilingual(
            "the achiever: ambitious, authoritative, good with money and power",
            "उपलब्धियाँ पाने वाला: महत्वाकांक्षी, प्रभावशाली, और धन व अधिकार को अच्छी तरह सँभालने वाला",
        ),
    ),
    9: (
        "Mars",
        Bilingual(
            "the humanitarian: compassionate, generous, idealistic; completes cycles",
            "मानवता का सेवक: करुणामय, उदार और आदर्शवादी; हर काम को पूर्णता तक पहुँचाता है",
        ),
    ),
    11: (
        "Moon",
        Bilingual(
            "the intuitive guide: inspired and sensitive; a higher 2",
            "अंतर्ज्ञानी मार्गदर्शक: प्रेरणा से भरा और संवेदनशील; अंक 2 का ऊँचा रूप",
        ),
    ),
    22: (
        "Rahu",
        Bilingual(
            "the master builder: turns big visions into reality; a higher 4",
            "महान निर्माता: बड़े सपनों को साकार करता है; अंक 4 का ऊँचा रूप",
        ),
    ),
    33: (
        "Jupiter",
        Bilingual(
            "the master teacher: selfless service and healing; a higher 6",
            "महान शिक्षक: निःस्वार्थ सेवा और दूसरों के दुख दूर करना; अंक 6 का ऊँचा रूप",
        ),
    ),
}
EXAMPLE = Bilingual(
    '"My name is Asha Verma, born on 15 May 1990"', '"मेरा नाम Asha Verma है, जन्म 15 मई 1990"'
)
MEANING = Bilingual(
    "{n} ({master}ruled by {planet}) is {text}.",
    "{n} ({master}स्वामी ग्रह {planet}) — {text}।",
)
MASTER = Bilingual("a master number, ", "मास्टर अंक, ")
LIFE_PATH = Bilingual(
    "Life path number (bhagyank) for {day}: {value}. Working: {working}. {meaning}",
    "जन्म तिथि {day} का जीवन पथ अंक (भाग्यांक): {value}। गणना: {working}। {meaning}",
)
MULANK = Bilingual(
    "Birth number (mulank), from the day of the month: {value} ({working}). {meaning}",
    "मूलांक (जन्म की तारीख से): {value} ({working})। {meaning}",
)
PYTHAGOREAN_TEXT = Bilingual(
    "Name number of {name} by the Pythagorean table (A=1 ... I=9, J=1 ... R=9, S=1 ... Z=8; "
    "master numbers 11, 22 and 33 kept): {value}. Working: {working}. {meaning}",
    "पाइथागोरस पद्धति से {name} का नामांक (A=1 ... I=9, J=1 ... R=9, S=1 ... Z=8; मास्टर अंक "
    "11, 22 और 33 घटाए नहीं जाते): {value}। गणना: {working}। {meaning}",
)
CHALDEAN_TEXT = Bilingual(
    "By the Chaldean table (1: A I J Q Y; 2: B K R; 3: C G L S; 4: D M T; 5: E H N X; "
    "6: U V W; 7: O Z; 8: F P; no letter is 9): {value}. Working: {working}. {meaning}",
    "कैल्डियन पद्धति से (1: A I J Q Y; 2: B K R; 3: C G L S; 4: D M T; 5: E H N X; "
    "6: U V W; 7: O Z; 8: F P; किसी अक्षर का मान 9 नहीं होता): {value}। गणना: {working}। "
    "{meaning}",
)
LATIN_LETTERS = Bilingual(
    "Name numbers are worked out from the letters A-Z: please write the name in English "
    "letters (at most 60), for example {example}.",
    "नामांक A-Z अक्षरों से निकाला जाता है: कृपया नाम अंग्रेज़ी अक्षरों में लिखिए (अधिकतम 60 अक्षर), जैसे {example}।",
)
SEND_NAME = Bilingual(
    "Send your full name too for your name numbers, for example {example}.",
    "अपना नामांक जानने के लिए अपना पूरा नाम भी भेजिए, जैसे {example}।",
)
SEND_DATE = Bilingual(
    "Send your date of birth too for your life path number, for example {example}.",
    "अपना जीवन पथ अंक जानने के लिए अपनी जन्म तिथि भी भेजिए, जैसे {example}।",
)
SEND_BOTH = Bilingual(
    "Numerology reads your life path number (bhagyank) from your date of birth and your name "
    "number from the letters of your name. Send your full name and date of birth, for example "
    "{example}, and I will work them out with the working shown.",
    "अंक ज्योतिष में जीवन पथ अंक (भाग्यांक) आपकी जन्म तिथि से और नामांक आपके नाम के अक्षरों "
    "से निकाला जाता है। अपना पूरा नाम और जन्म तिथि भेजिए, जैसे {example}, मैं पूरी गणना "
    "दिखाते हुए आपके अंक निकाल दूँगी।",
)
NAMES_IN_LATIN = Bilingual(
    "Please write names in English letters (A-Z): the tables are for them. {ask}",
    "कृपया नाम अंग्रेज़ी अक्षरों (A-Z) में लिखिए: अंकों की तालिकाएँ इन्हीं अक्षरों के लिए हैं। {ask}",
)
NUMBER = Bilingual("Number {meaning} {ask}", "अंक {meaning} {ask}")
