"""The product's policies and promises (spec section 9) as retrievable documents, each with its
title and text in English and Hindi side by side, and in Hinglish (Hindi in Latin letters)."""

from __future__ import annotations

import re
from decimal import Decimal

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.catalogue import HouseRules, listing, rupees
from assistant_core.builtin.policy_codes import code_doc
from assistant_core.builtin.retrieval import Doc
from assistant_core.texts import Language

REFUNDS = "policy/booking-refunds"
SHIPPING = "policy/shipping"
DEFAULT_SLOTS = Bilingual(
    "two-hour slots from 6 AM to 10 PM",
    "सुबह 6 बजे से रात 10 बजे तक, दो-दो घंटे के स्लॉट",
    "subah 6 baje se raat 10 baje tak, do-do ghante ke slot",
)


def _percent(value: Decimal) -> str:
    return f"{value.normalize():f}%"


def _days(rules: HouseRules) -> str:
    """How long a verified browser stays trusted, in days: "30", or "1.5" when set so."""
    return f"{rules.verified_days:g}"


def _policy(doc_id: str, title: Bilingual, text: Bilingual, keywords: str) -> Doc:
    """A policy document: the English is indexed and shown, the Hindi shown in Hindi and the
    Hinglish in Hinglish."""
    short: dict[str, object] = {"short_hi": title.hi, "short_hinglish": title.hinglish}
    return Doc(
        doc_id, "policy", title.en, text.en, keywords, short, hi=text.hi, hinglish=text.hinglish
    )


def _slots(rules: HouseRules) -> Bilingual:
    slots = list(rules.priest_slots)
    return Bilingual(
        listing(slots, limit=8) or DEFAULT_SLOTS.en,
        listing(slots, limit=8, language="hi") or DEFAULT_SLOTS.hi,
        listing(slots, limit=8, language="hinglish") or DEFAULT_SLOTS.hinglish,
    )


def _booking_docs(rules: HouseRules) -> list[Doc]:
    slots = _slots(rules)
    hours, share = rules.full_refund_hours, rules.partial_refund_percent
    refunds = _policy(
        REFUNDS,
        Bilingual(
            "Cancellation and refund policy for priest and temple bookings",
            "पंडित जी और मंदिर की बुकिंग: रद्द करने और रिफ़ंड की नीति",
            "Pandit ji aur mandir ki booking: cancel aur refund ki policy",
        ),
        Bilingual(
            f"Priest and temple bookings: cancel {hours} hours or more before the booking for "
            f"a 100% refund; cancel within {hours} hours of it for a {share}% refund; there is "
            "no refund once the service has begun. Refunds are credited to the original "
            "payment method within 7-10 business days.",
            f"पंडित जी और मंदिर की बुकिंग: बुकिंग के समय से {hours} घंटे या उससे पहले रद्द करने "
            f"पर 100% रिफ़ंड मिलता है; {hours} घंटे के भीतर रद्द करने पर {share}% रिफ़ंड; और "
            "सेवा शुरू हो जाने के बाद कोई रिफ़ंड नहीं मिलता। रिफ़ंड 7-10 कार्यदिवसों में उसी "
            "माध्यम में लौटाया जाता है जिससे भुगतान किया गया था।",
            f"Pandit ji aur mandir ki booking: booking ke samay se {hours} ghante ya usse pehle "
            f"cancel karne par 100% refund milta hai; {hours} ghante ke andar cancel karne par "
            f"{share}% refund; aur seva shuru ho jaane ke baad koi refund nahi milta. Refund "
            "7-10 working days mein usi tareeke mein wapas aata hai jisse payment kiya gaya tha.",
        ),
        # What a cancel costs, asked as devotees ask it: "cancellation charges kitne lagte hai
        # agar 2 din pehle cancel karu?"
        f"cancel cancellation refund money back booking puja temple priest {hours} hours "
        "charges deduct deducted deduction penalty before pehle advance prior days ahead "
        "katega kategi milega paisa paise बुकिंग पहले पैसा पैसे कटेगा कटेंगे कटता रिफ़ंड "
        "रिफंड",
    )
    priest = _policy(
        "policy/priest-booking",
        Bilingual(
            "How priest booking works: time slots and confirmation",
            "पंडित जी की बुकिंग कैसे होती है: समय-स्लॉट और पुष्टि",
            "Pandit ji ki booking kaise hoti hai: time slot aur confirmation",
        ),
        Bilingual(
            f"Book a priest on the Book a Pandit screen. Pujas are booked in two-hour time slots: "
            f"{slots.en}. Name, phone, date and time are required, and the address unless you "
            "choose an online puja. The date cannot be in the past. We confirm your priest "
            "within 12 hours of booking; for an online puja the meeting link is sent 30 "
            "minutes before it starts. Pay online (card or UPI) or in cash.",
            f"पंडित जी को पंडित बुकिंग वाले पेज पर बुक कीजिए। पूजा दो-दो घंटे के समय-स्लॉट में बुक "
            f"होती है: {slots.hi}। नाम, फ़ोन, तारीख और समय ज़रूरी हैं, और पता भी, जब तक आप "
            "ऑनलाइन पूजा न चुनें। बीती हुई तारीख नहीं चुनी जा सकती। बुकिंग के 12 घंटे के "
            "भीतर हम आपके पंडित जी की पुष्टि कर देते हैं; ऑनलाइन पूजा का मीटिंग लिंक पूजा "
            "शुरू होने से 30 मिनट पहले भेजा जाता है। भुगतान ऑनलाइन (कार्ड या UPI) या नकद कर "
            "सकते हैं।",
            f"Pandit ji ko Book a Pandit screen par book kijiye. Puja do-do ghante ke time slot "
            f"mein book hoti hai: {slots.hinglish}. Naam, phone, tareekh aur samay zaroori hain, "
            "aur pata bhi, jab tak aap online puja na chunein. Beeti hui tareekh nahi chuni ja "
            "sakti. Booking ke 12 ghante ke andar hum aapke pandit ji confirm kar dete hain; "
            "online puja ka meeting link puja shuru hone se 30 minute pehle bheja jata hai. "
            "Payment online (card ya UPI) ya cash mein kar sakte hain.",
        ),
        "book priest pandit slot time timing online home address confirmation confirm "
        "meeting link video",
    )
    temple = _policy(
        "policy/temple-booking",
        Bilingual(
            "How temple pooja booking works",
            "मंदिर में पूजा की बुकिंग कैसे होती है",
            "Mandir mein puja ki booking kaise hoti hai",
        ),
        Bilingual(
            "Book a pooja at a temple near you on the Temples screen: choose the temple, the "
            "service and one of its time slots, and give your name, phone and the date. The "
            "temple calls you to confirm within 2 hours. Pay online or at the temple (cash).",
            "अपने पास के किसी मंदिर में पूजा मंदिर वाले पेज पर बुक कीजिए: मंदिर, सेवा और उसका कोई "
            "समय-स्लॉट चुनिए, और अपना नाम, फ़ोन और तारीख दीजिए। पुष्टि के लिए मंदिर 2 घंटे के "
            "भीतर आपको फ़ोन करता है। भुगतान ऑनलाइन या मंदिर में (नकद) कर सकते हैं।",
            "Apne paas ke kisi mandir mein puja Temples screen par book kijiye: mandir, seva aur "
            "uska koi time slot chuniye, aur apna naam, phone aur tareekh dijiye. Confirm karne "
            "ke liye mandir 2 ghante ke andar aapko phone karta hai. Payment online ya mandir "
            "mein (cash) kar sakte hain.",
        ),
        "temple booking confirmation call slot darshan abhishek",
    )
    moving = _policy(
        "policy/moving-a-booking",
        Bilingual(
            "Moving a booking to another date or time",
            "बुकिंग की तारीख या समय बदलना",
            "Booking ki tareekh ya samay badalna",
        ),
        Bilingual(
            f"A priest booking can be moved to another date or time free of charge up to {hours} "
            "hours before it begins: in My Orders, or by asking here in the chat. Closer than "
            "that it can no longer be moved: cancel it as the refund policy provides and book "
            "again. A temple pooja keeps the temple's own times: cancel it and book the new "
            "time instead.",
            f"पंडित जी की बुकिंग, पूजा शुरू होने से {hours} घंटे पहले तक, बिना किसी शुल्क के "
            "दूसरी तारीख या समय पर बदली जा सकती है: 'मेरे ऑर्डर' में, या यहीं चैट में कहकर। "
            "उसके बाद बुकिंग बदली नहीं जा सकती: रिफ़ंड नीति के अनुसार उसे रद्द करके दोबारा बुक "
            "कीजिए। मंदिर की पूजा मंदिर के अपने समय पर ही होती है: उसे रद्द करके नए समय के लिए "
            "बुक कीजिए।",
            f"Pandit ji ki booking, puja shuru hone se {hours} ghante pehle tak, bina kisi charge "
            "ke doosri tareekh ya samay par badli ja sakti hai: My Orders mein, ya yahin chat "
            "mein keh kar. Uske baad booking badli nahi ja sakti: refund policy ke hisaab se "
            "use cancel karke dobara book kijiye. Mandir ki puja mandir ke apne samay par hi "
            "hoti hai: use cancel karke naye samay ke liye book kijiye.",
        ),
        "reschedule rescheduling move moving shift postpone prepone change date time another "
        "day charge charges fee extra cost free tareekh tarikh date badalna badalne badal "
        "aage peeche तारीख बदलना बदलने बदलनी समय चार्ज शुल्क अलग आगे पीछे",
    )
    return [refunds, priest, temple, moving]


def _store_docs(rules: HouseRules) -> list[Doc]:
    fee, free = rupees(rules.shipping_fee), rupees(rules.free_shipping_above)
    tax = _percent(rules.tax_percent)
    shipping = _policy(
        SHIPPING,
        Bilingual(
            "Shipping, delivery and charges",
            "शिपिंग, डिलीवरी और शुल्क",
            "Shipping, delivery aur charges",
        ),
        Bilingual(
            f"Store orders are processed in 2-3 business days and delivered in 5-10 business "
            f"days across India (longer for remote areas). Shipping costs {fee}, and is free "
            f"when your subtotal is above {free}. Tax is {tax} of the subtotal, rounded to the "
            "rupee. Total = subtotal + shipping + tax.",
            f"स्टोर के ऑर्डर 2-3 कार्यदिवसों में तैयार करके भेजे जाते हैं और पूरे भारत में "
            f"5-10 कार्यदिवसों में पहुँच जाते हैं (दूर-दराज़ के इलाकों में कुछ ज़्यादा समय लग "
            f"सकता है)। शिपिंग शुल्क {fee} है, और सामान की कुल कीमत (सबटोटल) {free} से ज़्यादा "
            f"होने पर शिपिंग मुफ़्त है। टैक्स सबटोटल का {tax} है, जिसे पूरे रुपये में "
            "पूर्णांकित किया जाता है। कुल राशि = सबटोटल + शिपिंग + टैक्स।",
            f"Store ke order 2-3 working days mein taiyaar karke bheje jate hain aur poore "
            f"Bharat mein 5-10 working days mein pahunch jate hain (door-daraaz ke ilaakon mein "
            f"thoda zyada time lag sakta hai). Shipping {fee} hai, aur subtotal {free} se "
            f"zyada hone par shipping free hai. Tax subtotal ka {tax} hai, poore rupaye mein "
            "round karke. Total = subtotal + shipping + tax.",
        ),
        "shipping delivery charge free dispatch days courier tax gst total store order",
    )
    returns = _policy(
        "policy/returns",
        Bilingual(
            "Return policy for store products",
            "स्टोर के सामान की वापसी की नीति",
            "Store ke saamaan ki return policy",
        ),
        Bilingual(
            f"Products can be returned within {rules.return_days} days of delivery, only if "
            "they arrived damaged, defective or incorrect, and only unused and in the original "
            "packaging. Ritual-used and personalised items cannot be returned. Refunds are "
            "credited to the original payment method within 7-10 business days.",
            f"सामान डिलीवरी के {rules.return_days} दिनों के भीतर लौटाया जा सकता है, पर सिर्फ़ "
            "तभी जब वह टूटा-फूटा, ख़राब या ग़लत पहुँचा हो, और बिना इस्तेमाल किए अपनी मूल "
            "पैकिंग में हो। पूजा-अनुष्ठान में इस्तेमाल हो चुकी और आपके नाम से ख़ास बनवाई गई "
            "चीज़ें वापस नहीं होतीं। रिफ़ंड 7-10 कार्यदिवसों में उसी माध्यम में लौटाया जाता है "
            "जिससे भुगतान किया गया था।",
            f"Saamaan delivery ke {rules.return_days} din ke andar wapas kiya ja sakta hai, par "
            "sirf tab jab woh toota-phoota, kharab ya galat pahuncha ho, aur bina istemaal kiye "
            "apni original packing mein ho. Puja-anushthan mein istemaal ho chuki aur aapke naam "
            "se khaas banwayi gayi cheezein wapas nahi hoti. Refund 7-10 working days mein usi "
            "tareeke mein wapas aata hai jisse payment kiya gaya tha.",
        ),
        "return exchange damaged defective wrong product replacement refund",
    )
    return [shipping, returns]


def _payment_docs(rules: HouseRules) -> list[Doc]:
    low, high = rupees(1), rupees(rules.max_payment)
    cod, open_orders, days = rupees(rules.cod_max_total), rules.cod_open_per_phone, _days(rules)
    payments = _policy(
        "policy/payments",
        Bilingual(
            "Payment methods and cash on delivery",
            "भुगतान के तरीक़े और कैश ऑन डिलीवरी",
            "Payment ke tareeke aur cash on delivery",
        ),
        Bilingual(
            "Pay online by card or UPI through our payment gateway, or choose cash on "
            f"delivery. Online payments are between {low} and {high}. Cash on delivery (COD) "
            f"is offered on store orders, whatever the products, up to a total of {cod}; above "
            "that the order is paid online. For COD the phone number is confirmed once with a "
            f"one-time code (this browser stays trusted for {days} days), and one phone can "
            f"have at most {open_orders} COD orders on their way at a time. Prices are in "
            "rupees (INR).",
            "भुगतान हमारे पेमेंट गेटवे से कार्ड या UPI द्वारा ऑनलाइन कर सकते हैं, या कैश ऑन "
            f"डिलीवरी चुन सकते हैं। ऑनलाइन भुगतान {low} से {high} तक का हो सकता है। कैश ऑन "
            f"डिलीवरी (COD) स्टोर के हर ऑर्डर पर मिलती है, सामान कोई भी हो, बशर्ते कुल राशि "
            f"{cod} तक हो; इससे ज़्यादा का ऑर्डर ऑनलाइन भुगतान से होता है। COD के लिए फ़ोन "
            f"नंबर की पुष्टि एक बार एक-बार के कोड (OTP) से करनी होती है (यह ब्राउज़र {days} दिन "
            f"तक भरोसेमंद रहता है), और एक फ़ोन नंबर पर एक समय में ज़्यादा से ज़्यादा "
            f"{open_orders} COD ऑर्डर रास्ते में हो सकते हैं। सभी कीमतें रुपये (INR) में हैं।",
            "Payment hamare payment gateway se card ya UPI dwara online kar sakte hain, ya cash "
            f"on delivery chun sakte hain. Online payment {low} se {high} tak ka ho sakta hai. "
            "Cash on delivery (COD) store ke har order par milta hai, saamaan koi bhi ho, bas "
            f"total {cod} tak ho; isse zyada ka order online payment se hota hai. COD ke liye "
            "phone number ek baar one-time code (OTP) se confirm karna hota hai (yeh browser "
            f"{days} din tak trusted rehta hai), aur ek phone par ek samay mein zyada se zyada "
            f"{open_orders} COD order raste mein ho sakte hain. Saari keematein rupaye (INR) "
            "mein hain.",
        ),
        # "gemstones pe COD milta hai kya ya online pay karna padega": COD is asked by name.
        "payment pay upi card online cash delivery cod phonepe gateway limit maximum upto "
        "available allowed milta milti milega padega padegi nakad naqad gemstone gemstones "
        "ratna product products item items कैश ऑन डिलीवरी नकद भुगतान पेमेंट ऑनलाइन मिलता "
        "मिलती मिलेगा रत्न रत्नों सामान",
    )
    orders = _policy(
        "policy/orders",
        Bilingual(
            "Looking up your orders and bookings",
            "अपने ऑर्डर और बुकिंग देखना",
            "Apne order aur booking dekhna",
        ),
        Bilingual(
            "Open My Orders and enter the phone number or e-mail you booked "
            "with to see your priest bookings, temple bookings and store orders, with their "
            "status.",
            '"मेरे ऑर्डर" खोलिए और बुकिंग के समय दिया गया फ़ोन नंबर या ई-मेल '
            "डालिए: आपकी पंडित जी की बुकिंग, मंदिर की बुकिंग और स्टोर के ऑर्डर, उनकी स्थिति के "
            "साथ दिख जाएँगे।",
            "My Orders kholiye aur booking ke samay diya gaya phone number ya e-mail daaliye: "
            "aapki pandit ji ki booking, mandir ki booking aur store ke order, unke status ke "
            "saath dikh jayenge.",
        ),
        "my orders order history status track lookup booking",
    )
    return [payments, orders]


ASTROLOGY = (
    Bilingual(
        "Astrology consultation and Kundli",
        "ज्योतिष परामर्श और कुंडली",
        "Jyotish salaah (astrology consultation) aur kundli",
    ),
    Bilingual(
        "Astrology consultations with our astrologers are coming soon. Meanwhile the "
        "assistant's Kundli & Horoscope Agent generates your Vedic birth chart from your "
        "name, date, time and place of birth, and the Astrology Expert explains rashis, "
        "nakshatras, grahas and doshas.",
        "हमारे ज्योतिषियों से परामर्श की सुविधा जल्द ही शुरू हो रही है। तब तक सहायिका की "
        "कुंडली और राशिफल सेवा आपके नाम और जन्म की तिथि, समय व स्थान से आपकी वैदिक जन्म "
        "कुंडली बना देती है, और ज्योतिष विशेषज्ञ सेवा राशियाँ, नक्षत्र, ग्रह और दोष समझाती है।",
        "Hamare jyotishiyon se salaah ki suvidha jald hi shuru ho rahi hai. Tab tak assistant "
        "ki Kundli & Horoscope Agent seva aapke naam aur janm ki tareekh, samay aur jagah se "
        "aapki Vedic janm kundli bana deti hai, aur Astrology Expert seva rashiyan, nakshatra, "
        "grah aur dosh samjhati hai.",
    ),
)


def policy_docs(rules: HouseRules | None) -> list[Doc]:
    """The policies' answers; those that quote the house rules only once they are known."""
    docs = [] if rules is None else _booking_docs(rules) + _store_docs(rules) + _payment_docs(rules)
    if rules is not None:
        docs.append(code_doc(rules))
    docs.append(
        _policy(
            "policy/astrology",
            *ASTROLOGY,
            "astrology astrologer consultation kundli horoscope birth chart jyotish",
        )
    )
    if rules is not None and rules.contact:
        docs.append(
            _policy(
                "policy/contact",
                Bilingual("Contact and support", "संपर्क और सहायता", "Sampark aur sahayata"),
                Bilingual(
                    f"You can reach us at {rules.contact}.",
                    f"आप हमसे यहाँ संपर्क कर सकते हैं: {rules.contact}।",
                    f"Aap humse yahan sampark kar sakte hain: {rules.contact}.",
                ),
                "contact support help email phone call address customer care",
            )
        )
    return docs


# How long before the booking a cancel is asked about: "1 din pehle", "two days before", "5
# घंटे पहले".
_COUNTS = {
    "a": 1, "an": 1, "one": 1, "ek": 1, "एक": 1, "two": 2, "do": 2, "दो": 2,
    "three": 3, "teen": 3, "तीन": 3, "four": 4, "char": 4, "चार": 4,
}  # fmt: skip
_LEAD = re.compile(
    r"\b(?P<count>\d{1,3}|a|an|one|ek|two|do|three|teen|four|char|एक|दो|तीन|चार)\s*"
    r"(?P<unit>days?|din|dino|hours?|hrs?|ghante|ghanta|दिन|घंटे|घंटा)\s+"
    r"(?:pehle|pahle|before|prior|in advance|advance|पहले)",
    re.IGNORECASE,
)
_CANCELS = re.compile(r"\b(?:cancel\w*|radd)\b|रद्द|कैंसल", re.IGNORECASE)
_DAYS = re.compile(r"^(?:days?|din|dino|दिन)$", re.IGNORECASE)
LEAD_REFUND = Bilingual(
    "Cancelling {lead} before the booking gives a {share}% refund.",
    "बुकिंग से {lead} पहले रद्द करने पर {share}% रिफ़ंड मिलता है।",
    "Booking se {lead} pehle cancel karne par {share}% refund milta hai.",
)
IN_HOURS = Bilingual("{days} ({hours} hours)", "{days} ({hours} घंटे)", "{days} ({hours} ghante)")
DAY_UNIT = (Bilingual("day", "दिन", "din"), Bilingual("days", "दिन", "din"))
HOUR_UNIT = (Bilingual("hour", "घंटा", "ghanta"), Bilingual("hours", "घंटे", "ghante"))


def refund_for(question: str, rules: HouseRules | None, language: Language) -> str | None:
    """What a cancel that long before the booking gives back, by the policy's own rule, when
    the question asks about cancelling a stated time before ("agar 1 din pehle cancel karu");
    None otherwise, or before the house rules are known."""
    found = _LEAD.search(question)
    if rules is None or found is None or _CANCELS.search(question) is None:
        return None
    said = found.group("count").lower()
    count = int(said) if said.isdigit() else _COUNTS[said]
    days = _DAYS.match(found.group("unit")) is not None
    hours = count * 24 if days else count
    full = hours >= rules.full_refund_hours
    lead = f"{count} {(DAY_UNIT if days else HOUR_UNIT)[count != 1].of(language)}"
    if days:  # the rule is in hours: "1 day (24 hours)"
        lead = IN_HOURS.of(language, days=lead, hours=hours)
    share = 100 if full else rules.partial_refund_percent
    return LEAD_REFUND.of(language, lead=lead, share=share)
