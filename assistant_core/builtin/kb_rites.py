"""The rites of life (griha pravesh, mundan, upanayana, vivah, tarpan), the paths devotees have
recited (Sunderkand, Durga Saptashati), and the shanti pujas and doshas they ask about
(Navgraha, Kaal Sarp, Mangal), as knowledge documents in English, Hindi and Hinglish.
What a rite is and how it is traditionally done; a dosha is described as tradition describes
it, without fear and without promising what a puja will bring. No digits and no prices: the
catalogue says what a puja costs and includes, and the price questions are its own."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Many of these rites are also catalogue pujas ("Griha Pravesh Puja", "Mundan Sanskar"): the
# keywords name the rite and what devotees ask about it (what, how, why), never what the
# catalogue's documents answer (price, duration, what is included or arranged).


def _sanskars() -> list[Doc]:
    return [
        _doc(
            "ritual/griha-pravesh",
            RITUAL,
            Bilingual(
                "How griha pravesh is done",
                "गृह प्रवेश कैसे किया जाता है",
                "Griha pravesh kaise kiya jata hai",
            ),
            Bilingual(
                "Griha pravesh is the rite of first entering a new home, on an auspicious "
                "muhurat chosen from the Panchang. Traditionally the family enters together, "
                "the lady of the house stepping in first with the right foot and carrying a "
                "kalash of water, and a Ganesh puja, Vastu puja and often a havan are done; "
                "many families also hold a Satyanarayan katha. In many homes milk is boiled "
                "until it overflows, as a wish for plenty, and the first food cooked there is "
                "offered to God before the family eats.",
                "गृह प्रवेश नए घर में पहली बार प्रवेश करने का संस्कार है, जो पंचांग से चुने गए शुभ "
                "मुहूर्त पर किया जाता है। परंपरा से परिवार एक साथ प्रवेश करता है, घर की "
                "गृहलक्ष्मी जल से भरा कलश लेकर दाहिना पैर पहले रखती हैं, और गणेश पूजा, वास्तु "
                "पूजा और अक्सर हवन किया जाता है; कई परिवार सत्यनारायण कथा भी कराते हैं। बहुत से "
                "घरों में दूध को उबालकर छलकने दिया जाता है, जो समृद्धि की कामना का प्रतीक है, और "
                "वहाँ पकाया गया पहला भोजन परिवार के खाने से पहले भगवान को अर्पित किया जाता है।",
                "Griha pravesh naye ghar mein pehli baar pravesh ka sanskar hai, Panchang se chune "
                "gaye shubh muhurat par. Parampara se poora parivar saath mein andar jata hai, "
                "ghar ki grihini daayan pair pehle rakh kar aur jal ka kalash lekar pravesh karti "
                "hain, aur Ganesh puja, Vastu puja aur aksar havan kiya jata hai; bahut se parivar "
                "Satyanarayan katha bhi karwate hain. Kai gharon mein doodh tab tak ubala jata hai "
                "jab tak woh ufan kar gir na jaye, sukh-samriddhi ki kaamna ke roop mein, aur "
                "wahan bana pehla khana parivar ke khaane se pehle Bhagwan ko bhog lagaya jata "
                "hai.",
            ),
            "griha pravesh grihapravesh new house home ghar naya entering "
            "housewarming vidhi karte kare process rituals rasam rasme doodh milk boil ubalna "
            "ubalte गृह प्रवेश नए घर नया विधि करते रस्म रस्में रीति दूध उबालना उबालते",
        ),
        _doc(
            "ritual/mundan",
            RITUAL,
            Bilingual("What the mundan sanskar is", "मुंडन संस्कार क्या है", "Mundan sanskar kya hai"),
            Bilingual(
                "Mundan (chudakarana) is the sanskar of a child's first haircut, when the hair "
                "the child was born with is shaved off. Traditionally it is done in the first "
                "or third year, or another odd year, on an auspicious muhurat, often at a "
                "temple or on the bank of a sacred river, and in many families a small tuft "
                "(shikha) is left. After a puja the head is shaved, the hair is offered at the "
                "temple or to the river, and the scalp is bathed and smoothed with turmeric "
                "or sandalwood paste.",
                "मुंडन (चूड़ाकरण) बच्चे के पहले बाल उतारने का संस्कार है, जिसमें जन्म के समय के "
                "बाल उतारे जाते हैं। परंपरा से यह पहले या तीसरे वर्ष में, या किसी और विषम वर्ष "
                "में, शुभ मुहूर्त पर किया जाता है, अक्सर किसी मंदिर में या पवित्र नदी के किनारे, "
                "और कई परिवारों में सिर पर एक छोटी चोटी (शिखा) छोड़ दी जाती है। पूजा के बाद सिर "
                "के बाल उतारे जाते हैं, बाल मंदिर में या नदी में अर्पित किए जाते हैं, और सिर को "
                "नहलाकर उस पर हल्दी या चंदन का लेप लगाया जाता है।",
                "Mundan (chudakarana) bachche ke pehli baar baal utarne ka sanskar hai, jab janm "
                "ke samay ke baal mundwaye jate hain. Parampara se yeh pehle ya teesre saal mein, "
                "ya kisi aur visham saal mein, shubh muhurat par kiya jata hai, aksar kisi mandir "
                "mein ya pavitra nadi ke kinare, aur kai parivaron mein ek chhoti choti (shikha) "
                "chhodi jati hai. Puja ke baad sir mundaya jata hai, baal mandir mein ya nadi mein "
                "arpit kiye jate hain, aur sir ko naha kar haldi ya chandan ka lep lagaya jata "
                "hai.",
            ),
            "mundan mundane chudakarana chaul first haircut hair baal shave shaving head "
            "baby child bachche bachcha year age umar kab when sanskar मुंडन चूड़ाकरण बाल "
            "बच्चे उम्र वर्ष संस्कार",
        ),
        _doc(
            "ritual/upanayana",
            RITUAL,
            Bilingual(
                "Upanayana: the sacred thread (janeu) ceremony",
                "उपनयन: जनेऊ संस्कार",
                "Upanayan: janeu sanskar",
            ),
            Bilingual(
                "Upanayana is the sanskar in which a boy is initiated into Vedic study and "
                "given the sacred thread (janeu, yajnopavita) of three strands. The guru, "
                "traditionally the father, whispers the Gayatri mantra into his ear; the boy "
                "is then taught sandhya vandana and, as a student, asks alms (bhiksha) first "
                "from his mother. The janeu is worn over the left shoulder and under the "
                "right arm, and in many communities it is changed every year on Shravan "
                "Purnima (Upakarma), or sooner if it breaks.",
                "उपनयन वह संस्कार है जिसमें बालक को वेद-अध्ययन की दीक्षा दी जाती है और तीन "
                "धागों वाला पवित्र सूत्र (जनेऊ, यज्ञोपवीत) पहनाया जाता है। गुरु, परंपरा से पिता, "
                "बालक के कान में गायत्री मंत्र का उपदेश देते हैं; फिर उसे संध्या-वंदन सिखाया "
                "जाता है, और विद्यार्थी के रूप में वह सबसे पहले अपनी माँ से भिक्षा माँगता है। "
                "जनेऊ बाएँ कंधे के ऊपर से दाहिनी बाँह के नीचे पहना जाता है, और कई समाजों में इसे "
                "हर वर्ष श्रावण पूर्णिमा (उपाकर्म) पर, या टूट जाने पर उससे पहले, बदला जाता है।",
                "Upanayan woh sanskar hai jisme ladke ko Vedon ki padhai ki diksha di jati hai aur "
                "teen dhaagon wala pavitra janeu (yagyopaveet) pehnaya jata hai. Guru, parampara "
                "se pita, uske kaan mein Gayatri mantra bolte hain; phir ladke ko sandhya vandan "
                "sikhaya jata hai aur woh vidyarthi ke roop mein sabse pehle apni maa se bhiksha "
                "maangta hai. Janeu baayein kandhe ke upar aur daayein haath ke neeche pehna jata "
                "hai, aur kai samudayon mein ise har saal Shravan Purnima (Upakarma) par badla "
                "jata hai, ya toot jaye to pehle hi.",
            ),
            "upanayana upanayanam upnayan janeu janew jeneu yagnopavit yajnopavita sacred "
            "thread ceremony munj munji sanskar boy batuk gayatri उपनयन जनेऊ यज्ञोपवीत "
            "संस्कार",
        ),
        _doc(
            "ritual/vivah-rites",
            RITUAL,
            Bilingual(
                "The main rites of a Hindu wedding: kanyadaan and saptapadi",
                "विवाह के मुख्य संस्कार: कन्यादान और सप्तपदी",
                "Hindu vivah ke mukhya sanskar: kanyadaan aur saptapadi",
            ),
            Bilingual(
                "A Hindu wedding (vivah) is solemnised before the sacred fire, Agni, its "
                "witness. In kanyadaan the bride's parents give her hand to the groom, who "
                "promises to cherish her; in panigrahan he takes her hand; the couple walk "
                "around the fire (the pheras); and in saptapadi they take seven steps "
                "together, each with a vow, after which they are husband and wife. Sindoor "
                "and the mangalsutra follow in many traditions, and the order and customs "
                "vary by region and community.",
                "हिंदू विवाह पवित्र अग्नि को साक्षी मानकर संपन्न होता है। कन्यादान में वधू के "
                "माता-पिता उसका हाथ वर को सौंपते हैं, और वर उसे सदा सम्मान और स्नेह देने का वचन "
                "देता है; पाणिग्रहण में वर वधू का हाथ थामता है; दंपति अग्नि के फेरे लेते हैं; और "
                "सप्तपदी में दोनों साथ-साथ सात कदम चलते हैं, हर कदम के साथ एक वचन, जिसके बाद वे "
                "पति-पत्नी माने जाते हैं। कई परंपराओं में इसके बाद सिंदूर-दान और मंगलसूत्र की "
                "रस्म होती है, और रस्मों का क्रम और रीति क्षेत्र और समाज के अनुसार अलग होते हैं।",
                "Hindu vivah pavitra agni, yaani Agni dev, ke saamne hota hai, jo iske saakshi "
                "hain. Kanyadaan mein dulhan ke maata-pita uska haath doolhe ko saunpte hain, jo "
                "use sneh aur samman se rakhne ka vachan deta hai; panigrahan mein doolha dulhan "
                "ka haath thaamta hai; jodi agni ke phere leti hai; aur saptapadi mein dono saath "
                "mein saat kadam chalte hain, har kadam ke saath ek vachan, jiske baad woh "
                "pati-patni ho jate hain. Kai paramparaon mein iske baad sindoor aur mangalsutra "
                "hota hai, aur sanskaron ka kram aur reeti-riwaz ilaake aur samudaay ke hisaab se "
                "alag hote hain.",
            ),
            "saptapadi kanyadaan kanyadan kanya daan pheras phere fere seven steps vows "
            "vachan rituals rites rasam rasme panigrahan mangalsutra sindoor hindu "
            "सप्तपदी कन्यादान फेरे सात वचन रस्में रस्म पाणिग्रहण",
        ),
        _doc(
            "ritual/tarpan",
            RITUAL,
            Bilingual(
                "Tarpan: offering water to the ancestors",
                "तर्पण: पितरों को जल अर्पण",
                "Tarpan: pitron ko jal arpan",
            ),
            Bilingual(
                "Tarpan is the offering of water to one's ancestors (pitars), and also to the "
                "gods and sages, to honour and satisfy them. Facing south, with the sacred "
                "thread over the right shoulder, the performer pours water mixed with black "
                "sesame from cupped hands over kusha grass, saying each ancestor's name and "
                "gotra. It is done in Pitru Paksha, on Amavasya, at holy rivers and in the "
                "yearly shraddh on the tithi of an ancestor's passing, which also has pind "
                "daan and a meal for Brahmins and the needy.",
                "तर्पण अपने पितरों को, और देवताओं व ऋषियों को भी, उनके सम्मान और तृप्ति के लिए "
                "जल अर्पित करना है। दक्षिण की ओर मुँह करके, जनेऊ दाहिने कंधे पर रखकर, तर्पण करने "
                "वाले व्यक्ति अंजलि से काले तिल मिला जल कुश के ऊपर से छोड़ते हैं और हर पूर्वज का "
                "नाम और गोत्र बोलते हैं। यह पितृ पक्ष में, अमावस्या को, पवित्र नदियों के तट पर, "
                "और हर वर्ष पूर्वज की मृत्यु-तिथि पर होने वाले श्राद्ध में किया जाता है, जिसमें "
                "पिंडदान और ब्राह्मणों व ज़रूरतमंदों को भोजन भी कराया जाता है।",
                "Tarpan apne poorvajon (pitron) ko, aur devtaon aur rishiyon ko bhi, jal arpit "
                "karna hai, unke samman aur tripti ke liye. Dakshin ki taraf munh karke, janeu "
                "daayein kandhe par karke, karne wala anjuli se kaale til mile jal ko kusha ke "
                "upar se chhodta hai, har poorvaj ka naam aur gotra bolte hue. Yeh Pitru Paksha "
                "mein, Amavasya par, pavitra nadiyon par aur saal ke shraddh mein kisi poorvaj ki "
                "mrityu ki tithi par kiya jata hai, jisme pind daan aur Brahmanon aur "
                "zarooratmandon ko bhojan bhi hota hai.",
            ),
            "tarpan tarpanam tarpana water jal ancestors pitar pitru pitra forefathers "
            "offering til sesame kusha yearly annual barsi shraddh shraddha death "
            "anniversary तर्पण पितरों पितर जल तिल कुश बरसी",
        ),
    ]


def _paths_and_shanti() -> list[Doc]:
    return [
        _doc(
            "ritual/sunderkand-path",
            RITUAL,
            Bilingual(
                "Sunderkand path: what it is", "सुंदरकांड पाठ क्या है", "Sunderkand paath kya hai"
            ),
            Bilingual(
                "Sunderkand is the fifth book (kand) of the Ramayana; the path usually recited "
                "is the one in Goswami Tulsidas's Ramcharitmanas. It tells of Hanuman's leap "
                "across the sea to Lanka, his finding of Sita and his return to Shri Ram with "
                "her news. Devotees recite it, alone or together with music, especially on "
                "Tuesdays and Saturdays, at a new home or in difficult times, praying to "
                "Hanuman for courage and for obstacles to be removed.",
                "सुंदरकांड रामायण का पाँचवाँ कांड है; आम तौर पर गोस्वामी तुलसीदास जी के "
                "रामचरितमानस का सुंदरकांड पढ़ा जाता है। इसमें हनुमान जी के समुद्र लाँघकर लंका "
                "जाने, सीता माता को खोजने और उनका समाचार लेकर श्री राम के पास लौटने की कथा है। "
                "भक्त इसका पाठ अकेले या सबके साथ संगीत के साथ करते हैं, विशेष रूप से मंगलवार और "
                "शनिवार को, नए घर में या कठिन समय में, हनुमान जी से साहस और बाधाएँ दूर होने की "
                "प्रार्थना करते हुए।",
                "Sunderkand Ramayan ka paanchva kaand hai; aam taur par Goswami Tulsidas ji ki "
                "Ramcharitmanas wala Sunderkand padha jata hai. Ismein Hanuman ji ke samudra "
                "laanghkar Lanka jaane, Sita ji ko dhoondhne aur unka sandesh lekar Shri Ram ke "
                "paas lautne ki katha hai. Bhakt ise akele ya sab milkar sangeet ke saath padhte "
                "hain, khaas kar Mangalvar aur Shanivar ko, naye ghar mein ya mushkil samay mein, "
                "Hanuman ji se himmat aur sankat door karne ki prarthana karte hue.",
            ),
            "sunderkand sundarkand sunder sundar kand kaand kanda path ramayan ramcharitmanas "
            "hanuman tuesday saturday what why karte padhte सुंदरकांड सुन्दरकाण्ड सुंदरकाण्ड "
            "पाठ रामायण रामचरितमानस करते",
        ),
        _doc(
            "ritual/durga-saptashati",
            RITUAL,
            Bilingual("Durga Saptashati path", "दुर्गा सप्तशती पाठ", "Durga Saptashati paath"),
            Bilingual(
                "The Durga Saptashati, or Chandi Path, is seven hundred verses from the "
                "Markandeya Purana in thirteen chapters, telling of the Goddess's victories "
                "over Madhu and Kaitabh, Mahishasur, and Shumbh and Nishumbh. It is recited "
                "especially in both Navratris, traditionally with the Kavach, Argala and "
                "Keelak before it, often a few chapters a day so that the whole is completed "
                "in the nine days. Devotees recite it in worship of Durga, praying for "
                "protection and strength, and many have a priest recite it for them.",
                "दुर्गा सप्तशती, जिसे चंडी पाठ भी कहते हैं, मार्कंडेय पुराण के सात सौ श्लोकों का "
                "ग्रंथ है, जो तेरह अध्यायों में है, और इसमें मधु-कैटभ, महिषासुर और शुंभ-निशुंभ पर "
                "देवी की विजय की कथा है। इसका पाठ विशेष रूप से दोनों नवरात्रियों में होता है, "
                "परंपरा से पहले कवच, अर्गला और कीलक पढ़कर, और अक्सर रोज़ कुछ अध्याय, ताकि नौ दिनों "
                "में पूरा पाठ हो जाए। भक्त रक्षा और शक्ति की प्रार्थना करते हुए माँ दुर्गा की "
                "उपासना में इसका पाठ करते हैं, और बहुत से लोग पंडित जी से इसका पाठ करवाते हैं।",
                "Durga Saptashati, ya Chandi Paath, Markandeya Puran ke saat sau shlok hain, terah "
                "adhyayon mein, jinme Devi ki Madhu-Kaitabh, Mahishasur aur Shumbh-Nishumbh par "
                "jeet ki katha hai. Iska paath khaas kar dono Navratri mein hota hai, parampara se "
                "pehle Kavach, Argala aur Keelak padhkar, aksar roz kuch adhyay taaki nau dinon "
                "mein poora paath ho jaye. Bhakt Durga maa ki puja mein raksha aur shakti ki "
                "prarthana ke saath iska paath karte hain, aur bahut se log pandit ji se paath "
                "karwate hain.",
            ),
            "durga saptashati saptsati saptshati chandi path paath devi mahatmya chapters "
            "adhyay kavach argala kilak keelak navratri durga path दुर्गा सप्तशती चंडी पाठ "
            "अध्याय कवच",
        ),
        _doc(
            "ritual/navagraha-shanti",
            RITUAL,
            Bilingual("What Navgraha shanti is", "नवग्रह शांति क्या है", "Navgrah shanti kya hai"),
            Bilingual(
                "Navgraha shanti is a puja to the nine grahas of Vedic astrology: Surya, "
                "Chandra, Mangal, Budh, Guru, Shukra, Shani, Rahu and Ketu. Each graha is "
                "invoked in its own place on a mandala of coloured grains and offered its own "
                "flowers, grain and samidha while its mantra is chanted, usually with a "
                "havan. Families have it done at a griha pravesh, before a wedding or when "
                "they feel a difficult period, praying for peace and balance; like every puja "
                "it is an act of worship, not a guarantee of any outcome.",
                "नवग्रह शांति वैदिक ज्योतिष के नौ ग्रहों, यानी सूर्य, चंद्र, मंगल, बुध, गुरु, "
                "शुक्र, शनि, राहु और केतु की पूजा है। रंगीन अनाजों से बने मंडल पर हर ग्रह का "
                "उसके अपने स्थान पर आवाहन किया जाता है, और उसका मंत्र पढ़ते हुए उसे उसके अपने फूल, "
                "अनाज और समिधा अर्पित किए जाते हैं, आम तौर पर हवन के साथ। परिवार इसे गृह प्रवेश "
                "पर, विवाह से पहले या किसी कठिन समय में शांति और संतुलन की प्रार्थना के साथ "
                "करवाते हैं; हर पूजा की तरह यह उपासना है, किसी परिणाम की गारंटी नहीं।",
                "Navgrah shanti Vedic jyotish ke nau grahon ki puja hai: Surya, Chandra, Mangal, "
                "Budh, Guru, Shukra, Shani, Rahu aur Ketu. Rang-birange anaaj se bane mandal par "
                "har grah ka uski apni jagah aavahan kiya jata hai aur uske mantra ke jaap ke "
                "saath use uske apne phool, anaaj aur samidha chadhaye jate hain, aksar havan ke "
                "saath. Parivar griha pravesh par, shaadi se pehle ya jab unhe lage ki mushkil "
                "samay chal raha hai, shanti aur santulan ki prarthana ke liye yeh puja karwate "
                "hain; har puja ki tarah yeh bhi upasana hai, kisi nateeje ki guarantee nahi.",
            ),
            "navagraha navgraha navgrah nav graha nine planets grahas shanti shaanti what "
            "why karte nine grah surya chandra नवग्रह ग्रह शांति नौ",
        ),
        _doc(
            "ritual/kaal-sarp-dosh",
            RITUAL,
            Bilingual(
                "What kaal sarp dosh is said to be",
                "काल सर्प दोष क्या माना जाता है",
                "Kaal sarp dosh kya maana jata hai",
            ),
            Bilingual(
                "Kaal sarp dosh is a combination described in some astrological traditions, "
                "when all seven planets of a birth chart lie on one side of the axis of Rahu "
                "and Ketu. The classical texts do not agree about it, astrologers differ on "
                "how much it matters, and many charts have it. Those who believe it applies "
                "traditionally pray to Shiva, chant the Mahamrityunjaya mantra or have a "
                "Kaal Sarp shanti puja done, often at Trimbakeshwar or Ujjain, as prayer "
                "rather than as a sure remedy.",
                "काल सर्प दोष ज्योतिष की कुछ परंपराओं में बताया गया एक योग है, जो तब माना जाता है "
                "जब जन्म कुंडली के सातों ग्रह राहु और केतु की धुरी के एक ही ओर हों। प्राचीन ग्रंथ "
                "इस पर एकमत नहीं हैं, ज्योतिषी भी इसके महत्व पर अलग-अलग राय रखते हैं, और बहुत सी "
                "कुंडलियों में यह योग होता है। जो लोग इसे मानते हैं, वे परंपरा से भगवान शिव की "
                "आराधना करते हैं, महामृत्युंजय मंत्र का जाप करते हैं या काल सर्प शांति पूजा "
                "करवाते हैं, अक्सर त्र्यंबकेश्वर या उज्जैन में; यह प्रार्थना है, कोई पक्का उपाय "
                "नहीं।",
                "Kaal sarp dosh kuch jyotish paramparaon mein bataya gaya ek yog hai, jab janm "
                "kundli ke saaton grah Rahu aur Ketu ki dhuri ke ek hi taraf hon. Shastriya granth "
                "iske baare mein ek mat nahi hain, jyotishi bhi isme alag-alag raay rakhte hain ki "
                "iska kitna asar hai, aur bahut si kundliyon mein yeh hota hai. Jo maante hain ki "
                "yeh unpar laagu hai, woh parampara se Shiv ji ki prarthana karte hain, "
                "Mahamrityunjay mantra japte hain ya Kaal Sarp shanti puja karwate hain, aksar "
                "Trimbakeshwar ya Ujjain mein, pakke upay ke roop mein nahi, prarthana ke roop "
                "mein.",
            ),
            "kaal sarp sarpa sarap dosh dosha yog yoga rahu ketu what said hota meaning "
            "kundli chart काल सर्प दोष योग राहु केतु",
        ),
        _doc(
            "ritual/mangal-dosh",
            RITUAL,
            Bilingual(
                "What mangal dosh is said to be",
                "मंगल दोष क्या माना जाता है",
                "Mangal dosh kya maana jata hai",
            ),
            Bilingual(
                "Mangal dosh (being manglik) is traditionally said to be present when Mars "
                "sits in certain houses of the birth chart, counted from the lagna, the Moon "
                "or Venus; it is looked at mainly when matching charts for marriage. Many "
                "astrologers note that it is common and that other placements cancel it, "
                "including when both partners are manglik. Families who wish to traditionally "
                "pray to Hanuman on Tuesdays or have a Mangal shanti puja done, as prayer; no "
                "puja can promise an outcome.",
                "मंगल दोष (मांगलिक होना) परंपरा से तब माना जाता है जब जन्म कुंडली में लग्न, "
                "चंद्रमा या शुक्र से गिनने पर मंगल कुछ ख़ास भावों में हो; इसे मुख्य रूप से विवाह "
                "के लिए कुंडली मिलान में देखा जाता है। बहुत से ज्योतिषी बताते हैं कि यह आम है और "
                "कई दूसरी ग्रह-स्थितियों से इसका परिहार हो जाता है, जैसे जब वर और वधू दोनों "
                "मांगलिक हों। जो परिवार चाहें, वे परंपरा से मंगलवार को हनुमान जी की उपासना करते हैं "
                "या मंगल शांति पूजा करवाते हैं, प्रार्थना के रूप में; कोई भी पूजा किसी परिणाम का "
                "वचन नहीं दे सकती।",
                "Mangal dosh (manglik hona) parampara se tab maana jata hai jab janm kundli mein "
                "Mangal kuch khaas bhavon mein ho, lagna, Chandrama ya Shukra se gin kar; ise "
                "zyaadatar shaadi ke liye kundli milan mein dekha jata hai. Bahut se jyotishi "
                "bataate hain ki yeh aam hai aur doosre grah ise kaat dete hain, jaise jab dono "
                "saathi manglik hon. Jo parivar chahein woh parampara se Mangalvar ko Hanuman ji "
                "ki prarthana karte hain ya Mangal shanti puja karwate hain, prarthana ke roop "
                "mein; koi bhi puja kisi nateeje ka vaada nahi kar sakti.",
            ),
            "mangal dosh dosha manglik mangalik kuja mars what said hota meaning marriage "
            "kundli chart मंगल दोष मांगलिक मंगली कुंडली",
        ),
    ]


def rite_docs() -> list[Doc]:
    """The rites of life, the recited paths, and the shanti pujas and doshas."""
    return _sanskars() + _paths_and_shanti()
