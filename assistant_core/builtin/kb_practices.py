"""What devotees do with what they buy and keep at home (a rudraksha, a yantra, a mala, Ganga
jal, the diya, the home altar), and the parts of worship they ask about (darshan, prasad,
sankalp, aarti, abhishek, annadanam), as knowledge documents in English, Hindi and Hinglish.
Traditional and factual; where practice varies it says "traditionally" or "in many
families"; it tells what devotees believe or pray for and never promises an outcome. No
digits: counts are spelled out, and prices come from the catalogue."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords carry the English words devotees use, Hinglish as they spell it ("pehne",
# "sthapana") and Devanagari words as typed in their common forms ("पहनें", "पहनते"), since
# only the English text is indexed. Not "price", "buy" or "return": those questions are the
# catalogue's and the policies'.


def _things_at_home() -> list[Doc]:
    return [
        _doc(
            "ritual/wear-rudraksha",
            RITUAL,
            Bilingual(
                "How to wear and care for a rudraksha",
                "रुद्राक्ष कैसे धारण करें और रखें",
                "Rudraksha kaise dharan karein aur sambhaal kar rakhein",
            ),
            Bilingual(
                "Before a rudraksha is first worn, it is traditionally washed with Ganga jal "
                "or raw milk and water, offered to Shiva with a flower and a lamp, and put on "
                "while chanting Om Namah Shivaya (ॐ नमः शिवाय). In many families it is first "
                "worn on a Monday morning after bathing, or on Maha Shivratri or in Shravan, "
                "on a red or yellow thread or in a mala, so that it touches the skin. Clean it "
                "now and then with plain water and a soft brush, let it dry, and from time to "
                "time rub on a little sesame oil; keep it away from soap and chemicals. "
                "Traditionally it is taken off before sleeping and kept in the puja place, "
                "though customs differ from family to family.",
                "रुद्राक्ष पहली बार धारण करने से पहले परंपरा से उसे गंगाजल या कच्चे दूध और जल से "
                "धोया जाता है, फूल और दीपक के साथ भगवान शिव को अर्पित किया जाता है, और "
                "ॐ नमः शिवाय का जाप करते हुए पहना जाता है। कई परिवारों में इसे पहली बार सोमवार की "
                "सुबह स्नान के बाद, या महाशिवरात्रि या सावन में, लाल या पीले धागे में या माला में "
                "इस तरह पहना जाता है कि वह त्वचा को छूता रहे। समय-समय पर इसे सादे पानी और "
                "मुलायम ब्रश से साफ़ करके सुखा लीजिए, और कभी-कभी थोड़ा तिल का तेल लगा दीजिए; "
                "साबुन और रसायनों से इसे दूर रखिए। परंपरा से सोने से पहले इसे उतारकर पूजा-स्थान "
                "में रखा जाता है, हालाँकि हर परिवार की रीति कुछ अलग होती है।",
                "Rudraksha pehli baar pehenne se pehle parampara se use Gangajal ya kachche doodh "
                "aur paani se dhoya jata hai, phool aur diye ke saath Shiv ji ko arpit kiya jata "
                "hai, aur Om Namah Shivaya japte hue pehna jata hai. Kai parivaron mein ise pehli "
                "baar Somvar subah naha kar, ya Maha Shivratri par ya Sawan mein, laal ya peele "
                "dhaage mein ya mala mein pehna jata hai, taaki yeh tvacha ko chhue. Ise "
                "kabhi-kabhi saade paani aur naram brush se saaf kijiye, sookhne dijiye, aur "
                "beech-beech mein thoda til ka tel laga dijiye; sabun aur chemicals se door "
                "rakhiye. Parampara se sone se pehle ise utaar kar puja ki jagah rakha jata hai, "
                "halaanki har parivar ki reet alag hoti hai.",
            ),
            "rudraksha wear wearing pehne pehnen pehnna pehnte pahne pahnna dharan dharana "
            "day din monday somvar mantra clean cleaning care saaf oil thread dhaga rules "
            "niyam रुद्राक्ष पहनें पहनने पहनना पहनते धारण दिन सोमवार मंत्र साफ़ साफ नियम",
        ),
        _doc(
            "ritual/yantra-sthapana",
            RITUAL,
            Bilingual(
                "How to install and energise a yantra (pran pratishtha)",
                "यंत्र की स्थापना और प्राण प्रतिष्ठा कैसे करें",
                "Yantra ki sthapana aur pran pratishtha kaise karein",
            ),
            Bilingual(
                "A yantra is a sacred diagram of a deity, usually engraved on copper or brass. "
                "To install it, traditionally on an auspicious day after bathing, wash it with "
                "Ganga jal and raw milk, place it on a red or yellow cloth in the altar, offer "
                "kumkum, akshat, flowers, incense and a diya, and chant the deity's mantra, "
                "often a hundred and eight times, praying that the deity dwell in it; this "
                "simple pran pratishtha can also be done fully by a priest. After that it is "
                "worshipped every day with a lamp, incense and the mantra, and kept clean and "
                "undisturbed.",
                "यंत्र किसी देवता का पवित्र रेखाचित्र होता है, जो आम तौर पर तांबे या पीतल पर "
                "उकेरा जाता है। इसकी स्थापना के लिए, परंपरा से किसी शुभ दिन स्नान के बाद, इसे "
                "गंगाजल और कच्चे दूध से धोइए, पूजा-स्थान में लाल या पीले कपड़े पर रखिए, कुमकुम, "
                "अक्षत, फूल, धूप और दीपक अर्पित कीजिए, और देवता के मंत्र का जाप कीजिए, अक्सर "
                "एक सौ आठ बार, यह प्रार्थना करते हुए कि देवता इसमें निवास करें; यह सरल प्राण "
                "प्रतिष्ठा पंडित जी पूरे विधि-विधान से भी करा सकते हैं। इसके बाद रोज़ दीपक, धूप "
                "और मंत्र से इसकी पूजा की जाती है, और इसे साफ़ और अपनी जगह पर स्थिर रखा जाता है।",
                "Yantra kisi devta ka pavitra chitra (rekhachitra) hota hai, aksar tambe ya peetal "
                "par khuda hua. Ise sthapit karne ke liye, parampara se kisi shubh din naha kar, "
                "ise Gangajal aur kachche doodh se dhoiye, mandir mein laal ya peele kapde par "
                "rakhiye, kumkum, akshat, phool, dhoop aur diya chadhaiye, aur devta ke mantra ka "
                "jaap kijiye, aksar ek sau aath baar, yeh prarthana karte hue ki devta isme vaas "
                "karein; yeh saral pran pratishtha poori tarah pandit ji se bhi karayi ja sakti "
                "hai. Uske baad roz diye, dhoop aur mantra se iski puja hoti hai, aur ise saaf aur "
                "bina hilaye-dulaye rakha jata hai.",
            ),
            "yantra yantras install installation sthapana sthapna sthapit energise energize "
            "activate siddh siddha pran pratishtha prana pratistha rakhe rakhna keep "
            "shri yantra यंत्र स्थापना स्थापित प्राण प्रतिष्ठा सिद्ध रखें रखना",
        ),
        _doc(
            "ritual/mala-jap",
            RITUAL,
            Bilingual(
                "How to use a mala for jap",
                "जप के लिए माला कैसे फेरें",
                "Jaap ke liye mala kaise pherein",
            ),
            Bilingual(
                "A jap mala traditionally has a hundred and eight beads and one larger bead, "
                "the sumeru. Hold it in the right hand over the middle finger and, for each "
                "mantra, draw one bead towards you with the thumb; traditionally the index "
                "finger does not touch the beads. On reaching the sumeru, do not cross it: "
                "turn the mala round and go back the other way. Many keep it in a cloth bag "
                "(gomukhi) while chanting and use it only for jap.",
                "जप की माला में परंपरा से एक सौ आठ मनके होते हैं और एक बड़ा मनका, जिसे सुमेरु "
                "कहते हैं। माला को दाहिने हाथ में मध्यमा उँगली पर रखिए और हर मंत्र के साथ अँगूठे "
                "से एक मनका अपनी ओर खिसकाइए; परंपरा से तर्जनी उँगली मनकों को नहीं छूती। सुमेरु "
                "तक पहुँचकर उसे लाँघिए नहीं: माला को पलटकर उलटी दिशा में फिर से जप शुरू कीजिए। "
                "बहुत से लोग जप करते समय माला को कपड़े की थैली (गोमुखी) में रखते हैं और उसे "
                "केवल जप के लिए ही काम में लेते हैं।",
                "Jaap ki mala mein parampara se ek sau aath manke aur ek bada manka, sumeru, hota "
                "hai. Ise daayein haath mein beech wali ungli par rakhiye aur har mantra ke saath "
                "angoothe se ek manka apni taraf kheenchiye; parampara se tarjani (pehli ungli) "
                "manko ko nahi chhooti. Sumeru tak pahunch kar use laanghiye mat: mala ko palat "
                "kar doosri taraf se wapas japiye. Bahut se log jaap karte samay mala ko kapde ki "
                "thaili (gomukhi) mein rakhte hain aur use sirf jaap ke liye istemaal karte hain.",
            ),
            "mala jap japa jaap chant chanting beads manka manke count fingers finger "
            "sumeru guru bead ferna ferte pherna fere use hold gomukhi माला जप जाप फेरें फेरना "
            "फेरते मनके मनका सुमेरु उँगली",
        ),
        _doc(
            "ritual/gangajal",
            RITUAL,
            Bilingual(
                "How to keep Ganga jal at home",
                "घर में गंगाजल कैसे रखें",
                "Ghar mein Gangajal kaise rakhein",
            ),
            Bilingual(
                "Ganga jal, water from the river Ganga, is kept at home to purify the puja "
                "place, for abhishek and to sprinkle on auspicious occasions. Traditionally "
                "it is kept sealed in a clean copper, brass or glass vessel in the puja room "
                "or another clean place, not in the kitchen or the bathroom, and touched only "
                "after bathing, with clean hands. When more is needed, a few drops are mixed "
                "into clean water, which is then treated as Ganga jal.",
                "गंगाजल, यानी गंगा नदी का जल, घर में पूजा-स्थान को पवित्र करने, अभिषेक के लिए "
                "और शुभ अवसरों पर छिड़कने के लिए रखा जाता है। परंपरा से इसे तांबे, पीतल या काँच "
                "के साफ़ बर्तन में बंद करके पूजा-घर या किसी और साफ़ जगह पर रखा जाता है, रसोई या "
                "स्नानघर में नहीं, और स्नान के बाद साफ़ हाथों से ही छुआ जाता है। ज़्यादा जल की "
                "ज़रूरत हो तो साफ़ पानी में इसकी कुछ बूँदें मिला ली जाती हैं, और वह जल भी गंगाजल "
                "ही माना जाता है।",
                "Gangajal, yaani Ganga nadi ka jal, ghar mein puja ki jagah shuddh karne, abhishek "
                "ke liye aur shubh mauko par chhidakne ke liye rakha jata hai. Parampara se ise "
                "tambe, peetal ya kaanch ke saaf bartan mein band karke puja ke kamre ya kisi aur "
                "saaf jagah rakha jata hai, kitchen ya bathroom mein nahi, aur sirf naha kar, saaf "
                "haathon se chhua jata hai. Zyada chahiye ho to kuch boondein saaf paani mein mila "
                "di jati hain, aur phir us paani ko bhi Gangajal hi maana jata hai.",
            ),
            "gangajal ganga jal gangajalam ganges water holy keep keeping store storing rakhe "
            "rakhna rakhte bottle vessel ghar home गंगाजल गंगा जल रखें रखना रखते घर",
        ),
        _doc(
            "ritual/diya-ghee-oil",
            RITUAL,
            Bilingual(
                "Ghee or oil for the diya, the wick and its direction",
                "दीये में घी या तेल, बाती और दिशा",
                "Diye mein ghee ya tel, baati aur disha",
            ),
            Bilingual(
                "Cow's ghee is traditionally the first choice for the diya before the deity; "
                "sesame oil is also widely used, and mustard oil for Shani dev on Saturdays. "
                "Use a clay or brass diya with a cotton wick, a round one for ghee and a long "
                "one for oil, and place it before the deity with the flame facing east or "
                "north; a lamp facing south is traditionally lit only for the ancestors. "
                "Light it from a matchstick or another lamp, and when it must be put out, do "
                "it with a flower or by covering it, not by blowing.",
                "भगवान के सामने दीये के लिए परंपरा से गाय का घी सबसे उत्तम माना जाता है; तिल का "
                "तेल भी ख़ूब इस्तेमाल होता है, और शनिवार को शनि देव के लिए सरसों का तेल। मिट्टी "
                "या पीतल के दीये में रुई की बाती लगाइए, घी के लिए गोल (फूलबत्ती) और तेल के लिए "
                "लंबी बाती, और दीये को भगवान के सामने इस तरह रखिए कि लौ पूर्व या उत्तर की ओर "
                "रहे; दक्षिण की ओर मुख वाला दीया परंपरा से केवल पितरों के लिए जलाया जाता है। "
                "दीया माचिस की तीली या किसी दूसरे दीये से जलाइए, और बुझाना हो तो फूल से या ढककर "
                "बुझाइए, फूँक मारकर नहीं।",
                "Bhagwan ke saamne diye ke liye parampara se gaay ka ghee sabse pehli pasand hai; "
                "til ka tel bhi khoob istemaal hota hai, aur Shanivar ko Shani dev ke liye sarson "
                "ka tel. Mitti ya peetal ka diya aur rui ki baati lijiye, ghee ke liye gol baati "
                "aur tel ke liye lambi, aur diya Bhagwan ke saamne aise rakhiye ki lau poorab ya "
                "uttar ki taraf ho; dakshin ki taraf munh wala diya parampara se sirf pitron ke "
                "liye jalaya jata hai. Ise maachis ki teeli ya doosre diye se jalaiye, aur jab "
                "bujhana hi pade to phool se ya dhak kar bujhaiye, phoonk maar kar nahi.",
            ),
            "diya deepak deep lamp ghee ghi oil tel sesame til mustard sarson which kaunsa "
            "konsa wick batti bati direction disha face east north cow desi jalaye jalayen "
            "दीया दीये दीपक घी तेल तिल सरसों कौन सा बाती बत्ती दिशा पूर्व उत्तर जलाएँ",
        ),
        _doc(
            "ritual/home-altar-direction",
            RITUAL,
            Bilingual(
                "Which direction the home altar faces",
                "घर में पूजा-घर किस दिशा में हो",
                "Ghar mein puja ghar kis disha mein ho",
            ),
            Bilingual(
                "Traditionally the home altar (puja ghar, mandir) is placed in the north-east "
                "corner of the home, the ishan kon, and the devotee sits facing east or north "
                "while praying. Where that is not possible, any clean, quiet place will do: "
                "what matters most is cleanliness and daily devotion. In many families the "
                "altar is not placed under a staircase, against a bathroom wall or in a "
                "bedroom, and the images are kept a little above the floor, not facing each "
                "other.",
                "परंपरा से घर का पूजा-घर (मंदिर) घर के उत्तर-पूर्व कोने, यानी ईशान कोण में बनाया "
                "जाता है, और पूजा करते समय भक्त पूर्व या उत्तर की ओर मुँह करके बैठते हैं। जहाँ "
                "ऐसा संभव न हो, वहाँ कोई भी साफ़ और शांत जगह ठीक है: सबसे ज़रूरी है स्वच्छता "
                "और रोज़ की भक्ति। कई परिवारों में पूजा-घर सीढ़ियों के नीचे, स्नानघर की दीवार से "
                "सटाकर या शयनकक्ष में नहीं बनाया जाता, और मूर्तियाँ या चित्र ज़मीन से थोड़ा ऊपर, "
                "एक-दूसरे के आमने-सामने न रखकर, रखे जाते हैं।",
                "Parampara se ghar ka mandir (puja ghar) ghar ke uttar-poorab kone, yaani ishan "
                "kon, mein rakha jata hai, aur bhakt poorab ya uttar ki taraf munh karke prarthana "
                "karta hai. Jahan aisa na ho sake, wahan koi bhi saaf, shaant jagah chalegi: sabse "
                "zaroori hai safai aur roz ki bhakti. Kai parivaron mein mandir seedhiyon ke "
                "neeche, bathroom ki deewar se lagakar ya bedroom mein nahi rakha jata, aur "
                "murtiyan ya tasveerein zameen se thoda upar rakhi jati hain, ek doosre ke "
                "aamne-saamne nahi.",
            ),
            "altar puja ghar room mandir shrine home direction disha facing face east north "
            "north-east northeast ishan kon corner vastu kis kidhar kaha banaye rakhe "
            "पूजा घर मंदिर दिशा ईशान कोण पूर्व उत्तर किस कहाँ बनाएँ रखें",
        ),
    ]


def _worship() -> list[Doc]:
    return [
        _doc(
            "ritual/darshan-etiquette",
            RITUAL,
            Bilingual(
                "Darshan and temple etiquette",
                "दर्शन और मंदिर में आचरण",
                "Darshan aur mandir mein aacharan",
            ),
            Bilingual(
                "Darshan means seeing the deity and being seen by the deity: devotees come not "
                "only to look but to receive grace. Go after bathing, in clean and modest "
                "clothes, leave footwear outside, ring the bell, and stand a little to one "
                "side rather than straight in front of the deity; do not touch the image "
                "unless the temple allows it. Keep silent or chant softly, follow the queue "
                "and the temple's rules on phones and photographs, and many devotees sit "
                "quietly for a moment before leaving.",
                "दर्शन का अर्थ है भगवान को देखना और भगवान की दृष्टि में आना: भक्त केवल देखने नहीं, "
                "बल्कि उनकी कृपा पाने आते हैं। स्नान के बाद साफ़ और शालीन कपड़ों में जाइए, जूते-"
                "चप्पल बाहर उतारिए, घंटी बजाइए, और भगवान के ठीक सामने के बजाय थोड़ा एक ओर खड़े "
                "होइए; जब तक मंदिर अनुमति न दे, प्रतिमा को न छुएँ। शांत रहिए या धीरे-धीरे जाप "
                "कीजिए, कतार और फ़ोन व फ़ोटो के बारे में मंदिर के नियमों का पालन कीजिए, और बहुत "
                "से भक्त लौटने से पहले कुछ देर शांति से बैठते हैं।",
                "Darshan ka matlab hai Bhagwan ko dekhna aur Bhagwan ki drishti paana: bhakt sirf "
                "dekhne nahi, kripa paane aate hain. Naha kar, saaf aur saade kapdon mein jaiye, "
                "joote-chappal bahar utariye, ghanti bajaiye, aur Bhagwan ke theek saamne khade "
                "hone ke bajaye thoda ek taraf khade hoiye; jab tak mandir ijazat na de, murti ko "
                "mat chhuiye. Chup rahiye ya dheere se jaap kijiye, line mein chaliye aur phone "
                "aur photo ke baare mein mandir ke niyam maaniye, aur bahut se bhakt nikalne se "
                "pehle thodi der shaanti se baithte hain.",
            ),
            "darshan darshana temple visit visiting etiquette rules niyam manners dress "
            "clothes footwear shoes chappal jaye jate dos donts should jaana darshan ke "
            "दर्शन मंदिर नियम आचरण कपड़े जूते जाएँ जाते चाहिए",
        ),
        _doc(
            "ritual/prasad",
            RITUAL,
            Bilingual(
                "What prasad is and how to receive it",
                "प्रसाद क्या है और कैसे ग्रहण करें",
                "Prasad kya hai aur kaise grahan karein",
            ),
            Bilingual(
                "Prasad is food first offered to the deity as naivedya and then given back to "
                "devotees as the deity's grace. Receive it in the right hand, or with both "
                "hands cupped, the right over the left, and eat it with respect; "
                "traditionally it is never refused or thrown away, and what falls is placed "
                "at the foot of a tree or in flowing water. At home the naivedya is offered "
                "with a tulsi leaf to Vishnu and Krishna, and then shared with the family and "
                "guests.",
                "प्रसाद वह भोजन है जो पहले भगवान को नैवेद्य के रूप में अर्पित किया जाता है और फिर "
                "उनकी कृपा के रूप में भक्तों को दिया जाता है। इसे दाहिने हाथ में, या दोनों हाथों "
                "की अंजलि बनाकर, दाहिना हाथ बाएँ के ऊपर रखकर, ग्रहण कीजिए और आदर से खाइए; "
                "परंपरा से प्रसाद कभी मना नहीं किया जाता और न फेंका जाता है, और जो गिर जाए उसे "
                "किसी पेड़ की जड़ में या बहते जल में रख दिया जाता है। घर में विष्णु जी और श्री "
                "कृष्ण को नैवेद्य तुलसी दल के साथ अर्पित किया जाता है, फिर परिवार और अतिथियों में "
                "बाँटा जाता है।",
                "Prasad woh bhojan hai jo pehle Bhagwan ko naivedya ke roop mein chadhaya jata hai "
                "aur phir Bhagwan ki kripa ke roop mein bhakton ko wapas diya jata hai. Ise "
                "daayein haath mein lijiye, ya dono haathon ki anjuli banakar, daayan haath "
                "baayein ke upar, aur aadar se khaiye; parampara se prasad kabhi mana nahi kiya "
                "jata ya phenka nahi jata, aur jo gir jaye use kisi ped ki jad mein ya behte paani "
                "mein rakh diya jata hai. Ghar par naivedya Vishnu ji aur Krishna ji ko tulsi "
                "patte ke saath chadhaya jata hai, aur phir parivar aur mehmanon mein baanta jata "
                "hai.",
            ),
            "prasad prasadam prashad parsad naivedya bhog receive receiving take taking "
            "grahan lena lete le eat hand what प्रसाद भोग नैवेद्य ग्रहण लें लेते हाथ",
        ),
        _doc(
            "ritual/sankalp",
            RITUAL,
            Bilingual(
                "What the sankalp is: gotra and nakshatra",
                "संकल्प क्या है: गोत्र और नक्षत्र",
                "Sankalp kya hai: gotra aur nakshatra",
            ),
            Bilingual(
                "The sankalp is the solemn resolve taken at the start of a puja, vrat or jap. "
                "Holding water, akshat and a flower in the right palm, the devotee says when "
                "and where the rite is done (the samvat, month, paksha, tithi and place), "
                "their name and gotra, often their nakshatra or rashi, and what the puja is "
                "for, then lets the water fall to the ground. The gotra names the sage from "
                "whom the family line descends; a family that does not know its gotra "
                "traditionally says Kashyap. In a puja the priest recites the sankalp and the "
                "family repeats the names after him.",
                "संकल्प पूजा, व्रत या जप की शुरुआत में लिया जाने वाला दृढ़ निश्चय है। दाहिनी "
                "हथेली में जल, अक्षत और फूल लेकर भक्त बताते हैं कि अनुष्ठान कब और कहाँ हो रहा है "
                "(संवत, मास, पक्ष, तिथि और स्थान), अपना नाम और गोत्र, अक्सर अपना नक्षत्र या राशि, "
                "और पूजा किस उद्देश्य से की जा रही है; फिर जल को भूमि पर छोड़ देते हैं। गोत्र उस "
                "ऋषि का नाम है जिनसे परिवार की वंश-परंपरा चली है; जिस परिवार को अपना गोत्र पता "
                "न हो, वह परंपरा से कश्यप गोत्र बोलता है। पूजा में पंडित जी संकल्प पढ़ते हैं और "
                "परिवार उनके पीछे नाम दोहराता है।",
                "Sankalp woh sankalp-vachan hai jo puja, vrat ya jaap ki shuruaat mein liya jata "
                "hai. Daayein haath mein jal, akshat aur phool lekar bhakt bolta hai ki anushthan "
                "kab aur kahan ho raha hai (samvat, mahina, paksh, tithi aur jagah), apna naam aur "
                "gotra, aksar apna nakshatra ya rashi, aur puja kis liye hai, phir jal zameen par "
                "chhod deta hai. Gotra us rishi ka naam hai jinse parivar ka vansh chala; jis "
                "parivar ko apna gotra pata nahi, woh parampara se Kashyap bolta hai. Puja mein "
                "pandit ji sankalp padhte hain aur parivar unke peechhe naam dohrata hai.",
            ),
            "sankalp sankalpa sankalpam resolve vow gotra gotr nakshatra rashi name naam "
            "kashyap bolte bolna lete lena संकल्प गोत्र नक्षत्र राशि नाम कश्यप लेते",
        ),
        _doc(
            "ritual/aarti-how",
            RITUAL,
            Bilingual("How aarti is done", "आरती कैसे की जाती है", "Aarti kaise ki jati hai"),
            Bilingual(
                "Aarti is done at the end of a puja: a lamp of ghee wicks or camphor is waved "
                "before the deity while the family sings the deity's aarti and rings the "
                "bell. Traditionally the plate is moved clockwise, four times at the deity's "
                "feet, twice at the navel, once at the face and seven times over the whole "
                "form. Then water is circled around the plate, and everyone takes the warmth "
                "of the flame with both palms to their eyes and head.",
                "आरती पूजा के अंत में की जाती है: घी की बातियों या कपूर का दीपक भगवान के सामने "
                "घुमाया जाता है, और परिवार भगवान की आरती गाते हुए घंटी बजाता है। परंपरा से थाली "
                "घड़ी की सुई की दिशा में घुमाई जाती है: चार बार भगवान के चरणों के सामने, दो बार "
                "नाभि के सामने, एक बार मुख के सामने और सात बार पूरे विग्रह के सामने। फिर थाली के "
                "चारों ओर जल घुमाया जाता है, और सब लोग दोनों हथेलियों से लौ की आँच लेकर अपनी "
                "आँखों और सिर से लगाते हैं।",
                "Aarti puja ke ant mein hoti hai: ghee ki baatiyon ya kapoor ka diya Bhagwan ke "
                "saamne ghumaya jata hai, parivar Bhagwan ki aarti gaata hai aur ghanti bajata "
                "hai. Parampara se thali ghadi ki disha mein ghumayi jati hai, chaar baar Bhagwan "
                "ke charnon par, do baar naabhi par, ek baar mukh par aur saat baar poore roop "
                "par. Phir thali ke chaaron taraf jal ghumaya jata hai, aur sab dono hatheliyon se "
                "lau ki garmi apni aankhon aur sir par lagate hain.",
            ),
            "aarti arti arati aarthi karte kare karein utarna utarte do done doing thali "
            "plate clockwise rounds ghumana ghumate sing आरती उतारें उतारना उतारते थाली घुमाते",
        ),
        _doc(
            "ritual/abhishek",
            RITUAL,
            Bilingual("What an abhishek is", "अभिषेक क्या होता है", "Abhishek kya hota hai"),
            Bilingual(
                "Abhishek is the ritual bathing of a deity's image or a Shiva linga while "
                "mantras are chanted, as worship and honour. Water, milk, curd, honey, ghee "
                "and sugar (together called panchamrit), Ganga jal, coconut water or "
                "sandalwood water are poured over the deity, who is then dried, dressed and "
                "offered flowers. Many temples do it every morning, and devotees offer it "
                "especially to Shiva, on Mondays and in Shravan.",
                "अभिषेक का अर्थ है मंत्रों के साथ भगवान की प्रतिमा या शिवलिंग को पवित्र स्नान "
                "कराना, पूजा और सम्मान के भाव से। जल, दूध, दही, शहद, घी और शक्कर (जिन्हें मिलाकर "
                "पंचामृत कहते हैं), गंगाजल, नारियल पानी या चंदन-जल भगवान पर अर्पित किया जाता है, "
                "फिर प्रतिमा को पोंछकर वस्त्र पहनाए जाते हैं और फूल चढ़ाए जाते हैं। कई मंदिरों में "
                "यह रोज़ सुबह होता है, और भक्त विशेष रूप से सोमवार को और सावन में शिव जी का "
                "अभिषेक करते हैं।",
                "Abhishek mein mantra japte hue Bhagwan ki murti ya Shivling ka vidhi se snan "
                "karaya jata hai, puja aur samman ke roop mein. Jal, doodh, dahi, shahad, ghee aur "
                "shakkar (inhe milakar panchamrit kehte hain), Gangajal, nariyal paani ya chandan "
                "ka jal Bhagwan par chadhaya jata hai, phir unhe ponchh kar vastra pehnaye jate "
                "hain aur phool chadhaye jate hain. Bahut se mandiron mein yeh roz subah hota hai, "
                "aur bhakt khaas kar Shiv ji ka abhishek karte hain, Somvar ko aur Sawan mein.",
            ),
            "abhishek abhishekam abhisheka bathing bath snan panchamrit milk doodh curd "
            "honey idol murti deity what meaning अभिषेक पंचामृत स्नान दूध",
        ),
        _doc(
            "ritual/annadanam",
            RITUAL,
            Bilingual(
                "Annadanam: the gift of food", "अन्नदान: भोजन का दान", "Anndaan: bhojan ka daan"
            ),
            Bilingual(
                "Annadanam, the gift of food, is traditionally held to be among the highest "
                "forms of charity, because food sustains life. Devotees feed the hungry, "
                "sadhus or Brahmins, or sponsor a meal at a temple or an ashram, often on a "
                "birthday, an anniversary, an ancestor's shraddh or a festival. The food is "
                "simple and sattvic and is served with respect and humility, as an offering to "
                "God present in every being.",
                "अन्नदान, यानी भोजन का दान, परंपरा से सबसे श्रेष्ठ दानों में गिना जाता है, "
                "क्योंकि अन्न से ही जीवन चलता है। भक्त भूखों, साधुओं या ब्राह्मणों को भोजन कराते "
                "हैं, या किसी मंदिर या आश्रम में भोजन की व्यवस्था करवाते हैं, अक्सर जन्मदिन, "
                "वर्षगाँठ, किसी पूर्वज के श्राद्ध या किसी त्योहार पर। भोजन सादा और सात्त्विक होता "
                "है, और उसे हर प्राणी में बसे ईश्वर को अर्पण मानकर आदर और विनम्रता से परोसा "
                "जाता है।",
                "Anndaan, yaani bhojan ka daan, parampara se sabse bade daanon mein se maana jata "
                "hai, kyunki bhojan se hi jeevan chalta hai. Bhakt bhookhon, sadhuon ya Brahmanon "
                "ko khana khilate hain, ya kisi mandir ya ashram mein bhojan karwate hain, aksar "
                "janmdin, anniversary, kisi poorvaj ke shraddh ya tyohar par. Khana saada aur "
                "sattvik hota hai aur aadar aur vinamrata se parosa jata hai, har jeev mein base "
                "Bhagwan ko arpan ke roop mein.",
            ),
            "annadanam annadan anna daan dan food donation donate charity feed feeding "
            "bhojan khana khilana garib poor needy bhandara langar why mahatva अन्नदान "
            "अन्न दान भोजन भंडारा खिलाना क्यों करते महत्व",
        ),
    ]


def practice_docs() -> list[Doc]:
    """Things devotees keep at home and the parts of worship they ask about."""
    return _things_at_home() + _worship()
