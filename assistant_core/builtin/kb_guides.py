"""How the app works, for the questions devotees ask about it: what is where, paying, the
language, talking by voice, moving or cancelling a booking and finding its booking id; as
knowledge documents (kind GUIDE) in English, Hindi and Hinglish. No prices, refund shares
or other figures, which come from the catalogue and the house rules (policies.py), except
the rule a devotee must know to move a booking, in words: while a cancel refunds it in full."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import GUIDE
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Not "refund", "policy", "charge" or "price" in these keywords: "do I get a refund if I
# cancel?" is the refund policy's, and a price is the catalogue's.


def app_docs() -> list[Doc]:
    """How the app works, in the devotee's own questions."""
    return [
        _doc(
            "guide/how-app-works",
            GUIDE,
            Bilingual("How this app works", "यह ऐप कैसे काम करता है", "Yeh app kaise kaam karta hai"),
            Bilingual(
                "In Priests you book a pandit for a puja at your home or online, and in "
                "Temples a pooja service at a temple in your name. The Store has prasad, "
                "rudraksha, yantras and puja materials; Astrology makes your Kundli and shows "
                "the Panchang; and My Orders lists all your bookings and orders. The "
                "assistant answers your questions by voice or text, and can also book, move "
                "or cancel a booking for you.",
                '"पंडित" में आप घर पर या ऑनलाइन पूजा के लिए पंडित जी बुक करते हैं, और "मंदिर" '
                'में किसी मंदिर की पूजा-सेवा अपने नाम से। "स्टोर" में प्रसाद, रुद्राक्ष, यंत्र '
                'और पूजा-सामग्री मिलती है; "ज्योतिष" में आपकी कुंडली बनती है और पंचांग दिखता है; '
                'और "मेरे ऑर्डर" में आपकी सारी बुकिंग और ऑर्डर दिखते हैं। सहायिका बोलकर या '
                "लिखकर पूछे गए आपके सवालों के जवाब देती है, और आपके लिए बुकिंग कर भी सकती है, "
                "उसकी तारीख बदल सकती है या उसे रद्द कर सकती है।",
                "Priests mein aap ghar par ya online puja ke liye pandit ji book karte hain, aur "
                "Temples mein kisi mandir mein apne naam se puja seva. Store mein prasad, "
                "rudraksha, yantra aur puja ka saamaan milta hai; Astrology aapki kundli banata "
                "hai aur Panchang dikhata hai; aur My Orders mein aapki saari booking aur order "
                "dikhte hain. Assistant aapke sawaalon ke jawab bolkar ya likhkar deti hai, aur "
                "aapke liye booking kar bhi sakti hai, uski tareekh badal sakti hai ya use cancel "
                "kar sakti hai.",
            ),
            "app application website work works working use using features sections "
            "overview about ye yeh karta chalta chalti kaam istemal upyog ऐप काम करता चलता इस्तेमाल "
            "उपयोग सुविधाएँ",
        ),
        _doc(
            "guide/paying",
            GUIDE,
            Bilingual("How to pay in the app", "ऐप में भुगतान कैसे करें", "App mein payment kaise karein"),
            Bilingual(
                "At the end of a booking or an order, choose how to pay: online by card or "
                "UPI on our payment page, or in cash where the screen offers it, which is on "
                "the day for a pandit booking, at the temple for a temple booking and on "
                "delivery for a store order. A booking left to pay later can be paid online "
                "from My Orders, and its receipt is there too.",
                "बुकिंग या ऑर्डर के अंत में भुगतान का तरीक़ा चुनिए: हमारे भुगतान पेज पर कार्ड या "
                "UPI से ऑनलाइन, या नकद, जहाँ स्क्रीन पर यह विकल्प हो: पंडित जी की बुकिंग में "
                "पूजा के दिन, मंदिर की बुकिंग में मंदिर में, और स्टोर के ऑर्डर में डिलीवरी पर। "
                'बाद में भुगतान के लिए छोड़ी गई बुकिंग का भुगतान "मेरे ऑर्डर" से ऑनलाइन किया जा '
                "सकता है, और उसकी रसीद भी वहीं मिलती है।",
                "Booking ya order ke aakhir mein chuniye ki payment kaise karni hai: hamare "
                "payment page par card ya UPI se online, ya cash mein jahan screen par yeh option "
                "ho, yaani pandit booking mein puja ke din, mandir booking mein mandir par aur "
                "store order mein delivery par. Jis booking ki payment baad mein karni ho, uski "
                "online payment My Orders se ho sakti hai, aur uski receipt bhi wahin milti hai.",
            ),
            "pay paying paid payment upi card cash online how karu kare karein bhugtan "
            "paise later nakad naqad gpay cod भुगतान पेमेंट नकद ऑनलाइन पैसे",
        ),
        _doc(
            "guide/language",
            GUIDE,
            Bilingual("How to change the language", "भाषा कैसे बदलें", "Bhasha kaise badlein"),
            Bilingual(
                "Tap the language button at the top of the screen, which reads हिन्दी or "
                "English, to switch the whole app between English and Hindi. The assistant "
                "answers in the language you ask in, so you can simply write or speak in "
                "Hindi, English or Hinglish.",
                'भाषा बदलने के लिए स्क्रीन के ऊपर भाषा वाला बटन ("हिन्दी" या "English") '
                "दबाइए: पूरा ऐप हिंदी और अंग्रेज़ी के बीच बदल जाता है। सहायिका उसी भाषा में "
                "जवाब देती है जिसमें आप पूछते हैं, इसलिए आप सीधे हिंदी, अंग्रेज़ी या हिंग्लिश में "
                "लिखकर या बोलकर पूछ सकते हैं।",
                "Screen ke upar bhasha wala button dabaiye, jis par Hindi (Hindi lipi mein) ya "
                "English likha hota hai, aur poora app English aur Hindi ke beech badal jayega. "
                "Assistant usi bhasha mein jawab deti hai jisme aap poochhte hain, to aap seedhe "
                "Hindi, English ya Hinglish mein likh ya bol sakte hain.",
            ),
            "language bhasha change switch hindi english hinglish badle badlein badalna "
            "set setting भाषा बदलें बदलना हिंदी हिन्दी अंग्रेज़ी अंग्रेजी इंग्लिश",
        ),
        _doc(
            "guide/voice",
            GUIDE,
            Bilingual(
                "How to talk to the assistant by voice",
                "सहायिका से बोलकर कैसे बात करें",
                "Assistant se bolkar kaise baat karein",
            ),
            Bilingual(
                "Open the assistant with the microphone button at the top of the screen, then "
                "tap the mic and speak your question in Hindi, English or Hinglish; tap it "
                "again when you have finished. The assistant shows what it heard and answers, "
                "and you can mute its spoken replies. The first time, allow the browser to "
                "use your microphone.",
                "स्क्रीन के ऊपर माइक वाले बटन से सहायिका खोलिए, फिर माइक दबाकर अपना सवाल हिंदी, "
                "अंग्रेज़ी या हिंग्लिश में बोलिए, और बोल चुकने पर उसे फिर से दबाइए। सहायिका ने जो "
                "सुना वह दिखाकर जवाब देती है, और आप उसके बोले गए जवाब बंद भी कर सकते हैं। पहली "
                "बार ब्राउज़र को अपना माइक इस्तेमाल करने की अनुमति दीजिए।",
                "Screen ke upar microphone button se assistant kholiye, phir mic dabaiye aur apna "
                "sawaal Hindi, English ya Hinglish mein boliye; bol lene ke baad use phir se "
                "dabaiye. Assistant dikhati hai ki usne kya suna aur jawab deti hai, aur aap uske "
                "bole gaye jawab mute kar sakte hain. Pehli baar browser ko apna microphone "
                "istemaal karne ki permission dijiye.",
            ),
            "voice speak speaking talk talking mic microphone bolkar bol bolke awaz aawaz "
            "sunna listen audio assistant boliye puche puchu puchna poochna पूछें पूछना "
            "बोलकर बोलें बोलना आवाज़ आवाज माइक बात",
        ),
        _doc(
            "guide/move-booking",
            GUIDE,
            Bilingual(
                "How to move a pandit booking to another date",
                "पंडित जी की बुकिंग की तारीख कैसे बदलें",
                "Pandit ji ki booking ki tareekh kaise badlein",
            ),
            Bilingual(
                "Open My Orders, find the pandit booking and choose Change date, then pick "
                "the new date and a free time slot; or ask the assistant, for example "
                '"move my booking to Sunday", and confirm the new time when it asks. A '
                "booking can be moved for as long as cancelling it would still refund it in "
                "full (the refund policy says how long before its time); after that it can "
                "still be cancelled.",
                '"मेरे ऑर्डर" खोलिए, पंडित जी की बुकिंग चुनिए और "तारीख बदलें" दबाइए, फिर नई '
                'तारीख और कोई खाली समय-स्लॉट चुनिए; या सहायिका से कहिए, जैसे "मेरी बुकिंग रविवार '
                'को कर दो", और पूछे जाने पर नया समय पक्का कीजिए। बुकिंग की तारीख तब तक बदली जा '
                "सकती है जब तक उसे रद्द करने पर पूरा पैसा वापस मिलता हो (कितने समय पहले तक, यह "
                "रिफ़ंड नीति बताती है); उसके बाद भी बुकिंग रद्द की जा सकती है।",
                "My Orders kholiye, pandit booking dhoondhiye aur Change date chuniye, phir nayi "
                'tareekh aur koi khaali time slot chuniye; ya assistant se kahiye, jaise "meri '
                'booking Ravivar ko kar do", aur jab woh poochhe to naya samay confirm kijiye. '
                "Booking tab tak aage-peechhe ki ja sakti hai jab tak use cancel karne par poora "
                "refund milta (refund policy batati hai ki samay se kitna pehle tak); uske baad "
                "bhi use cancel kiya ja sakta hai.",
            ),
            "move reschedule change date time postpone prepone shift another day badle "
            "badalna badal booking pandit priest tarikh samay दूसरी तारीख बदलें बदलना बदल "
            "समय आगे",
        ),
        _doc(
            "guide/cancel-booking",
            GUIDE,
            Bilingual(
                "How to cancel a booking or an order",
                "बुकिंग या ऑर्डर कैसे रद्द करें",
                "Booking ya order kaise cancel karein",
            ),
            Bilingual(
                "Open My Orders, verify with the one-time code sent to your phone or e-mail, "
                "find the booking or order and choose Cancel; the screen tells you what "
                "comes back to you before you confirm. You can also ask the assistant, for "
                'example "cancel my booking", and say yes when it asks.',
                '"मेरे ऑर्डर" खोलिए, अपने फ़ोन या ई-मेल पर आए एक-बार के कोड (OTP) से पुष्टि '
                'कीजिए, बुकिंग या ऑर्डर चुनिए और "रद्द करें" दबाइए; पक्का करने से पहले स्क्रीन '
                "बता देती है कि आपको कितना वापस मिलेगा। आप सहायिका से भी कह सकते हैं, जैसे "
                '"मेरी बुकिंग रद्द कर दो", और पूछे जाने पर हाँ कहिए।',
                "My Orders kholiye, apne phone ya e-mail par aaye one-time code se verify kijiye, "
                "booking ya order dhoondhiye aur Cancel chuniye; confirm karne se pehle screen "
                "batati hai ki aapko kya wapas milega. Aap assistant se bhi keh sakte hain, jaise "
                '"meri booking cancel karo", aur jab woh poochhe to haan kahiye.',
            ),
            "cancel cancelling how steps booking order app radd karna kare karu kardo "
            "rad band रद्द करें करना कर दो कैसे",
        ),
        _doc(
            "guide/booking-id",
            GUIDE,
            Bilingual(
                "Where to find your booking id",
                "अपनी बुकिंग आईडी कहाँ देखें",
                "Apni booking ID kahan dekhein",
            ),
            Bilingual(
                "Your booking id is shown on the confirmation screen right after you book, "
                "and beside each booking and order in My Orders, on its receipt too. Give it "
                "when you write to us or ask the assistant about that booking.",
                'आपकी बुकिंग आईडी बुकिंग करते ही पुष्टि वाली स्क्रीन पर दिखती है, और "मेरे '
                'ऑर्डर" में हर बुकिंग और ऑर्डर के साथ, उसकी रसीद पर भी। हमें लिखते समय या '
                "सहायिका से उस बुकिंग के बारे में पूछते समय यही आईडी बताइए।",
                "Aapki booking ID book karte hi confirmation screen par dikhti hai, aur My Orders "
                "mein har booking aur order ke saath, uski receipt par bhi. Hume likhte samay ya "
                "us booking ke baare mein assistant se poochhte samay yeh ID bataiye.",
            ),
            "booking order id number reference find where kahan milega milegi dekhe see "
            "confirmation receipt बुकिंग ऑर्डर आईडी नंबर कहाँ मिलेगा मिलेगी देखें रसीद",
        ),
    ]
