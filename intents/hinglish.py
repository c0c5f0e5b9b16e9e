"""Whether a message in Latin letters is Hindi (Hinglish), English, or says too little to tell.

Told by the grammar, never by the nouns: "book griha pravesh puja" and "rudraksha mala price"
are English around Indian names, "mera order kab aayega" is Hindi around English ones. Hindi's
pronouns, postpositions, helping verbs and question words are counted against English's
function words; a word both languages write the same ("do", "me", "to", "is", "main", "hi")
counts for neither."""

from __future__ import annotations

import re
from typing import Literal

from intents.lexicon import spaced
from intents.normalise import words_of

LatinLanguage = Literal["hinglish", "en"]

# Hindi words that are no English word, as devotees spell them: grammar and the everyday verbs
# of a request, not names (pujas, goods, places) that English sentences carry too.
HINDI_WORDS = frozenset(
    spaced(
        """
    mujhe mujhko mera meri mere hamara hamari hamare humara humari hume humein hamein hum
    aap aapka aapki aapke aapko apna apni apne tum tumhara tumhari tumhe tera teri mai
    yeh ye woh wo vo isko usko iska iski iske uska uski uske inka unka inke unke kuch koi sab
    ka ki ke ko se mein mei mai par pe tak liye wala wali wale waala waali saath
    hai hain hei tha thi hoga hogi honge hua hui hue raha rahi rahe rehna rehne rahne
    karna karni karne karo kar kariye karein kare karenge karunga karungi kijiye kijie kiya
    karwana karwani karwane karvana karvani karwa karva karao karwao karwaiye karado karwado
    chahiye chahie chaiye chahta chahti chahte batao bataiye bataye bata btao dikhao dikhaiye
    dikhana dekhna daal daalo dalo daldo dedo dijiye dena dunga dungi denge lena leni lene
    milega milegi milenge sakta sakti sakte jayega jaayega jaega jaaega aayega aayegi aaega
    ayega aaya aayi gaya gayi gaye hona bhejo bhejna bolo boliye banao banaiye banwana
    lagega lagta lagti lagte
    kya kyu kyun kyon kab kahan kaha kidhar kaun kaunsa kaunsi kitna kitni kitne kaise kaisa
    aur bhi nahi nahin toh lekin magar phir fir abhi sirf bas wahi yahi yahan wahan
    kal aaj parson subah shaam raat dopahar baje agle agla agli pichle pichla ghar
    """
    )
)
# English function words that Hinglish does not borrow ("please", "booking", "order" and
# "online" it does, so they count for neither).
ENGLISH_WORDS = frozenset(
    spaced(
        """
    i im ive my mine you your yours we our it its this that these those the a an
    of for in on at with from into about by are was were will would can could should shall
    does did have has had be been being want wants need needs like what where when why how
    which who whom and or but not dont cant wont there here some any much many than then
    """
    )
)


_IN_A_NAME = re.compile(r"\b[A-Z][a-z]+\s+(?:ka|ki|ke|Ka|Ki|Ke)\s+[A-Z][a-z]+")


def latin_language(text: str) -> LatinLanguage | None:
    """ "mujhe kal pandit chahiye" -> "hinglish"; "I want to book a pandit" -> "en"; None for a
    message too short or too plain to tell ("2", "yes", "Ravi Kumar", "rudraksha mala price")."""
    words = words_of(text)
    if len(words) < 2:  # one word answers a question; it does not choose a language
        return None
    # "Har ki Pauri", "Ram Ki Paidi": a name, whatever the language around it.
    hindi = sum(1 for word in words if word in HINDI_WORDS) - len(_IN_A_NAME.findall(text))
    english = sum(1 for word in words if word in ENGLISH_WORDS)
    if hindi > english:
        return "hinglish"
    if english > hindi:
        return "en"
    return None
