"""The one-time code (OTP) that proves a phone or e-mail, as devotees ask about it ("OTP nahi aa
raha order dekhne ke liye, kya karu"): what My Orders shows without it, where the code goes,
how long it lives, when another may be asked for and what to do when none arrives. Every
figure comes from the house rules, which the api fills from its verification rules, so the
answer never disagrees with the screen."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.catalogue import HouseRules
from assistant_core.builtin.kb_doc import knowledge_doc
from assistant_core.builtin.retrieval import Doc

ORDER_CODE = "policy/order-code"
POLICY = "policy"


def code_doc(rules: HouseRules) -> Doc:
    digits, minutes, tries = rules.code_digits, rules.code_minutes, rules.code_tries
    resend, per_hour, days = rules.code_resend_seconds, rules.codes_per_hour, rules.verified_days
    days_said = f"{days:g}"
    return knowledge_doc(
        ORDER_CODE,
        POLICY,
        Bilingual(
            "The one-time code (OTP) for My Orders, and when it does not arrive",
            "मेरे ऑर्डर का एक-बार का कोड (OTP), और जब वह न आए",
            "My Orders ka one-time code (OTP), aur jab woh na aaye",
        ),
        Bilingual(
            "My Orders shows at once what was booked or ordered on this device; what was made "
            "on another device appears once you confirm the phone number or e-mail with a "
            f"{digits}-digit one-time code (OTP). A phone number gets the code by SMS and an "
            "e-mail address by e-mail, so if the SMS does not come, look up with the e-mail "
            "address you gave when booking, if you gave one, and check its spam folder. "
            f"Resend opens after {resend} seconds, one phone or e-mail can be sent at most "
            f"{per_hour} codes in an hour, and only the newest code works. A code lasts "
            f"{minutes} minutes and stops working after {tries} wrong tries; then ask for a "
            f"new one. Once confirmed, this browser stays verified for {days_said} days.",
            '"मेरे ऑर्डर" में इसी डिवाइस से की गई बुकिंग और ऑर्डर तुरंत दिखते हैं; किसी दूसरे '
            "डिवाइस से किए गए तब दिखते हैं जब आप फ़ोन नंबर या ई-मेल की पुष्टि "
            f"{digits} अंकों के एक-बार के कोड (OTP) से कर देते हैं। फ़ोन नंबर पर कोड SMS से "
            "आता है और ई-मेल पते पर ई-मेल से, इसलिए SMS न आए तो बुकिंग के समय दिया गया "
            "ई-मेल पता (अगर दिया था) डालकर देखिए, और उसका स्पैम फ़ोल्डर भी देख लीजिए। "
            f"दोबारा कोड {resend} सेकंड बाद माँगा जा सकता है, एक फ़ोन या ई-मेल पर एक घंटे में "
            f"ज़्यादा से ज़्यादा {per_hour} कोड भेजे जाते हैं, और सिर्फ़ सबसे नया कोड चलता है। "
            f"कोड {minutes} मिनट तक चलता है और {tries} बार ग़लत डालने पर बंद हो जाता है; तब "
            "नया कोड माँगिए। पुष्टि हो जाने के बाद यह ब्राउज़र "
            f"{days_said} दिन तक सत्यापित रहता है।",
            "My Orders mein isi device se ki gayi booking aur order turant dikhte hain; kisi "
            "doosre device se kiye gaye tab dikhte hain jab aap phone number ya e-mail ko "
            f"{digits} ank ke one-time code (OTP) se confirm kar dete hain. Phone number par "
            "code SMS se aata hai aur e-mail address par e-mail se, isliye SMS na aaye to "
            "booking ke samay diya gaya e-mail address (agar diya tha) daal kar dekhiye, aur "
            f"uska spam folder bhi dekh lijiye. Resend {resend} second baad khulta hai, ek "
            f"phone ya e-mail par ek ghante mein zyada se zyada {per_hour} code bheje jate "
            f"hain, aur sirf sabse naya code chalta hai. Code {minutes} minute tak chalta hai "
            f"aur {tries} baar galat daalne par band ho jata hai; tab naya code maangiye. "
            f"Confirm hone ke baad yeh browser {days_said} din tak verified rehta hai.",
        ),
        "otp code one time verification verify verified confirm sms email mail message "
        "arrive arriving receive received receiving getting coming aa aaya aata raha rahi "
        "nahi resend again dobara expire expired wrong spam my orders order booking see "
        "dekhne dekhna dekhun karu kya ओटीपी कोड आया आ रहा नहीं मैसेज ईमेल ई-मेल दोबारा "
        "सत्यापन पुष्टि ऑर्डर देखने देखना करूँ करूं",
    )
