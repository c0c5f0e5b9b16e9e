"""The assistant's Hinglish words: Hindi in Latin letters, as a devotee in Delhi or Mumbai
texts it, with the English words people really use (booking, order, cart, slot, online).
Keys and placeholders are en.py's. The assistant speaks of herself in the feminine, as in
hi.py; the words a devotee is asked to type ("haan", "skip", "rehne do") are ones the engine
reads."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- the spec's catalogue ----------------------------------------------------------------
    "greeting": (
        "Namaste! Main aapki spiritual assistant hoon. Upar se koi service chuniye aur mujhse "
        "kuch bhi poochhiye!"
    ),
    "connected": "{name} se jud gayi hoon",
    "service_not_found": "Yeh service nahi mili, ya abhi band hai",
    "ai_connecting": (
        "Maaf kijiye, abhi {name} service se judne mein dikkat aa rahi hai. Thodi der baad "
        "phir try kijiye."
    ),
    "generic_failure": "Maaf kijiye, aapki request poori karne mein dikkat aa rahi hai. Phir se try kijiye.",
    "kundli_failure": (
        "Maaf kijiye, abhi aapki Kundli banane mein dikkat aa rahi hai. Dekh lijiye ki Kundli "
        "service chal rahi hai, phir se try kijiye."
    ),
    "kundli_agent_error": (
        "Maaf kijiye, abhi Kundli service mein dikkat aa rahi hai. Thodi der baad phir try kijiye."
    ),
    "empty_message": "Pehle apna message likhiye.",
    "too_long": "Aapka message bahut lamba hai: {limit} characters se kam mein likhiye.",
    "too_fast": "Aap bahut jaldi-jaldi message bhej rahe hain. Thoda ruk kar phir bhejiye.",
    # --- the voice: what went wrong with a recording -------------------------------------
    "voice_error": "Sorry, aapki baat saaf sunayi nahi di. Phir se boliye ya message likh dijiye.",
    "audio_empty": "Is recording mein koi awaaz nahi hai.",
    "audio_too_long": "Recording zyada se zyada {seconds} second ki ho sakti hai.",
    "audio_undecodable": "Yeh recording {format} ki tarah khul nahi payi.",
    "audio_unsupported": (
        "'{format}' format ka audio nahi chalta: webm, ogg, mp4, wav ya pcm audio bhejiye."
    ),
    "audio_pcm_rate": "Raw pcm audio ke saath uska sampleRate bhejiye, {low} se {high} Hz ke beech.",
    "audio_abandoned": "Recording poori nahi pahunchi; phir se boliye.",
    "audio_too_large": (
        "Yeh recording bahut badi hai ({kb} KB se zyada); 30 second se kam boliye."
    ),
    "voice_busy": (
        "Abhi main bahut saare bhakton ki baat sun rahi hoon. Apna message likh kar bhejiye, "
        "ya thodi der mein mic se phir try kijiye."
    ),
    "frame_too_large": "Yeh message bhejne ke liye bahut bada hai.",
    "select_service": "Upar se koi service chuniye, phir apna sawaal poochhiye.",
    # --- where a reply takes the devotee ---------------------------------------------------
    "nav_priest": "Aapko pandit aur puja booking par le ja rahi hoon.",
    "nav_astrology": "Aapko astrology consultation par le ja rahi hoon.",
    "nav_panchang": "Panchang khol rahi hoon: aaj ki tithi, nakshatra, Rahu Kaal aur tyohaar.",
    "nav_milan": "Kundli Milan khol rahi hoon: wahan dono ki birth details bhariye.",
    "nav_store": "Aapko spiritual store par le ja rahi hoon.",
    "nav_store_search": "Store mein aapko {topic} dikha rahi hoon.",
    "nav_temples": "Aapko temple booking par le ja rahi hoon.",
    "temples_found": "Yeh mandir mile:",
    "temples_near": "Aapke paas ke mandir:",
    "temples_where": (
        'Aapke paas ke mandir dhoondhne ke liye mujhe aapki location chahiye: "Meri location '
        'use karein" dabaiye, ya apna sheher bataiye.'
    ),
    "temples_none_near": (
        "Abhi Punya par aapke paas koi mandir nahi hai. Temples screen par saare mandir hain, "
        "aur har mandir aapse kitni door hai."
    ),
    "book_at_temple": "{temple} mein pooja book karni hai",
    "temples_none": (
        "Is naam ka koi mandir nahi mila. Temples screen par saare mandir hain, aapke paas "
        "wale bhi."
    ),
    "temples_none_in": (
        "Punya par abhi {city} mein mujhe koi mandir nahi mila. Temples screen par hamare saare "
        "mandir hain."
    ),
    "action_all_temples": "Saare mandir dekhein",
    "temple_timings": "{temple} ke khulne ka samay:\n{periods}",
    "temple_timing_line": "{label}: {opens} se {closes} tak",
    "temple_timing_open": "Khula: {opens} se {closes} tak",
    "temple_timings_unknown": (
        "Mujhe yeh mandir Punya par nahi mila, isliye iska time mere paas nahi hai aur main "
        "andaaza nahi lagaungi; mandir ka office ya website sahi time batayega. Punya par jo "
        "mandir hain, woh time ke saath Temples screen par hain."
    ),
    "temple_timings_none": (
        "{temple} ne abhi Punya par apna samay nahi bataya hai; jab batayega, uske page par "
        "dikhega, jahan uska pata aur wahan book hone wali poojayein bhi hain."
    ),
    "temple_timings_which": "Is naam se kai mandir mile. Kiska samay jaanna hai?",
    "temple_timings_of": "{temple} kab khulta hai",
    "samagri_family": "{puja} ke liye yeh samagri ghar par taiyar rakhiye:\n{items}",
    "samagri_priest": "Pandit ji saath layenge:\n{items}",
    "samagri_which": "Is naam se kai poojayein mili. Kiski samagri jaanni hai?",
    "samagri_of": "{puja} ki samagri kya hai?",
    "action_book_puja": "{puja} book karein",
    "action_open_temple": "{temple} kholein",
    "nav_orders": "Aapko aapke orders par le ja rahi hoon.",
    "nav_elsewhere": "Aapko abhi wahan le ja rahi hoon.",
    # --- cancelling a booking or order in the chat -------------------------------------------
    # --- moving a pandit booking to another time in the chat ----------------------------
    "title_move_booking": "Booking ka time badlein",
    "ask_move_booking_orderId": "Kaunsi booking ka time badlun? Uski id bataiye: woh PB se shuru hoti hai aur aapke confirmation aur My Orders mein hai. Id na ho to woh phone number ya email bataiye jisse booking ki thi.",
    "move_which_id": "Jis booking ka time badalna hai uski id bataiye (PB se shuru hoti hai).",
    "ask_move_booking_recordId": "Inmein se kaunsi booking ka time badlun? Uska number likhiye:",
    "move_none_open": "Aapki koi aane wali pandit booking nahi mili. My Orders mein saari bookings dikhti hain.",
    "ask_move_booking_selectedDate": "Kis date par kar doon? (jaise: agle Sunday ya 15 December)",
    "move_summary": "Aap {what} {id}{title} ko {now} se badal kar {to} kar rahe hain.",
    "move_booking_confirm": 'Time badal doon? Badalne ke liye "haan" kahiye, waise hi rakhne ke liye "nahi".',
    "move_booking_not_confirmed": "Theek hai, maine kuch nahi badla: booking jaisi thi waisi hai.",
    "move_booking_action_confirm": "Haan, time badal dijiye",
    "move_booking_action_change": "Nahi, waise hi rakhiye",
    "move_booking_cancelled": "Theek hai, main ruk gayi. Kuch nahi badla.",
    "move_not_possible": "{what} {id} ka time ab nahi badla ja sakta.",
    "move_rule": "Pandit booking ka time uske {hours} ghante pehle tak badla ja sakta hai, jab tak woh cancel ya poori na hui ho; mandir ki pooja mandir ke apne time par hi hoti hai. Chahein to use cancel kar sakte hain: refund policy batati hai kitna wapas milega.",
    "move_action_cancel": "meri booking {id} cancel karo",
    "move_action_cancel_label": "Iske bajaye cancel karein",
    "move_done": "Ho gaya: {what} {id} ab {to} ko hai.",
    "move_failed": "Abhi time nahi badal payi ({reason}). Koi aur time chuniye ya My Orders dekhiye.",
    "move_failed_slots": "Abhi us booking ke khaali time nahi dekh payi. Koi aur date bataiye.",
    "title_cancel_order": "Booking ya order cancel karna",
    "ask_cancel_order_orderId": (
        "Kaunsi booking ya order cancel karun? Uski id bataiye: PB, TB ya SO se shuru hoti hai, "
        "aur aapke confirmation message aur My Orders mein likhi hai. Id na ho "
        "to booking mein diya phone number ya e-mail bataiye."
    ),
    "cancel_which_id": "Jise cancel karna hai uski id bataiye (PB, TB ya SO se shuru hoti hai).",
    "cancel_by_contact": "aapke phone ya e-mail se dhoondhi jayegi",
    "cancel_other_id": "aapke phone ya e-mail se dhoondhi jayegi ({id} hamari id nahi hai: hamari id PB, TB ya SO se shuru hoti hai)",
    "ask_cancel_order_recordId": "Yeh abhi cancel ho sakte hain. Inmein se kaunsa cancel karun? Uska number likhiye:",
    "cancel_none_open": (
        "Mujhe aapki aisi koi booking ya order nahi mila jo abhi cancel ho sake: booking uska time "
        "shuru hone se pehle tak, aur order ship hone se pehle tak cancel hota hai. My Orders "
        "mein sab dikhte hain."
    ),
    "label_recordId": "kaunsa",
    "cancel_summary": "Aap {what} {id}{title} cancel kar rahe hain.",
    "cancel_refund": (
        "Refund policy ke hisaab se abhi {amount} wapas milenge, usi tarah jaise aapne pay kiya "
        "tha (7-10 business days mein aa jayenge)."
    ),
    "cancel_no_refund": "Iske liye online kuch pay nahi hua tha, toh refund ka kuch nahi hai.",
    "cancel_order_confirm": 'Cancel kar doon? Cancel ke liye "haan" kahiye, rakhna hai toh "nahi".',
    "cancel_order_not_confirmed": "Theek hai, maine kuch cancel nahi kiya: sab pehle jaisa hai.",
    "cancel_order_action_confirm": "Haan, cancel kar do",
    "cancel_order_action_change": "Nahi, rehne do",
    "cancel_order_cancelled": "Theek hai, maine rok diya. Kuch cancel nahi hua.",
    "cancel_not_possible": (
        "{what} {id} ab cancel nahi ho sakta ({status}): booking uska time shuru hone tak "
        "cancel ho sakti hai, order ship hone tak."
    ),
    "cancel_done": "Ho gaya: {what} {id} cancel kar diya hai.",
    "cancel_failed": "Abhi main {what} {id} cancel nahi kar payi. My Orders se phir try kijiye.",
    "cancel_done_refund": (
        "{amount} ka refund shuru ho gaya hai, usi tarah jaise aapne pay kiya tha; 7-10 "
        "business days mein aa jayega."
    ),
    # --- everyday conversation -------------------------------------------------------------
    "hello": "Namaste! 🙏 Bataiye, aaj main aapki kya madad karun?",
    "hello_back": "{greeting}! 🙏 Bataiye, aaj main aapki kya madad karun?",
    "thanks_back": "Koi baat nahi! Aur kuch madad chahiye toh bataiye.",
    "goodbye": "Dhanyavaad! Aapka din shubh ho. Jab chahein phir aaiye.",
    "identity": (
        "Main Punya ki spiritual assistant hoon. Yahin chat mein aapke liye pandit ya mandir "
        "mein pooja book kar sakti hoon, prasad, rudraksha aur puja ka saamaan dilwa sakti "
        "hoon, aapke orders track kar sakti hoon aur aapki Kundli bana sakti hoon."
    ),
    "capabilities": (
        "Main ghar par ya online puja ke liye pandit book kar sakti hoon, mandir mein pooja "
        "book kar sakti hoon, cart mein saamaan daal sakti hoon, bata sakti hoon ki aapka "
        "order kahan pahuncha, aur aapki Kundli bana sakti hoon. Bas bataiye kya chahiye."
    ),
    "unclear": (
        "Maaf kijiye, main yeh samajh nahi paayi. Main pandit book kar sakti hoon, mandir mein "
        "pooja book kar sakti hoon, shopping mein madad kar sakti hoon, order track kar sakti "
        "hoon ya Kundli bana sakti hoon: thode shabdon mein bataiye."
    ),
    "number_alone": '{number} kya? Saath mein item ya option ka naam bhi likhiye, jaise "2 diye".',
    "language_set": "Theek hai, ab se main Hinglish mein jawab dungi.",
    "chip_book_pandit": "Pandit book karein",
    "chip_kundli": "Meri Kundli banao",
    "chip_track": "Mera order track karo",
    "chip_prasad": "Prasad dekhein",
    "chip_more": "Aur batao",
    "say_book_pandit": "Mujhe pandit book karna hai",
    "say_kundli": "Meri kundli banao",
    "say_track": "Mera order kahan hai?",
    "say_prasad": "Prasad dikhao",
    "say_more": "Aur batao",
    # --- the form runner -------------------------------------------------------------------
    "form_cancelled": "Theek hai, maine rok diya. Kuch book nahi hua. Jab ready hon, bata dijiye.",
    "cart_cancelled": "Theek hai, maine rok diya. Cart mein kuch nahi dala.",
    "cart_item_left_out": "Theek hai, {product} cart mein nahi dala.",
    "order_status_cancelled": "Theek hai, maine rok diya. Kisi order ke baare mein kabhi bhi poochh lijiye.",
    "form_restarted": "Chaliye, shuru se karte hain.",
    "form_offer_stop": (
        'Lagta hai hum {label} par atak gaye hain. Yahin rok dein? Rokne ke liye "haan" '
        "kahiye, ya ek baar aur try kijiye."
    ),
    "form_keep_going": "Theek hai, aage badhte hain.",
    "form_changed": "Ho gaya, {label} badal kar {value} kar diya.",
    "form_choose": "Kai options mile. Aapka matlab kaunsa hai? Uska number bhejiye:",
    "form_confirm": 'Aage badhun? Confirm karne ke liye "haan" kahiye, ya bataiye kya badalna hai.',
    "form_not_confirmed": (
        'Theek hai, maine kuch book nahi kiya. Bataiye kya badalna hai (jaise "Monday kar '
        'do"), ya "rehne do" kahiye.'
    ),
    # field labels (summary, progress, corrections)
    "label_serviceId": "puja",
    "label_templeId": "mandir",
    "label_selectedDate": "date",
    "label_priestId": "pandit ji",
    "label_selectedTime": "time",
    "label_isOnline": "jagah",
    "label_customerAddress": "address",
    "label_customerName": "naam",
    "label_customerPhone": "mobile number",
    "label_customerEmail": "e-mail",
    "label_sankalp": "sankalp",
    "label_specialRequests": "khaas request",
    "label_paymentMethod": "payment",
    "label_productId": "item",
    "label_quantity": "kitne",
    "label_orderId": "booking ya order id",
    "label_contact": "phone ya e-mail",
    "label_code": "OTP code",
    # questions
    "ask_serviceId": (
        "Kaunsi puja karwani hai? Jaise: Satyanarayan Katha, Griha Pravesh ya Rudrabhishek."
    ),
    "ask_selectedDate": "Kis din? (jaise: kal, agle Sunday ya 15 December)",
    "ask_priestId": "Koi khaas pandit ji chahiye? Us time yeh khaali hain:",
    "ask_selectedTime": "Kaunsa time slot theek rahega?",
    "ask_selectedTime_none": "Sorry, {date} ko koi time slot khaali nahi hai. Koi aur din chuniye.",
    "ask_isOnline": "Pandit ji aapke ghar aayein, ya puja online karwani hai?",
    "ask_customerAddress": "Puja ka poora address bataiye (ghar, gali, sheher, PIN)?",
    "ask_customerName": "Booking kis naam se karun?",
    "ask_customerPhone": "Aapka 10 digit ka mobile number?",
    "ask_customerEmail": 'Confirmation ke liye aapka e-mail? (zaroori nahi: "skip" likh dijiye)',
    "ask_sankalp": (
        "Sankalp ke liye: aapka gotra, nakshatra ya rashi, aur jinke liye puja hai unke naam? "
        '(jaise: Kashyap gotra, Rohini, Ramesh aur Sita Sharma; zaroori nahi: "skip" likh '
        "dijiye)"
    ),
    "ask_specialRequests": 'Pandit ji ke liye koi khaas request? (zaroori nahi: "nahi" likh dijiye)',
    "ask_paymentMethod": "Payment kaise karenge: cash, ya online (UPI ya card)?",
    "ask_templeId": 'Kaunsa mandir? Uska naam bataiye, ya "paas mein" likhiye.',
    "ask_templeId_location": (
        "Location ki permission de dijiye taaki main aapke paas ke mandir dhoondh sakoon, ya "
        "mandir ka naam bataiye."
    ),
    "ask_temple_booking_serviceId": "{temple} mein kaunsi pooja?",
    "ask_productId": "Kaunsa item chahiye?",
    "ask_quantity": "{product} kitne chahiye?",
    "ask_orderId": (
        'Kaunsi booking ya order? Uski id bataiye (PB, TB ya SO se shuru hoti hai), ya "sab" '
        "likhiye."
    ),
    "ask_contact": "Iske liye aapne kaunsa phone number ya e-mail diya tha?",
    "ask_code": (
        "Taaki aapki bookings sirf aap dekh sakein, maine us phone number ya e-mail par 6 digit "
        "ka code bheja hai. Woh code yahan likhiye."
    ),
    # problems with an answer
    "bad_sankalp": (
        'Gotra, nakshatra ya rashi aur naam bataiye, jaise "Kashyap gotra, Rohini, Ramesh aur '
        'Sita"; ya "skip" likhiye.'
    ),
    "bad_sankalp_gotra": "Gotra ek-do shabdon mein bataiye.",
    "bad_sankalp_names": (
        "Ek sankalp ke liye yeh zyada hai: parivar ke mukhya logon ke naam bataiye, har naam "
        "chhota."
    ),
    "bad_notes_unread": 'Apni khaas request shabdon mein likhiye, ya "nahi" kahiye.',
    "bad_temple_unread": "Kaunsa mandir? Uska naam bataiye.",
    "bad_puja_unread": "Kaunsi puja karwani hai? Uska naam ya devta bataiye, jaise Ganesh Puja.",
    "product_nearest": "Bilkul yahi item hamare paas nahi hai. Sabse milte-julte ye hain:",
    "bad_product_unread": "Kaunsa item chahiye? Uska naam bataiye, jaise rudraksha mala.",
    "bad_puja": "Yeh puja nahi mili. Uska naam ya devta likh kar dekhiye, jaise Ganesh Puja.",
    "bad_temple": 'Yeh mandir nahi mila. Uska naam likh kar dekhiye, ya "paas mein" likhiye.',
    "bad_temple_city": (
        "Punya par abhi {city} mein mujhe koi mandir nahi mila. Kisi aur mandir ka naam bataiye, "
        'ya "paas mein" likhiye; Temples screen par saare mandir hain.'
    ),
    "bad_temple_near": "Aapse 50 km ke andar koi mandir nahi mila. Mandir ka naam bataiye.",
    "bad_temple_service": "{temple} mein aisi koi pooja nahi hai. List mein se chuniye.",
    "bad_temple_service_none": (
        "Is mandir mein abhi koi pooja book nahi ho sakti. Koi aur mandir chuniye."
    ),
    "bad_product": "Yeh hamare store mein nahi mila. Koi aur naam likhiye, jaise rudraksha mala.",
    "bad_date": 'Yeh date samajh nahi aayi. "kal", "agle Sunday" ya "15 December" likh kar dekhiye.',
    "bad_date_past": "{date} toh nikal chuka hai. Aaj ya uske baad ka din chuniye.",
    "bad_date_far": "Booking zyada se zyada {days} din aage tak hoti hai. Thoda pehle ka din chuniye.",
    "bad_day_of_month": "{month} mein sirf {days} din hote hain. Koi aur date chuniye.",
    "bad_february": "February mein 28 ya 29 din hote hain. Koi aur date chuniye.",
    "bad_month": "{month} naam ka koi mahina nahi hota. Date aise likhiye: 15 December.",
    "bad_day_zero": "0 taarikh nahi hoti. Date aise likhiye: 15 December.",
    "bad_priest": 'Pandit ji ko number se chuniye, ya "koi bhi" likhiye.',
    "priest_any": "Koi bhi available pandit ji",
    "priest_speaking": "Us time khaali yeh pandit ji {spoken} bolte hain:",
    "priest_speaking_none": "Us time {spoken} bolne wale koi pandit ji khaali nahi hain. Yeh khaali hain:",
    "bad_slot": "Time slot uske number se chuniye, jaise 2.",
    "bad_slot_full": "Yeh time abhi-abhi full ho gaya. Koi aur time chuniye.",
    "bad_slot_taken": "{date} ko {slot} khaali nahi hai. Koi aur slot chuniye.",
    "slots_in_part": "{date} ko {part} ke yeh slots khaali hain. Number bhejiye:",
    "slot_part_next_day": "{date} ko {part} ka koi slot khaali nahi hai. {part} ka sabse paas ka khaali slot {next} ko {slot} hai.",
    "bad_slot_part": "{date} ko {part} ka koi slot khaali nahi hai. Yeh khaali hain:",
    "bad_mode": 'Ghar par puja ke liye "ghar" likhiye, ya "online".',
    "address_needed": (
        "Ghar par puja ke liye address chahiye, taaki pandit ji aap tak pahunch sakein: ghar, "
        'gali, sheher aur PIN code. Ya video call par puja ke liye "online" kahiye.'
    ),
    "bad_address": "Poora address bataiye: ghar, gali, sheher aur PIN code.",
    "address_unplaced": (
        "Yeh address mujhe map par nahi mila, isliye main nahi bata sakti ki kaunse pandit ji "
        "wahan aa sakte hain. Address sheher ya town aur 6 digit ke PIN code ke saath likhiye."
    ),
    "address_unplaced_again": (
        "Yeh address ab bhi map par nahi mila, isliye main vaada nahi kar sakti ki pandit ji "
        "wahan pahunch paayenge. Puja online, video call par, ya PIN code wale kisi aur address "
        "par ho sakti hai."
    ),
    "no_priest_here": (
        "Maaf kijiye, yeh puja karne wale hamare koi bhi pandit ji abhi us address tak nahi "
        "jaate. Puja online, video call par, ya kisi aur address par ho sakti hai."
    ),
    "no_priest_here_nearest": (
        "Maaf kijiye, yeh puja karne wale hamare koi bhi pandit ji abhi us address tak nahi "
        "jaate: sabse paas wale {city} mein hain. Puja online, video call par, ya kisi aur "
        "address par ho sakti hai."
    ),
    "no_priest_here_again": (
        "Yeh puja karne wale hamare pandit ji abhi us address tak nahi pahunchte. Koi doosra "
        'address bataiye, ya video call par puja ke liye "online" kahiye.'
    ),
    "bad_pin": "Aisa koi PIN code nahi hai. Check karke poora address phir se bataiye.",
    "bad_name": "Yeh naam jaisa nahi lag raha. Naam bataiye, jaise Ravi Kumar.",
    "bad_phone_digits": "Mobile number 10 digit ka hota hai, jaise 98765 43210.",
    "bad_phone_format": "Indian mobile number 6, 7, 8 ya 9 se shuru hota hai.",
    "bad_email": "Yeh e-mail address jaisa nahi lag raha, jaise ravi@example.com.",
    "bad_notes": "Khaas request {limit} characters se kam mein likhiye.",
    "bad_payment": '"cash" likhiye ya "online".',
    "bad_quantity": "1 se {max} tak koi number bataiye.",
    "bad_quantity_max": "Ek item ek baar mein zyada se zyada {max} mangwa sakte hain. 1 se {max} tak koi number bataiye.",
    "bad_choice": "Dikhaye gaye numbers mein se ek bhejiye.",
    "bad_order_id": 'Id bataiye (PB, TB ya SO se shuru hoti hai), ya "sab" likhiye.',
    "bad_contact": "Iske liye diya hua 10 digit ka mobile number ya e-mail bataiye.",
    "bad_code": "Maine jo 6 digit ka code bheja hai woh likhiye (sirf digits).",
    "part_morning": "subah",
    "part_afternoon": "dopahar",
    "part_evening": "shaam",
    "part_night": "raat",
    # form titles (the panel's heading)
    "title_priest_booking": "Puja booking",
    "title_temple_booking": "Mandir pooja booking",
    "title_cart": "Cart mein daalna",
    "title_order_status": "Order ka status",
    "title_birth": "Janam ki details",
    "label_birth_name": "Naam",
    "label_birth_dateOfBirth": "Date of birth",
    "label_birth_timeOfBirth": "Birth time",
    "label_birth_placeOfBirth": "Birth place",
    "label_temple_booking_serviceId": "pooja",
    # values as shown
    "mode_home": "ghar par",
    "mode_online": "online",
    "pay_cash": "cash",
    "pay_online": "online (UPI ya card)",
    # summaries and outcomes
    "sankalp_gotra": "{gotra} gotra",
    "sankalp_nakshatra": "{name} nakshatra",
    "sankalp_rashi": "{name} rashi",
    "sankalp_names": "{names} ke liye",
    "summary_sankalp": "Sankalp: {sankalp}.",
    "summary_priest_chosen": "Pandit ji: {name}.",
    "summary_priest": (
        "Aapki booking yeh rahi:\n{puja}, {date}, {time}, {mode}.\n{name} ke naam se, {phone}.\n"
        "Price: {price}. Payment: {payment}."
    ),
    "summary_temple": (
        "Aapki booking yeh rahi:\n{temple} mein {service}, {date}, {time}.\n{name} ke naam se, "
        "{phone}.\nPrice: {price}. Payment: {payment}."
    ),
    "booked_cash": (
        "Booking ho gayi! Aapki booking id {id} hai. {price} cash mein dena hoga. 12 ghante ke "
        "andar hum aapke pandit ji confirm kar denge."
    ),
    "booked_online": "Aapki booking {id} save ho gayi hai. Confirm karne ke liye {price} online pay kijiye.",
    "temple_booked_cash": (
        "Booking ho gayi! Aapki booking id {id} hai. {price} ka payment mandir par cash mein kijiye."
    ),
    "temple_booked_online": (
        "Aapki booking {id} save ho gayi hai. Confirm karne ke liye {price} online pay kijiye."
    ),
    "online_link_note": "Meeting ka link puja se 30 minute pehle bhej diya jayega.",
    "refused": "Yeh booking nahi ho payi: {reason}",
    "action_pay": "{price} pay karein",
    "action_receipt": "{id} ki receipt",
    "action_my_orders": "My Orders mein dekhein",
    "action_open_form": "Booking form kholein",
    "action_checkout": "Order poora karein",
    "form_action_confirm": "Haan, confirm karo",
    "form_action_change": "Nahi, kuch badalna hai",
    "action_keep_shopping": "Aur shopping karein",
    "action_open_book_priest": "Pandit book karein",
    "action_open_astrology": "Astrology",
    "action_open_kundli_full": "Poori Kundli kholein",
    "action_open_milan": "Partner ki Kundli se milaayein",
    "action_open_panchang": "Apne sheher ka Panchang kholein",
    "action_open_panchang_at": "{city} ka Panchang kholein",
    "action_open_store": "Store kholein",
    "action_open_orders": "My Orders",
    "action_share_location": "Meri location use karein",
    "added_to_cart": "Aapke cart mein {quantity} × {product} ({price} each) daal diya.",
    "cart_rest_not_found": "Aapne jo doosra item bataya, woh hamare store mein nahi hai.",
    "added_several": "Aapke cart mein daal diya: {lines}.",
    "added_line": "{quantity} × {product} ({price} har ek)",
    "cart_offer": "Ab checkout karenge, ya aur shopping?",
    "out_of_stock": "Sorry, {product} abhi stock mein nahi hai.",
    "out_of_stock_alike": "Sorry, {product} abhi stock mein nahi hai. Yeh stock mein hain:",
    "only_left": "{product} ke sirf {count} bache hain. Kitne chahiye?",
    # order status
    "order_status": "{what} {id}: {status}.",
    "order_last_event": "Last update ({when}): {status}.",
    "order_payment": "Payment: {payment}.",
    "order_visit_priest": "{priest} {date} ko {time} aayenge.",
    "order_visit_online": "{priest} {date} ko {time} online puja karenge.",
    "order_visit_unassigned": (
        "Puja {date} ko {time} hai; pandit ji assign hote hi hum bata denge ki kaun aayenge."
    ),
    "order_visit_temple": "Mandir mein: {date}, {time}.",
    "order_all": "sab",
    "order_other_id": "sab ({id} hamari id nahi hai: hamari id PB, TB ya SO se shuru hoti hai)",
    "order_none": "Us phone number ya e-mail par koi booking ya order nahi mila.",
    "order_not_found": "Us phone number ya e-mail par {id} nahi mila.",
    "order_ambiguous": (
        "Aapki ek se zyada booking ya order ki short id {id} hai. Receipt ya My Orders se "
        "poori id bataiye."
    ),
    "order_list": "Aapki latest bookings aur orders:",
    "order_too_many": "Is device se bahut baar order dhoondha gaya. Ek minute ruk kar phir try kijiye.",
    "order_code_taken": "verify ho gaya",
    "order_code_wrong": "Yeh code sahi nahi hai. Message check karke phir se likhiye.",
    "order_code_resent": (
        "Woh code expire ho gaya tha, isliye maine naya code bheja hai. Naya code likhiye."
    ),
    "order_code_wait": (
        "Abhi-abhi us number ke liye bahut saare code maange gaye. Kuch minute ruk kar phone "
        "number ya e-mail phir se bataiye."
    ),
    "order_code_channel": (
        "Abhi us tarah code nahi bhej sakti. Apna doosra contact dijiye: phone number ya e-mail."
    ),
    "order_code_not_sent": (
        "Abhi code nahi bhej payi. Ek minute mein phone number ya e-mail phir se bataiye."
    ),
    "order_hidden": (
        "Us contact par {count} bookings ya orders mile, par code confirm hone ke baad hi dikha "
        "sakti hoon. Phir se poochhiye."
    ),
    "what_priest": "Puja booking",
    "what_temple": "Mandir booking",
    "what_store": "Store order",
    "status_pending": "pending",
    # English words, as Hinglish says a status; they fit a booking and an order alike.
    "status_confirmed": "confirmed",
    "status_processing": "packing chal rahi hai",
    "status_shipped": "shipped",
    "status_delivered": "delivered",
    "status_completed": "completed",
    "status_cancelled": "cancelled",
    "payment_paid": "ho gaya",
    "payment_pending": "abhi baaki hai",
    "payment_failed": "fail ho gaya",
    # --- the birth-detail form (the Kundli agent) -------------------------------------------
    "birth_start": (
        "Aapki Kundli banane mein mujhe khushi hogi. Mujhe chaar cheezein chahiye: aapka naam, "
        "date of birth, birth time aur birth place."
    ),
    "form_continue": "Chaliye, aage badhte hain.",
    "birth_continue": "Chaliye, aapki Kundli aage banate hain.",
    "phrase_birth_name": "naam",
    "phrase_birth_dateOfBirth": "date of birth",
    "phrase_birth_timeOfBirth": "birth time",
    "phrase_birth_placeOfBirth": "birth place",
    "birth_example_name": "Ravi Kumar",
    "birth_example_dateOfBirth": "15 May 1990",
    "birth_example_timeOfBirth": "2:30 PM",
    "birth_example_placeOfBirth": "Pune, Maharashtra",
    "ask_birth_name": "Aapka poora naam kya hai?",
    "ask_birth_dateOfBirth": "Aapki date of birth kya hai? (jaise, 15 May 1990)",
    "ask_birth_timeOfBirth": (
        "Aapka janam kitne baje hua tha? (jaise, 2:30 PM ya 14:30; pakka nahi pata toh "
        "andaaza bata dijiye)"
    ),
    "ask_birth_placeOfBirth": "Aapka janam kahan hua tha? Town ya sheher bataiye (jaise, Pune).",
    "birth_ask_again_name": "Apna naam bataiye, jaise: Ravi Kumar.",
    "birth_ask_again_dateOfBirth": (
        "Yeh date samajh nahi aayi. Apni date of birth aise likhiye: 15 May 1990."
    ),
    "birth_ask_again_timeOfBirth": (
        "Yeh time samajh nahi aaya. Apna birth time aise likhiye: 2:30 PM ya 14:30."
    ),
    "birth_ask_again_placeOfBirth": "Jis town ya sheher mein janam hua, woh bataiye, jaise: Pune.",
    "birth_future_date": "{date} toh aage ki date hai. Apni date of birth bataiye, jaise 15 May 1990.",
    "birth_too_early": "1800 ya uske baad ki date of birth bataiye, jaise 15 May 1990.",
    "birth_offer_stop": (
        'Lagta hai hum aapki {label} par atak gaye hain. Yahin rok dein? Rokne ke liye "haan" '
        "kahiye, ya ek baar aur try kijiye, jaise: {example}."
    ),
    "birth_thanks_name": "Dhanyavaad, {value}.",
    "birth_changed": "Thank you, aapki {label} badal kar {value} kar di.",
    "birth_retry_problem": "{reason}",
    "birth_cancelled": (
        "Theek hai, maine aapki birth details lena rok diya. Jab phir shuru karna ho, "
        '"meri kundli banao" likhiye.'
    ),
    "birth_retry_after_failure": (
        "Aapki details save hain: dobara try karne ke liye birth place phir se bhejiye, ya "
        'rokne ke liye "cancel" likhiye.'
    ),
    # --- the Kundli Milan form: the boy's and the girl's birth details, then the match ------
    "title_milan": "Shaadi ke liye Kundli Milan",
    "label_milan_groomName": "Ladke ka naam",
    "label_milan_groomDate": "Ladke ki birth date",
    "label_milan_groomTime": "Ladke ka birth time",
    "label_milan_groomPlace": "Ladke ki birth place",
    "label_milan_brideName": "Ladki ka naam",
    "label_milan_brideDate": "Ladki ki birth date",
    "label_milan_brideTime": "Ladki ka birth time",
    "label_milan_bridePlace": "Ladki ki birth place",
    "milan_start": (
        "Chaliye, dono ki Kundli milaate hain (Guna Milan). Mujhe ladke aur ladki dono ka naam, "
        "date of birth, birth time aur birth place chahiye."
    ),
    "milan_continue": "Chaliye, Kundli Milan aage badhate hain.",
    "milan_groom": "Ladka",
    "milan_bride": "Ladki",
    "phrase_milan_groomName": "ladke ka naam",
    "phrase_milan_groomDate": "ladke ki birth date",
    "phrase_milan_groomTime": "ladke ka birth time",
    "phrase_milan_groomPlace": "ladke ki birth place",
    "phrase_milan_brideName": "ladki ka naam",
    "phrase_milan_brideDate": "ladki ki birth date",
    "phrase_milan_brideTime": "ladki ka birth time",
    "phrase_milan_bridePlace": "ladki ki birth place",
    "ask_milan_groomName": "Pehle ladke ki details: unka poora naam kya hai?",
    "ask_milan_groomDate": "Ladke ki date of birth kya hai? (jaise, 15 May 1990)",
    "ask_milan_groomTime": (
        "Ladke ka janam kitne baje hua tha? (jaise, 2:30 PM ya 14:30; pakka nahi pata toh "
        "andaaza bata dijiye)"
    ),
    "ask_milan_groomPlace": "Ladke ka janam kahan hua tha? Town ya sheher bataiye (jaise, Jaipur).",
    "ask_milan_brideName": "Ab ladki ki details: unka poora naam kya hai?",
    "ask_milan_brideDate": "Ladki ki date of birth kya hai? (jaise, 3 January 1993)",
    "ask_milan_brideTime": (
        "Ladki ka janam kitne baje hua tha? (jaise, 6:15 AM ya 18:15; pakka nahi pata toh "
        "andaaza bata dijiye)"
    ),
    "ask_milan_bridePlace": "Ladki ka janam kahan hua tha? Town ya sheher bataiye (jaise, Lucknow).",
    "milan_ask_again_name": "Naam bataiye, jaise: Rahul Sharma.",
    "milan_ask_again_date": "Yeh date samajh nahi aayi. Date of birth aise likhiye: 15 May 1990.",
    "milan_ask_again_time": (
        "Yeh time samajh nahi aaya. Birth time aise likhiye: 2:30 PM ya 14:30."
    ),
    "milan_ask_again_place": "Jis town ya sheher mein janam hua, woh bataiye, jaise: Jaipur.",
    "milan_future_date": "{date} toh aage ki date hai. Sahi date of birth bataiye, jaise 15 May 1990.",
    "milan_too_early": "1800 ya uske baad ki date of birth bataiye, jaise 15 May 1990.",
    "milan_changed": "Dhanyavaad, ab {label}: {value}.",
    "milan_offer_stop": (
        'Lagta hai hum yahan atak gaye hain ({label}). Yahin rok dein? Rokne ke liye "haan" '
        "kahiye, ya ek baar aur try kijiye."
    ),
    "milan_cancelled": (
        'Theek hai, maine Kundli Milan rok diya. Jab phir shuru karna ho, "kundli milan" likhiye.'
    ),
    "milan_failure": (
        "Maaf kijiye, abhi Kundli milaane mein dikkat aa rahi hai. Thodi der baad phir try kijiye."
    ),
    "milan_retry_after_failure": (
        "Details save hain: dobara try karne ke liye ladki ki birth place phir se bhejiye, ya "
        'rokne ke liye "cancel" likhiye.'
    ),
    "milan_retry_problem": "{who} — {reason}",
    "milan_result": (
        "{boy} aur {girl} ka Kundli Milan: {maximum} mein se {total} gun milte hain. {verdict}."
    ),
    "milan_doshas": "Dosh:",
    "milan_mangal": "{title}: {boy} (ladka) mein {boy_state}; {girl} (ladki) mein {girl_state}.",
    "milan_dosha": "{title} {state}.",
    "milan_dosha_absent": "nahi hai",
    "milan_dosha_present": "hai, katta nahi",
    "milan_dosha_cancelled": "hai, par kat jaata hai",
    "milan_action_full": "Poora Milan dekhein",
    # --- the Kundli agent's own answers (spec section 7) and its chart summary -----------
    "kundli_topic_kundli": (
        "Kundli (Janam Kundli) aapka Vedic birth chart hai: jis pal aur jis jagah aapka janam "
        "hua, us waqt aasmaan ka naksha. Ismein aapka lagna (ascendant), Rashi (Moon sign), "
        "Nakshatra aur har graha ki rashi aur bhaav dikhte hain. Jyotishi isse swabhaav, "
        "career, shaadi, sehat aur Vimshottari dasha ke hisaab se ghatnaon ka samay dekhte "
        'hain. "meri kundli banao" likhiye, main aapka naam, date, time aur birth place '
        "poochh kar aapki Kundli bana dungi."
    ),
    "kundli_topic_horoscope": (
        "Horoscope (rashifal) batata hai ki grahon ki chaal aapki Rashi (Moon sign) ke liye "
        "kya kehti hai. Yeh chaar tarah ka hota hai: daily (din ka mood aur shubh samay), "
        "weekly (hafte ke mauke aur savdhaniyan), monthly (kaam, paisa, sehat aur rishton ki "
        "baatein) aur yearly (bade gochar, jaise Shani aur Guru ka rashi badalna). Horoscope "
        'utna hi personal hota hai jitni sahi Rashi: "meri kundli banao" likhiye, main '
        "aapki Rashi, Nakshatra aur lagna nikaal dungi."
    ),
    "kundli_topic_dosha": (
        "Dosha birth chart mein graha ki aisi sthiti hai jise parampara mein mushkilon se joda "
        "jata hai. Paanch dosh dekhe jaate hain: Mangal Dosha (Mangal 1st, 2nd, 4th, 7th, 8th "
        "ya 12th bhaav mein, shaadi ke liye dekha jata hai), Kaal Sarp Dosha (saaton graha "
        "Rahu-Ketu axis ke ek taraf), Pitru Dosha (Surya ke saath Rahu ya Ketu, ya poorvajon "
        "ke 9th bhaav mein Rahu), Shani Dosha (Sade Sati, aapki Rashi ke aas-paas Shani ke "
        "saadhe saat saal) aur Rahu Dosha (Chandra ke saath Rahu ya Ketu). Chart ki doosri "
        "baatein aksar dosh ko halka kar deti hain, aur puja aur mantra iske aam upay hain. "
        '"meri kundli banao" likhiye, aapke chart mein har dosh hai ya nahi, aur kyun, '
        "sab dikhega."
    ),
    "kundli_topic_compatibility": (
        "Shaadi ke liye Kundli milan Ashtakoot (Guna Milan) se hota hai, jismein dono ke "
        "Chandra nakshatra aath kootas mein milaaye jaate hain: Varna (1 point), Vashya (2), "
        "Tara (3), Yoni (4), Graha Maitri (5), Gana (6), Bhakoot (7) aur Nadi (8), kul 36 "
        "points. 18 se kam theek nahi maana jata, 18 se 24 chalega, 25 se 32 bahut achha aur "
        "32 se upar uttam; Nadi aur Bhakoot dosh alag se bhi dekhe jaate hain. Dono ki date, "
        "time aur birth place chahiye, aur koi jyotishi aapke saath milan dekh sakte hain."
    ),
    "kundli_general": (
        "Main Kundli aur Horoscope agent hoon. Main aapka Vedic birth chart (Kundli) bana "
        "sakti hoon, jismein aapka lagna, Rashi, nakshatra aur grahon ki sthiti hogi, aur "
        'horoscope, dosh aur Kundli milan samjha sakti hoon. Shuru karne ke liye "meri kundli '
        'banao" likhiye; horoscope, dosh ya milan ke baare mein bhi poochh sakte hain.'
    ),
    "kundli_why": (
        "Aapki date aur time of birth se pata chalta hai ki us pal graha aur lagna (ascendant) "
        "kahan the, aur birth place se wahan ka time zone aur kshitij. Kuch minute ka farak "
        "bhi lagna badal sakta hai, isliye jitna sahi ho sake utna bataiye. Aapki details "
        "sirf aapka chart banane ke liye use hoti hain."
    ),
    "kundli_summary_title": "{name} ki Kundli yeh rahi.",
    "kundli_summary_born": "Janam: {date}, {time}, {place}.",
    "kundli_summary_lagna": "Lagna (Ascendant): {sign}",
    "kundli_summary_rashi": "Rashi (Moon sign): {sign}",
    "kundli_summary_nakshatra": "Nakshatra: {name}, pada {pada}",
    "kundli_summary_planets": "Graha: {planets}.",
    "kundli_planet_in": "{planet} {sign} mein",
    # --- the device's cart in the chat, and checking it out ----------------------------------
    "cart_empty": (
        'Aapka cart khaali hai. Bataiye kya chahiye, jaise "cart mein ek rudraksha mala daal '
        'do", ya store dekhiye.'
    ),
    "cart_contents": "Aapke cart mein:\n{lines}\nDelivery aur GST milakar total: {total}.",
    "cart_line_unavailable": "{product}: abhi available nahi hai",
    "cart_removed": "Maine {product} aapke cart se hata diya.",
    "cart_changed": "Ho gaya: ab aapke cart mein {quantity} × {product} hai.",
    "cart_now_empty": "Ab aapka cart khaali hai.",
    "cart_kept_here": (
        "Aapka cart isi device ke isi browser mein rakha jaata hai: kisi doosre phone ya "
        "browser mein, private window mein, ya browser ka data mitaane se pehle daala gaya "
        "saamaan yahan nahi dikhta, aur order ho jaane par cart khaali ho jaata hai."
    ),
    "cart_which": "Kaunsa item hataun? Us par tap kijiye, ya uska naam bataiye.",
    "cart_only_left": "{product} ke sirf {count} bache hain, isliye maine kuch nahi badla.",
    "action_add_to_cart": "Cart mein daalein",
    "add_to_cart_request": "1 {product} cart mein daal do",
    "remove_from_cart": "{product} cart se hata do",
    "action_remove": "{product} hatayein",
    "action_open_cart": "Cart kholein",
    "action_browse_store": "Store dekhein",
    "title_checkout": "Aapka order",
    "checkout_start": (
        "Chaliye, aapka order poora karte hain. Delivery ke liye mujhe kuch details chahiye."
    ),
    "checkout_line": "{product}, {quantity} piece: {total}",
    "ask_checkout_customerName": "Order kis naam se karun?",
    "ask_checkout_customerEmail": (
        'Order confirmation ke liye aapka e-mail? (zaroori nahi: "skip" likh dijiye)'
    ),
    "ask_prasad": "Yeh mandir is pooja ka prasad post se ghar bhejta hai. Kya aapka prasad bhi bhej dein? (haan, ya nahi)",
    "label_prasad": "prasad",
    "prasad_yes": "ghar bheja jayega",
    "prasad_no": "prasad nahi chahiye",
    "bad_prasad": 'Prasad ghar mangwana ho to "haan" kahiye, nahi to "nahi".',
    "summary_prasad_sent": "Prasad is pate par bheja jayega: {address}.",
    "summary_prasad_not_sent": "Prasad: nahi bheja jayega.",
    "ask_houseAndStreet": (
        "Saamaan kahan pahunchana hai? Ghar ya flat number, building aur gali/road bataiye."
    ),
    "ask_city": "Kaunsa sheher ya town?",
    "ask_pinCode": "Aur 6 digit ka PIN code?",
    "ask_state": "Yeh kis state mein hai?",
    "ask_checkout_paymentMethod": (
        "Payment kaise karenge: delivery par cash, ya abhi online (UPI ya card)?"
    ),
    "ask_checkout_code": (
        "Delivery par cash dene ke liye mobile number ek baar confirm karna zaroori hai: maine "
        "us par 6 digit ka code bheja hai. Woh code yahan likhiye."
    ),
    "label_houseAndStreet": "ghar ka address",
    "label_city": "sheher",
    "label_pinCode": "pincode",
    "label_state": "rajya",
    "label_checkout_code": "mobile confirm hua",
    "bad_street": "Ghar ya flat number aur gali/road bataiye, jaise 12 MG Road.",
    "bad_city": "Sheher ya town ka naam bataiye, jaise Pune.",
    "bad_city_state": "{city} us PIN code wale state mein nahi lag raha. Kaunsa sheher ya town hai?",
    "bad_pin_digits": "PIN code mein 6 digit hote hain, jaise 411045.",
    "bad_pin_unknown": "{pin} koi PIN code nahi hai. Check karke phir se bataiye.",
    "bad_state": "State ka naam bataiye, jaise Maharashtra.",
    "delivery_free": "free hai",
    "pay_cod": "delivery par cash",
    "summary_checkout": (
        "Aapka order yeh raha:\n{lines}\nDelivery: {shipping}. GST: {tax}. Total: {total}.\n"
        "{name} ke naam se, {phone}.\nDelivery ka address: {address}.\nPayment: {payment}."
    ),
    "checkout_unavailable": "Yeh shaamil nahi hain, kyunki abhi available nahi: {products}.",
    "checkout_confirm": 'Order kar doon? "haan" kahiye, ya bataiye kya badalna hai.',
    "checkout_not_confirmed": (
        'Theek hai, maine order nahi kiya. Bataiye kya badalna hai (jaise "city Pune kar '
        'do"), ya "rehne do" kahiye.'
    ),
    "checkout_action_confirm": "Haan, order kar do",
    "checkout_action_change": "Kuch badalna hai",
    "checkout_cancelled": (
        "Theek hai, maine rok diya. Koi order nahi hua, aur aapka cart jaisa tha waisa hi hai."
    ),
    "checkout_nothing_left": (
        "Aapke cart ka koi bhi item abhi order nahi ho sakta: woh sold out hai ya ab nahi "
        "milta. Aapka cart jaisa tha waisa hi hai."
    ),
    "checkout_placed_cod": (
        "Aapka order {id} ho gaya! Delivery ke time {total} cash mein dijiye. Iska status "
        "My Orders mein dekh sakte hain."
    ),
    "checkout_placed_online": (
        "Aapka order {id} save ho gaya hai. Confirm karne ke liye {total} online pay kijiye: "
        "neeche wala button dabaiye."
    ),
    "checkout_cod_over_limit": (
        "Delivery par cash sirf {limit} tak ke order par hota hai. Is order ke liye online "
        "payment chuniye."
    ),
    "checkout_cod_too_many": (
        "Is mobile number ke pehle se kai cash on delivery order raste mein hain. Is order ke "
        "liye online pay kijiye."
    ),
    "checkout_code_not_sent": (
        "Abhi us number par code nahi bhej payi. Aap online pay kar sakte hain, ya kuch minute "
        "baad phir se cash chuniye."
    ),
    "checkout_code_lapsed": (
        "Aapke mobile number ka confirmation expire ho gaya hai, isliye naya code chahiye."
    ),
    "checkout_sold_out": (
        "Aapke order ka koi item abhi-abhi sold out ho gaya. Jo bacha hai uska order karne ke "
        'liye "haan" kahiye, ya "rehne do".'
    ),
    "checkout_failed": (
        "Maaf kijiye, abhi main order nahi kar payi. Thodi der mein phir try kijiye, ya cart "
        "se order kijiye."
    ),
    "too_many_created": (
        "Pichhle ek ghante mein yahan se bahut saari bookings aur orders hue hain. Thodi der "
        "baad phir try kijiye."
    ),
    # ek message mein do kaam: pehle ke baad doosra
    "next_request_noted": "Pehle yeh kar deti hoon, phir aapka doosra kaam: “{request}”.",
    "next_request_offer": "Aapne yeh bhi kaha tha: “{request}”. Kya ab yeh karoon?",
    "next_request_now": "Ab aapka doosra kaam: “{request}”.",
    "action_go_on": "Haan, aage badhiye",
}
