"""What devotees ask about doing worship rightly, and what not to do: how many times a mantra
is chanted, the kalash of Navratri step by step, the lamp once the puja is over, what is and
is not offered on a Shiva linga, how a jalabhishek differs from a Rudrabhishek, and why tulsi
is not offered to Ganesh or Shiva; as knowledge documents in English, Hindi and Hinglish.
Traditional and modest: where practice varies it says so and points to the family's priest.
No digits: counts are spelled out, and prices come from the catalogue."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords carry the English words devotees use, Hinglish as they spell it ("chadhate",
# "bujhana") and Devanagari words as typed ("चढ़ाते", "बुझाना"), since only the English text
# is indexed. Not "kitni" or "kitne": retrieval reads them as a price asked.


def _counts_and_steps() -> list[Doc]:
    return [
        _doc(
            "ritual/japa-count",
            RITUAL,
            Bilingual(
                "How many times a mantra is chanted (japa count)",
                "मंत्र का जाप कितनी बार करें",
                "Mantra ka jaap kitni baar karein",
            ),
            Bilingual(
                "Japa is traditionally counted on a mala of a hundred and eight beads: one "
                "round of the mala, without crossing the larger sumeru bead, is a hundred and "
                "eight repetitions. Many devotees chant one mala a day, of the Mahamrityunjaya, "
                "the Gayatri or their chosen mantra, or eleven, twenty-one or fifty-one "
                "repetitions when time is short; what matters most is to keep the same count "
                "every day, with attention. For an anushthan, a vow of japa for one purpose, "
                "the Mahamrityunjaya mantra is traditionally chanted one and a quarter lakh "
                "(sava lakh) times, completed over several days, often by priests, and "
                "followed by a havan; your priest can advise the count and the days for yours.",
                "जाप परंपरा से एक सौ आठ मनकों की माला पर गिना जाता है: सुमेरु (बड़े मनके) को "
                "लाँघे बिना माला का एक फेरा एक सौ आठ जाप होता है। बहुत से भक्त महामृत्युंजय, "
                "गायत्री या अपने इष्ट मंत्र की रोज़ एक माला जपते हैं, और समय कम हो तो ग्यारह, "
                "इक्कीस या इक्यावन बार; सबसे ज़रूरी यह है कि हर दिन उतनी ही संख्या ध्यान और "
                "श्रद्धा से पूरी हो। किसी एक उद्देश्य के संकल्प से किए जाने वाले अनुष्ठान में "
                "महामृत्युंजय मंत्र का जाप परंपरा से सवा लाख बार होता है, जो कई दिनों में, अक्सर "
                "पंडितों द्वारा, पूरा करके हवन किया जाता है; आपके अनुष्ठान की संख्या और दिन पंडित "
                "जी बता सकते हैं।",
                "Jaap parampara se ek sau aath manko ki mala par gina jata hai: sumeru (bade "
                "manke) ko laanghe bina mala ka ek phera ek sau aath jaap hota hai. Bahut se bhakt "
                "Mahamrityunjay, Gayatri ya apne isht mantra ki roz ek mala japte hain, aur time "
                "kam ho to gyarah, ikkis ya ikyavan baar; sabse zaroori yeh hai ki har din utni hi "
                "ginti dhyan aur shraddha se poori ho. Kisi ek uddeshya ke sankalp se kiye jane "
                "wale anushthan mein Mahamrityunjay mantra ka jaap parampara se sava lakh baar "
                "hota hai, jo kai dinon mein, aksar pandit ji log poora karte hain aur phir havan "
                "hota hai; aapke anushthan ki ginti aur din apne pandit ji se poochh lijiye.",
            ),
            "how many times baar bar number count counting ginti sankhya chant chanting jap "
            "japa jaap mala round daily roz mahamrityunjaya mahamrityunjay gayatri mantra "
            "sava lakh anushthan kare karna chahiye बार संख्या गिनती जाप जप माला "
            "महामृत्युंजय मृत्युंजय गायत्री मंत्र रोज़ सवा लाख अनुष्ठान",
        ),
        _doc(
            "ritual/navratri-kalash-vidhi",
            RITUAL,
            Bilingual(
                "Kalash sthapana in Navratri (ghatasthapana): how it is done",
                "नवरात्रि में कलश स्थापना (घटस्थापना) की विधि",
                "Navratri mein kalash sthapana (ghatasthapana) ki vidhi",
            ),
            Bilingual(
                "Ghatasthapana is done on the first day of Navratri, in the morning, "
                "traditionally in the muhurat the Panchang gives for it and never at night. The "
                "place is cleaned, clean soil is spread in a wide clay pot or on a low seat, "
                "and barley (jau) is sown in it. A kalash of clay, copper or brass is filled "
                "with water and a little Ganga jal, with a coin, a betel nut, akshat and durva "
                "grass put in; a sacred thread (mauli) is tied round its neck, five mango "
                "leaves are set in its mouth, and a coconut wrapped in red cloth is placed on "
                "top. With a sankalp, Ganesh is worshipped first, then the Goddess is invoked "
                "into the kalash and worshipped with roli, flowers and a lamp, which many "
                "families keep burning through the nine days (akhand jyoti). The kalash is "
                "worshipped every day and moved after the last day's kanya pujan or havan; "
                "customs differ between families, and a priest can perform it for you.",
                "घटस्थापना नवरात्रि के पहले दिन सुबह की जाती है, परंपरा से पंचांग में दिए गए "
                "मुहूर्त में, रात में कभी नहीं। जगह साफ़ करके चौड़े मिट्टी के पात्र में या चौकी "
                "पर साफ़ मिट्टी बिछाई जाती है और उसमें जौ बोए जाते हैं। मिट्टी, तांबे या पीतल के "
                "कलश में जल और थोड़ा गंगाजल भरकर उसमें सिक्का, सुपारी, अक्षत और दूर्वा डाली "
                "जाती है; गले में मौली बाँधी जाती है, मुख पर आम के पाँच पत्ते रखे जाते हैं, और "
                "ऊपर लाल कपड़े में लिपटा नारियल रखा जाता है। संकल्प लेकर पहले गणेश जी की पूजा "
                "होती है, फिर कलश में देवी का आवाहन करके रोली, फूल और दीपक से पूजा की जाती है; "
                "बहुत से परिवार यह दीपक नौ दिन जलाए रखते हैं (अखंड ज्योति)। कलश की रोज़ पूजा होती "
                "है और अंतिम दिन कन्या पूजन या हवन के बाद उसे हटाया जाता है; हर परिवार की रीति "
                "कुछ अलग होती है, और पंडित जी यह पूजा आपके लिए करा सकते हैं।",
                "Ghatasthapana Navratri ke pehle din subah ki jati hai, parampara se Panchang mein "
                "diye gaye muhurat mein, raat mein kabhi nahi. Jagah saaf karke chaude mitti ke "
                "bartan mein ya chauki par saaf mitti bichhayi jati hai aur usme jau boye jate "
                "hain. Mitti, tambe ya peetal ke kalash mein paani aur thoda Gangajal bharkar usme "
                "sikka, supari, akshat aur doob (durva) daali jati hai; kalash ke gale mein mauli "
                "bandhi jati hai, munh par aam ke paanch patte rakhe jate hain, aur upar laal "
                "kapde mein lipta nariyal rakha jata hai. Sankalp lekar pehle Ganesh ji ki puja "
                "hoti hai, phir kalash mein Devi ka aavahan karke roli, phool aur diye se puja ki "
                "jati hai; bahut se parivar yeh diya nau din jalaye rakhte hain (akhand jyoti). "
                "Kalash ki roz puja hoti hai aur aakhri din kanya pujan ya havan ke baad use "
                "hataya jata hai; har parivar ki reet thodi alag hoti hai, aur pandit ji yeh puja "
                "aapke liye kara sakte hain.",
            ),
            "kalash kalas sthapana sthapna ghatasthapana ghat sthapana navratri navaratri "
            "vidhi method steps how procedure tarika niyam jau barley coconut nariyal mango "
            "leaves first day pehle din akhand jyoti कलश स्थापना घटस्थापना नवरात्रि नवरात्र "
            "विधि तरीका जौ नारियल पहले दिन",
        ),
        _doc(
            "ritual/diya-after-puja",
            RITUAL,
            Bilingual(
                "Putting out the diya after puja",
                "पूजा के बाद दीपक बुझाएँ या अपने आप बुझने दें",
                "Puja ke baad diya bujhayein ya apne aap bujhne dein",
            ),
            Bilingual(
                "Traditionally the diya of a puja is not blown out with the breath: it is left "
                "to burn until its ghee or oil is used up and it goes out by itself. If it must "
                "be put out, for safety or when no one will be at home, it is done with "
                "respect: by fanning it gently with the hand, or by drawing the wick back into "
                "the ghee or oil, never by blowing on it. An akhand jyoti kept for a vrat or "
                "for Navratri is tended so that it does not go out. Never leave a burning lamp "
                "unattended near cloth or curtains.",
                "परंपरा से पूजा का दीपक फूँक मारकर नहीं बुझाया जाता: उसे तब तक जलने दिया जाता है "
                "जब तक घी या तेल ख़त्म होकर वह अपने आप शांत न हो जाए। अगर सुरक्षा के लिए या घर पर "
                "किसी के न रहने से बुझाना ही पड़े, तो आदर से बुझाइए: हाथ से हल्की हवा करके, या "
                "बाती को घी या तेल में पीछे खींचकर, फूँक मारकर कभी नहीं। व्रत या नवरात्रि की "
                "अखंड ज्योति की देखभाल की जाती है ताकि वह न बुझे। जलते दीपक को कपड़े या पर्दों "
                "के पास बिना देखरेख के न छोड़ें।",
                "Parampara se puja ka diya phoonk maar kar nahi bujhaya jata: use tab tak jalne "
                "diya jata hai jab tak ghee ya tel khatam hokar woh apne aap shant na ho jaye. "
                "Agar safety ke liye ya ghar par koi na ho isliye bujhana hi pade, to aadar se "
                "bujhaiye: haath se halki hawa karke, ya baati ko ghee ya tel mein peechhe kheench "
                "kar, phoonk maar kar kabhi nahi. Vrat ya Navratri ki akhand jyoti ka dhyan rakha "
                "jata hai taaki woh na bujhe. Jalte diye ko kapde ya parde ke paas bina dekhrekh "
                "ke mat chhodiye.",
            ),
            "diya diyas deepak deep deepam lamp jyot jyoti blow blowing blown extinguish "
            "put out off after puja baad bujhana bujhaye bujhaen bujhate bujhne bujha "
            "apne aap itself burn out khud दीया दीये दीपक दीप ज्योत बुझाना बुझाएँ बुझाएं "
            "बुझाते बुझने बुझा फूँक अपने आप बाद",
        ),
    ]


def _shiva() -> list[Doc]:
    return [
        _doc(
            "ritual/shivling-offerings",
            RITUAL,
            Bilingual(
                "What is offered on a Shiva linga, and what is not",
                "शिवलिंग पर क्या चढ़ाएँ और क्या नहीं",
                "Shivling par kya chadhayein aur kya nahi",
            ),
            Bilingual(
                "Traditionally offered on the Shiva linga: water or Ganga jal, raw milk, curd, "
                "honey, ghee or panchamrit, whole bel (bilva) leaves of three leaflets, dhatura "
                "and aak flowers, white flowers, bhasma, sandalwood paste, unbroken rice "
                "(akshat), and fruit or sweets as naivedya. Traditionally not offered: tulsi "
                "leaves, kumkum or sindoor, turmeric (haldi), ketaki (kevda) flowers, broken "
                "rice, and water poured from a conch (shankh); each has its reason in tradition, "
                "and for some, such as tulsi, ketaki and the conch, the Puranas tell a story. "
                "Water and milk are poured gently, in a thin stream, and in many traditions "
                "the devotee does not step over the channel through which they "
                "flow away (the jalahari) but goes half way round and back. Customs differ "
                "between regions and temples, and the temple's priest can guide you.",
                "परंपरा से शिवलिंग पर चढ़ाया जाता है: जल या गंगाजल, कच्चा दूध, दही, शहद, घी या "
                "पंचामृत, तीन पत्तियों वाले साबुत बेलपत्र, धतूरा और आक के फूल, सफ़ेद फूल, भस्म, "
                "चंदन, साबुत चावल (अक्षत), और नैवेद्य में फल या मिठाई। परंपरा से नहीं चढ़ाए "
                "जाते: तुलसी के पत्ते, कुमकुम या सिंदूर, हल्दी, केतकी (केवड़े) के फूल, टूटे चावल, "
                "और शंख से जल; हर एक के पीछे परंपरा का कोई कारण है, और कुछ के पीछे, जैसे तुलसी, "
                "केतकी और शंख के, पुराणों की कथा भी। जल और दूध धीरे-धीरे, पतली "
                "धार में चढ़ाया जाता है, और कई परंपराओं में जलहरी (जिस नाली से जल बहता है) को "
                "लाँघा नहीं जाता, आधी परिक्रमा करके लौटा जाता है। हर क्षेत्र और मंदिर की रीति "
                "कुछ अलग होती है, और मंदिर के पुजारी जी आपको बता सकते हैं।",
                "Parampara se Shivling par chadhaya jata hai: jal ya Gangajal, kachcha doodh, "
                "dahi, shahad, ghee ya panchamrit, teen pattiyon wale saabut bel patra, dhatura "
                "aur aak ke phool, safed phool, bhasma, chandan, saabut chawal (akshat), aur "
                "naivedya mein phal ya mithai. Parampara se nahi chadhaye jate: tulsi ke patte, "
                "kumkum ya sindoor, haldi, ketki (kevda) ke phool, toote chawal, aur shankh se "
                "jal; har ek ke peechhe parampara ka koi kaaran hai, aur kuch ke peechhe, jaise "
                "tulsi, ketki aur shankh ke, Puranon ki katha bhi. Jal aur doodh dheere-dheere, "
                "patli dhaar mein chadhaya jata hai, aur kai paramparaon mein jalahari (jis naali "
                "se jal behta hai) ko laangha nahi jata, aadhi parikrama karke wapas aaya jata "
                "hai. Har ilaake aur mandir ki reet thodi alag hoti hai, aur mandir ke pujari ji "
                "aapko bata sakte hain.",
            ),
            "shivling shivlinga shiv ling linga lingam shiva shivji offer offered offering "
            "offerings chadhana chadhate chadhaye chadhaen chadhaya chadhaana chadha arpit what "
            "not avoid forbidden never tulsi haldi turmeric kumkum sindoor ketaki kevda shankh "
            "conch bel belpatra bilva dhatura bhasma milk doodh water jal शिवलिंग शिव चढ़ाना "
            "चढ़ाते चढ़ाएँ चढ़ाएं चढ़ाया चढ़ा अर्पित तुलसी हल्दी सिंदूर कुमकुम केतकी शंख बेलपत्र "
            "धतूरा भस्म दूध जल",
        ),
        _doc(
            "ritual/jalabhishek",
            RITUAL,
            Bilingual(
                "Jalabhishek and Rudrabhishek: the difference",
                "जलाभिषेक और रुद्राभिषेक में अंतर",
                "Jalabhishek aur Rudrabhishek mein kya fark hai",
            ),
            Bilingual(
                "Jalabhishek is the offering of water alone to the Shiva linga, poured in a "
                "thin, steady stream from a copper or brass lota while chanting Om Namah "
                "Shivaya; any devotee can do it, at home or in a temple, every day and "
                "especially on Mondays and in Shravan, when kanwariyas carry Ganga jal for it. "
                "Rudrabhishek is a fuller ritual: the linga is bathed with water and also "
                "milk, curd, honey, ghee and sugar while the Shri Rudram (Rudri) of the "
                "Yajurveda is chanted, traditionally by trained priests after a sankalp, and "
                "then bel leaves, flowers and sandalwood are offered. So jalabhishek is the "
                "simple offering of water a devotee makes; Rudrabhishek is an abhishek with the "
                "Rudra chanting, done for a prayer or an occasion.",
                "जलाभिषेक में शिवलिंग पर केवल जल चढ़ाया जाता है, तांबे या पीतल के लोटे से पतली और "
                "लगातार धार में, ॐ नमः शिवाय का जाप करते हुए; इसे कोई भी भक्त घर पर या मंदिर में "
                "रोज़ कर सकता है, ख़ास तौर पर सोमवार को और सावन में, जब काँवड़िये इसके लिए गंगाजल "
                "लाते हैं। रुद्राभिषेक इससे विस्तृत अनुष्ठान है: यजुर्वेद के श्री रुद्रम् (रुद्री) "
                "के पाठ के साथ शिवलिंग को जल के साथ दूध, दही, शहद, घी और शक्कर से स्नान कराया "
                "जाता है, परंपरा से संकल्प लेकर प्रशिक्षित पंडितों द्वारा, और फिर बेलपत्र, फूल "
                "और चंदन अर्पित किए जाते हैं। यानी जलाभिषेक भक्त का जल चढ़ाने का सरल अर्पण है, "
                "और रुद्राभिषेक रुद्र-पाठ के साथ किया जाने वाला अभिषेक, किसी प्रार्थना या अवसर "
                "के लिए।",
                "Jalabhishek mein Shivling par sirf jal chadhaya jata hai, tambe ya peetal ke lote "
                "se patli aur lagataar dhaar mein, Om Namah Shivaya japte hue; yeh koi bhi bhakt "
                "ghar par ya mandir mein roz kar sakta hai, khaas kar Somvar ko aur Sawan mein, "
                "jab kanwariye iske liye Gangajal laate hain. Rudrabhishek isse bada anushthan "
                "hai: Yajurved ke Shri Rudram (Rudri) ke paath ke saath Shivling ko jal ke saath "
                "doodh, dahi, shahad, ghee aur shakkar se snan karaya jata hai, parampara se "
                "sankalp lekar trained pandit ji log karte hain, aur phir bel patra, phool aur "
                "chandan chadhaye jate hain. Yaani jalabhishek bhakt ka jal chadhane ka saral "
                "arpan hai, aur Rudrabhishek Rudra paath ke saath kiya jane wala abhishek, kisi "
                "prarthana ya mauke ke liye.",
            ),
            "jalabhishek jalabhishekam jal abhishek jalabhisheka water jal chadhana lota "
            "difference different between vs versus compare antar farak fark rudrabhishek "
            "rudra abhishek shivling shiva kanwar kanwariya sawan shravan जलाभिषेक जल अभिषेक "
            "अंतर फर्क फ़र्क रुद्राभिषेक लोटा शिवलिंग",
        ),
    ]


def _tulsi() -> list[Doc]:
    return [
        _doc(
            "ritual/tulsi-ganesh-shiva",
            RITUAL,
            Bilingual(
                "Why tulsi is not offered to Ganesh or Shiva",
                "गणेश जी और शिव जी को तुलसी क्यों नहीं चढ़ाई जाती",
                "Ganesh ji aur Shiv ji ko tulsi kyun nahi chadhayi jati",
            ),
            Bilingual(
                "Traditionally tulsi is offered to Vishnu and his forms, Krishna and Ram, but "
                "not to Ganesh or to Shiva. The Puranas tell that Tulsi Devi once asked "
                "Ganesh, who was absorbed in penance, to marry her; he declined, and it was "
                "said she would be dear to Vishnu but never offered to Ganesh, so he is offered "
                "durva grass instead (in some traditions tulsi is offered to him once a year, "
                "on Ganesh Chaturthi). For Shiva the story is that Tulsi, as Vrinda, was the "
                "devoted wife of the asura Jalandhar (Shankhachuda in another telling) whom "
                "Shiva slew, so Shiva is offered bel leaves, not tulsi. Customs vary between "
                "regions and families, and your priest can guide you.",
                "परंपरा से तुलसी भगवान विष्णु और उनके रूपों, श्री कृष्ण और श्री राम, को चढ़ाई "
                "जाती है, गणेश जी और शिव जी को नहीं। पुराणों में कथा है कि तुलसी देवी ने तपस्या "
                "में लीन गणेश जी से विवाह का प्रस्ताव रखा; गणेश जी ने मना कर दिया, और तब से "
                "माना गया कि तुलसी विष्णु जी को प्रिय रहेंगी पर गणेश जी को नहीं चढ़ेंगी, इसलिए "
                "उन्हें तुलसी की जगह दूर्वा चढ़ाई जाती है (कुछ परंपराओं में साल में एक बार, गणेश "
                "चतुर्थी पर, उन्हें तुलसी चढ़ाई जाती है)। शिव जी के लिए कथा है कि तुलसी, वृंदा के "
                "रूप में, उस असुर जालंधर (दूसरी कथा में शंखचूड़) की पतिव्रता पत्नी थीं जिसका वध "
                "शिव जी ने किया, इसलिए शिव जी को तुलसी नहीं, बेलपत्र चढ़ाया जाता है। हर क्षेत्र "
                "और परिवार की रीति कुछ अलग होती है, और पंडित जी आपको बता सकते हैं।",
                "Parampara se tulsi Bhagwan Vishnu aur unke roopon, Shri Krishna aur Shri Ram, "
                "ko chadhayi jati hai, Ganesh ji aur Shiv ji ko nahi. Puranon mein katha hai ki "
                "Tulsi Devi ne tapasya mein leen Ganesh ji se vivah ka prastaav rakha; Ganesh ji "
                "ne mana kar diya, aur tab se maana gaya ki tulsi Vishnu ji ko priya rahengi par "
                "Ganesh ji ko nahi chadhengi, isliye unhe tulsi ki jagah doob (durva) chadhayi "
                "jati hai (kuch paramparaon mein saal mein ek baar, Ganesh Chaturthi par, unhe "
                "tulsi chadhayi jati hai). Shiv ji ke liye katha hai ki Tulsi, Vrinda ke roop "
                "mein, us asur Jalandhar (doosri katha mein Shankhachud) ki pativrata patni "
                "thin jiska vadh Shiv ji ne kiya, isliye Shiv ji ko tulsi nahi, bel patra "
                "chadhaya jata hai. Har ilaake aur parivar ki reet thodi alag hoti hai, aur "
                "pandit ji aapko bata sakte hain.",
            ),
            "tulsi tulasi basil ganesh ganesha ganpati ganapati ganeshji vinayak shiva shiv "
            "shivji shankar mahadev bholenath offer offered offering chadhana chadhate "
            "chadhaye chadhai chadhayi chadha chadhaen why not forbidden durva doob bel vrinda "
            "jalandhar vishnu krishna तुलसी गणेश गणपति शिव शिवजी शंकर महादेव भोलेनाथ चढ़ाते "
            "चढ़ाना चढ़ाई चढ़ाएँ चढ़ाएं चढ़ा क्यों दूर्वा बेलपत्र वृंदा",
        ),
    ]


def worship_docs() -> list[Doc]:
    """Questions of doing worship rightly: counts, steps, the lamp, the Shiva linga, and to
    whom tulsi is not offered."""
    return _counts_and_steps() + _shiva() + _tulsi()
