"""Booking messages in Hindi (Devanagari). The puja's name may be of either gender (कथा, पाठ,
होम), so no word here agrees with it: "{puja} के लिए आपकी बुकिंग", "आपकी पूजा ({puja})"."""

TEXTS: dict[str, str] = {
    "opening": "नमस्ते {name} जी,",
    "ending": "बुकिंग {id}। - पुण्य",
    "when_today": "आज, {date}",
    "when_tomorrow": "कल, {date}",
    "when_on": "{date}",
    # A priest booking.
    "priest_confirmed_subject": "बुकिंग पक्की: {puja}, {date}",
    "priest_confirmed": "{date} को {slot} {puja} के लिए आपकी बुकिंग पक्की हो गई है।",
    "priest_named": "आपकी पूजा {priest} करवाएँगे।",
    "priest_to_follow": "पंडित जी तय होते ही हम आपको उनका नाम बता देंगे।",
    "link_to_follow": "वीडियो कॉल का लिंक पूजा से {minutes} मिनट पहले आपको भेज दिया जाएगा।",
    "samagri_family": "कृपया यह सामग्री तैयार रखिए: {samagri}।",
    "priest_changed_subject": "{puja} के लिए आपके पंडित जी: {priest}",
    "priest_changed": "{date} को {slot} होने वाली आपकी पूजा ({puja}) {priest} करवाएँगे।",
    "priest_reminder_subject": "याद दिला दें: {puja}, {when}",
    "priest_reminder": "याद दिला दें: {when} को {slot} {puja} के लिए आपकी बुकिंग है।",
    "meeting_subject": "{puja} से जुड़ने के लिए वीडियो कॉल का लिंक",
    "meeting": "आपकी ऑनलाइन पूजा ({puja}) आज, {date}, {start} शुरू होगी।",
    "meeting_priest": "पूजा {priest} करवाएँगे।",
    "meeting_join": "वीडियो कॉल से जुड़ने के लिए यह लिंक खोलिए: {link}",
    # A temple booking (prasad shipped, when added, goes here too).
    "temple_confirmed_subject": "बुकिंग पक्की: {temple} में {puja}",
    "temple_confirmed": "{temple} में {date} को {slot} {puja} के लिए आपकी बुकिंग पक्की हो गई है।",
    "temple_reminder_subject": "याद दिला दें: {temple} में {puja}, {when}",
    "temple_reminder": "याद दिला दें: {when} को {slot} {temple} में {puja} के लिए आपकी बुकिंग है।",
    "temple_address": "पता: {address}।",
    "prasad_shipped_subject": "{temple} का प्रसाद आपके लिए भेज दिया गया है",
    "prasad_shipped": '{temple} में हुई आपकी पूजा ({puja}) का प्रसाद {courier} से भेज दिया गया है, ट्रैकिंग नंबर {tracking}। वह कहाँ पहुँचा, यह "मेरे ऑर्डर" में दिखेगा।',
}
