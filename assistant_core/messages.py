"""The birth-detail form's words (English); the rest of the catalogue is in texts/."""

from __future__ import annotations

# The birth-detail form.
LABELS = {
    "name": "name",
    "dateOfBirth": "date of birth",
    "timeOfBirth": "time of birth",
    "placeOfBirth": "place of birth",
}
EXAMPLES = {
    "name": "Ravi Kumar",
    "dateOfBirth": "15 May 1990",
    "timeOfBirth": "2:30 PM",
    "placeOfBirth": "Pune, Maharashtra",
}
FORM_START = (
    "I'd be happy to create your Kundli. I need four details: your name, date of birth, "
    "time of birth and place of birth."
)
ASK = {
    "name": "What is your full name?",
    "dateOfBirth": "What is your date of birth? (for example, 15 May 1990)",
    "timeOfBirth": (
        "What time were you born? (for example, 2:30 PM or 14:30; if you are not sure, "
        "give your best estimate)"
    ),
    "placeOfBirth": "Where were you born? Please give the town or city (for example, Pune).",
}
ASK_AGAIN = {
    "name": "Please tell me your name, for example: Ravi Kumar.",
    "dateOfBirth": (
        "I couldn't read that as a date. Please write your date of birth like 15 May 1990."
    ),
    "timeOfBirth": (
        "I couldn't read that as a time. Please write your time of birth like 2:30 PM or 14:30."
    ),
    "placeOfBirth": "Please tell me the town or city where you were born, for example: Pune.",
}
FUTURE_DATE = "{date} is in the future. Please give your date of birth, for example 15 May 1990."
TOO_EARLY = "Please give a date of birth in 1800 or later, for example 15 May 1990."
OFFER_STOP = (
    'We seem to be stuck on your {label}. Would you like to stop here? Say "yes" to stop, '
    "or try once more, for example: {example}."
)
THANKS_NAME = "Thank you, {name}."
GOT_IT = "Got it."
CORRECTED = "Thanks, I've changed your {label} to {value}."
CONTINUE = "Let's continue with your Kundli."
RETRY_PROBLEM = "Please tell me your {label} again."
CANCELLED = (
    "Okay, I've stopped collecting your birth details. "
    'Say "make my kundli" whenever you want to start again.'
)
RESTARTED = "Let's start over."
RETRY_AFTER_FAILURE = (
    'Your details are saved: send your place of birth again to retry, or say "cancel" to stop.'
)
