"""Customs devotees ask the reason or the rule of: the kalava (mauli) on the wrist, the conch,
the wood of a havan and how a havan differs from a yagya, and prayer during periods; as
knowledge documents in English, Hindi and Hinglish. Traditional and modest: where practice
varies it says so, tells what tradition holds without promising an outcome or threatening
one, and points to the family's priest. No digits: counts are spelled out."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords carry the English words devotees use, Hinglish as they spell it ("kalawa",
# "bandhte", "lakdi") and Devanagari words as typed ("बांधते", "बाँधते"), since only the English
# text is indexed. "havan", "yagya", "हवन" and "यज्ञ" are all read as "homa" (textnorm).


def _thread_and_conch() -> list[Doc]:
    return [
        _doc(
            "ritual/kalava",
            RITUAL,
            Bilingual(
                "Why the kalava (mauli) thread is tied on the wrist",
                "कलावा (मौली) कलाई पर क्यों बाँधा जाता है",
                "Kalava (mauli) kalai par kyun bandha jata hai",
            ),
            Bilingual(
                "The kalava or mauli, a red and yellow cotton thread, is tied on the wrist at "
                "the start of a puja or a sankalp as a raksha sutra, a thread of protection, "
                "and as a sign of the vow taken before the deity. The priest ties it while "
                'saying the mantra "yena baddho Bali raja", which recalls the raksha sutra '
                "tied to King Bali. Traditionally it goes on the right wrist of men and "
                "unmarried girls and on the left wrist of married women, wound three or five "
                "times. It is worn until it wears out or a new one is tied at the next puja; "
                "the old thread is not thrown in the rubbish but laid at the root of a tree or "
                "in flowing water.",
                "कलावा या मौली लाल-पीले रंग का सूती धागा है, जिसे पूजा या संकल्प की शुरुआत में "
                "रक्षा-सूत्र के रूप में कलाई पर बाँधा जाता है; यह रक्षा का प्रतीक है और भगवान "
                'के सामने लिए गए संकल्प का भी। पंडित जी इसे "येन बद्धो बलि राजा" मंत्र बोलते '
                "हुए बाँधते हैं, जिसमें राजा बलि को बाँधे गए रक्षा-सूत्र का स्मरण है। परंपरा से "
                "पुरुषों और अविवाहित कन्याओं के दाएँ हाथ में और विवाहित महिलाओं के बाएँ हाथ में "
                "मौली बाँधी जाती है, तीन या पाँच बार लपेटकर। इसे तब तक पहना जाता है जब तक यह "
                "घिस न जाए या अगली पूजा में नई न बँध जाए; पुराना कलावा कूड़े में नहीं फेंका "
                "जाता, बल्कि किसी पेड़ की जड़ में रख दिया जाता है या बहते जल में प्रवाहित कर "
                "दिया जाता है।",
                "Kalava ya mauli laal-peele rang ka sooti dhaaga hai, jise puja ya sankalp ki "
                "shuruaat mein raksha sutra ke roop mein kalai par bandha jata hai; yeh raksha "
                "ka prateek hai aur Bhagwan ke saamne liye gaye sankalp ka bhi. Pandit ji ise "
                '"yena baddho Bali raja" mantra bolte hue bandhte hain, jismein Raja Bali ko '
                "bandhe gaye raksha sutra ki yaad hai. Parampara se purushon aur kunwari "
                "ladkiyon ke daayen haath mein aur shaadishuda mahilaon ke baayen haath mein "
                "mauli bandhi jati hai, teen ya paanch baar lapet kar. Ise tab tak pehna jata "
                "hai jab tak yeh ghis na jaye ya agli puja mein nayi na bandh jaye; purana "
                "kalava kachre mein nahi phenka jata, balki kisi ped ki jad mein rakh diya jata "
                "hai ya behte paani mein pravahit kar diya jata hai.",
            ),
            "kalava kalawa kalaava kalaawa mauli moli mouli molly raksha sutra rakshasutra "
            "thread red dhaga dhaaga wrist kalai hand haath tie tied tying ties bandhna "
            "bandhte bandhate bandhe bandha bandhen bandhein why importance mahatva right left "
            "कलावा कलावे मौली मोली रक्षासूत्र रक्षा सूत्र धागा कलाई हाथ बाँधते बांधते बाँधना "
            "बांधना बाँधें बांधें बाँधा बांधा क्यों महत्व",
        ),
        _doc(
            "ritual/shankh",
            RITUAL,
            Bilingual(
                "Why the conch (shankh) is blown in puja",
                "पूजा में शंख क्यों बजाया जाता है",
                "Puja mein shankh kyun bajaya jata hai",
            ),
            Bilingual(
                "The conch (shankh) rose from the churning of the ocean and is held by Vishnu, "
                "and its sound is traditionally likened to Om: it is blown at the start of a "
                "puja and during aarti to announce the worship, call the mind to attention and "
                "make the surroundings auspicious. Water kept in a conch is sprinkled as holy "
                "water and used in the abhishek of Vishnu and Krishna, though it is "
                "traditionally not offered to Shiva. Many homes keep one conch to blow and "
                "another, often a right-turning (dakshinavarti) one, for worship and for "
                "Lakshmi, washed and kept on a clean cloth rather than the bare floor. It is "
                "blown after bathing, with clean hands, and blowing it is also good exercise "
                "for the breath.",
                "शंख समुद्र मंथन से निकला था और भगवान विष्णु इसे धारण करते हैं, और परंपरा से "
                "इसकी ध्वनि को ॐ के समान माना जाता है: पूजा की शुरुआत में और आरती के समय इसे "
                "बजाकर पूजा का आरंभ जताया जाता है, मन को एकाग्र किया जाता है और वातावरण को "
                "शुभ बनाया जाता है। शंख में रखा जल पवित्र जल की तरह छिड़का जाता है और विष्णु "
                "जी व श्री कृष्ण के अभिषेक में लगता है, पर परंपरा से यह शिव जी को नहीं चढ़ाया "
                "जाता। कई घरों में बजाने का शंख अलग होता है और पूजा का अलग, अक्सर दक्षिणावर्ती "
                "शंख, जो लक्ष्मी जी की पूजा में रखा जाता है; शंख को धोकर साफ़ कपड़े पर रखा जाता "
                "है, नंगी ज़मीन पर नहीं। इसे स्नान के बाद साफ़ हाथों से बजाया जाता है, और इसे "
                "बजाना साँस का अच्छा अभ्यास भी है।",
                "Shankh samudra manthan se nikla tha aur Bhagwan Vishnu ise dhaaran karte hain, "
                "aur parampara se iski dhwani ko Om ke samaan maana jata hai: puja ki shuruaat "
                "mein aur aarti ke samay ise bajakar puja ka aarambh jataya jata hai, mann ko "
                "ekaagra kiya jata hai aur maahaul ko shubh banaya jata hai. Shankh mein rakha "
                "jal pavitra jal ki tarah chhidka jata hai aur Vishnu ji aur Krishna ji ke "
                "abhishek mein lagta hai, par parampara se yeh Shiv ji ko nahi chadhaya jata. "
                "Kai gharon mein bajane ka shankh alag hota hai aur puja ka alag, aksar "
                "dakshinavarti shankh, jo Lakshmi ji ki puja mein rakha jata hai; shankh ko "
                "dhokar saaf kapde par rakha jata hai, nangi zameen par nahi. Ise naha kar saaf "
                "haathon se bajaya jata hai, aur ise bajana saans ki achchhi kasrat bhi hai.",
            ),
            "shankh shankha sankh shank conch conchshell shell blow blowing blown blows "
            "bajana bajate bajaate bajaya bajaen bajayein sound awaaz awaz naad dhwani aarti "
            "why importance mahatva dakshinavarti vishnu lakshmi शंख बजाते बजाना बजाया बजाएँ "
            "बजाएं आवाज़ आवाज ध्वनि नाद क्यों महत्व दक्षिणावर्ती आरती",
        ),
    ]


def _havan() -> list[Doc]:
    return [
        _doc(
            "ritual/havan-samidha",
            RITUAL,
            Bilingual(
                "Which wood is used in a havan: samidha, and the navagraha samidhas",
                "हवन में कौन सी लकड़ी लगती है: समिधा, और नवग्रह की समिधाएँ",
                "Havan mein kaun si lakdi lagti hai: samidha, aur navgrah ki samidhayein",
            ),
            Bilingual(
                "The wood offered into a havan's fire is called samidha. Dry mango wood is the "
                "most common, with peepal, palash (dhak), banyan, gular (udumbara), shami and "
                "khair, and many homes also kindle the fire with dried cow-dung cakes and "
                "camphor. In a navagraha havan each planet has its own samidha: aak (arka) for "
                "the Sun, palash for the Moon, khair for Mars, apamarg for Mercury, peepal for "
                "Jupiter, gular for Venus, shami for Saturn, durva grass for Rahu and kusha "
                "grass for Ketu. The sticks should be dry, clean and free of insects, about a "
                "span long and no thicker than a thumb; wet, rotten or worm-eaten wood is not "
                "used. Your priest can tell you which samidha a particular havan needs.",
                "हवन की अग्नि में अर्पित की जाने वाली लकड़ी को समिधा कहते हैं। सबसे ज़्यादा आम "
                "की सूखी लकड़ी लगती है, और उसके साथ पीपल, पलाश (ढाक), बरगद, गूलर, शमी और खैर की "
                "लकड़ी भी; कई घरों में अग्नि गाय के गोबर के सूखे उपलों और कपूर से भी जलाई जाती "
                "है। नवग्रह हवन में हर ग्रह की अपनी समिधा होती है: सूर्य के लिए आक (मदार), "
                "चंद्रमा के लिए पलाश, मंगल के लिए खैर, बुध के लिए अपामार्ग (चिरचिटा), गुरु के "
                "लिए पीपल, शुक्र के लिए गूलर, शनि के लिए शमी, राहु के लिए दूर्वा और केतु के लिए "
                "कुशा। समिधा सूखी, साफ़ और बिना कीड़ों वाली हो, लगभग एक बित्ता लंबी और अँगूठे से "
                "ज़्यादा मोटी न हो; गीली, सड़ी या घुन लगी लकड़ी नहीं लगाई जाती। किसी ख़ास हवन में "
                "कौन सी समिधा लगेगी, यह पंडित जी बता सकते हैं।",
                "Havan ki agni mein arpit ki jane wali lakdi ko samidha kehte hain. Sabse zyada "
                "aam ki sookhi lakdi lagti hai, aur uske saath peepal, palash (dhak), bargad, "
                "gular, shami aur khair ki lakdi bhi; kai gharon mein agni gaay ke gobar ke "
                "sookhe uplon aur kapoor se bhi jalayi jati hai. Navgrah havan mein har grah ki "
                "apni samidha hoti hai: Surya ke liye aak (madar), Chandrama ke liye palash, "
                "Mangal ke liye khair, Budh ke liye apamarg (chirchita), Guru ke liye peepal, "
                "Shukra ke liye gular, Shani ke liye shami, Rahu ke liye doob (durva) aur Ketu "
                "ke liye kusha. Samidha sookhi, saaf aur bina keedon wali ho, lagbhag ek bitta "
                "lambi aur angoothe se zyada moti na ho; geeli, sadi ya ghun lagi lakdi nahi "
                "lagayi jati. Kisi khaas havan mein kaun si samidha lagegi, yeh pandit ji bata "
                "sakte hain.",
            ),
            "samidha samidhas samidh wood woods wooden lakdi lakdiyan lakri lakdee lakadi "
            "stick sticks which konsi kaunsi kon si mango aam peepal pipal palash dhak banyan "
            "bargad gular udumbara shami khair khadira aak arka madar apamarg durva doob kusha "
            "upla uple kande cow dung navagraha navgrah planet planets grah use used lagti "
            "lagta homa fire agni समिधा लकड़ी लकड़ियाँ लकडी आम पीपल पलाश ढाक बरगद गूलर शमी "
            "खैर आक मदार अपामार्ग दूर्वा कुशा उपले नवग्रह ग्रह इस्तेमाल लगती",
        ),
        _doc(
            "ritual/havan-yagya",
            RITUAL,
            Bilingual(
                "Havan and yagya: the difference",
                "हवन और यज्ञ में अंतर",
                "Havan aur yagya mein kya antar hai",
            ),
            Bilingual(
                "Yagya (yajna) is the wider word: any sacred offering made with mantras, from "
                "the great Vedic sacrifices performed by many priests over days at several "
                "fires to, in the Gita's sense, every selfless act offered to God. Havan, also "
                "called homa, is the offering of ghee, samagri and samidha into a consecrated "
                'fire with mantras ending in "svaha"; it is the heart of a fire yagya, and a '
                "short havan can be done by a family at home. So every havan is a kind of "
                "yagya, but a yagya can be far larger than one havan, with many rites around "
                "the fire, and in everyday speech the two words are often used for the same "
                "fire ritual.",
                "यज्ञ व्यापक शब्द है: मंत्रों के साथ किया गया कोई भी पवित्र अर्पण, चाहे वह कई "
                "पंडितों द्वारा कई दिनों तक अनेक अग्निकुंडों पर होने वाले बड़े वैदिक यज्ञ हों, "
                "या गीता के अर्थ में भगवान को अर्पित हर निःस्वार्थ कर्म। हवन, जिसे होम भी कहते "
                'हैं, मंत्रों के साथ "स्वाहा" बोलकर पवित्र अग्नि में घी, हवन सामग्री और समिधा '
                "की आहुति देना है; यह अग्नि-यज्ञ का मूल है, और छोटा हवन परिवार घर पर भी कर "
                "सकता है। इसलिए हर हवन एक तरह का यज्ञ है, पर यज्ञ एक हवन से कहीं बड़ा हो सकता "
                "है, जिसमें अग्नि के चारों ओर कई अनुष्ठान होते हैं; बोलचाल में दोनों शब्द अक्सर "
                "एक ही अग्नि-अनुष्ठान के लिए इस्तेमाल होते हैं।",
                "Yagya ek vyapak shabd hai: mantron ke saath kiya gaya koi bhi pavitra arpan, "
                "chahe woh kai panditon dwara kai dinon tak anek agnikundon par hone wale bade "
                "Vedic yagya hon, ya Gita ke arth mein Bhagwan ko arpit har nihswarth karm. "
                'Havan, jise hom bhi kehte hain, mantron ke saath "svaha" bolkar pavitra agni '
                "mein ghee, havan samagri aur samidha ki aahuti dena hai; yeh agni-yagya ka mool "
                "hai, aur chhota havan parivar ghar par bhi kar sakta hai. Isliye har havan ek "
                "tarah ka yagya hai, par yagya ek havan se kahin bada ho sakta hai, jismein agni "
                "ke chaaron or kai anushthan hote hain; bolchaal mein dono shabd aksar ek hi "
                "agni-anushthan ke liye istemaal hote hain.",
            ),
            "havan hawan homa homam hom yagya yagna yajna yajnya yagy yag difference "
            "different differ between vs versus compare comparison same antar fark farak "
            "farq bhed हवन होम यज्ञ यग्य अंतर अन्तर फ़र्क फर्क भेद",
        ),
    ]


def _periods() -> list[Doc]:
    return [
        _doc(
            "ritual/prayer-during-periods",
            RITUAL,
            Bilingual(
                "Women during periods: prayer, the Hanuman Chalisa and puja",
                "मासिक धर्म (पीरियड्स) के दिनों में पूजा और हनुमान चालीसा जैसे पाठ",
                "Periods ke dinon mein puja aur Hanuman Chalisa jaise paath",
            ),
            Bilingual(
                "Traditions differ here, and no one rule binds every Hindu family. Many "
                "families observe a rest during those days: women do not enter the temple or "
                "the puja room, touch the idols or the puja things, or prepare bhog, and take "
                "up the puja again after bathing when the days are over. At the same time, "
                "many teachers and saints say that remembering God, chanting the Name or "
                "reciting a prayer such as the Hanuman Chalisa in the mind is never forbidden, "
                "and many women recite it as on any other day, since devotion is of the heart "
                "and not of the body. So a woman may follow her family's custom or her guru's "
                "guidance with a calm mind: nothing ill comes of praying with faith, nor of "
                "resting from the rituals.",
                "इस बारे में परंपराएँ अलग-अलग हैं, और कोई एक नियम हर हिंदू परिवार पर लागू नहीं "
                "होता। बहुत से परिवारों में उन दिनों विश्राम रखा जाता है: महिलाएँ मंदिर या पूजा "
                "घर में नहीं जातीं, मूर्तियों और पूजा की चीज़ों को नहीं छूतीं, भोग नहीं बनातीं, "
                "और दिन पूरे होने पर स्नान करके फिर से पूजा शुरू करती हैं। साथ ही, बहुत से गुरु "
                "और संत कहते हैं कि मन में भगवान का स्मरण, नाम-जप या हनुमान चालीसा जैसा पाठ कभी "
                "वर्जित नहीं है, और बहुत सी महिलाएँ इन दिनों भी रोज़ की तरह पाठ करती हैं, क्योंकि "
                "भक्ति मन से होती है, शरीर से नहीं। इसलिए आप शांत मन से अपने परिवार की रीति या "
                "अपने गुरु का मार्गदर्शन मान सकती हैं: श्रद्धा से की गई प्रार्थना से कुछ बुरा "
                "नहीं होता, और उन दिनों अनुष्ठानों से विश्राम लेने से भी नहीं।",
                "Is baare mein paramparayein alag-alag hain, aur koi ek niyam har Hindu parivar "
                "par laagu nahi hota. Bahut se parivaron mein un dinon vishram rakha jata hai: "
                "mahilayein mandir ya puja ghar mein nahi jaatin, murtiyon aur puja ki cheezon "
                "ko nahi chhootin, bhog nahi banatin, aur din poore hone par naha kar phir se "
                "puja shuru karti hain. Saath hi, bahut se guru aur sant kehte hain ki mann mein "
                "Bhagwan ka smaran, naam jaap ya Hanuman Chalisa jaisa paath kabhi varjit nahi "
                "hai, aur bahut si mahilayein in dinon bhi roz ki tarah paath karti hain, kyunki "
                "bhakti mann se hoti hai, shareer se nahi. Isliye aap shaant mann se apne "
                "parivar ki reet ya apne guru ka margdarshan maan sakti hain: shraddha se ki gayi "
                "prarthana se kuch bura nahi hota, aur un dinon anushthanon se vishram lene se "
                "bhi nahi.",
            ),
            "periods period menstruation menstruating menses menstrual mc masik dharm "
            "mahavari mahwari chums women woman ladies lady girls girl female aurat aurten "
            "mahila mahilayen read reading recite reciting path padh padhna padhe padhna "
            "padhti allowed okay sahi galat touch chhuna chhu idol murti temple "
            "worship during days dino hanuman chalisa prayer pray naam पीरियड्स पीरियड "
            "मासिक धर्म माहवारी महिलाएँ महिलाएं औरतें स्त्री लड़कियाँ पढ़ पाठ "
            "पढ़ना पढ़ें छूना मूर्ति दिनों हनुमान चालीसा",
        ),
    ]


def custom_docs() -> list[Doc]:
    """Customs asked the reason or rule of: the kalava, the conch, the havan, periods."""
    return _thread_and_conch() + _havan() + _periods()
