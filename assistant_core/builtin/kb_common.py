"""Questions devotees very often ask that the other knowledge modules leave open: which day is
kept for which deity, what becomes of old flowers and broken idols, the swastik and Om, why
Ganesh comes first, panchamrit, brahma muhurta, eclipses and sutak, arghya to the sun,
touching elders' feet, incense, akshat, udyapan, vrat food and aachman; as knowledge
documents in English, Hindi and Hinglish. Traditional and modest: where practice varies it
says so, tells what tradition holds without promising an outcome or threatening one, and
points to the family's priest. No digits: counts are spelled out."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords carry the English words devotees use, Hinglish as they spell it and Devanagari
# words as typed, since only the English text is indexed. They avoid the words that name
# an older document's subject (ekadashi, kalash, diya, aarti), so that one keeps its question.


def _days_and_disposal() -> list[Doc]:
    return [
        _doc(
            "ritual/weekday-deities",
            RITUAL,
            Bilingual(
                "Which day of the week is kept for which deity",
                "सप्ताह का कौन सा दिन किस देवता का है",
                "Hafte ka kaun sa din kis devta ka hai",
            ),
            Bilingual(
                "By common North Indian custom, Sunday is for Surya, the sun; Monday for Shiva; "
                "Tuesday for Hanuman (and Mangal); Wednesday for Ganesh (and Budh); Thursday "
                "for Vishnu and Brihaspati (Guru); Friday for Lakshmi, Durga and Santoshi Mata; "
                "and Saturday for Shani, and for Hanuman too. The days follow the planets they "
                "are named after, and regions differ: in Maharashtra Thursday is also "
                "Dattatreya's and many devotees keep it for Sai Baba, and in the South Tuesday "
                "is often Murugan's or Durga's. A vrat or a special puja is usually kept on the "
                "deity's day, but any deity may be worshipped on any day.",
                "आम उत्तर भारतीय परंपरा में रविवार सूर्य देव का, सोमवार शिव जी का, मंगलवार "
                "हनुमान जी (और मंगल ग्रह) का, बुधवार गणेश जी (और बुध ग्रह) का, गुरुवार विष्णु "
                "जी और बृहस्पति देव का, शुक्रवार लक्ष्मी जी, दुर्गा माँ और संतोषी माता का और "
                "शनिवार शनि देव के साथ हनुमान जी का भी माना जाता है। ये दिन उन ग्रहों से जुड़े "
                "हैं जिनके नाम पर वे रखे गए हैं, और क्षेत्र के हिसाब से मान्यता बदलती है: "
                "महाराष्ट्र में गुरुवार दत्तात्रेय जी का भी है और बहुत से भक्त इसे साईं बाबा का "
                "दिन मानते हैं, दक्षिण में मंगलवार अक्सर मुरुगन या दुर्गा माँ का होता है। व्रत "
                "या विशेष पूजा आमतौर पर देवता के दिन रखी जाती है, लेकिन किसी भी देवता की पूजा "
                "किसी भी दिन की जा सकती है।",
                "Aam North Indian parampara mein Raviwar Surya dev ka, Somwar Shiv ji ka, "
                "Mangalwar Hanuman ji (aur Mangal grah) ka, Budhwar Ganesh ji (aur Budh grah) "
                "ka, Guruwar Vishnu ji aur Brihaspati dev ka, Shukrawar Lakshmi ji, Durga maa aur "
                "Santoshi Mata ka aur Shaniwar Shani dev ke saath Hanuman ji ka bhi mana jata "
                "hai. Yeh din un grahon se jude hain jinke naam par rakhe gaye hain, aur ilake "
                "ke hisaab se maanyata badalti hai: Maharashtra mein Guruwar Dattatreya ji ka "
                "bhi hai aur bahut se bhakt ise Sai Baba ka din maante hain, South mein "
                "Mangalwar aksar Murugan ya Durga maa ka hota hai. Vrat ya vishesh puja aam "
                "taur par devta ke din rakhi jati hai, lekin kisi bhi devta ki puja kisi bhi din "
                "ki ja sakti hai.",
            ),
            "day days week weekday weekdays which deity god gods goddess devta bhagwan "
            "sunday monday tuesday wednesday thursday friday saturday raviwar somwar somvar "
            "mangalwar mangalvar budhwar budhvar guruwar guruvar brihaspativar shukrawar "
            "shukravar shaniwar shanivar din kaun kis hafte saptah worship pooja graha grah "
            "planet planets navagraha saturn sun moon mars mercury jupiter venus "
            "दिन कौन किस किसका सप्ताह हफ्ते देवता भगवान रविवार सोमवार मंगलवार बुधवार "
            "गुरुवार बृहस्पतिवार शुक्रवार शनिवार",
        ),
        _doc(
            "ritual/old-puja-items",
            RITUAL,
            Bilingual(
                "What to do with old puja flowers, broken idols and old pictures of God",
                "पूजा के पुराने फूल, खंडित मूर्ति और पुरानी तस्वीरों का क्या करें",
                "Puja ke purane phool, khandit murti aur purani tasveeron ka kya karein",
            ),
            Bilingual(
                "Flowers, garlands and leaves once offered (nirmalya) are removed with respect, "
                "usually the next morning, and are not thrown in the rubbish: they are put in "
                "the soil of a plant or a compost pit, laid under a tree, or given to a "
                "temple's collection; many towns now ask that they not be put in rivers. An "
                "idol that is cracked or broken is traditionally no longer worshipped on the "
                "altar: a clay idol is immersed (visarjan) in a tub of water at home and the "
                "dissolved clay given to plants, and a metal or stone one is repaired or given "
                "to a temple. Old pictures and calendars of deities are likewise given to a "
                "temple or immersed or buried with a short prayer, after taking off the glass "
                "and frame. Nothing bad comes of an idol breaking by accident; it is simply "
                "replaced.",
                "चढ़ाए हुए फूल, माला और पत्ते (निर्माल्य) आमतौर पर अगली सुबह आदर से उतार लिए "
                "जाते हैं और कूड़े में नहीं फेंके जाते: इन्हें गमले की मिट्टी या खाद के गड्ढे में "
                "डाल दिया जाता है, किसी पेड़ के नीचे रख दिया जाता है या मंदिर के संग्रह में दे "
                "दिया जाता है; अब कई शहरों में इन्हें नदी में न डालने को कहा जाता है। परंपरा से "
                "खंडित या दरार वाली मूर्ति की पूजा मंदिर में नहीं की जाती: मिट्टी की मूर्ति का "
                "घर पर ही पानी के टब में विसर्जन कर दिया जाता है और घुली मिट्टी पौधों में डाल दी "
                "जाती है, जबकि धातु या पत्थर की मूर्ति ठीक करवा ली जाती है या मंदिर में दे दी "
                "जाती है। भगवान की पुरानी तस्वीरें और कैलेंडर भी शीशा और फ्रेम हटाकर, छोटी-सी "
                "प्रार्थना के साथ मंदिर में दे दिए जाते हैं, विसर्जित कर दिए जाते हैं या मिट्टी "
                "में दबा दिए जाते हैं। मूर्ति गलती से टूट जाए तो इसमें कोई अशुभ बात नहीं है, "
                "बस उसकी जगह नई मूर्ति रख ली जाती है।",
                "Chadhaye hue phool, maala aur patte (nirmalya) aam taur par agli subah aadar se "
                "utaar liye jate hain aur kachre mein nahi phenke jate: inhe gamle ki mitti ya "
                "khaad ke gaddhe mein daal diya jata hai, kisi ped ke neeche rakh diya jata hai "
                "ya mandir ke sangrah mein de diya jata hai; ab kai shehron mein inhe nadi mein "
                "na daalne ko kaha jata hai. Parampara se khandit ya daraar wali murti ki puja "
                "mandir mein nahi ki jati: mitti ki murti ka ghar par hi paani ke tub mein "
                "visarjan kar diya jata hai aur ghuli mitti paudhon mein daal di jati hai, jabki "
                "dhaatu ya patthar ki murti theek karwa li jati hai ya mandir mein de di jati "
                "hai. Bhagwan ki purani tasveerein aur calendar bhi sheesha aur frame hata kar, "
                "chhoti si prarthana ke saath mandir mein de diye jate hain, visarjit kar diye "
                "jate hain ya mitti mein daba diye jate hain. Murti galti se toot jaye to "
                "ismein koi ashubh baat nahi hai, bas uski jagah nayi murti rakh li jati hai.",
            ),
            "old purana purane puraani wilted dried sukhe flowers flower phool garland garlands "
            "mala leaves nirmalya dispose disposal throw phenke phenkna do karein karen karu "
            "broken toota tooti tuti khandit cracked chipped idol idols murti murtiyan statue "
            "photo photos picture pictures tasveer tasveeren calendar frame visarjan immerse "
            "immersion river nadi "
            "पुराने पुरानी पुराना सूखे फूल माला निर्माल्य फेंके फेंकें फेंकना करें "
            "टूटी टूटा टूट खंडित मूर्ति मूर्तियाँ तस्वीर तस्वीरें फोटो कैलेंडर विसर्जन नदी",
        ),
    ]


def _symbols() -> list[Doc]:
    return [
        _doc(
            "ritual/swastik",
            RITUAL,
            Bilingual(
                "What the swastik symbol means",
                "स्वास्तिक चिह्न का अर्थ क्या है",
                "Swastik chinh ka arth kya hai",
            ),
            Bilingual(
                'The word swastik comes from the Sanskrit "su" (good) and "asti" (it is): it '
                "is a mark of well-being and auspiciousness. It is drawn with kumkum, haldi or "
                "sindoor at the entrance of a home, on a kalash, on new account books at Diwali "
                "and at the start of any auspicious work, and it is closely linked with "
                "Ganesh, who removes obstacles. Its four arms are read in several ways, as the "
                "four directions, the four Vedas or the four aims of life; the Hindu swastik "
                "has its arms turning to the right, usually with a dot in each quarter.",
                'स्वास्तिक शब्द संस्कृत के "सु" (अच्छा) और "अस्ति" (होना) से बना है: यह मंगल '
                "और कल्याण का चिह्न है। इसे घर के द्वार पर, कलश पर, दीवाली पर नए बही-खातों पर "
                "और हर शुभ काम की शुरुआत में कुमकुम, हल्दी या सिंदूर से बनाया जाता है, और इसे "
                "विघ्नहर्ता गणेश जी से जोड़ा जाता है। इसकी चार भुजाओं के कई अर्थ बताए जाते हैं, "
                "जैसे चार दिशाएँ, चार वेद या जीवन के चार पुरुषार्थ; हिंदू स्वास्तिक की भुजाएँ "
                "दाईं ओर मुड़ी होती हैं और आमतौर पर हर खाने में एक बिंदु लगाया जाता है।",
                'Swastik shabd Sanskrit ke "su" (achha) aur "asti" (hona) se bana hai: yeh '
                "mangal aur kalyan ka chinh hai. Ise ghar ke dwaar par, kalash par, Diwali par "
                "naye bahi-khaaton par aur har shubh kaam ki shuruaat mein kumkum, haldi ya "
                "sindoor se banaya jata hai, aur ise Vighnaharta Ganesh ji se joda jata hai. "
                "Iski chaar bhujaon ke kai arth bataye jate hain, jaise chaar dishayein, chaar "
                "Ved ya jeevan ke chaar purusharth; Hindu swastik ki bhujayein daayi or mudi "
                "hoti hain aur aam taur par har khaane mein ek bindu lagaya jata hai.",
            ),
            "swastik swastika swastic sathiya satiya symbol sign chinh nishan mark meaning "
            "arth matlab significance mahatva why draw drawn banate banaya door entrance "
            "स्वास्तिक सातिया सथिया चिह्न चिन्ह निशान अर्थ मतलब महत्व बनाते क्यों",
        ),
        _doc(
            "ritual/om-meaning",
            RITUAL,
            Bilingual(
                "Om: what it means",
                "ॐ का अर्थ क्या है और मंत्र ॐ से क्यों शुरू होते हैं",
                "Om ka arth kya hai aur mantra Om se kyun shuru hote hain",
            ),
            Bilingual(
                "Om, also written Aum, is called the pranava: the sacred syllable held to be "
                "the first sound, standing for Brahman, the reality behind everything. The "
                "Mandukya Upanishad reads its three sounds A, U and M as waking, dreaming and "
                "deep sleep, and the silence after it as the pure consciousness beyond them. "
                "That is why mantras, prayers and the reading of scripture begin with Om, and "
                "why it is chanted on its own in meditation, slowly and with the breath.",
                "ॐ, जिसे ओम या औम भी लिखा जाता है, प्रणव कहलाता है: यह वह पवित्र अक्षर है "
                "जिसे आदि-ध्वनि और सब कुछ के मूल ब्रह्म का प्रतीक माना जाता है। माण्डूक्य "
                "उपनिषद इसकी तीन ध्वनियों अ, उ और म को जाग्रत, स्वप्न और सुषुप्ति की अवस्थाएँ "
                "बताता है, और इसके बाद के मौन को उनसे परे शुद्ध चेतना। इसीलिए मंत्र, प्रार्थना "
                "और शास्त्र-पाठ ॐ से शुरू होते हैं, और ध्यान में इसका अकेले, धीरे-धीरे साँस के "
                "साथ जप किया जाता है।",
                "Om, jise Aum bhi likha jata hai, pranav kehlata hai: yeh woh pavitra akshar "
                "hai jise aadi-dhwani aur sab kuch ke mool Brahman ka prateek mana jata hai. "
                "Mandukya Upanishad iski teen dhwaniyon A, U aur M ko jaagrat, swapna aur "
                "sushupti ki avasthayein batata hai, aur iske baad ke maun ko unse pare shuddh "
                "chetna. Isiliye mantra, prarthana aur shastra-paath Om se shuru hote hain, aur "
                "dhyan mein iska akele, dheere-dheere saans ke saath jap kiya jata hai.",
            ),
            "om aum omkar omkara pranav pranava meaning arth matlab symbol sound syllable "
            "why start begin shuru chant chanting meditation dhyan "
            "ॐ ओम ओमकार ओंकार औम प्रणव अर्थ मतलब क्यों शुरू ध्वनि ध्यान",
        ),
        _doc(
            "ritual/ganesh-first",
            RITUAL,
            Bilingual(
                "Why Ganesh is worshipped first",
                "गणेश जी की पूजा सबसे पहले क्यों होती है",
                "Ganesh ji ki puja sabse pehle kyun hoti hai",
            ),
            Bilingual(
                "Ganesh is Vighnaharta, the remover of obstacles, and the lord of beginnings, "
                "so every puja, wedding, griha pravesh or new venture starts by invoking him; "
                "he is called pratham pujya, the one worshipped first. One popular story tells "
                "that when Shiva and Parvati asked their sons to go round the world, Kartikeya "
                "set off on his peacock while Ganesh walked round his parents, saying they were "
                "his whole world, and was blessed to be worshipped before all the gods. Another "
                "tells that Shiva gave him this honour when he restored his life with an "
                "elephant's head.",
                "गणेश जी विघ्नहर्ता हैं और हर शुरुआत के स्वामी, इसलिए हर पूजा, विवाह, गृह "
                "प्रवेश या नया काम उनके आवाहन से शुरू होता है; उन्हें प्रथम पूज्य कहा जाता है। "
                "एक प्रचलित कथा है कि जब शिव-पार्वती ने अपने पुत्रों से संसार की परिक्रमा करने "
                "को कहा, तो कार्तिकेय अपने मोर पर निकल पड़े, जबकि गणेश जी ने यह कहकर माता-पिता "
                "की परिक्रमा कर ली कि वही उनका पूरा संसार हैं, और उन्हें सब देवताओं से पहले "
                "पूजे जाने का वरदान मिला। एक और कथा के अनुसार, गज का मुख लगाकर उन्हें जीवन "
                "लौटाते समय शिव जी ने उन्हें यह सम्मान दिया।",
                "Ganesh ji Vighnaharta hain aur har shuruaat ke swami, isliye har puja, vivah, "
                "griha pravesh ya naya kaam unke aavahan se shuru hota hai; unhe pratham pujya "
                "kaha jata hai. Ek prachalit katha hai ki jab Shiv-Parvati ne apne putron se "
                "sansaar ki parikrama karne ko kaha, to Kartikeya apne mor par nikal pade, jabki "
                "Ganesh ji ne yeh keh kar mata-pita ki parikrama kar li ki wahi unka poora "
                "sansaar hain, aur unhe sab devtaon se pehle pooje jaane ka vardaan mila. Ek aur "
                "katha ke anusaar, gaj ka mukh laga kar unhe jeevan lautate samay Shiv ji ne "
                "unhe yeh samman diya.",
            ),
            "ganesh ganesha ganpati ganapati ganesh ji vinayak first pehle sabse pratham "
            "pujya worshipped worship why kyun kyu puja start beginning shuru vighnaharta "
            "गणेश गणेशजी गणपति विनायक पहले सबसे प्रथम पूज्य पूजा क्यों शुरू विघ्नहर्ता",
        ),
    ]


def _offerings() -> list[Doc]:
    return [
        _doc(
            "ritual/panchamrit",
            RITUAL,
            Bilingual(
                "What panchamrit is and how it is made",
                "पंचामृत क्या है और कैसे बनाया जाता है",
                "Panchamrit kya hai aur kaise banaya jata hai",
            ),
            Bilingual(
                'Panchamrit, "five nectars", is a mix of milk, curd, ghee, honey and sugar '
                "(some families use mishri or jaggery). Milk and curd make up most of it, with "
                "a little ghee, honey and sugar; the proportions differ from family to family. "
                "It is used to bathe the deity in an abhishek, above all of Vishnu, Krishna "
                "and Shiva, and a tulsi leaf is added for Vishnu and Krishna. It is then given "
                "to devotees as prasad, a few drops in the right palm held over the left.",
                'पंचामृत, यानी "पाँच अमृत", दूध, दही, घी, शहद और शक्कर का मिश्रण है (कुछ '
                "परिवार मिश्री या गुड़ डालते हैं)। इसमें ज़्यादातर दूध और दही होता है, घी, शहद "
                "और शक्कर थोड़ा-थोड़ा; अनुपात हर परिवार में अलग होता है। इससे अभिषेक में भगवान "
                "को स्नान कराया जाता है, ख़ासकर विष्णु जी, कृष्ण जी और शिव जी को, और विष्णु व "
                "कृष्ण जी के लिए इसमें तुलसी का पत्ता डाला जाता है। फिर इसे प्रसाद के रूप में "
                "भक्तों को दिया जाता है, बाएँ हाथ के ऊपर रखी दाईं हथेली में कुछ बूँदें।",
                'Panchamrit, yaani "paanch amrit", doodh, dahi, ghee, shahad aur shakkar ka '
                "mishran hai (kuch parivar mishri ya gud daalte hain). Ismein zyadatar doodh "
                "aur dahi hota hai, ghee, shahad aur shakkar thoda-thoda; anupaat har parivar "
                "mein alag hota hai. Isse abhishek mein Bhagwan ko snaan karaya jata hai, "
                "khaaskar Vishnu ji, Krishna ji aur Shiv ji ko, aur Vishnu va Krishna ji ke liye "
                "ismein tulsi ka patta daala jata hai. Phir ise prasad ke roop mein bhakton ko "
                "diya jata hai, baayen haath ke upar rakhi daayi hatheli mein kuch boondein.",
            ),
            "panchamrit panchamrita panchamrut panchamritam charnamrit charanamrit make "
            "making made recipe banaye banate banana banta ingredients five nectar milk curd "
            "honey sugar doodh dahi shahad shakkar "
            "पंचामृत चरणामृत बनाएं बनाते बनाना बनता कैसे दूध दही शहद शक्कर",
        ),
        _doc(
            "ritual/akshat",
            RITUAL,
            Bilingual(
                "Why akshat (unbroken rice) is offered in puja",
                "पूजा में अक्षत (साबुत चावल) क्यों चढ़ाए जाते हैं",
                "Puja mein akshat (saabut chawal) kyun chadhaye jate hain",
            ),
            Bilingual(
                'Akshat means "unbroken": whole grains of raw rice, often coloured with kumkum '
                "or haldi, offered to the deity and used in tilak and blessings. Rice is the "
                "grain that sustains life, and its being whole stands for fullness and a "
                "lasting wish; that is why broken grains are picked out. In many pujas the "
                "priest offers akshat in place of any item that is lacking, so it completes "
                "the worship, and at weddings and other rites akshat is showered as a "
                "blessing.",
                'अक्षत का अर्थ है "जो टूटा न हो": कच्चे चावल के साबुत दाने, जिन्हें अक्सर '
                "कुमकुम या हल्दी से रंगा जाता है और भगवान को चढ़ाया जाता है, तिलक और आशीर्वाद "
                "में भी लगाया जाता है। चावल जीवन देने वाला अन्न है और उसका साबुत होना पूर्णता "
                "और अटूट कामना का प्रतीक है, इसीलिए टूटे दाने अलग कर दिए जाते हैं। कई पूजाओं "
                "में पंडित जी किसी कमी वाली सामग्री की जगह अक्षत चढ़ाते हैं, जिससे पूजा पूरी हो "
                "जाती है, और विवाह व दूसरे संस्कारों में आशीर्वाद के रूप में अक्षत बरसाए जाते "
                "हैं।",
                'Akshat ka arth hai "jo toota na ho": kachche chawal ke saabut daane, jinhe '
                "aksar kumkum ya haldi se ranga jata hai aur Bhagwan ko chadhaya jata hai, tilak "
                "aur aashirvaad mein bhi lagaya jata hai. Chawal jeevan dene wala ann hai aur "
                "uska saabut hona poornata aur atoot kaamna ka prateek hai, isiliye toote daane "
                "alag kar diye jate hain. Kai poojaon mein Pandit ji kisi kami wali samagri ki "
                "jagah akshat chadhate hain, jisse puja poori ho jati hai, aur vivah va doosre "
                "sanskaron mein aashirvaad ke roop mein akshat barsaye jate hain.",
            ),
            "akshat akshata akshatha rice chawal chaawal chaval unbroken whole saabut sabut "
            "grains offer offered offering why kyun kyu chadhate chadhaye chadhana "
            "अक्षत चावल साबुत टूटे चढ़ाते चढ़ाए चढ़ाना क्यों",
        ),
        _doc(
            "ritual/aachman",
            RITUAL,
            Bilingual(
                "What aachman is at the start of a puja",
                "पूजा की शुरुआत में आचमन क्या है",
                "Puja ki shuruaat mein aachman kya hai",
            ),
            Bilingual(
                "Aachman is the sipping of a little water at the start of a puja or sandhya to "
                "purify oneself within, as the bath purifies without. A few drops of water are "
                "poured into the hollow of the right palm and sipped three times, saying Om "
                "Keshavaya namah, Om Narayanaya namah and Om Madhavaya namah; then the hands "
                "are rinsed saying Om Hrishikeshaya namah. The water is taken from a small "
                "vessel with a spoon (achmani), and the sip is silent and small.",
                "आचमन पूजा या संध्या की शुरुआत में थोड़ा-सा जल पीकर भीतर से शुद्ध होने की विधि "
                "है, जैसे स्नान बाहर से शुद्ध करता है। दाईं हथेली के गड्ढे में जल की कुछ बूँदें "
                'लेकर तीन बार पिया जाता है, और साथ में "ॐ केशवाय नमः", "ॐ नारायणाय नमः" और '
                '"ॐ माधवाय नमः" बोला जाता है; फिर "ॐ हृषीकेशाय नमः" कहकर हाथ धो लिए जाते '
                "हैं। जल छोटे पात्र से आचमनी (छोटी चम्मच) से लिया जाता है, और आचमन चुपचाप, "
                "थोड़ा-सा किया जाता है।",
                "Aachman puja ya sandhya ki shuruaat mein thoda-sa jal pee kar bheetar se "
                "shuddh hone ki vidhi hai, jaise snaan bahar se shuddh karta hai. Daayi hatheli "
                "ke gaddhe mein jal ki kuch boondein le kar teen baar piya jata hai, aur saath "
                'mein "Om Keshavaya namah", "Om Narayanaya namah" aur "Om Madhavaya namah" '
                'bola jata hai; phir "Om Hrishikeshaya namah" keh kar haath dho liye jate hain. '
                "Jal chhote paatra se aachmani (chhoti chammach) se liya jata hai, aur aachman "
                "chupchaap, thoda-sa kiya jata hai.",
            ),
            "aachman achman achaman aachaman achamana sip sipping water jal purify purification "
            "shuddhi keshavaya narayanaya madhavaya achmani "
            "आचमन आचमनी जल शुद्धि केशवाय नारायणाय माधवाय",
        ),
    ]


def _times() -> list[Doc]:
    return [
        _doc(
            "ritual/brahma-muhurta",
            RITUAL,
            Bilingual(
                "What brahma muhurta is",
                "ब्रह्म मुहूर्त क्या है",
                "Brahma muhurat kya hai",
            ),
            Bilingual(
                "Brahma muhurta is the last part of the night before sunrise, commonly "
                "reckoned as beginning about an hour and a half before sunrise; as sunrise "
                "changes with the season and the city, the panchang gives its exact time. "
                "Tradition holds it the best time to wake, bathe, meditate, chant and study, "
                "because the mind is rested and the surroundings are quiet. Waking then is a "
                "recommended discipline, not a rule: prayer at any hour is heard.",
                "ब्रह्म मुहूर्त रात का वह अंतिम भाग है जो सूर्योदय से पहले आता है; आमतौर पर "
                "इसे सूर्योदय से लगभग डेढ़ घंटा पहले से माना जाता है, और चूँकि सूर्योदय मौसम व "
                "शहर के साथ बदलता है, इसका सही समय पंचांग में देखा जाता है। परंपरा में यह "
                "जागने, स्नान, ध्यान, जप और अध्ययन का सबसे अच्छा समय माना गया है, क्योंकि तब "
                "मन तरोताज़ा और वातावरण शांत होता है। इस समय उठना एक अच्छा अनुशासन "
                "है, कोई बंधन नहीं: किसी भी समय की गई प्रार्थना सुनी जाती है।",
                "Brahma muhurat raat ka woh aakhri hissa hai jo sooryoday se pehle aata hai; "
                "aam taur par ise sooryoday se lagbhag dedh ghanta pehle se mana jata hai, aur "
                "chunki sooryoday mausam va shehar ke saath badalta hai, iska sahi samay "
                "panchang mein dekha jata hai. Parampara mein yeh jaagne, snaan, dhyan, jap aur "
                "padhai ka sabse achha samay mana gaya hai, kyunki tab mann taaza aur "
                "maahaul shaant hota hai. Is samay uthna ek achha anushasan hai, koi bandhan "
                "nahi: kisi bhi samay ki gayi prarthana suni jati hai.",
            ),
            "brahma brahm muhurta muhurat muhurtham mahurat early morning dawn "
            "before sunrise subah savere jaldi wake uthna time samay kab when what "
            "ब्रह्म मुहूर्त मुहुर्त सुबह सवेरे सूर्योदय उठना समय कब",
        ),
        _doc(
            "ritual/eclipse-sutak",
            RITUAL,
            Bilingual(
                "An eclipse (grahan) and its sutak: what is customarily done",
                "ग्रहण और उसका सूतक: परंपरा में क्या किया जाता है",
                "Grahan aur uska sutak: parampara mein kya kiya jata hai",
            ),
            Bilingual(
                "By custom a sutak, a period kept apart from formal worship, begins some hours "
                "before an eclipse: commonly about twelve hours before a solar eclipse and "
                "nine before a lunar one, and only where the eclipse can be seen. During it "
                "temple doors are closed and idols are not touched, but chanting, jap and "
                "remembering God are encouraged, and many keep tulsi leaves in cooked food and "
                "water. When the eclipse ends, people bathe, sprinkle Ganga jal in the home, "
                "resume puja and give in charity. These are customs that families keep to "
                "different degrees; the elderly, children and the unwell are usually not "
                "asked to fast, and an eclipse is nothing to fear. The word sutak is also used "
                "for the days after a birth or a death in the family, whose rules the family's "
                "priest will tell.",
                "परंपरा के अनुसार ग्रहण से कुछ घंटे पहले सूतक लग जाता है, जिसमें विधिवत पूजा "
                "नहीं की जाती: आमतौर पर सूर्य ग्रहण से लगभग बारह घंटे और चंद्र ग्रहण से नौ "
                "घंटे पहले, और केवल वहीं जहाँ ग्रहण दिखाई दे। इस दौरान मंदिरों के कपाट बंद रहते "
                "हैं और मूर्तियों को छुआ नहीं जाता, लेकिन जप, कीर्तन और भगवान का स्मरण अच्छा "
                "माना जाता है, और बहुत से लोग पके भोजन और पानी में तुलसी के पत्ते डाल देते हैं। "
                "ग्रहण ख़त्म होने पर स्नान करके घर में गंगाजल छिड़का जाता है, पूजा फिर शुरू की "
                "जाती है और दान दिया जाता है। परिवार इन परंपराओं को अपने-अपने ढंग से मानते "
                "हैं; बुज़ुर्गों, बच्चों और बीमार लोगों से आमतौर पर उपवास की अपेक्षा नहीं की "
                "जाती, और ग्रहण से डरने की कोई बात नहीं है। जन्म या मृत्यु के बाद के दिनों को भी "
                "सूतक कहते हैं, जिनके नियम परिवार के पंडित जी बताते हैं।",
                "Parampara ke anusaar grahan se kuch ghante pehle sutak lag jata hai, jismein "
                "vidhivat puja nahi ki jati: aam taur par surya grahan se lagbhag baarah ghante "
                "aur chandra grahan se nau ghante pehle, aur sirf wahin jahan grahan dikhai de. "
                "Is dauraan mandiron ke kapaat band rehte hain aur murtiyon ko chhua nahi jata, "
                "lekin jap, kirtan aur Bhagwan ka smaran achha mana jata hai, aur bahut se log "
                "pake khaane aur paani mein tulsi ke patte daal dete hain. Grahan khatam hone "
                "par snaan karke ghar mein Gangajal chhidka jata hai, puja phir shuru ki jati "
                "hai aur daan diya jata hai. Parivar in paramparaon ko apne-apne dhang se "
                "maante hain; buzurgon, bachchon aur beemar logon se aam taur par upvaas ki "
                "apeksha nahi ki jati, aur grahan se darne ki koi baat nahi hai. Janam ya "
                "mrityu ke baad ke dinon ko bhi sutak kehte hain, jinke niyam parivar ke Pandit "
                "ji batate hain.",
            ),
            "eclipse eclipses solar lunar grahan grahanam surya chandra suraj chand sutak "
            "sootak sutak kaal during puja can allowed kar sakte karein karna temple closed "
            "ग्रहण सूर्यग्रहण चंद्रग्रहण सूतक सूर्य चंद्र दौरान पूजा कर सकते करें",
        ),
        _doc(
            "ritual/surya-arghya",
            RITUAL,
            Bilingual(
                "How and why water is offered to the sun (Surya arghya)",
                "सूर्य देव को जल (अर्घ्य) कैसे और क्यों चढ़ाया जाता है",
                "Surya dev ko jal (arghya) kaise aur kyun chadhaya jata hai",
            ),
            Bilingual(
                "The sun is worshipped as Surya, the visible form of God who sustains all "
                "life, and offering him water in the morning is an act of gratitude that also "
                "brings one out into the early light. After bathing, stand facing the rising "
                "sun and pour water from a copper lota in a thin stream, holding it at chest "
                "height or above, often with a red flower, a pinch of kumkum or a few grains "
                "of rice in it; many look at the sun through the falling water. While "
                "offering, say Om Suryaya namah, Om Ghrini Suryaya namah or the Gayatri "
                "mantra. Keep a plate or a plant below so the water does not fall on your "
                "feet; it can then be given to a plant.",
                "सूर्य देव को भगवान का प्रत्यक्ष रूप माना जाता है, जो सारे जीवन का पालन करते "
                "हैं; सुबह उन्हें जल चढ़ाना कृतज्ञता का भाव है, और इससे सुबह की धूप भी मिलती "
                "है। स्नान के बाद उगते सूर्य की ओर मुँह करके ताँबे के लोटे से जल की पतली धार "
                "गिराई जाती है, लोटा छाती की ऊँचाई या उससे ऊपर रखकर, अक्सर उसमें लाल फूल, "
                "चुटकी भर कुमकुम या कुछ चावल डालकर; बहुत से लोग गिरती धार के बीच से सूर्य के "
                'दर्शन करते हैं। अर्घ्य देते समय "ॐ सूर्याय नमः", "ॐ घृणि सूर्याय नमः" या गायत्री '
                "मंत्र बोला जाता है। नीचे कोई थाली या पौधा रखें ताकि जल पैरों पर न गिरे; बाद "
                "में वह जल पौधे में डाला जा सकता है।",
                "Surya dev ko Bhagwan ka pratyaksh roop mana jata hai, jo saare jeevan ka paalan "
                "karte hain; subah unhe jal chadhana kritagyata ka bhaav hai, aur isse subah ki "
                "dhoop bhi milti hai. Snaan ke baad ugte suraj ki or munh karke taambe ke lote "
                "se jal ki patli dhaar giraayi jati hai, lota chhaati ki oonchai ya usse upar "
                "rakh kar, aksar usmein laal phool, chutki bhar kumkum ya kuch chawal daal kar; "
                "bahut se log girti dhaar ke beech se Surya ke darshan karte hain. Arghya dete "
                'samay "Om Suryaya namah", "Om Ghrini Suryaya namah" ya Gayatri mantra bola '
                "jata hai. Neeche koi thaali ya paudha rakhein taaki jal pairon par na gire; "
                "baad mein woh jal paudhe mein daala ja sakta hai.",
            ),
            "surya suryadev suraj sun sunrise arghya arghy arghyam arag ardhya argh water jal "
            "paani offer offering offered chadhana chadhate chadhaye dena dete lota copper "
            "tamba morning subah how kaise why kyun "
            "सूर्य सूरज अर्घ्य अर्घ जल पानी चढ़ाना चढ़ाते चढ़ाएं देना देते लोटा तांबे ताँबे "
            "सुबह कैसे क्यों",
        ),
    ]


def _greetings() -> list[Doc]:
    return [
        _doc(
            "ritual/charan-sparsh",
            RITUAL,
            Bilingual(
                "Why we touch the feet of elders (charan sparsh)",
                "बड़ों के पैर क्यों छुए जाते हैं (चरण स्पर्श)",
                "Badon ke pair kyun chhue jate hain (charan sparsh)",
            ),
            Bilingual(
                "Touching an elder's feet, charan sparsh, is a gesture of respect and humility: "
                "one bows before the age, wisdom and care of a parent, grandparent, teacher or "
                "saint, and the elder answers with a blessing, usually a hand on the head. It "
                "is done when meeting after a long time, before a journey or an exam, at "
                "festivals and at rites such as a wedding. Families differ in whom they touch "
                "the feet of and how, and a folded-hands pranam shows the same respect.",
                "बड़ों के पैर छूना, यानी चरण स्पर्श, आदर और विनम्रता का भाव है: इसमें माता-पिता, "
                "दादा-दादी, गुरु या संत की उम्र, ज्ञान और स्नेह के आगे सिर झुकाया जाता है, और "
                "बड़े आमतौर पर सिर पर हाथ रखकर आशीर्वाद देते हैं। यह लंबे समय बाद मिलने पर, "
                "यात्रा या परीक्षा से पहले, त्योहारों पर और विवाह जैसे संस्कारों में किया जाता "
                "है। किसके और कैसे पैर छुए जाएँ, यह हर परिवार में अलग होता है, और हाथ जोड़कर "
                "किया गया प्रणाम भी वही आदर दिखाता है।",
                "Badon ke pair chhoona, yaani charan sparsh, aadar aur vinamrata ka bhaav hai: "
                "ismein mata-pita, dada-dadi, guru ya sant ki umar, gyaan aur sneh ke aage sir "
                "jhukaya jata hai, aur bade aam taur par sir par haath rakh kar aashirvaad dete "
                "hain. Yeh lambe samay baad milne par, yatra ya pariksha se pehle, tyoharon par "
                "aur vivah jaise sanskaron mein kiya jata hai. Kiske aur kaise pair chhue "
                "jayein, yeh har parivar mein alag hota hai, aur haath jod kar kiya gaya pranam "
                "bhi wahi aadar dikhata hai.",
            ),
            "touch touching feet foot elders elder parents charan sparsh pair pairon paer "
            "chhoona chhune chhute chhuna chhu pao paon bade badon buzurg respect why kyun kyu "
            "pranam aashirvad blessing "
            "पैर चरण स्पर्श छूना छूते छुए बड़ों बड़े बुज़ुर्ग आदर प्रणाम आशीर्वाद क्यों",
        ),
        _doc(
            "ritual/incense",
            RITUAL,
            Bilingual(
                "Why incense (agarbatti, dhoop) is lit in puja",
                "पूजा में अगरबत्ती और धूप क्यों जलाई जाती है",
                "Puja mein agarbatti aur dhoop kyun jalayi jati hai",
            ),
            Bilingual(
                "Dhoop, fragrance offered to the deity, is one of the five basic offerings of "
                "a puja (panchopachar), with sandal paste, flowers, the lamp and food. The "
                "fragrance is an offering of something pleasant, it freshens the room and "
                "calms the mind, and the smoke rising upward is seen as carrying the prayer "
                "with it. The incense is lit from the lamp, waved gently in circles before the "
                "deity and set in a stand; many prefer dhoop of guggul, loban or sambrani, or "
                "cones without a stick. Keep a window open so the smoke does not trouble "
                "children or anyone with asthma.",
                "धूप, यानी भगवान को अर्पित सुगंध, पूजा के पाँच मूल उपचारों (पंचोपचार) में से "
                "एक है, चंदन, फूल, दीपक और नैवेद्य के साथ। सुगंध भगवान को कुछ सुखद अर्पित "
                "करने का भाव है, इससे कमरा महकता है और मन शांत होता है, और ऊपर उठता धुआँ "
                "प्रार्थना को साथ ले जाता हुआ माना जाता है। अगरबत्ती दीपक से जलाकर भगवान के "
                "सामने धीरे-धीरे घुमाई जाती है और फिर स्टैंड में लगा दी जाती है; बहुत से लोग "
                "गुग्गुल, लोबान या सांब्रानी की धूप, या बिना तीली वाली धूपबत्ती पसंद करते हैं। "
                "खिड़की खुली रखें ताकि धुएँ से बच्चों या दमे के मरीज़ों को परेशानी न हो।",
                "Dhoop, yaani Bhagwan ko arpit sugandh, puja ke paanch mool upchaaron "
                "(panchopchaar) mein se ek hai, chandan, phool, deepak aur naivedya ke saath. "
                "Sugandh Bhagwan ko kuch sukhad arpit karne ka bhaav hai, isse kamra mehakta "
                "hai aur mann shaant hota hai, aur upar uthta dhuaan prarthana ko saath le "
                "jaata hua mana jata hai. Agarbatti deepak se jala kar Bhagwan ke saamne "
                "dheere-dheere ghumaayi jati hai aur phir stand mein laga di jati hai; bahut se "
                "log guggul, loban ya sambrani ki dhoop, ya bina teeli wali dhoopbatti pasand "
                "karte hain. Khidki khuli rakhein taaki dhuen se bachchon ya dame ke mareezon ko "
                "pareshani na ho.",
            ),
            "incense agarbatti agarbattis agarbati dhoop dhup dhoopbatti "
            "sambrani loban guggul fragrance smoke stick sticks light lit burn burning "
            "jalate jalana jalayi jalaye why kyun kyu "
            "अगरबत्ती धूप धूपबत्ती लोबान गुग्गुल सुगंध धुआँ जलाते जलाना जलाई क्यों",
        ),
    ]


def _vrats() -> list[Doc]:
    return [
        _doc(
            "ritual/vrat-udyapan",
            RITUAL,
            Bilingual(
                "What the udyapan of a vrat is",
                "व्रत का उद्यापन क्या होता है",
                "Vrat ka udyapan kya hota hai",
            ),
            Bilingual(
                "Udyapan is the ceremony that completes a vrat kept for a set number of days "
                "or a set period, such as sixteen Mondays or a year of a monthly fast. On the "
                "last day, or a chosen auspicious day after it, the deity of the vrat is "
                "worshipped with its katha, often with a small havan, and brahmins, girls or "
                "the needy are fed and given gifts as the family can afford. After udyapan the "
                "vrat may be ended or begun again. Each vrat has its own udyapan vidhi, so it "
                "is best done with the family's priest.",
                "उद्यापन वह अनुष्ठान है जिससे किसी तय दिनों या तय अवधि तक रखा गया व्रत पूरा "
                "किया जाता है, जैसे सोलह सोमवार या किसी मासिक व्रत का एक साल। अंतिम दिन, या उसके "
                "बाद किसी शुभ दिन, व्रत के देवता की कथा के साथ पूजा की जाती है, अक्सर छोटा-सा "
                "हवन भी, और अपनी सामर्थ्य के अनुसार ब्राह्मणों, कन्याओं या ज़रूरतमंदों को भोजन "
                "और दान दिया जाता है। उद्यापन के बाद व्रत छोड़ा भी जा सकता है और फिर से शुरू "
                "भी किया जा सकता है। हर व्रत की उद्यापन विधि अलग होती है, इसलिए इसे परिवार के "
                "पंडित जी के साथ करना सबसे अच्छा है।",
                "Udyapan woh anushthan hai jisse kisi tay dinon ya tay avadhi tak rakha gaya "
                "vrat poora kiya jata hai, jaise solah somvar ya kisi maasik vrat ka ek saal. "
                "Aakhri din, ya uske baad kisi shubh din, vrat ke devta ki katha ke saath puja "
                "ki jati hai, aksar chhota-sa havan bhi, aur apni saamarthya ke anusaar "
                "brahmanon, kanyaon ya zaroorat-mandon ko bhojan aur daan diya jata hai. "
                "Udyapan ke baad vrat chhoda bhi ja sakta hai aur phir se shuru bhi kiya ja "
                "sakta hai. Har vrat ki udyapan vidhi alag hoti hai, isliye ise parivar ke "
                "Pandit ji ke saath karna sabse achha hai.",
            ),
            "udyapan udyaapan udhyapan udyapana complete completion end ending finish "
            "samapan poora pura khatam vrat fast fasts upvas "
            "उद्यापन समापन पूरा व्रत उपवास",
        ),
        _doc(
            "ritual/vrat-food",
            RITUAL,
            Bilingual(
                "Why onion and garlic are avoided, and what is eaten in a vrat",
                "व्रत में प्याज़-लहसुन क्यों नहीं खाते और क्या खाया जाता है",
                "Vrat mein pyaaz-lehsun kyun nahi khaate aur kya khaya jata hai",
            ),
            Bilingual(
                "Tradition sorts food by its effect on the mind: sattvic food (fruit, milk, "
                "vegetables, simple grains) is held to keep it calm, while onion and garlic are "
                "counted as rajasic or tamasic, stirring or dulling it, so they are left out of "
                "vrat food and of bhog for the deity, and some families never cook them. In "
                "most vrats ordinary grains and pulses are also set aside for phalahar: fruit, "
                "milk and curd, sabudana, kuttu or singhara flour, samak rice, potatoes, "
                "peanuts, and sendha namak (rock salt) instead of common salt. What is allowed "
                "differs by vrat and by family, and anyone unwell, pregnant or on medicine "
                "should eat as their doctor advises.",
                "परंपरा में भोजन को मन पर उसके असर के हिसाब से बाँटा जाता है: "
                "सात्त्विक भोजन (फल, दूध, सब्ज़ियाँ, "
                "सादा अन्न) मन को शांत रखने वाला माना जाता है, जबकि प्याज़ और लहसुन को राजसिक "
                "या तामसिक माना जाता है, जो मन को उत्तेजित या सुस्त करते हैं, इसलिए इन्हें व्रत "
                "के भोजन और भगवान के भोग में नहीं डाला जाता, और कुछ परिवार इन्हें कभी नहीं "
                "पकाते। ज़्यादातर व्रतों में सामान्य अनाज और दालें भी छोड़कर फलाहार लिया जाता "
                "है: फल, दूध-दही, साबूदाना, कुट्टू या सिंघाड़े का आटा, समा के चावल, आलू, "
                "मूँगफली, और साधारण नमक की जगह सेंधा नमक। क्या खाया जाए, यह हर व्रत और हर "
                "परिवार में अलग होता है, और बीमार, गर्भवती या दवा ले रहे लोग अपने डॉक्टर की "
                "सलाह से ही खाएँ।",
                "Parampara mein bhojan ko mann par uske asar ke hisaab se baanta jata hai: "
                "saatvik bhojan (phal, "
                "doodh, sabziyan, saada ann) mann ko shaant rakhne wala mana jata hai, jabki "
                "pyaaz aur lehsun ko rajasik ya tamasik mana jata hai, jo mann ko uttejit ya "
                "sust karte hain, isliye inhe vrat ke khaane aur Bhagwan ke bhog mein nahi "
                "daala jata, aur kuch parivar inhe kabhi nahi pakaate. Zyadatar vraton mein "
                "saamanya anaaj aur daalein bhi chhod kar phalahaar liya jata hai: phal, "
                "doodh-dahi, sabudana, kuttu ya singhade ka aata, sama ke chawal, aaloo, "
                "moongphali, aur saadharan namak ki jagah sendha namak. Kya khaya jaye, yeh har "
                "vrat aur har parivar mein alag hota hai, aur beemar, garbhvati ya dawa le rahe "
                "log apne doctor ki salah se hi khaayein.",
            ),
            "onion onions garlic pyaz pyaaz pyaj lehsun lahsun lasun sattvic satvik saatvik "
            "tamasic rajasic vrat fast fasting upvas food khana khaana bhojan eat eaten "
            "khaate khate khayein phalahar falahar sabudana kuttu singhara sendha namak salt "
            "avoid nahi why kyun "
            "प्याज प्याज़ लहसुन सात्विक सात्त्विक तामसिक व्रत उपवास खाना खाते खाएं भोजन "
            "फलाहार साबूदाना कुट्टू सिंघाड़ा सेंधा नमक क्यों",
        ),
    ]


def common_docs() -> list[Doc]:
    """Questions very often asked: weekday deities, old puja items, symbols, offerings,
    sacred times, greetings and vrats."""
    return _days_and_disposal() + _symbols() + _offerings() + _times() + _greetings() + _vrats()
