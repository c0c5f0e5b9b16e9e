"""Booking messages in Hinglish: Hindi in Latin letters, as devotees write it."""

TEXTS: dict[str, str] = {
    "opening": "Namaste {name} ji,",
    "ending": "Booking {id}. - Punya",
    "when_today": "aaj, {date}",
    "when_tomorrow": "kal, {date}",
    "when_on": "{date}",
    # A priest booking.
    "priest_confirmed_subject": "Booking pakki: {puja}, {date}",
    "priest_confirmed": "{date} ko {slot} {puja} ke liye aapki booking pakki ho gayi hai.",
    "priest_named": "Aapki puja {priest} karwayenge.",
    "priest_to_follow": "Pandit ji tay hote hi hum aapko unka naam bata denge.",
    "link_to_follow": "Video call ka link puja se {minutes} minute pehle aapko bhej diya jayega.",
    "samagri_family": "Kripya yeh samagri taiyar rakhiye: {samagri}.",
    "priest_changed_subject": "{puja} ke liye aapke pandit ji: {priest}",
    "priest_changed": "{date} ko {slot} hone wali aapki puja ({puja}) {priest} karwayenge.",
    "priest_reminder_subject": "Yaad dila dein: {puja}, {when}",
    "priest_reminder": "yaad dila dein: {when} ko {slot} {puja} ke liye aapki booking hai.",
    "meeting_subject": "{puja} se judne ke liye video call ka link",
    "meeting": "aapki online puja ({puja}) aaj, {date}, {start} shuru hogi.",
    "meeting_priest": "Puja {priest} karwayenge.",
    "meeting_join": "Video call se judne ke liye yeh link kholiye: {link}",
    # A temple booking (prasad shipped, when added, goes here too).
    "temple_confirmed_subject": "Booking pakki: {temple} mein {puja}",
    "temple_confirmed": "{temple} mein {date} ko {slot} {puja} ke liye aapki booking pakki ho gayi hai.",
    "temple_reminder_subject": "Yaad dila dein: {temple} mein {puja}, {when}",
    "temple_reminder": "yaad dila dein: {when} ko {slot} {temple} mein {puja} ke liye aapki booking hai.",
    "temple_address": "Pata: {address}.",
    "prasad_shipped_subject": "{temple} ka prasad aapke liye bhej diya gaya hai",
    "prasad_shipped": "{temple} mein hui aapki puja ({puja}) ka prasad {courier} se bhej diya gaya hai, tracking number {tracking}. Woh kahan pahuncha, yeh My Orders mein dikhega.",
}
