"""The words we understand: spellings, transliterations and Devanagari forms of each concept."""

from __future__ import annotations


def spaced(text: str) -> list[str]:
    """The words of a space-separated list: long word lists stay readable."""
    return text.split()


# The words a devotee addresses someone with, in India's languages ("yes ma", "haan bhiya",
# "हाँ सा", "thank you mol", "yes ri"): they carry no request of their own.
ADDRESSING = frozenset(
    spaced(
        "ji sir madam mam maam bhai bhaiya bhaiyya bhaiyaa bhayya bhiya bhaisahab didi beta bete "
        "bro brother sister dost friend yaar yar boss dear sahab saheb sahib maharaj baba mol "
        "mole amma appa anna akka dada dadi nani guruji maaji ma maa garu andi saar bhau da "
        "hukum hukam babu ri sa saa uncle aunty aunti chechi chetta thambi "
        "जी बाबू भैया भइया भईया भाई दीदी बेटा बेटे साहब महाराज बाबा हुकम हुकुम सा"
    )
)

# canonical token -> the spellings that mean it, space separated. Variants are standard
# transliterations, inflections and Devanagari forms; typing slips are left to the fuzzy matcher.
WORDS: dict[str, str] = {
    # people and rites
    "priest": "priest priests",
    "pandit": "pandit pandits panditji pundit pundits pandat पंडित पंडितजी",
    "pujari": "pujari pujaris poojari pujaari पुजारी",
    "purohit": "purohit purohith purohits पुरोहित vadhyar vadhyaar vaadhyar vathiyar vadhyars "
    "shastrigal sastrigal panthulu panthulugaru guruji maharaj maharajji moshai mashai",
    "acharya": "acharya acharyaji आचार्य",
    "ji": "ji jee जी",
    "puja": "puja pujas pooja poojas pujan poojan पूजा पूजन पुजा",
    "havan": "havan hawan homam homa yagna yajna yagya हवन यज्ञ",
    "katha": "katha kathaa कथा",
    "paath": "paath path paath paat jaap jaapa chalisa sundarkand sunderkand "
    "sundarkanda पाठ जाप चालीसा सुंदरकांड सुन्दरकाण्ड",
    "satyanarayan": "satyanarayan satyanarayana satnarayan सत्यनारायण",
    "rudrabhishek": "rudrabhishek rudrabhishekam abhishek abhishekam रुद्राभिषेक अभिषेक",
    "griha": "griha gruha गृह",
    "pravesh": "pravesh pravesam pravesham प्रवेश",
    "grihapravesh": "grihapravesh gruhapravesam grihapravesam housewarming गृहप्रवेश",
    "ceremony": "ceremony ceremonies ritual rituals rites sanskar sanskara samskara funeral "
    "shraddh shraddha tarpan pinddaan संस्कार श्राद्ध",
    "mundan": "mundan मुंडन",
    "namkaran": "namkaran naamkaran namakaran namakaranam naamakaranam namakarana नामकरण",
    "marriage": "marriage wedding weddings vivah vivaah shaadi shadi विवाह शादी",
    "bless": "bless blessed blessing blessings",
    # astrology
    "astrology": "astrology jyotish jyotisha jyotishya ज्योतिष",
    "astrologer": "astrologer astrologers astrologist jyotishi ज्योतिषी",
    "horoscope": "horoscope horoscopes rashifal rashiphal राशिफल",
    "kundli": "kundli kundali kundlis kundalis janampatri janmapatri jathagam jathagams jatakam "
    "jathakam jathakams jatakams jathaka chart charts "
    "कुंडली जन्मपत्री जन्मकुंडली",
    "janam": "janam janma janm जन्म",
    "patri": "patri patrika पत्री पत्रिका",
    "zodiac": "zodiac zodiacs sunsign",
    "prediction": "prediction predictions predict bhavishya bhavishyafal future भविष्य",
    "stars": "stars planets planet planetary graha grahas nakshatra nakshatras rashi rashis ग्रह "
    "राशि नक्षत्र",
    "dosha": "dosha doshas dosh dosham दोष",
    "manglik": "manglik mangalik मांगलिक",
    "mangal": "mangal मंगल",
    "kaalsarp": "kaalsarp kalsarp",
    "sadesati": "sadesati",
    # porutham: matching in Tamil and Malayalam ("thirumana porutham").
    "compatibility": "compatibility compatible ashtakoot ashtakoota porutham poruttham porutam "
    "poruththam",
    "matching": "matching match matches matched milan milaan milani milana milao milaiye milwana "
    "milwani milvani मिलान "
    "मिलाना मिलानी मिलाने मिलाइए मिलवाना मिलवानी मिलवाने मिलवाइए",
    "gun": "gun guna गुण",
    "panchang": "panchang panchangam panchanga panchaang tithi tithis muhurat muhurta muhurtam "
    "rahukaal rahukalam पंचांग तिथि मुहूर्त",
    # things the store sells
    "prasad": "prasad prashad prasadam prashadam prasada प्रसाद",
    # "5 mukhi": a rudraksha by its faces.
    "rudraksha": "rudraksha rudraksh rudrakshas rudraksham mukhi रुद्राक्ष मुखी",
    "gemstone": "gemstone gemstones gem gems ratna ratn रत्न",
    "yantra": "yantra yantras yantar yantr यंत्र यन्त्र",
    "mala": "mala maala malas rosary japamala माला",
    # A havan's kund and wood are bought, not a rite: "tambe ka havan kund bhi chahiye".
    "samagri": "samagri saman samaan saamaan kund kunda samidha samidh kit kits kaudi kauri "
    "cowrie cowries gomti सामग्री सामान कुंड समिधा किट कौड़ी गोमती",
    "items": "items item things stuff material materials supplies essentials kit",
    "incense": "incense agarbatti agarbathi dhoop dhup dhoopbatti dhupbatti अगरबत्ती धूप धूपबत्ती",
    "murti": "murti moorti murthi murty idol idols statue statues मूर्ति मूर्ती मूरत",
    "beads": "beads bead bracelet bracelets",
    # A book to read ("a book on Shiva", "Gita ki kitab"); "book" alone books a rite.
    "books": "books kitab kitaab kitabein kitaabein kitaban kitaaban pustak pustaken pocket "
    "gutka किताब किताबें पुस्तक पुस्तकें गुटका",
    "goods": "diya diyas deepak lamp lamps thali kalash shankh conch kumkum sindoor chandan "
    "camphor kapur kapoor shivling shivlinga gangajal roli janeu bell bells ghanti ghanta wick "
    "wicks batti baati jyot jyoti दीया दीये दीपक थाली कलश शंख कपूर गंगाजल रोली कुमकुम सिंदूर चंदन "
    "जनेऊ घंटी बाती ज्योत kit kits saman samaan saaman सामान",
    "store": "store stores shop shops shopping products product catalogue catalog dukaan dukan "
    "dukkan दुकान",
    "buy": "buy buying buys kharidna kharidni kharidne kharido kharid khareedna khareedni "
    "khareed खरीदना खरीदनी खरीदने खरीदें खरीदो खरीद mangwana mangwani mangwane mangwao "
    "mangana mangani मंगवाना मंगवानी मंगवाने मंगवाओ मंगवाइए मंगाना मंगानी मंगाने",
    "purchase": "purchase",
    "sell": "sell sells selling bechte",
    "lena": "lena leni lene लेना लेनी लेने",
    "price": "price prices cost costs rate rates kitna kitne kitni daam keemat कीमत दाम कितना कितने",
    "available": "available availability",
    # orders
    "order": "order oder ऑर्डर आर्डर ओर्डर",
    "orders": "orders purchases",
    "ordered": "ordered bought purchased paid mangwaya mangaya mangwayi mangvaya kharida मंगवाया "
    "खरीदा",
    "parcel": "parcel parcels package packages shipment shipments courier पार्सल पैकेज",
    "delivery": "delivery deliveries डिलीवरी",
    "history": "history हिस्ट्री",
    "status": "status स्टेटस",
    "track": "track tracking ट्रैक",
    "arrive": "shipped dispatched delivered arrived arrive arriving arrives came aaya aayi aaye "
    "aayega aayegi ayega aaega pahuncha pahunchi आया आई आएगा आयेगा पहुंचा",
    "late": "late delayed delay",
    "previous": "previous past earlier recent last placed pichle pichla pichhle पिछले पिछला",
    # what the user does or asks
    "book": "book booking bookings booked schedule arrange reserve hire बुक बुकिंग",
    "karwana": "karwana karwani karwane karvana karvani karana karani karao karwao karvao "
    "karwaiye karwa karva karwado karvado krwana krwani krwane krwa krvana krvani krana "
    "करवाना करवानी करवाने कराना करानी करवाओ करवा",
    "perform": "perform performs conduct conducts",
    "bulana": "bulana bulao bulwana bulwao bulaiye bula send bhej bhejo bhejna bhejiye बुलाना "
    "बुलाओ बुलवाना भेज भेजो भेजना भेजिए भेजें",
    "chahiye": "chahiye chahie chaiye chahida chahidi chaida चाहिए चाहिये",
    "need": "need needs want wants wanna require looking",
    "get": "get give mil milega milegi milenge milta milti मिलेगा मिलेगी मिलेंगे मिल",
    "show": "show dikhao dikhaiye dikhana dekhna dekhni dekhne see view open kholo दिखाओ दिखाइए "
    "देखना देखनी खोलो",
    "make": "make generate create banao banana banani banwana banwani banvani bana banaiye nikalo "
    "बनाओ बनाना बनवानी बनवाना",
    "check": "check analyse analyze",
    "consult": "consult consultation talk speak baat salah appointment बात सलाह",
    "someone": "someone somebody koi कोई",
    # small words that carry the meaning
    "my": "my mine our mera meri mere hamara hamari hamare humara मेरा मेरी मेरे हमारा हमारी",
    "i": "i me mujhe maine mai hum we मुझे मैंने मैं हम",
    "you": "you aap tum u आप",
    "where": "where wheres kahan kahaan kaha kidhar कहां",
    "when": "when kab कब",
    "why": "why kyon kyun kyu kyo क्यों क्यो",
    "what": "what whats",
    "kya": "kya क्या",
    "hai": "hai hain hy h है हैं",
    "hota": "hota hoti hote होता होती होते",
    "opinion": "nonsense fake scam superstition rubbish bakwas believe sach jhooth different "
    "difference farak fark बकवास सच झूठ फर्क",
    "meaning": "mean means meaning meanings significance signify symbolise symbolize symbolism "
    "importance matlab arth benefit benefits fayda fayde faayde labh मतलब अर्थ फायदे लाभ",
}

# Several words that are one concept, written in canonical tokens; longest first wins.
PHRASES: dict[str, str] = {
    "pandit ji": "pandit",
    "pujari ji": "pujari",
    "griha pravesh": "grihapravesh",
    "naam karan": "namkaran",
    "nam karan": "namkaran",
    "naming ceremony": "namkaran",
    "naming function": "namkaran",
    "नाम करण": "namkaran",
    "house warming": "grihapravesh",
    "janam kundli": "kundli",
    "janam patri": "kundli",
    "birth chart": "kundli",
    "natal chart": "kundli",
    "horoscope chart": "kundli",
    "birth horoscope": "kundli",
    "sun sign": "zodiac",
    "moon sign": "zodiac",
    "mangal dosha": "manglik",
    "kaal sarp": "kaalsarp",
    "kal sarp": "kaalsarp",
    "sade sati": "sadesati",
    "gun matching": "matching",
    # "hamare kitne gun milte hain", "गुण मिलाने हैं": the gunas of two charts matched.
    "gun milte": "matching",
    "gun milane": "matching",
    "gun milwane": "matching",
    "गुण मिलते": "matching",
    "गुण मिलाने": "matching",
    "गुण मिलवाने": "matching",
    # The doshas only two charts together have (nadi, bhakoot), and charts "put together".
    "nadi dosha": "matching",
    "naadi dosha": "matching",
    "bhakoot dosha": "matching",
    "bhakut dosha": "matching",
    "नाडी दोष": "matching",
    "भकूट दोष": "matching",
    "kundli milakar": "matching",
    "kundli milaakar": "matching",
    "kundli milake": "matching",
    "kundli mila kar": "matching",
    "कुंडली मिलाकर": "matching",
    "कुंडली मिलाके": "matching",
    "कुंडली मिला कर": "matching",
    "rahu kaal": "panchang",
    "rahu kal": "panchang",
    "rahu kalam": "panchang",
    "राहु काल": "panchang",
    "gem stone": "gemstone",
    "id like": "need",
    "would like": "need",
    "where is": "where",
    "how much": "price",
    "order kiya": "ordered",
    "order kiya tha": "ordered",
}

# Words worth correcting when misspelt: long, specific to our domain, rarely a real English word
# nearby. Generic words (store, order, show) are never fuzzy-matched: too many neighbours.
FUZZY_TARGETS = spaced(
    """
    priest pandit pujari poojari purohit poojas pujan poojan satyanarayan rudrabhishek
    grihapravesh housewarming namkaran astrology astrologer jyotish jyotishi horoscope rashifal
    kundli kundali janampatri rudraksha rudraksh prasad prashad prasadam gemstone yantra samagri
    agarbatti manglik mangalik kaalsarp sadesati ashtakoot panchang history order orders dukaan
    kharidna
    पंडित पुजारी पुरोहित कुंडली ज्योतिष ज्योतिषी राशिफल रुद्राक्ष प्रसाद सामग्री पंचांग
    """
)

# Real words within one or two edits of a target (found by scanning an English word list, and a
# few Indian names and practices): never "corrected" into it.
NOT_TYPOS = frozenset(
    spaced(
        """
    anthology mangling perkiest priciest pries priestly primmest priviest prosiest pusan odder older
    historic historical kundalini kundan astronomy astronomer pandey prashant prasanna
    """
    )
)
