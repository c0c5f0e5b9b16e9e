"""What devotees ask in the middle of a booking or a purchase: how a new mala is purified
before it is worn, how many Brahmins are fed at a shraddh or barsi, how a gomti chakra is kept,
the nimbu-mirchi, what to wear for a puja and at a temple (and whether a phone goes in), how
much samagri and ghee a havan takes, an archana without one's nakshatra or gotra, and a low
Guna Milan score; as knowledge documents in English, Hindi and Hinglish. Traditional and
modest: where practice varies it says so, tells what tradition holds without promising an
outcome or threatening one, and points to the family's priest, an astrologer or, for a
temple's own rules, the temple. No digits: counts are spelled out."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords carry the English words devotees use, Hinglish as they spell it ("shuddh", "barsi",
# "kapde") and Devanagari words as typed ("कपड़े", "पता"), since only the English text is
# indexed. Wearing a rudraksha, turning a mala in jap and energising a yantra (kb_practices),
# the sankalp itself (kb_practices), the samagri list and the havan at home (kb_rituals),
# tarpan, Pitru Paksha and annadanam, temple etiquette, and what kaal sarp and mangal dosh are
# said to be (kb_rites) have documents of their own already, as has the Ashtakoot score table
# (the astrology knowledge base).


def _mala_meal_and_clothes() -> list[Doc]:
    return [
        _doc(
            "ritual/new-mala",
            RITUAL,
            Bilingual(
                "A new mala (sphatik, rudraksha or tulsi): purifying and energising it before "
                "wearing it or using it for jap",
                "नई माला (स्फटिक, रुद्राक्ष या तुलसी): पहनने या जप से पहले उसे शुद्ध और सिद्ध कैसे करें",
                "Nayi mala (sphatik, rudraksha ya tulsi): pehenne ya jaap se pehle use shuddh aur "
                "siddh kaise karein",
            ),
            Bilingual(
                "Before a new mala is worn or used for jap, it is traditionally purified and "
                "offered to the deity, so that it is taken up as a thing of worship rather "
                "than an ornament; some call this the mala sanskar. Wash it gently in Ganga "
                "jal, or in clean water with a little raw milk, then rinse it and dry it with "
                "a clean cloth: a sphatik mala may be left in Ganga jal for a while, a "
                "rudraksha mala is given a little oil once it is dry, and a tulsi mala, being "
                "wood, is not soaked but only sprinkled with Ganga jal and wiped; keep soap, "
                "hot water and perfume away from all three. Then, after bathing, set it on a "
                "clean cloth or a fresh leaf before the deity, offer a flower, sandal paste or "
                "kumkum, incense and a lamp, and chant the deity's mantra on it for one round "
                "of one hundred and eight: Om Namah Shivaya for rudraksha, a mantra of "
                "Lakshmi, Shiva or Saraswati for sphatik, and the name of Vishnu or Krishna for "
                "tulsi. Many begin on a Monday, a Purnima or another good day, and keep the "
                "mala they chant on apart from the one they wear. A mala received from one's "
                "guru is used as it was given, and the fuller rite with its own mantras is one "
                "the family's priest can do; customs differ from family to family.",
                "नई माला पहनने या उससे जप शुरू करने से पहले परंपरा से उसे शुद्ध करके भगवान को "
                "अर्पित किया जाता है, ताकि वह गहना नहीं, पूजा की वस्तु बनकर हाथ में आए; कुछ लोग "
                "इसे माला संस्कार कहते हैं। माला को गंगाजल से, या थोड़ा कच्चा दूध मिले साफ़ पानी "
                "से हल्के हाथ से धोइए, फिर सादे पानी से धोकर साफ़ कपड़े से पोंछ लीजिए: स्फटिक की "
                "माला को कुछ देर गंगाजल में रखा भी जा सकता है, रुद्राक्ष की माला सूखने पर उस पर "
                "थोड़ा तेल लगा दिया जाता है, और तुलसी की माला लकड़ी की होती है, इसलिए उसे भिगोया "
                "नहीं जाता, बस गंगाजल छिड़ककर पोंछ दिया जाता है; साबुन, गरम पानी और इत्र से तीनों "
                "को बचाइए। फिर स्नान करके माला को भगवान के सामने साफ़ कपड़े या किसी ताज़े पत्ते पर "
                "रखिए, फूल, चंदन या कुमकुम, धूप और दीपक अर्पित कीजिए, और उस पर भगवान के मंत्र की "
                "एक माला, यानी एक सौ आठ बार जप कीजिए: रुद्राक्ष के लिए ॐ नमः शिवाय, स्फटिक के "
                "लिए लक्ष्मी जी, शिव जी या माँ सरस्वती का मंत्र, और तुलसी के लिए विष्णु जी या "
                "श्रीकृष्ण का नाम। बहुत से लोग सोमवार, पूर्णिमा या किसी और शुभ दिन से शुरुआत करते "
                "हैं, और जप वाली माला को पहनने वाली माला से अलग रखते हैं। गुरु से मिली माला जैसी "
                "मिली है वैसे ही काम में ली जाती है, और मंत्रों के साथ पूरा संस्कार परिवार के "
                "पंडित जी करा सकते हैं; हर परिवार की रीति कुछ अलग होती है।",
                "Nayi mala pehenne ya usse jaap shuru karne se pehle parampara se use shuddh "
                "karke Bhagwan ko arpit kiya jata hai, taaki woh gehna nahi, puja ki cheez "
                "bankar haath mein aaye; kuch log ise mala sanskar kehte hain. Mala ko Gangajal "
                "se, ya thoda kachcha doodh mile saaf paani se halke haath se dhoiye, phir saade "
                "paani se dhokar saaf kapde se ponchh lijiye: sphatik ki mala ko kuch der "
                "Gangajal mein rakha bhi ja sakta hai, rudraksha ki mala sookhne par us par "
                "thoda tel laga diya jata hai, aur tulsi ki mala lakdi ki hoti hai, isliye use "
                "bhigoya nahi jata, bas Gangajal chhidak kar ponchh diya jata hai; sabun, garam "
                "paani aur itr se teeno ko bachaiye. Phir naha kar mala ko Bhagwan ke saamne "
                "saaf kapde ya kisi taaze patte par rakhiye, phool, chandan ya kumkum, dhoop aur "
                "diya arpit kijiye, aur us par Bhagwan ke mantra ki ek mala, yaani ek sau aath "
                "baar jaap kijiye: rudraksha ke liye Om Namah Shivaya, sphatik ke liye Lakshmi "
                "ji, Shiv ji ya Maa Saraswati ka mantra, aur tulsi ke liye Vishnu ji ya Shri "
                "Krishna ka naam. Bahut se log Somvar, Purnima ya kisi aur shubh din se "
                "shuruaat karte hain, aur jaap wali mala ko pehenne wali mala se alag rakhte "
                "hain. Guru se mili mala jaisi mili hai waise hi kaam mein li jati hai, aur "
                "mantron ke saath poora sanskar parivar ke Pandit ji kara sakte hain; har "
                "parivar ki reet kuch alag hoti hai.",
            ),
            "mala maala malas sphatik sphatic spatik sfatik crystal rudraksha tulsi tulasi "
            "kanthi first pehli pehle baar energise energize energised energized energising "
            "energizing activate siddh siddha purify purified purifying purification shuddh "
            "shudh shuddhi wash washing dhona dhoyen dhoye clean wear wearing worn pehne "
            "pehnen pehnna pehenne dharan sanskar milk gangajal soak माला स्फटिक रुद्राक्ष "
            "तुलसी नई पहली पहले बार शुद्ध शुद्धि सिद्ध धोएँ धोएं धोना पहनने पहनें पहनना "
            "धारण संस्कार गंगाजल",
        ),
        _doc(
            "ritual/shraddh-brahmin-bhojan",
            RITUAL,
            Bilingual(
                "How many Brahmins to invite at a shraddh or barsi, and the Brahmin bhojan",
                "श्राद्ध या बरसी पर कितने ब्राह्मण बुलाएँ, और ब्राह्मण भोजन",
                "Shraddh ya barsi par kitne Brahman bulayein, aur Brahman bhojan",
            ),
            Bilingual(
                "There is no one fixed number of Brahmins for a shraddh or for the barsi, the "
                "first yearly shraddh after a death: families commonly invite one, three or "
                "five, often an odd number, and some invite more at a barsi. The Manusmriti "
                "itself says that two are fed for the gods and three for the ancestors, or "
                "even one for each, and that even a family of means should not invite many, "
                "since a large gathering spoils the care, the respect and the purity the rite "
                "asks for. The meal is cooked fresh and sattvic, without onion and garlic, "
                "often with kheer and the dishes the departed loved; it is served after the "
                "tarpan and pind daan, once small portions have been set aside for the cow, "
                "the crow, the dog and the ants, and before the family eats. The Brahmins' "
                "feet are washed, they are seated on a clean mat and fed with respect, given "
                "dakshina and often clothes or things of daily use, and seen off with a bow. "
                "Where no Brahmin can come, many give uncooked food (sidha) with dakshina to a "
                "priest or a temple, or feed the needy in the ancestor's name; how many to "
                "invite and the order of the rite follow family custom, and the family's "
                "priest will say what is right for yours.",
                "श्राद्ध या बरसी (मृत्यु के बाद का पहला वार्षिक श्राद्ध) के लिए ब्राह्मणों की कोई "
                "एक तय संख्या नहीं है: आम तौर पर परिवार एक, तीन या पाँच ब्राह्मण बुलाते हैं, अक्सर "
                "विषम संख्या में, और कुछ परिवार बरसी पर ज़्यादा भी बुलाते हैं। मनुस्मृति में ही "
                "कहा गया है कि देव-कार्य के लिए दो और पितरों के लिए तीन ब्राह्मणों को, या दोनों के "
                "लिए एक-एक को ही, भोजन कराया जाए, और समर्थ परिवार भी बहुत लोगों को न बुलाए, "
                "क्योंकि बड़ी भीड़ में वह सेवा, आदर और शुद्धता नहीं रह पाती जो श्राद्ध माँगता है। "
                "भोजन ताज़ा और सात्त्विक बनता है, बिना प्याज़-लहसुन के, अक्सर खीर और दिवंगत की "
                "पसंद के व्यंजनों के साथ; यह तर्पण और पिंडदान के बाद, गाय, कौए, कुत्ते और "
                "चींटियों का हिस्सा अलग निकालकर, परिवार के खाने से पहले परोसा जाता है। "
                "ब्राह्मणों के पैर धुलाकर उन्हें साफ़ आसन पर बिठाया जाता है, आदर से भोजन कराया "
                "जाता है, दक्षिणा और अक्सर वस्त्र या रोज़ काम आने वाली चीज़ें दी जाती हैं, और "
                "प्रणाम करके विदा किया जाता है। जहाँ कोई ब्राह्मण न आ सके, वहाँ बहुत से लोग सीधा "
                "(कच्चा अनाज) और दक्षिणा किसी पंडित जी या मंदिर को दे देते हैं, या पितरों के नाम "
                "पर ज़रूरतमंदों को भोजन कराते हैं; कितने ब्राह्मण बुलाएँ और विधि किस क्रम से हो, "
                "यह परिवार की रीति पर निर्भर है, और आपके परिवार के पंडित जी ही बताएँगे कि आपके "
                "लिए क्या ठीक है।",
                "Shraddh ya barsi (mrityu ke baad ka pehla saalana shraddh) ke liye Brahmanon "
                "ki koi ek tay sankhya nahi hai: aam taur par parivar ek, teen ya paanch Brahman "
                "bulate hain, aksar visham sankhya mein, aur kuch parivar barsi par zyaada bhi "
                "bulate hain. Manusmriti mein hi kaha gaya hai ki dev-karya ke liye do aur "
                "pitron ke liye teen Brahmanon ko, ya dono ke liye ek-ek ko hi, bhojan karaya "
                "jaye, aur samarth parivar bhi bahut logon ko na bulaye, kyunki badi bheed mein "
                "woh seva, aadar aur shuddhta nahi reh paati jo shraddh maangta hai. Bhojan "
                "taaza aur saatvik banta hai, bina pyaaz-lehsun ke, aksar kheer aur divangat ki "
                "pasand ke vyanjanon ke saath; yeh tarpan aur pind daan ke baad, gaay, kauve, "
                "kutte aur cheentiyon ka hissa alag nikaal kar, parivar ke khane se pehle "
                "parosa jata hai. Brahmanon ke pair dhula kar unhe saaf aasan par bithaya jata "
                "hai, aadar se bhojan karaya jata hai, dakshina aur aksar kapde ya roz kaam aane "
                "wali cheezein di jati hain, aur pranaam karke vida kiya jata hai. Jahan koi "
                "Brahman na aa sake, wahan bahut se log seedha (kachcha anaaj) aur dakshina kisi "
                "Pandit ji ya mandir ko de dete hain, ya pitron ke naam par zarooratmandon ko "
                "bhojan karate hain; kitne Brahman bulayein aur vidhi kis kram se ho, yeh "
                "parivar ki reet par nirbhar hai, aur aapke parivar ke Pandit ji hi batayenge ki "
                "aapke liye kya theek hai.",
            ),
            "brahmin brahmins brahman brahmans brahmanon brahmano bhojan bhoj feed feeding "
            "fed khilana khilane khilate invite invited bulana bulane bulayein bulaye number "
            "sankhya count odd shraddh shraddha shradh barsi barsee varshik saalana annual "
            "yearly first death anniversary punyatithi pitar ancestor dakshina sidha seedha "
            "बरसी श्राद्ध ब्राह्मण ब्राह्मणों भोजन भोज खिलाना खिलाने बुलाने बुलाना बुलाएँ बुलाएं "
            "संख्या वार्षिक पुण्यतिथि दक्षिणा सीधा",
        ),
        _doc(
            "ritual/gomti-chakra",
            RITUAL,
            Bilingual(
                "Gomti chakra: how it is worshipped and kept",
                "गोमती चक्र: इसकी पूजा कैसे करें और इसे कहाँ रखें",
                "Gomti chakra: iski puja kaise karein aur ise kahan rakhein",
            ),
            Bilingual(
                "A gomti chakra is a small, smooth shell-like stone with a spiral on one face, "
                "found in the Gomti near Dwarka, and is held dear to Lakshmi. By common custom "
                "eleven of them are worshipped with kumkum, haldi, akshat and a lamp in the "
                "Lakshmi puja of Diwali or Dhanteras, or on a Friday, and then tied in a red or "
                "yellow cloth and kept in the tijori, the cash box or the place where money is "
                "kept; some keep them in the puja place or at the shop's counter instead. "
                "Tradition holds that they bring steadiness to a home's wealth, though this is "
                "faith rather than a promise, and customs differ from family to family, so the "
                "family's priest can say how your family keeps them.",
                "गोमती चक्र एक छोटा, चिकना, सीप जैसा पत्थर है जिसके एक ओर कुंडली जैसी आकृति "
                "होती है; यह द्वारका के पास गोमती में मिलता है और माता लक्ष्मी को प्रिय माना जाता "
                "है। आम रीति में दिवाली या धनतेरस की लक्ष्मी पूजा में, या किसी शुक्रवार को, ग्यारह "
                "गोमती चक्रों की कुमकुम, हल्दी, अक्षत और दीपक से पूजा की जाती है, फिर इन्हें लाल "
                "या पीले कपड़े में बाँधकर तिजोरी, गल्ले या जहाँ पैसे रखे जाते हैं वहाँ रखा जाता है; "
                "कुछ लोग इन्हें पूजा-स्थान में या दुकान के काउंटर पर रखते हैं। परंपरा मानती है कि "
                "इनसे घर के धन में स्थिरता आती है, पर यह आस्था की बात है, कोई वादा नहीं, और हर "
                "परिवार की रीति अलग होती है, इसलिए आपके घर में इन्हें कैसे रखा जाए, यह परिवार के "
                "पंडित जी बता सकते हैं।",
                "Gomti chakra ek chhota, chikna, seep jaisa patthar hai jiske ek taraf kundli "
                "jaisi aakriti hoti hai; yeh Dwarka ke paas Gomti mein milta hai aur Mata Lakshmi "
                "ko priya maana jata hai. Aam reet mein Diwali ya Dhanteras ki Lakshmi puja mein, "
                "ya kisi Shukravar ko, gyarah gomti chakron ki kumkum, haldi, akshat aur diye se "
                "puja ki jati hai, phir inhe laal ya peele kapde mein baandh kar tijori, galle ya "
                "jahan paise rakhe jate hain wahan rakha jata hai; kuch log inhe puja ki jagah ya "
                "dukaan ke counter par rakhte hain. Parampara maanti hai ki inse ghar ke dhan "
                "mein sthirta aati hai, par yeh aastha ki baat hai, koi vaada nahi, aur har "
                "parivar ki reet alag hoti hai, isliye aapke ghar mein inhe kaise rakha jaye, "
                "yeh parivar ke Pandit ji bata sakte hain.",
            ),
            "gomti gomati chakra chakar chakras keep kept rakhe rakhte rakhna rakhein tijori "
            "locker safe cash box galla galle red cloth laal kapda kapde baandh bandh tie "
            "lakshmi diwali dhanteras wealth dhan गोमती चक्र तिजोरी गल्ला गल्ले लाल कपड़ा कपड़े "
            "बाँध बांध रखते रखें रखना लक्ष्मी धन",
        ),
        _doc(
            "ritual/nimbu-mirchi",
            RITUAL,
            Bilingual(
                "Nimbu-mirchi: the lemon and chillies hung at a door or on a vehicle",
                "नींबू-मिर्च: दरवाज़े या गाड़ी पर टाँगे जाने वाले नींबू और मिर्च",
                "Nimbu-mirchi: darwaze ya gaadi par taange jaane wale nimbu aur mirch",
            ),
            Bilingual(
                "Nimbu-mirchi, a lemon and seven green chillies strung on a thread, is hung at "
                "the door of a home or shop, or on a new vehicle, by a folk custom against "
                "nazar, the evil eye. It is not a part of the puja itself, so it need not be "
                "tied while the puja is going on: many tie it right after a vehicle or shop "
                "puja, and after that change it every Saturday, or on Tuesday in some places, "
                "throwing the old one away outside without stepping on it. Customs differ by "
                "region and family, so ask the family's priest if your family keeps it "
                "another way.",
                "नींबू-मिर्च, यानी धागे में पिरोया एक नींबू और सात हरी मिर्चें, घर या दुकान के "
                "दरवाज़े पर, या नई गाड़ी पर, नज़र से बचाने की लोक-रीति के रूप में टाँगी जाती है। यह "
                "पूजा-विधि का हिस्सा नहीं है, इसलिए इसे पूजा के समय ही बाँधना ज़रूरी नहीं: बहुत "
                "से लोग गाड़ी या दुकान की पूजा के ठीक बाद इसे बाँधते हैं, और फिर हर शनिवार, कहीं-"
                "कहीं मंगलवार को, इसे बदलते हैं और पुराने को बाहर फेंक देते हैं, उस पर पैर रखे "
                "बिना। रीति इलाके और परिवार के हिसाब से बदलती है, इसलिए आपके घर में इसका कोई और "
                "तरीका हो तो परिवार के पंडित जी से पूछ लीजिए।",
                "Nimbu-mirchi, yaani dhaage mein piroya ek nimbu aur saat hari mirchein, ghar ya "
                "dukaan ke darwaze par, ya nayi gaadi par, nazar se bachane ki lok-reet ke roop "
                "mein taangi jati hai. Yeh puja-vidhi ka hissa nahi hai, isliye ise puja ke samay "
                "hi baandhna zaroori nahi: bahut se log gaadi ya dukaan ki puja ke theek baad ise "
                "baandhte hain, aur phir har Shanivar, kahin-kahin Mangalvar ko, ise badalte hain "
                "aur purane ko bahar phenk dete hain, us par pair rakhe bina. Reet ilaake aur "
                "parivar ke hisaab se badalti hai, isliye aapke ghar mein iska koi aur tareeka ho "
                "to parivar ke Pandit ji se poochh lijiye.",
            ),
            "nimbu nimboo lemon mirchi mirch chilli chillies chili hang hung tie tied baandh "
            "bandhna bandhne zaruri zaroori compulsory nazar evil eye drishti door darwaza "
            "shop dukaan vehicle gaadi car bike rickshaw saturday shanivar change badalna "
            "नींबू मिर्च मिर्ची बाँधना बांधना बाँधें टाँगना नज़र नजर दरवाज़ा दुकान गाड़ी शनिवार "
            "ज़रूरी जरूरी",
        ),
        _doc(
            "ritual/temple-dress-and-phones",
            RITUAL,
            Bilingual(
                "What to wear at a temple, and whether phones may be taken inside",
                "मंदिर में क्या पहनें, और क्या फ़ोन अंदर ले जा सकते हैं",
                "Mandir mein kya pehnein, aur kya phone andar le ja sakte hain",
            ),
            Bilingual(
                "Every temple asks for clean, modest clothes, and many large temples now turn "
                "away shorts, sleeveless tops and torn jeans. The temples of Kerala keep a "
                "stricter custom: at Sree Padmanabhaswamy in Thiruvananthapuram and at "
                "Guruvayur, men go in wearing a mundu or dhoti, with the shirt taken off or a "
                "shawl over the shoulders, and women in a saree, a long skirt and blouse, or a "
                "salwar suit with a mundu over it; trousers and jeans are not allowed, and a "
                "mundu can usually be bought or hired near the gate. For the Bhasma Aarti at "
                "Mahakaleshwar in Ujjain, those who sit close for it are asked to come in "
                "traditional dress, men in a dhoti and women in a saree, and women "
                "traditionally cover their head while the bhasma is offered; special darshans "
                "and sevas at Tirumala ask for traditional dress too. Phones, cameras and "
                "other devices are not allowed inside many large temples, among them Kashi "
                "Vishwanath, Tirumala, Sree Padmanabhaswamy, Guruvayur and the Jagannath "
                "temple at Puri: they are left in the lockers or cloak rooms near the entrance, "
                "so it is easier to carry only what is needed. Leather belts and bags are "
                "left outside in some temples as well. These rules are the temple's own and "
                "change from time to time, so the notice at the gate, or the temple office, "
                "has the last word.",
                "हर मंदिर साफ़ और शालीन कपड़ों में आने को कहता है, और अब बहुत से बड़े मंदिरों में "
                "निक्कर, बिना बाँह के कपड़े और फटी जींस पहनकर जाने नहीं दिया जाता। केरल के मंदिरों "
                "का नियम और कड़ा है: तिरुवनंतपुरम के श्री पद्मनाभस्वामी और गुरुवायूर में पुरुष "
                "मुंडु या धोती पहनकर, कमीज़ उतारकर या कंधों पर अंगवस्त्र डालकर जाते हैं, और "
                "महिलाएँ साड़ी, लंबा घाघरा-ब्लाउज़, या सलवार सूट के ऊपर मुंडु पहनकर; पतलून और "
                "जींस में जाने नहीं दिया जाता, और मुंडु आम तौर पर द्वार के पास ख़रीदा या किराए पर "
                "लिया जा सकता है। उज्जैन के महाकालेश्वर की भस्म आरती में पास बैठने वालों से "
                "पारंपरिक वेश में आने को कहा जाता है, पुरुष धोती में और महिलाएँ साड़ी में, और भस्म "
                "चढ़ते समय महिलाएँ परंपरा से सिर ढक लेती हैं; तिरुमला में विशेष दर्शन और सेवाओं "
                "के लिए भी पारंपरिक वेश माँगा जाता है। काशी विश्वनाथ, तिरुमला, श्री "
                "पद्मनाभस्वामी, गुरुवायूर और पुरी के जगन्नाथ मंदिर समेत बहुत से बड़े मंदिरों में "
                "मोबाइल फ़ोन, कैमरा और दूसरे उपकरण अंदर नहीं ले जा सकते: इन्हें प्रवेश द्वार के "
                "पास के लॉकर या सामान घर में जमा करना होता है, इसलिए ज़रूरत भर का सामान ही साथ "
                "ले जाना आसान रहता है। कुछ मंदिरों में चमड़े की बेल्ट और बैग भी बाहर रखवाए जाते "
                "हैं। ये नियम मंदिर के अपने हैं और समय-समय पर बदलते हैं, इसलिए द्वार पर लगी "
                "सूचना या मंदिर का कार्यालय ही अंतिम बात बताता है।",
                "Har mandir saaf aur saade kapdon mein aane ko kehta hai, aur ab bahut se bade "
                "mandiron mein shorts, bina baanh ke kapde aur fati jeans pehenkar jaane nahi "
                "diya jata. Kerala ke mandiron ka niyam aur sakht hai: Thiruvananthapuram ke Sree "
                "Padmanabhaswamy aur Guruvayur mein purush mundu ya dhoti pehenkar, shirt utaar "
                "kar ya kandhon par angvastra daal kar jaate hain, aur mahilayein saree, lamba "
                "ghaghra-blouse, ya salwar suit ke upar mundu pehenkar; pant aur jeans mein jaane "
                "nahi diya jata, aur mundu aam taur par gate ke paas khareeda ya kiraye par liya "
                "ja sakta hai. Ujjain ke Mahakaleshwar ki Bhasma Aarti mein paas baithne walon se "
                "paaramparik vesh mein aane ko kaha jata hai, purush dhoti mein aur mahilayein "
                "saree mein, aur bhasma chadhte samay mahilayein parampara se sir dhak leti hain; "
                "Tirumala mein vishesh darshan aur sevaon ke liye bhi paaramparik vesh maanga "
                "jata hai. Kashi Vishwanath, Tirumala, Sree Padmanabhaswamy, Guruvayur aur Puri "
                "ke Jagannath mandir samet bahut se bade mandiron mein mobile phone, camera aur "
                "doosre upkaran andar nahi le ja sakte: inhe pravesh dwaar ke paas ke locker ya "
                "cloak room mein jama karna hota hai, isliye zaroorat bhar ka saamaan hi saath le "
                "jaana aasaan rehta hai. Kuch mandiron mein chamde ki belt aur bag bhi bahar "
                "rakhwaye jaate hain. Ye niyam mandir ke apne hain aur samay-samay par badalte "
                "hain, isliye gate par lagi soochna ya mandir ka office hi aakhri baat batata hai.",
            ),
            "temple mandir dress code dresscode wear wearing clothes kapde allowed allow "
            "compulsory mandatory jeans pant pants trousers shorts shirt mundu dhoti veshti "
            "saree sari ghoonghat ghunghat veil head cover phone phones mobile mobiles camera "
            "cell device devices locker lockers cloak deposit jama inside andar le ja "
            "bhasma aarti padmanabhaswamy guruvayur mahakal mahakaleshwar tirumala tirupati "
            "kashi vishwanath jagannath puri मंदिर कपड़े पहनना पहननी पहनें ज़रूरी जरूरी साड़ी "
            "धोती मुंडु जींस घूंघट घूँघट सिर ढकना मोबाइल फ़ोन फोन कैमरा लॉकर जमा अंदर बाहर "
            "भस्म आरती महाकाल",
        ),
        _doc(
            "ritual/puja-clothes",
            RITUAL,
            Bilingual(
                "What to wear for a puja at home, a griha pravesh or a Kaal Sarp puja",
                "घर की पूजा, गृह प्रवेश या काल सर्प पूजा में क्या पहनें",
                "Ghar ki puja, griha pravesh ya Kaal Sarp puja mein kya pehnein",
            ),
            Bilingual(
                "For a puja, tradition asks first for a bath and clean, freshly washed "
                "clothes, and for a big occasion such as a griha pravesh, a wedding puja or a "
                "shanti puja many wear new ones. Men commonly wear a dhoti or a kurta-pyjama "
                "with an angavastram over the shoulder, women a saree or a suit with a "
                "dupatta, and in many families cotton or silk is preferred and the head is "
                "covered during the rite. Light and auspicious colours such as yellow, white, "
                "cream, saffron or red are favoured, and in many traditions black is avoided "
                "at an auspicious puja, and in some dark blue too; in Shani worship, on the "
                "other hand, black or blue is what is worn. For a Kaal Sarp puja, places such "
                "as Trimbakeshwar commonly ask for new clothes, most often white: a white "
                "dhoti for men and a saree of a light colour, not black, for women, and in "
                "some places the clothes worn are left there or given away after the rite. "
                "Many also put leather belts and wallets aside and do not sit for a puja in "
                "clothes they have slept in. Customs differ by region, temple and family, so "
                "it is good to ask the family's priest, or the temple, what this particular "
                "puja needs.",
                "पूजा के लिए परंपरा सबसे पहले स्नान और साफ़, धुले हुए कपड़े माँगती है, और गृह "
                "प्रवेश, विवाह की पूजा या किसी शांति पूजा जैसे बड़े मौक़े पर बहुत से लोग नए कपड़े "
                "पहनते हैं। पुरुष आम तौर पर धोती या कुर्ता-पायजामा और कंधे पर अंगवस्त्र पहनते "
                "हैं, महिलाएँ साड़ी या दुपट्टे के साथ सूट, और कई परिवारों में सूती या रेशमी कपड़ा "
                "अच्छा माना जाता है और पूजा के समय सिर ढका जाता है। पीला, सफ़ेद, क्रीम, केसरिया "
                "या लाल जैसे हल्के और शुभ रंग पसंद किए जाते हैं, और कई परंपराओं में शुभ पूजा में "
                "काले रंग से, और कहीं-कहीं गहरे नीले से भी, बचा जाता है; हाँ, शनि देव की पूजा "
                "में काला या नीला ही पहना जाता है। काल सर्प पूजा के लिए त्र्यंबकेश्वर जैसे "
                "स्थानों पर आम तौर पर नए, ज़्यादातर सफ़ेद कपड़े पहनने को कहा जाता है, पुरुषों के "
                "लिए सफ़ेद धोती और महिलाओं के लिए काले के सिवा किसी हल्के रंग की साड़ी, और "
                "कहीं-कहीं पूजा में पहने कपड़े वहीं छोड़ दिए जाते हैं या दान कर दिए जाते हैं। "
                "बहुत से लोग चमड़े की बेल्ट और पर्स भी अलग रख देते हैं, और रात को सोते समय पहने "
                "कपड़ों में पूजा पर नहीं बैठते। रीति क्षेत्र, मंदिर और परिवार के हिसाब से बदलती "
                "है, इसलिए इस ख़ास पूजा में क्या पहनना ठीक रहेगा, यह परिवार के पंडित जी या मंदिर "
                "से पूछ लेना अच्छा है।",
                "Puja ke liye parampara sabse pehle snaan aur saaf, dhule hue kapde maangti "
                "hai, aur griha pravesh, shaadi ki puja ya kisi shanti puja jaise bade mauke par "
                "bahut se log naye kapde pehente hain. Purush aam taur par dhoti ya "
                "kurta-pyjama aur kandhe par angvastra pehente hain, mahilayein saree ya "
                "dupatte ke saath suit, aur kai parivaron mein sooti ya reshmi kapda achchha "
                "maana jata hai aur puja ke samay sir dhaka jata hai. Peela, safed, cream, "
                "kesariya ya laal jaise halke aur shubh rang pasand kiye jate hain, aur kai "
                "paramparaon mein shubh puja mein kaale rang se, aur kahin-kahin gehre neele se "
                "bhi, bacha jata hai; haan, Shani Dev ki puja mein kaala ya neela hi pehna jata "
                "hai. Kaal Sarp puja ke liye Trimbakeshwar jaisi jagahon par aam taur par naye, "
                "zyaadatar safed kapde pehenne ko kaha jata hai, purushon ke liye safed dhoti "
                "aur mahilaon ke liye kaale ke siva kisi halke rang ki saree, aur kahin-kahin "
                "puja mein pehne kapde wahin chhod diye jate hain ya daan kar diye jate hain. "
                "Bahut se log chamde ki belt aur purse bhi alag rakh dete hain, aur raat ko sote "
                "samay pehne kapdon mein puja par nahi baithte. Reet ilaake, mandir aur parivar "
                "ke hisaab se badalti hai, isliye is khaas puja mein kya pehenna theek rahega, "
                "yeh parivar ke Pandit ji ya mandir se poochh lena achchha hai.",
            ),
            "wear wearing worn clothes clothing cloth dress dresses outfit attire kapde kapda "
            "kapdon vastra pehne pehnein pehnen pehenna pehnna pehente pehenke colour colours "
            "color colors rang black kala kaala kaale white safed yellow peela dhoti saree "
            "sari kurta suit home ghar griha pravesh kaal sarp shanti कपड़े कपड़ा कपड़ों वस्त्र "
            "पहनें पहनने पहनना पहनते पहने रंग काला काले सफ़ेद सफेद पीला नए धोती साड़ी काल सर्प "
            "गृह प्रवेश",
        ),
    ]


def _havan_sankalp_and_matching() -> list[Doc]:
    return [
        _doc(
            "ritual/havan-quantities",
            RITUAL,
            Bilingual(
                "How much havan samagri and ghee a havan needs",
                "हवन में कितनी सामग्री और कितना घी लगता है",
                "Havan mein kitni samagri aur kitna ghee lagta hai",
            ),
            Bilingual(
                "There is no fixed measure: what a havan needs depends on how many offerings "
                "(ahutis) are given, which follows from its length and its mantras, and on how "
                "many people offer together. As a rough guide, a simple household havan of "
                "about an hour, with one hundred and eight offerings or a few more, often "
                "takes half a kilo to a kilo of havan samagri and a quarter to half a kilo of "
                "cow's ghee, besides the ghee for the lamp and the purnahuti, with as much dry "
                "mango wood (samidha) as the kund needs. Before the havan the samagri is "
                "usually mixed with barley, black sesame, rice, a little ghee and sugar or "
                "jaggery, so that it burns well. Each offering is a small pinch of samagri "
                "taken with the fingertips and a small spoonful of ghee, not a handful: too "
                "much at once smothers the fire and fills the room with smoke. A long havan, "
                "such as a Navagraha or Maha Mrityunjaya havan with thousands of offerings, "
                "needs several times as much, so the quantities on the priest's list are the "
                "ones to follow, and a little extra kept at hand is wise.",
                "हवन के लिए कोई तय माप नहीं है: कितनी सामग्री लगेगी, यह इस पर निर्भर है कि कितनी "
                "आहुतियाँ दी जाएँगी, जो हवन की अवधि और उसके मंत्रों से तय होती हैं, और कितने लोग "
                "साथ बैठकर आहुति देंगे। मोटे तौर पर, लगभग एक घंटे के सादे घरेलू हवन में, जिसमें "
                "एक सौ आठ या उससे कुछ ज़्यादा आहुतियाँ हों, अक्सर आधा किलो से एक किलो हवन सामग्री "
                "और पाव भर से आधा किलो गाय का घी लगता है, दीपक और पूर्णाहुति के घी के अलावा, और "
                "साथ में कुंड के हिसाब से आम की सूखी लकड़ी (समिधा)। हवन से पहले सामग्री में आम "
                "तौर पर जौ, काले तिल, चावल, थोड़ा घी और शक्कर या गुड़ मिला लिया जाता है, ताकि वह "
                "अच्छी तरह जले। हर आहुति में उँगलियों के पोरों से चुटकी भर सामग्री और छोटी "
                "चम्मच भर घी डाला जाता है, मुट्ठी भर नहीं: एक साथ ज़्यादा डालने से अग्नि दब जाती "
                "है और कमरा धुएँ से भर जाता है। नवग्रह या महामृत्युंजय जैसे लंबे हवन में, जिनमें "
                "हज़ारों आहुतियाँ होती हैं, इससे कई गुना ज़्यादा लगता है, इसलिए पंडित जी की सूची "
                "में लिखी मात्रा ही मानिए, और थोड़ा ज़्यादा पास रख लेना अच्छा रहता है।",
                "Havan ke liye koi tay maap nahi hai: kitni samagri lagegi, yeh is par nirbhar "
                "hai ki kitni aahutiyan di jayengi, jo havan ki avadhi aur uske mantron se tay "
                "hoti hain, aur kitne log saath baith kar aahuti denge. Mote taur par, lagbhag "
                "ek ghante ke saade gharelu havan mein, jisme ek sau aath ya usse kuch zyaada "
                "aahutiyan hon, aksar aadha kilo se ek kilo havan samagri aur paav bhar se "
                "aadha kilo gaay ka ghee lagta hai, diye aur purnahuti ke ghee ke alawa, aur "
                "saath mein kund ke hisaab se aam ki sookhi lakdi (samidha). Havan se pehle "
                "samagri mein aam taur par jau, kaale til, chawal, thoda ghee aur shakkar ya gud "
                "mila liya jata hai, taaki woh achchhi tarah jale. Har aahuti mein ungliyon ke "
                "poron se chutki bhar samagri aur chhoti chammach bhar ghee dala jata hai, "
                "mutthi bhar nahi: ek saath zyaada daalne se agni dab jati hai aur kamra dhuen "
                "se bhar jata hai. Navagraha ya Mahamrityunjay jaise lambe havan mein, jinmein "
                "hazaaron aahutiyan hoti hain, isse kai guna zyaada lagta hai, isliye Pandit ji "
                "ki list mein likhi matra hi maniye, aur thoda zyaada paas rakh lena achchha "
                "rehta hai.",
            ),
            "quantity quantities measure matra maatra enough kilo kilos kg gram grams ghee "
            "samagri havan homa ahuti ahutis aahuti aahutiyan offering offerings hour ghanta "
            "ghante people log lagti lagta lagegi lagega andaza andaaza estimate need needed "
            "needs मात्रा किलो घी सामग्री हवन आहुति आहुतियाँ आहुतियां अंदाज़ा अंदाजा लगती लगेगी "
            "लगेगा",
        ),
        _doc(
            "ritual/unknown-nakshatra-gotra",
            RITUAL,
            Bilingual(
                "An archana or sankalp without knowing one's nakshatra or gotra",
                "नक्षत्र या गोत्र पता न हो तो अर्चना और संकल्प कैसे हो",
                "Nakshatra ya gotra pata na ho to archana aur sankalp kaise ho",
            ),
            Bilingual(
                "Yes, an archana can be done without knowing one's nakshatra or gotra: in the "
                "sankalp the priest says the devotee's name, and the gotra, nakshatra and "
                "rashi where they are known, but the name alone is enough, and many temples "
                "offer archana in the name only. The nakshatra said in a sankalp is the janma "
                "nakshatra, the one the Moon was in at birth, and anyone who knows their date, "
                "time and place of birth can find it from a kundli or ask an astrologer. When "
                "a family does not know its gotra, tradition has it say Kashyapa gotra, since "
                "the sage Kashyapa is held to be the father of all beings; in some traditions "
                "Shiva gotra or the gotra of one's guru is said instead. Tradition holds that "
                "what reaches the deity is the devotion with which a thing is offered, so a "
                "detail one does not know does not leave an archana incomplete, and the "
                "family's priest or the temple will say how it is done in their tradition.",
                "हाँ, अपना नक्षत्र या गोत्र जाने बिना भी अर्चना हो सकती है: संकल्प में पंडित जी "
                "भक्त का नाम लेते हैं, और गोत्र, नक्षत्र और राशि पता हों तो वे भी, पर केवल नाम ही "
                "काफ़ी है, और बहुत से मंदिरों में अर्चना सिर्फ़ नाम से ही की जाती है। संकल्प में "
                "जन्म नक्षत्र बोला जाता है, यानी वह नक्षत्र जिसमें जन्म के समय चंद्रमा था; जिसे "
                "अपनी जन्म तिथि, समय और स्थान पता हो, वह कुंडली से इसे जान सकता है या किसी "
                "ज्योतिषी से पूछ सकता है। जिस परिवार को अपना गोत्र पता न हो, वह परंपरा से कश्यप "
                "गोत्र बोलता है, क्योंकि महर्षि कश्यप को सभी प्राणियों का पिता माना गया है; कुछ "
                "परंपराओं में इसकी जगह शिव गोत्र या अपने गुरु का गोत्र बोला जाता है। परंपरा "
                "मानती है कि भगवान तक भक्ति का भाव पहुँचता है, इसलिए किसी बात के पता न होने से "
                "अर्चना अधूरी नहीं रहती, और आपके मंदिर या परंपरा में यह कैसे होता है, यह पंडित "
                "जी बता देंगे।",
                "Haan, apna nakshatra ya gotra jaane bina bhi archana ho sakti hai: sankalp "
                "mein Pandit ji bhakt ka naam lete hain, aur gotra, nakshatra aur rashi pata hon "
                "to woh bhi, par sirf naam hi kaafi hai, aur bahut se mandiron mein archana "
                "sirf naam se hi ki jati hai. Sankalp mein janm nakshatra bola jata hai, yaani "
                "woh nakshatra jismein janm ke samay Chandrama tha; jise apni janm tithi, samay "
                "aur jagah pata ho, woh kundli se ise jaan sakta hai ya kisi jyotishi se poochh "
                "sakta hai. Jis parivar ko apna gotra pata na ho, woh parampara se Kashyap gotra "
                "bolta hai, kyunki Maharishi Kashyap ko sabhi praniyon ka pita maana gaya hai; "
                "kuch paramparaon mein iski jagah Shiv gotra ya apne guru ka gotra bola jata "
                "hai. Parampara maanti hai ki Bhagwan tak bhakti ka bhaav pahunchta hai, isliye "
                "kisi baat ke pata na hone se archana adhoori nahi rehti, aur aapke mandir ya "
                "parampara mein yeh kaise hota hai, yeh Pandit ji bata denge.",
            ),
            "archana archanai arachana archna sankalp sankalpa nakshatra nakshatram star "
            "birth janma janm gotra gotram gothra gotr kashyap kashyapa unknown dont don "
            "known pata malum maloom without bina name naam sirf only alone enough kaafi kafi "
            "fine allowed chalega अर्चना संकल्प नक्षत्र गोत्र कश्यप पता मालूम बिना नाम केवल "
            "सिर्फ़ सिर्फ काफ़ी काफी चलेगा जन्म",
        ),
        _doc(
            "ritual/low-guna-milan",
            RITUAL,
            Bilingual(
                "A low Guna Milan score: what it means, and the remedies tradition gives",
                "गुण मिलान में कम गुण: इसका क्या अर्थ है, और परंपरा के उपाय",
                "Guna milan mein kam gun: iska kya matlab hai, aur parampara ke upaay",
            ),
            Bilingual(
                "In kundli matching, the Guna Milan (Ashtakoot) score is one part of the "
                "picture and not a verdict alone: traditionally eighteen of thirty six is "
                "taken as the least for a match, but an astrologer also reads both whole "
                "charts, the seventh house and its lord, Venus and Jupiter, and which of the "
                "eight kootas scored low. Nadi dosh and Bhakoot dosh weigh most, with Mangal "
                "dosh outside the score, and the texts give ways in which they are cancelled "
                "(dosha parihar): Nadi dosh, for instance, when the two share a Moon sign but "
                "not a nakshatra, Bhakoot dosh when the lords of the two Moon signs are the "
                "same or friends, and Mangal dosh when both partners are manglik. So a low "
                "score whose doshas are cancelled may still be thought a workable match, just "
                "as a high score does not promise a happy marriage. Where a dosha remains and "
                "the families wish to go ahead, tradition gives remedies as prayer: the Maha "
                "Mrityunjaya jap and gifts in charity for Nadi dosh, Hanuman worship or a "
                "Mangal shanti puja for Mangal dosh, and the worship of Shiva and Parvati (Uma "
                "Maheshwar) or a Navagraha shanti for the couple. It is best to have both "
                "charts read together by an experienced astrologer, and to weigh beside them "
                "what the two families know of each other, and the couple's understanding and "
                "wish.",
                "कुंडली मिलान में गुण मिलान (अष्टकूट) के अंक पूरी तस्वीर का एक हिस्सा हैं, अकेले "
                "फ़ैसला नहीं: परंपरा से छत्तीस में से अठारह गुण मिलान के लिए कम से कम माने जाते "
                "हैं, पर ज्योतिषी दोनों की पूरी कुंडलियाँ, सातवाँ भाव और उसका स्वामी, शुक्र और "
                "गुरु, और आठ कूटों में से किसमें कम गुण मिले, यह सब भी देखते हैं। सबसे ज़्यादा "
                "वज़न नाड़ी दोष और भकूट दोष का होता है, और गुणों से अलग मंगल दोष का, और ग्रंथों "
                "में इनके परिहार भी बताए गए हैं: जैसे दोनों की चंद्र राशि एक हो पर नक्षत्र अलग "
                "हों तो नाड़ी दोष का, दोनों चंद्र राशियों के स्वामी एक ही हों या आपस में मित्र हों "
                "तो भकूट दोष का, और वर-वधू दोनों मांगलिक हों तो मंगल दोष का परिहार माना जाता है। "
                "इसलिए कम गुण होने पर भी, दोषों का परिहार हो जाए तो रिश्ता ठीक माना जा सकता है, "
                "जैसे ज़्यादा गुण मिलना भी सुखी विवाह का वादा नहीं है। जहाँ कोई दोष रह जाए और "
                "परिवार आगे बढ़ना चाहें, वहाँ परंपरा प्रार्थना के रूप में उपाय बताती है: नाड़ी दोष "
                "के लिए महामृत्युंजय जाप और दान, मंगल दोष के लिए हनुमान जी की उपासना या मंगल "
                "शांति पूजा, और जोड़े के लिए शिव-पार्वती (उमा-महेश्वर) की पूजा या नवग्रह शांति। "
                "सबसे अच्छा है कि किसी अनुभवी ज्योतिषी को दोनों कुंडलियाँ साथ में दिखाई जाएँ, और "
                "उनके साथ यह भी तौला जाए कि दोनों परिवार एक-दूसरे को कितना जानते हैं, और "
                "लड़के-लड़की की आपसी समझ और इच्छा क्या है।",
                "Kundli milan mein guna milan (Ashtakoot) ke ank poori tasveer ka ek hissa "
                "hain, akela faisla nahi: parampara se chhattis mein se athaarah gun milan ke "
                "liye kam se kam maane jate hain, par jyotishi dono ki poori kundliyan, saatvan "
                "bhaav aur uska swami, Shukra aur Guru, aur aath kooton mein se kismein kam gun "
                "mile, yeh sab bhi dekhte hain. Sabse zyaada wazan Nadi dosh aur Bhakoot dosh "
                "ka hota hai, aur gunon se alag Mangal dosh ka, aur granthon mein inke parihar "
                "bhi bataye gaye hain: jaise dono ki Chandra rashi ek ho par nakshatra alag hon "
                "to Nadi dosh ka, dono Chandra rashiyon ke swami ek hi hon ya aapas mein mitra "
                "hon to Bhakoot dosh ka, aur var-vadhu dono manglik hon to Mangal dosh ka "
                "parihar maana jata hai. Isliye kam gun hone par bhi, doshon ka parihar ho jaye "
                "to rishta theek maana ja sakta hai, jaise zyaada gun milna bhi sukhi vivah ka "
                "vaada nahi hai. Jahan koi dosh reh jaye aur parivar aage badhna chahein, wahan "
                "parampara prarthana ke roop mein upaay batati hai: Nadi dosh ke liye "
                "Mahamrityunjay jaap aur daan, Mangal dosh ke liye Hanuman ji ki upasana ya "
                "Mangal shanti puja, aur jode ke liye Shiv-Parvati (Uma-Maheshwar) ki puja ya "
                "Navagraha shanti. Sabse achchha hai ki kisi anubhavi jyotishi ko dono "
                "kundliyan saath mein dikhayi jayein, aur unke saath yeh bhi taula jaye ki dono "
                "parivar ek-doosre ko kitna jaante hain, aur ladke-ladki ki aapsi samajh aur "
                "ichchha kya hai.",
            ),
            "guna gun gunn gunas milan milaan matching match kundli ashtakoot ashtakoota "
            "koota score points ank low less kam kum remedy remedies upay upaay solution "
            "parihar cancel cancelled cancellation bhang nadi naadi bhakoot bhakut mangal "
            "manglik dosha marriage marry shaadi vivah rishta cannot shouldn shouldnt sakti "
            "sakte possible गुण मिलान कम अंक उपाय परिहार नाड़ी नाडी भकूट मांगलिक दोष शादी विवाह "
            "रिश्ता मिलें मिले मिलने",
        ),
    ]


def devotee_care_docs() -> list[Doc]:
    """A new mala, the Brahmins at a shraddh or barsi, a gomti chakra and the nimbu-mirchi,
    what to wear for a puja and at a temple (and whether phones go in), how much
    samagri and ghee a havan takes, an archana without one's nakshatra or gotra, and a low
    Guna Milan score."""
    return _mala_meal_and_clothes() + _havan_sankalp_and_matching()
