"""The assistant's English words. Keys are shared with hi.py; placeholders are {named}."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- the spec's catalogue (sections 4, 5 and 8): exact --------------------------------
    "greeting": (
        "Namaste! I'm your spiritual assistant. Select a service above and ask me anything!"
    ),
    "connected": "Connected to {name}",
    "service_not_found": "Service not found or inactive",
    "ai_connecting": (
        "I apologize, but I'm having trouble connecting to the {name} service. "
        "Please try again later."
    ),
    "generic_failure": (
        "I apologize, but I'm having trouble processing your request. Please try again."
    ),
    "kundli_failure": (
        "I apologize, but I'm having trouble generating your Kundli right now. "
        "Please make sure the Kundli service is running and try again."
    ),
    "kundli_agent_error": (
        "I apologize, but I'm having trouble with the Kundli service right now. "
        "Please try again later."
    ),
    "empty_message": "Please type a message first.",
    "too_long": "Your message is too long: please keep it under {limit} characters.",
    "too_fast": "You are sending messages too quickly. Please wait a moment and try again.",
    # --- the voice: what went wrong with a recording ----------------------------------
    "voice_error": "Sorry, I couldn't hear you clearly. Please try again or type your message.",
    "audio_empty": "The recording has no audio in it.",
    "audio_too_long": "Audio can be at most {seconds} seconds long.",
    "audio_undecodable": "This audio could not be decoded as {format}.",
    "audio_unsupported": (
        "Audio format '{format}' is not supported: send webm, ogg, mp4, wav or pcm audio."
    ),
    "audio_pcm_rate": "Raw pcm audio needs its sampleRate, between {low} and {high} Hz.",
    "audio_abandoned": "The recording was never finished; please try again.",
    "audio_too_large": (
        "That recording is too large (over {kb} KB); please speak for less than 30 seconds."
    ),
    "voice_busy": (
        "I'm listening to many devotees right now. "
        "Please type your message, or try the microphone again in a moment."
    ),
    "frame_too_large": "That message is too large to send.",
    "select_service": "Please select a service above, then ask me your question.",
    # --- where a reply takes the devotee ---------------------------------------------------
    "nav_priest": "Taking you to priest and puja booking.",
    "nav_astrology": "Taking you to astrology consultation.",
    "nav_panchang": "Opening the Panchang: the day's tithi, nakshatra, Rahu Kaal and festivals.",
    "nav_milan": "Opening Kundli Milan: enter both people's birth details there.",
    "nav_store": "Taking you to the spiritual store.",
    "nav_store_search": "Showing you {topic} in the store.",
    "nav_temples": "Taking you to temple bookings.",
    "temples_found": "Temples that match:",
    "temples_near": "Temples near you:",
    "temples_where": (
        "To find temples near you I need your location: tap Use my location, or tell me your city."
    ),
    "temples_none_near": (
        "No temple on Punya is near you yet. The Temples screen lists every temple, with how "
        "far each is from you."
    ),
    "book_at_temple": "Book a pooja at {temple}",
    "temples_none": (
        "I could not find a temple that matches. The Temples screen lists them all, and those "
        "near you."
    ),
    "temples_none_in": (
        "I found no temple in {city} on Punya yet. The Temples screen lists every temple we have."
    ),
    "action_all_temples": "See all temples",
    "temple_timings": "{temple} is open at these times:\n{periods}",
    "temple_timing_line": "{label}: {opens} – {closes}",
    "temple_timing_open": "Open {opens} – {closes}",
    "temple_timings_unknown": "I couldn't find that temple on Punya, so I don't have its timings and won't guess them; its own office or website has them. The Temples screen lists the temples on Punya, each with its timings.",
    "temple_timings_none": "{temple} has not published its timings on Punya yet; its page shows them once it does, with its address and the poojas you can book there.",
    "temple_timings_which": "Several temples fit that name. Which one's timings would you like?",
    "temple_timings_of": "timings of {temple}",
    "samagri_family": "For the {puja}, keep this samagri ready at home:\n{items}",
    "samagri_priest": "The pandit brings:\n{items}",
    "samagri_which": "Several pujas fit that name. Which one's samagri would you like?",
    "samagri_of": "What is the samagri for {puja}?",
    "action_book_puja": "Book {puja}",
    "action_open_temple": "Open {temple}",
    "nav_orders": "Taking you to your orders.",
    "nav_elsewhere": "Taking you there now.",
    # --- cancelling a booking or order in the chat --------------------------------------------
    # --- moving a pandit booking to another time in the chat ----------------------------
    "title_move_booking": "Move a booking",
    "ask_move_booking_orderId": "Which booking should I move? Tell me its id: it starts with PB and is in your confirmation and in My Orders. Without it, tell me the phone number or e-mail you used.",
    "move_which_id": "Please give the id of the booking to move (it starts with PB).",
    "ask_move_booking_recordId": "Which of these bookings should I move? Reply with its number:",
    "move_none_open": "I found no pandit booking of yours still to come. My Orders shows them all.",
    "ask_move_booking_selectedDate": "To which date should I move it? (for example: next Sunday or 15 December)",
    "move_summary": "You are moving {what} {id}{title} from {now} to {to}.",
    "move_booking_confirm": 'Shall I move it? Say "yes" to move it, or "no" to keep it as it is.',
    "move_booking_not_confirmed": "Okay, I haven't moved anything: it stays as it was.",
    "move_booking_action_confirm": "Yes, move it",
    "move_booking_action_change": "No, keep it",
    "move_booking_cancelled": "Okay, I've stopped. Nothing was moved.",
    "move_not_possible": "{what} {id} cannot be moved to another time.",
    "move_rule": "A pandit booking can be moved up to {hours} hours before its time, while it is not cancelled or done; a temple pooja keeps the temple's times. You may cancel it instead: the refund policy says what comes back.",
    "move_action_cancel": "cancel my booking {id}",
    "move_action_cancel_label": "Cancel it instead",
    "move_done": "Done: {what} {id} is now on {to}.",
    "move_failed": "I couldn't move it just now ({reason}). Please try another time or My Orders.",
    "move_failed_slots": "I couldn't look up the free times for that booking just now. Please tell me another date.",
    "title_cancel_order": "Cancel a booking or order",
    "ask_cancel_order_orderId": (
        "Which booking or order should I cancel? Tell me its id: it starts with PB, TB or SO, "
        "and is in your confirmation and in My Orders. Without it, tell me the phone number or "
        "e-mail you used."
    ),
    "cancel_which_id": "Please give the id of the one to cancel (it starts with PB, TB or SO).",
    "cancel_by_contact": "to be found from your phone or e-mail",
    "cancel_other_id": "to be found from your phone or e-mail ({id} is not an id of ours: ours begin with PB, TB or SO)",
    "ask_cancel_order_recordId": "These can still be cancelled. Which one should I cancel? Reply with its number:",
    "cancel_none_open": (
        "I found none of your bookings or orders that can still be cancelled: a booking can be "
        "cancelled until its time begins, an order until it is shipped. My Orders shows them all."
    ),
    "label_recordId": "which one",
    "cancel_summary": "You are cancelling {what} {id}{title}.",
    "cancel_refund": (
        "The refund policy gives back {amount} now, to the way you paid (credited within 7-10 "
        "business days)."
    ),
    "cancel_no_refund": "Nothing was paid online for it, so there is nothing to refund.",
    "cancel_order_confirm": 'Shall I cancel it? Say "yes" to cancel, or "no" to keep it.',
    "cancel_order_not_confirmed": "Okay, I haven't cancelled anything: it stays as it was.",
    "cancel_order_action_confirm": "Yes, go ahead",
    "cancel_order_action_change": "No, keep it",
    "cancel_order_cancelled": "Okay, I've stopped. Nothing was cancelled.",
    "cancel_not_possible": (
        "{what} {id} can no longer be cancelled ({status}): a booking can be cancelled until "
        "its time begins, an order until it is shipped."
    ),
    "cancel_done": "Done: {what} {id} is cancelled.",
    "cancel_failed": "I couldn't cancel {what} {id} just now. Please try again from My Orders.",
    "cancel_done_refund": (
        "A refund of {amount} has been started to the way you paid; it is credited within 7-10 "
        "business days."
    ),
    # --- everyday conversation -------------------------------------------------------------
    "hello": "Namaste! 🙏 How can I help you today?",
    "hello_back": "{greeting}! 🙏 How can I help you today?",
    "thanks_back": "You're welcome! Is there anything else I can do for you?",
    "goodbye": "Dhanyavaad! May your day be blessed. Come back any time.",
    "identity": (
        "I'm Punya's spiritual assistant. I can book a pandit or a temple pooja for you, "
        "help you shop for prasad, rudraksha and puja items, track your orders and make your "
        "Kundli, all by chatting here."
    ),
    "capabilities": (
        "I can book a pandit for a puja at home or online, book a pooja at a temple, add "
        "items to your cart, tell you where your order is, and make your Kundli. Just tell me "
        "what you need."
    ),
    "unclear": (
        "Sorry, I couldn't make that out. I can book a pandit, book a pooja at a temple, "
        "help you shop, track an order or make your Kundli: tell me in a few words."
    ),
    "number_alone": '{number} of what? Say it with the item or the choice, for example "2 diyas".',
    "language_set": "Sure, I'll reply in English from now on.",
    "chip_book_pandit": "Book a pandit",
    "chip_kundli": "Make my Kundli",
    "chip_track": "Track my order",
    "chip_prasad": "Shop prasad",
    "chip_more": "Tell me more",
    "say_book_pandit": "I want to book a pandit",
    "say_kundli": "Make my kundli",
    "say_track": "Where is my order?",
    "say_prasad": "Show me prasad",
    "say_more": "Tell me more",
    # --- the form runner -------------------------------------------------------------------
    "form_cancelled": "Okay, I've stopped. Nothing was booked. Ask me whenever you're ready.",
    "cart_cancelled": "Okay, I've stopped. Nothing was added to your cart.",
    "cart_item_left_out": "All right, I haven't added {product}.",
    "order_status_cancelled": "Okay, I've stopped. Ask me about an order whenever you like.",
    "form_restarted": "Let's start over.",
    "form_offer_stop": (
        'We seem to be stuck on the {label}. Would you like to stop here? Say "yes" to stop, '
        "or try once more."
    ),
    "form_keep_going": "Okay, let's keep going.",
    "form_changed": "Done, I've changed the {label} to {value}.",
    "form_choose": "I found several. Which one do you mean? Reply with its number:",
    "form_confirm": 'Shall I go ahead? Say "yes" to confirm, or tell me what to change.',
    "form_not_confirmed": (
        "Okay, I haven't booked anything. Tell me what to change (for example \"make it "
        'Monday"), or say "cancel".'
    ),
    # field labels (summary, progress, corrections)
    "label_serviceId": "puja",
    "label_templeId": "temple",
    "label_selectedDate": "date",
    "label_priestId": "priest",
    "label_selectedTime": "time",
    "label_isOnline": "place",
    "label_customerAddress": "address",
    "label_customerName": "name",
    "label_customerPhone": "mobile number",
    "label_customerEmail": "e-mail",
    "label_sankalp": "sankalp",
    "label_specialRequests": "special requests",
    "label_paymentMethod": "payment",
    "label_productId": "item",
    "label_quantity": "quantity",
    "label_orderId": "booking or order id",
    "label_contact": "phone or e-mail",
    "label_code": "one-time code",
    # questions
    "ask_serviceId": (
        "Which puja would you like? For example: Satyanarayan Katha, Griha Pravesh or Rudrabhishek."
    ),
    "ask_selectedDate": "On which date? (for example: tomorrow, next Sunday or 15 December)",
    "ask_priestId": "Would you like a particular priest? These are free then:",
    "ask_selectedTime": "Which time slot suits you?",
    "ask_selectedTime_none": ("Sorry, no time slot is free on {date}. Please choose another date."),
    "ask_isOnline": "Should the pandit come to your home, or would you like the puja online?",
    "ask_customerAddress": "What is the full address for the puja (house, street, city, PIN)?",
    "ask_customerName": "What name should the booking be in?",
    "ask_customerPhone": "Your 10-digit mobile number?",
    "ask_customerEmail": 'Your e-mail for the confirmation? (optional: say "skip")',
    "ask_sankalp": (
        "For the sankalp: your gotra, nakshatra or rashi, and the names the puja is for? "
        '(for example: Kashyap gotra, Rohini, Ramesh and Sita Sharma; or say "skip")'
    ),
    "ask_specialRequests": 'Any special requests for the pandit? (optional: say "no")',
    "ask_paymentMethod": "How would you like to pay: cash, or online (UPI or card)?",
    "ask_templeId": 'Which temple? Tell me its name, or say "near me".',
    "ask_templeId_location": (
        "Please allow location access so I can find temples near you, or tell me the temple's name."
    ),
    "ask_temple_booking_serviceId": "Which pooja at {temple}?",
    "ask_productId": "Which item would you like?",
    "ask_quantity": "How many {product} would you like?",
    "ask_orderId": (
        'Which booking or order? Tell me its id (it starts with PB, TB or SO), or say "all".'
    ),
    "ask_contact": "What phone number or e-mail did you use for it?",
    "ask_code": "So that only you see your bookings, I have sent a 6-digit code to that phone number or e-mail. Please type the code here.",
    # problems with an answer
    "bad_sankalp": (
        "Please tell me the gotra, the nakshatra or rashi and the names, for example: "
        '"Kashyap gotra, Rohini, Ramesh and Sita Sharma"; or say "skip".'
    ),
    "bad_sankalp_gotra": "Please say the gotra in a word or two.",
    "bad_sankalp_names": (
        "That is more than I can take for one sankalp: please give the main names of the "
        "family, each one short."
    ),
    "bad_notes_unread": 'Please write your special requests in words, or say "no".',
    "bad_temple_unread": "Which temple? Please say its name.",
    "bad_puja_unread": "Which puja would you like? Say its name or the deity, for example Ganesh Puja.",
    "product_nearest": "We don't have exactly that. The nearest we have:",
    "bad_product_unread": "Which item would you like? Say its name, for example rudraksha mala.",
    "bad_puja": "I couldn't find that puja. Try its name or the deity, for example Ganesh Puja.",
    "bad_temple": 'I couldn\'t find that temple. Try its name, or say "near me".',
    "bad_temple_city": (
        "I found no temple in {city} on Punya yet. Tell me another temple's name, or say \"near "
        'me"; the Temples screen lists them all.'
    ),
    "bad_temple_near": "I found no temple within 50 km of you. Please tell me the temple's name.",
    "bad_temple_service": "{temple} has no such pooja. Please pick one from the list.",
    "bad_temple_service_none": "This temple has no poojas to book right now. Please choose another temple.",
    "bad_product": "I couldn't find that in our store. Try another name, for example rudraksha mala.",
    "bad_date": 'I couldn\'t read that as a date. Try "tomorrow", "next Sunday" or "15 December".',
    "bad_date_past": "{date} has already passed. Please choose today or a later date.",
    "bad_date_far": "Bookings open at most {days} days ahead. Please choose an earlier date.",
    "bad_day_of_month": "{month} has only {days} days. Please choose another date.",
    "bad_february": "February has 28 or 29 days. Please choose another date.",
    "bad_month": "There is no month {month}. Please write the date like 15 December.",
    "bad_day_zero": "There is no day 0. Please write the date like 15 December.",
    "bad_priest": 'Please pick a priest by number, or say "any".',
    "priest_any": "Any available priest",
    "priest_speaking": "These priests free then speak {spoken}:",
    "priest_speaking_none": "No priest free then speaks {spoken}. These are free:",
    "bad_slot": "Please choose one of the time slots by its number, for example 2.",
    "bad_slot_full": "That time has just been fully booked. Please choose another time.",
    "bad_slot_taken": "{slot} is not available on {date}. Please choose another slot.",
    "slots_in_part": "These {part} slots are free on {date}. Reply with a number:",
    "slot_part_next_day": "No {part} slot is free on {date}. The nearest {part} slot free is on {next}, {slot}.",
    "bad_slot_part": "No {part} slot is free on {date}. These are free:",
    "bad_mode": 'Please say "home" for a puja at your home, or "online".',
    "address_needed": (
        "A puja at home needs its address, so that the pandit can reach you: house, street, "
        'city and PIN code. Or say "online" to have it performed by video call.'
    ),
    "bad_address": "Please give the full address: house, street, city and PIN code.",
    "address_unplaced": (
        "I couldn't find that address on the map, so I can't tell which pandits can come "
        "there. Please write it with its town or city and the 6-digit PIN code."
    ),
    "address_unplaced_again": (
        "I still can't find that address on the map, so I can't promise a pandit can reach "
        "it. The puja can be performed online, by video call, or at another address with its "
        "PIN code."
    ),
    "no_priest_here": (
        "I'm sorry, none of our priests who perform this puja travel to that address yet. "
        "It can be performed online, by video call, or at another address."
    ),
    "no_priest_here_nearest": (
        "I'm sorry, none of our priests who perform this puja travel to that address yet: "
        "the nearest are in {city}. It can be performed online, by video call, or at another "
        "address."
    ),
    "no_priest_here_again": (
        "Our priests who perform this puja don't reach that address yet. Please give another "
        'address, or say "online" to have it performed by video call.'
    ),
    "bad_pin": "There is no such PIN code. Please check it and give the full address again.",
    "bad_name": "That doesn't look like a name. Please tell me the name, for example Ravi Kumar.",
    "bad_phone_digits": "A mobile number has 10 digits, for example 98765 43210.",
    "bad_phone_format": "An Indian mobile number starts with 6, 7, 8 or 9.",
    "bad_email": "That doesn't look like an e-mail address, for example ravi@example.com.",
    "bad_notes": "Please keep special requests under {limit} characters.",
    "bad_payment": 'Please say "cash" or "online".',
    "bad_quantity": "Please tell me a number from 1 to {max}.",
    "bad_quantity_max": (
        "One item can be ordered up to {max} at a time. Please tell me a number from 1 to {max}."
    ),
    "bad_choice": "Please reply with one of the numbers shown.",
    "bad_order_id": 'Please give the id (it starts with PB, TB or SO), or say "all".',
    "bad_contact": "Please give the 10-digit mobile number or the e-mail used for it.",
    "bad_code": "Please type the 6-digit code I sent (only the digits).",
    "part_morning": "morning",
    "part_afternoon": "afternoon",
    "part_evening": "evening",
    "part_night": "night",
    # form titles (the panel's heading)
    "title_priest_booking": "Puja booking",
    "title_temple_booking": "Temple pooja booking",
    "title_cart": "Add to cart",
    "title_order_status": "Order status",
    "title_birth": "Birth details",
    "label_birth_name": "Name",
    "label_birth_dateOfBirth": "Date of birth",
    "label_birth_timeOfBirth": "Time of birth",
    "label_birth_placeOfBirth": "Place of birth",
    "title_milan": "Kundli Milan",
    "label_milan_groomName": "Boy's name",
    "label_milan_groomDate": "Boy's date of birth",
    "label_milan_groomTime": "Boy's time of birth",
    "label_milan_groomPlace": "Boy's place of birth",
    "label_milan_brideName": "Girl's name",
    "label_milan_brideDate": "Girl's date of birth",
    "label_milan_brideTime": "Girl's time of birth",
    "label_milan_bridePlace": "Girl's place of birth",
    "label_temple_booking_serviceId": "pooja",
    # values as shown
    "mode_home": "at home",
    "mode_online": "online",
    "pay_cash": "cash",
    "pay_online": "online (UPI or card)",
    # summaries and outcomes
    "sankalp_gotra": "{gotra} gotra",
    "sankalp_nakshatra": "{name} nakshatra",
    "sankalp_rashi": "{name} rashi",
    "sankalp_names": "for {names}",
    "summary_sankalp": "Sankalp: {sankalp}.",
    "summary_priest_chosen": "Priest: {name}.",
    "summary_priest": (
        "Here is your booking:\n{puja}, {date}, {time}, {mode}.\nFor {name}, {phone}.\n"
        "Price: {price}. Payment: {payment}."
    ),
    "summary_temple": (
        "Here is your booking:\n{service} at {temple}, {date}, {time}.\nFor {name}, {phone}.\n"
        "Price: {price}. Payment: {payment}."
    ),
    "booked_cash": (
        "Booked! Your booking id is {id}. You'll pay {price} in cash. We will confirm your "
        "pandit within 12 hours."
    ),
    "booked_online": "Your booking {id} is saved. Please pay {price} online to confirm it.",
    "temple_booked_cash": (
        "Booked! Your booking id is {id}. Please pay {price} in cash at the temple."
    ),
    "temple_booked_online": "Your booking {id} is saved. Please pay {price} online to confirm it.",
    "online_link_note": "The meeting link will be sent 30 minutes before the puja.",
    "refused": "I couldn't book that: {reason}",
    "action_pay": "Pay {price}",
    "action_receipt": "Receipt of {id}",
    "action_my_orders": "View in My Orders",
    "action_open_form": "Open the booking form",
    "action_checkout": "Check out",
    "form_action_confirm": "Yes, confirm",
    "form_action_change": "No, change something",
    "action_keep_shopping": "Keep shopping",
    "action_open_book_priest": "Book a pandit",
    "action_open_astrology": "Astrology",
    "action_open_kundli_full": "Open the full Kundli",
    "action_open_milan": "Match with a partner's Kundli",
    "action_open_panchang": "Open the Panchang for your city",
    "action_open_panchang_at": "Open the Panchang for {city}",
    "action_open_store": "Open the store",
    "action_open_orders": "My Orders",
    "action_share_location": "Use my location",
    "added_to_cart": "Added {quantity} × {product} ({price} each) to your cart.",
    "cart_rest_not_found": "The other item you named is not in our store.",
    "added_several": "Added to your cart: {lines}.",
    "added_line": "{quantity} × {product} ({price} each)",
    "cart_offer": "Would you like to check out, or keep shopping?",
    "out_of_stock": "Sorry, {product} is out of stock right now.",
    "out_of_stock_alike": "Sorry, {product} is out of stock right now. These are in stock:",
    "only_left": "Only {count} of {product} are left. How many would you like?",
    # order status
    "order_status": "{what} {id}: {status}.",
    "order_last_event": "Last update: {status} on {when}.",
    "order_payment": "Payment: {payment}.",
    "order_visit_priest": "{priest} will come on {date}, {time}.",
    "order_visit_online": "{priest} will perform it online on {date}, {time}.",
    "order_visit_unassigned": (
        "It is on {date}, {time}; we will tell you which pandit comes as soon as one is assigned."
    ),
    "order_visit_temple": "At the temple: {date}, {time}.",
    "order_all": "all of them",
    "order_other_id": "all of them ({id} is not an id of ours: ours begin with PB, TB or SO)",
    "order_none": "I found no bookings or orders for that phone number or e-mail.",
    "order_not_found": "I couldn't find {id} for that phone number or e-mail.",
    "order_ambiguous": (
        "More than one of your bookings or orders has the short id {id}. Please tell me the "
        "full id from the receipt or My Orders."
    ),
    "order_list": "Your latest bookings and orders:",
    "order_too_many": "Too many order lookups from this device. Please wait a minute and try again.",
    "order_code_taken": "verified",
    "order_code_wrong": "That code is not right. Please check the message and type it again.",
    "order_code_resent": "That code has expired, so I have sent you a new one. Please type the new code.",
    "order_code_wait": "Too many codes were asked for that number just now. Please wait a few minutes, then tell me the phone number or e-mail again.",
    "order_code_channel": "I cannot send a code that way just now. Please give me your other contact: the phone number or the e-mail.",
    "order_code_not_sent": "I could not send the code just now. Please tell me the phone number or e-mail again in a minute.",
    "order_hidden": "I found {count} bookings or orders for that contact, but I can show them only after the code is confirmed. Please ask me again.",
    "what_priest": "Puja booking",
    "what_temple": "Temple booking",
    "what_store": "Store order",
    "status_pending": "pending",
    "status_confirmed": "confirmed",
    "status_processing": "being packed",
    "status_shipped": "shipped",
    "status_delivered": "delivered",
    "status_completed": "completed",
    "status_cancelled": "cancelled",
    "payment_paid": "paid",
    "payment_pending": "not paid yet",
    "payment_failed": "failed",
    # --- the birth-detail form (the Kundli agent) -------------------------------------------
    "birth_start": (
        "I'd be happy to create your Kundli. I need four details: your name, date of birth, "
        "time of birth and place of birth."
    ),
    "form_continue": "Let's carry on.",
    "birth_continue": "Let's continue with your Kundli.",
    "phrase_birth_name": "name",
    "phrase_birth_dateOfBirth": "date of birth",
    "phrase_birth_timeOfBirth": "time of birth",
    "phrase_birth_placeOfBirth": "place of birth",
    "birth_example_name": "Ravi Kumar",
    "birth_example_dateOfBirth": "15 May 1990",
    "birth_example_timeOfBirth": "2:30 PM",
    "birth_example_placeOfBirth": "Pune, Maharashtra",
    "ask_birth_name": "What is your full name?",
    "ask_birth_dateOfBirth": "What is your date of birth? (for example, 15 May 1990)",
    "ask_birth_timeOfBirth": (
        "What time were you born? (for example, 2:30 PM or 14:30; if you are not sure, "
        "give your best estimate)"
    ),
    "ask_birth_placeOfBirth": "Where were you born? Please give the town or city (for example, Pune).",
    "birth_ask_again_name": "Please tell me your name, for example: Ravi Kumar.",
    "birth_ask_again_dateOfBirth": "I couldn't read that as a date. Please write your date of birth like 15 May 1990.",
    "birth_ask_again_timeOfBirth": "I couldn't read that as a time. Please write your time of birth like 2:30 PM or 14:30.",
    "birth_ask_again_placeOfBirth": "Please tell me the town or city where you were born, for example: Pune.",
    "birth_future_date": "{date} is in the future. Please give your date of birth, for example 15 May 1990.",
    "birth_too_early": "Please give a date of birth in 1800 or later, for example 15 May 1990.",
    "birth_offer_stop": (
        'We seem to be stuck on your {label}. Would you like to stop here? Say "yes" to stop, '
        "or try once more, for example: {example}."
    ),
    "birth_thanks_name": "Thank you, {value}.",
    "birth_changed": "Thanks, I've changed your {label} to {value}.",
    "birth_retry_problem": "{reason}",
    "birth_cancelled": (
        "Okay, I've stopped collecting your birth details. "
        'Say "make my kundli" whenever you want to start again.'
    ),
    "birth_retry_after_failure": (
        'Your details are saved: send your place of birth again to retry, or say "cancel" to stop.'
    ),
    # --- the Kundli Milan form: the boy's and the girl's birth details, then the match ------
    "milan_start": (
        "Let's match the two Kundlis (Guna Milan). I need the boy's and the girl's name, "
        "date of birth, time of birth and place of birth."
    ),
    "milan_continue": "Let's continue with the Kundli Milan.",
    "milan_groom": "Boy",
    "milan_bride": "Girl",
    "phrase_milan_groomName": "boy's name",
    "phrase_milan_groomDate": "boy's date of birth",
    "phrase_milan_groomTime": "boy's time of birth",
    "phrase_milan_groomPlace": "boy's place of birth",
    "phrase_milan_brideName": "girl's name",
    "phrase_milan_brideDate": "girl's date of birth",
    "phrase_milan_brideTime": "girl's time of birth",
    "phrase_milan_bridePlace": "girl's place of birth",
    "ask_milan_groomName": "First the boy: what is his full name?",
    "ask_milan_groomDate": "What is the boy's date of birth? (for example, 15 May 1990)",
    "ask_milan_groomTime": (
        "What time was the boy born? (for example, 2:30 PM or 14:30; if you are not sure, "
        "give your best estimate)"
    ),
    "ask_milan_groomPlace": "Where was the boy born? Please give the town or city (for example, Jaipur).",
    "ask_milan_brideName": "Now the girl: what is her full name?",
    "ask_milan_brideDate": "What is the girl's date of birth? (for example, 3 January 1993)",
    "ask_milan_brideTime": (
        "What time was the girl born? (for example, 6:15 AM or 18:15; if you are not sure, "
        "give your best estimate)"
    ),
    "ask_milan_bridePlace": "Where was the girl born? Please give the town or city (for example, Lucknow).",
    "milan_ask_again_name": "Please tell me the name, for example: Rahul Sharma.",
    "milan_ask_again_date": "I couldn't read that as a date. Please write the date of birth like 15 May 1990.",
    "milan_ask_again_time": "I couldn't read that as a time. Please write the time of birth like 2:30 PM or 14:30.",
    "milan_ask_again_place": "Please tell me the town or city of birth, for example: Jaipur.",
    "milan_future_date": "{date} is in the future. Please give the date of birth, for example 15 May 1990.",
    "milan_too_early": "Please give a date of birth in 1800 or later, for example 15 May 1990.",
    "milan_changed": "Thanks, I've changed the {label} to {value}.",
    "milan_offer_stop": (
        'We seem to be stuck on the {label}. Would you like to stop here? Say "yes" to stop, '
        "or try once more."
    ),
    "milan_cancelled": (
        'Okay, I\'ve stopped the Kundli Milan. Say "kundli milan" whenever you want to start again.'
    ),
    "milan_failure": (
        "I apologize, but I'm having trouble matching the Kundlis right now. Please try again "
        "in a little while."
    ),
    "milan_retry_after_failure": (
        "The details are saved: send the girl's place of birth again to retry, or say "
        '"cancel" to stop.'
    ),
    "milan_retry_problem": "{who}: {reason}",
    "milan_result": "Kundli Milan of {boy} and {girl}: {total} of {maximum} gunas. {verdict}.",
    "milan_doshas": "Doshas:",
    "milan_mangal": "{title}: {boy} (boy) — {boy_state}; {girl} (girl) — {girl_state}.",
    "milan_dosha": "{title}: {state}.",
    "milan_dosha_absent": "not present",
    "milan_dosha_present": "present, not cancelled",
    "milan_dosha_cancelled": "present, but cancelled",
    "milan_action_full": "See the full Milan",
    # --- the Kundli agent's own answers (spec section 7) and its chart summary -----------
    "kundli_topic_kundli": (
        "A Kundli (Janam Kundli) is your Vedic birth chart: a map of the sky at the moment and "
        "place you were born. It shows your ascendant (Lagna), your Moon sign (Rashi), your "
        "birth star (Nakshatra) and the sign and house of each graha, and astrologers read it "
        "for character, career, marriage, health and the timing of events through the "
        'Vimshottari dasha periods. Say "make my kundli" and I will ask for your name, date, '
        "time and place of birth and calculate yours."
    ),
    "kundli_topic_horoscope": (
        "A horoscope describes what the movement of the planets means for your Moon sign "
        "(Rashi). There are four kinds: daily (the mood and good timings of the day), weekly "
        "(the week's opportunities and cautions), monthly (themes for work, money, health and "
        "relationships) and yearly (the big transits, such as Saturn and Jupiter changing "
        "signs). A horoscope is only as personal as the Moon sign it is read for: say "
        '"make my kundli" and I will work out your Rashi, Nakshatra and ascendant.'
    ),
    "kundli_topic_dosha": (
        "A dosha is a placement in the birth chart that tradition links with difficulties. "
        "Five are checked: Mangal Dosha (Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house, "
        "looked at for marriage), Kaal Sarp Dosha (all seven planets on one side of the "
        "Rahu-Ketu axis), Pitru Dosha (the Sun with Rahu or Ketu, or Rahu in the 9th house of "
        "ancestors), Shani Dosha (Sade Sati, Saturn's seven and a half years around your Moon "
        "sign) and Rahu Dosha (the Moon with Rahu or Ketu). Other factors in a chart often "
        "soften a dosha, and pujas and mantras are the usual remedies. Say "
        '"make my kundli" and your chart will show each dosha as present or not, with why.'
    ),
    "kundli_topic_compatibility": (
        "Kundli matching for marriage uses the Ashtakoot (Guna Milan) system, which compares "
        "the Moon nakshatras of the two people in eight kootas: Varna (1 point), Vashya (2), "
        "Tara (3), Yoni (4), Graha Maitri (5), Gana (6), Bhakoot (7) and Nadi (8), 36 points "
        "in all. Below 18 is not recommended, 18 to 24 is acceptable, 25 to 32 very good and "
        "above 32 excellent; Nadi and Bhakoot doshas are also looked at on their own. You "
        'need the date, time and place of birth of both people: say "kundli milan" and I will '
        "ask for them and work out the match."
    ),
    "kundli_general": (
        "I am the Kundli and Horoscope agent. I can calculate your Vedic birth chart (Kundli) "
        "with your ascendant, Moon sign, nakshatra and the positions of the planets, and explain "
        'horoscopes, doshas and Kundli matching. To begin, say "make my kundli"; you can also '
        "ask me about horoscopes, doshas or compatibility."
    ),
    "kundli_why": (
        "Your date and time of birth fix where the planets and the rising sign (ascendant) were "
        "at that moment, and your place of birth gives the local time zone and horizon. A few "
        "minutes can change the ascendant, so be as exact as you can. Your details are used only "
        "to calculate your chart."
    ),
    "kundli_summary_title": "Here is the Kundli for {name}.",
    "kundli_summary_born": "Born: {date} at {time} in {place}.",
    "kundli_summary_lagna": "Ascendant (Lagna): {sign}",
    "kundli_summary_rashi": "Moon sign (Rashi): {sign}",
    "kundli_summary_nakshatra": "Nakshatra: {name}, pada {pada}",
    "kundli_summary_planets": "Planets: {planets}.",
    "kundli_planet_in": "{planet} in {sign}",
    # the device's cart in the chat, and checking it out
    "cart_empty": 'Your cart is empty. Tell me what you would like, for example "add a rudraksha mala to my cart", or browse the store.',
    "cart_contents": "In your cart:\n{lines}\nTotal with delivery and GST: {total}.",
    "cart_line_unavailable": "{product}: not available now",
    "cart_removed": "I've taken {product} out of your cart.",
    "cart_changed": "Done: {quantity} × {product} in your cart now.",
    "cart_now_empty": "Your cart is empty now.",
    "cart_kept_here": "Your cart is kept in this browser on this device: items added on another phone or browser, in a private window, or before the browser's data was cleared do not show here, and the cart empties once its order is placed.",
    "cart_which": "Which item should I take out? Tap it, or tell me its name.",
    "cart_only_left": "Only {count} of {product} are left, so I haven't changed it.",
    "action_add_to_cart": "Add to cart",
    "add_to_cart_request": "add 1 {product} to my cart",
    "remove_from_cart": "remove {product} from my cart",
    "action_remove": "Remove {product}",
    "action_open_cart": "Open cart",
    "action_browse_store": "Browse the store",
    "title_checkout": "Your order",
    "checkout_start": "Let's place your order. I need a few details for the delivery.",
    "checkout_line": "{quantity} × {product}: {total}",
    "ask_checkout_customerName": "Whose name should the order be in?",
    "ask_checkout_customerEmail": 'Your e-mail for the order confirmation? (optional: say "skip")',
    "ask_prasad": "This temple sends this pooja's prasad home by post. Shall it send yours? (yes, or no)",
    "label_prasad": "prasad",
    "prasad_yes": "sent home",
    "prasad_no": "no prasad, thanks",
    "bad_prasad": 'Please say "yes" to have the prasad sent home, or "no".',
    "summary_prasad_sent": "Prasad sent to: {address}.",
    "summary_prasad_not_sent": "Prasad: not sent.",
    "ask_houseAndStreet": "Where should we deliver it? Tell me the house or flat number, building and street.",
    "ask_city": "Which city or town?",
    "ask_pinCode": "And the 6-digit PIN code?",
    "ask_state": "Which state is it in?",
    "ask_checkout_paymentMethod": "How would you like to pay: cash on delivery, or online now (UPI or card)?",
    "ask_checkout_code": "To pay cash on delivery, the mobile number must be confirmed once: I have sent a 6-digit code to it. Please type the code here.",
    "label_houseAndStreet": "address",
    "label_city": "city",
    "label_pinCode": "PIN code",
    "label_state": "state",
    "label_checkout_code": "mobile confirmed",
    "bad_street": "Please tell me the house or flat number and the street, for example 12 MG Road.",
    "bad_city": "Please tell me the city or town, for example Pune.",
    "bad_city_state": "{city} doesn't seem to be in the state of that PIN code. Which city or town is it?",
    "bad_pin_digits": "A PIN code has 6 digits, for example 411045.",
    "bad_pin_unknown": "There is no PIN code {pin}. Please check it and tell me again.",
    "bad_state": "Please tell me the state, for example Maharashtra.",
    "delivery_free": "free",
    "pay_cod": "cash on delivery",
    "summary_checkout": "Here is your order:\n{lines}\nDelivery: {shipping}. GST: {tax}. Total: {total}.\nFor {name}, {phone}.\nDeliver to: {address}.\nPayment: {payment}.",
    "checkout_unavailable": "Not included, as it is not available now: {products}.",
    "checkout_confirm": 'Shall I place the order? Say "yes", or tell me what to change.',
    "checkout_not_confirmed": 'Okay, I haven\'t placed the order. Tell me what to change (for example "change the city to Pune"), or say "cancel".',
    "checkout_action_confirm": "Yes, place the order",
    "checkout_action_change": "Change something",
    "checkout_cancelled": "Okay, I've stopped. Nothing was ordered, and your cart is as it was.",
    "checkout_nothing_left": "Nothing in your cart can be ordered just now: it is sold out or no longer sold. Your cart is as it was.",
    "checkout_placed_cod": "Your order {id} is placed! Please pay {total} in cash when it is delivered. You can follow it in My Orders.",
    "checkout_placed_online": "Your order {id} is saved. Please pay {total} online to confirm it: tap the button below.",
    "checkout_cod_over_limit": "Cash on delivery is available for orders up to {limit}. Please choose to pay online for this one.",
    "checkout_cod_too_many": "This mobile number already has several cash-on-delivery orders on their way. Please pay online for this one.",
    "checkout_code_not_sent": "I couldn't send a code to that number just now. You can pay online instead, or try cash again in a few minutes.",
    "checkout_code_lapsed": "The confirmation of your mobile number has lapsed, so I need a new code.",
    "checkout_sold_out": 'Something in your order sold out just now. Say "yes" to order what is still available, or "cancel".',
    "checkout_failed": "I couldn't place the order just now. Please try again in a moment, or place it from the cart.",
    "too_many_created": "Many bookings and orders were placed from here in the last hour. Please try again later.",
    # two requests in one message: the second taken up after the first
    "next_request_noted": "I'll do this first, then your other request: “{request}”.",
    "next_request_offer": "You also asked: “{request}”. Shall I go on with it?",
    "next_request_now": "Now your other request: “{request}”.",
    "action_go_on": "Yes, go on",
}
