"""Booking messages in English."""

TEXTS: dict[str, str] = {
    "opening": "Namaste {name},",
    "ending": "Booking {id}. - Punya",
    "when_today": "today, {date}",
    "when_tomorrow": "tomorrow, {date}",
    "when_on": "on {date}",
    # A priest booking.
    "priest_confirmed_subject": "Booking confirmed: {puja} on {date}",
    "priest_confirmed": "your {puja} on {date}, {slot} is confirmed.",
    "priest_named": "Your priest: {priest}.",
    "priest_to_follow": "We will tell you your priest's name as soon as one is assigned.",
    "link_to_follow": "The video-call link reaches you {minutes} minutes before the puja.",
    "samagri_family": "Please keep this samagri ready: {samagri}.",
    "priest_changed_subject": "Your priest for {puja}: {priest}",
    "priest_changed": "{priest} will perform your {puja} on {date}, {slot}.",
    "priest_reminder_subject": "Reminder: {puja}, {when}",
    "priest_reminder": "a reminder: your {puja} is {when}, {slot}.",
    "meeting_subject": "Join your {puja}: the video-call link",
    "meeting": "your online {puja} begins at {start} today ({date}).",
    "meeting_priest": "{priest} will perform it.",
    "meeting_join": "Join the video call: {link}",
    # A temple booking (prasad shipped, when added, goes here too).
    "temple_confirmed_subject": "Booking confirmed: {puja} at {temple}",
    "temple_confirmed": "your {puja} at {temple} on {date}, {slot} is confirmed.",
    "temple_reminder_subject": "Reminder: {puja} at {temple}, {when}",
    "temple_reminder": "a reminder: your {puja} at {temple} is {when}, {slot}.",
    "temple_address": "Address: {address}.",
    "prasad_shipped_subject": "Your prasad from {temple} is on its way",
    "prasad_shipped": "the prasad of your {puja} at {temple} has been sent by {courier}, tracking number {tracking}. My Orders shows where it is.",
}
