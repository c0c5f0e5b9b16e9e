"""Ritual and mantra knowledge, and how to use the app, as retrievable documents with their
title and text in English, Hindi and Hinglish: what devotees ask the assistant besides
prices ("why do we break a coconut?", "havan kaise karte hai?"). Traditional and factual;
where practice varies by region or family it says "traditionally". No prices, limits or
policy numbers here: those come from the catalogue and the house rules (policies.py)."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_common import common_docs
from assistant_core.builtin.kb_customs import custom_docs
from assistant_core.builtin.kb_devotee_care import devotee_care_docs
from assistant_core.builtin.kb_doc import GUIDE, KINDS, RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.kb_family import family_docs
from assistant_core.builtin.kb_festivals import festival_docs
from assistant_core.builtin.kb_guides import app_docs
from assistant_core.builtin.kb_practices import practice_docs
from assistant_core.builtin.kb_rites import rite_docs
from assistant_core.builtin.kb_worship import worship_docs
from assistant_core.builtin.retrieval import Doc

__all__ = ["GUIDE", "KINDS", "RITUAL", "ritual_docs"]

# Keywords are indexed through textnorm.tokens(): Hinglish words it does not map are given
# as devotees spell them ("nariyal", "phodte"), and Devanagari ones as typed ("आरती"),
# since only the English text is indexed. "क्यों" is not a stopword, so the "why" documents
# carry it, as "kyu" (a stopword) needs not.


def _mantras() -> list[Doc]:
    return [
        _doc(
            "ritual/gayatri-mantra",
            RITUAL,
            Bilingual(
                "Gayatri mantra: text and meaning",
                "गायत्री मंत्र: पाठ और अर्थ",
                "Gayatri mantra: paath aur arth",
            ),
            Bilingual(
                "The Gayatri mantra is from the Rig Veda (3.62.10) and is addressed to Savitr, "
                "the Sun as the divine light: ॐ भूर्भुवः स्वः। तत्सवितुर्वरेण्यं भर्गो देवस्य "
                "धीमहि। धियो यो नः प्रचोदयात्॥ (Om bhur bhuvah svah, tat savitur varenyam, "
                'bhargo devasya dhimahi, dhiyo yo nah prachodayat). It means: "We meditate on '
                'the adorable radiance of the divine Savitr; may he inspire our intellect." '
                "It is traditionally chanted at sunrise and sunset (sandhya), often 108 times.",
                "गायत्री मंत्र ऋग्वेद (3.62.10) का मंत्र है, जो सविता देव, यानी दिव्य प्रकाश के "
                "रूप में सूर्य को समर्पित है: ॐ भूर्भुवः स्वः। तत्सवितुर्वरेण्यं भर्गो देवस्य "
                'धीमहि। धियो यो नः प्रचोदयात्॥ इसका अर्थ है: "हम सविता देव के उस श्रेष्ठ और '
                'तेजस्वी प्रकाश का ध्यान करते हैं; वे हमारी बुद्धि को प्रेरित करें।" परंपरा से '
                "इसका जाप सूर्योदय और सूर्यास्त (संध्या) के समय किया जाता है, अक्सर 108 बार।",
                "Gayatri mantra Rigved (3.62.10) ka mantra hai, jo Savita dev, yaani divya prakash "
                "ke roop mein Surya ko samarpit hai: Om bhur bhuvah svah, tat savitur varenyam, "
                'bhargo devasya dhimahi, dhiyo yo nah prachodayat. Iska arth hai: "Hum Savita dev '
                "ke us shreshth aur tejasvi prakash ka dhyan karte hain; woh hamari buddhi ko "
                'prerit karein." Parampara se iska jaap suryoday aur suryast (sandhya) ke samay '
                "kiya jata hai, aksar 108 baar.",
            ),
            "gayatri mantra arth matlab savitur savita savitr sun surya chant chanting jap "
            "sandhya om bhur bhuvah svah rig veda गायत्री मंत्र अर्थ मतलब जाप",
        ),
        _doc(
            "ritual/mahamrityunjaya-mantra",
            RITUAL,
            Bilingual(
                "Mahamrityunjaya mantra: text and meaning",
                "महामृत्युंजय मंत्र: पाठ और अर्थ",
                "Mahamrityunjay mantra: paath aur arth",
            ),
            Bilingual(
                "The Mahamrityunjaya mantra, from the Rig Veda (7.59.12), is a prayer to Shiva "
                "as Tryambaka, the three-eyed one: ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। "
                'उर्वारुकमिव बन्धनान् मृत्योर्मुक्षीय माऽमृतात्॥ It means: "We worship the '
                "fragrant three-eyed one who nourishes all; as a ripe cucumber is freed from its "
                'stem, may he free us from death, and not from immortality." Devotees '
                "traditionally chant it, often 108 times, praying for protection and courage in "
                "times of illness or fear; it is a prayer, not a substitute for medical care.",
                "महामृत्युंजय मंत्र ऋग्वेद (7.59.12) का मंत्र है, जो त्र्यम्बक यानी तीन नेत्रों "
                "वाले भगवान शिव की प्रार्थना है: ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। "
                'उर्वारुकमिव बन्धनान् मृत्योर्मुक्षीय माऽमृतात्॥ इसका अर्थ है: "हम सुगंधित और '
                "सबका पोषण करने वाले त्रिनेत्र शिव की उपासना करते हैं; जैसे पका हुआ खरबूजा अपनी "
                "बेल से सहज ही अलग हो जाता है, वैसे ही वे हमें मृत्यु के बंधन से मुक्त करें, "
                'अमरत्व से नहीं।" भक्त परंपरा से बीमारी या भय के समय रक्षा और साहस की प्रार्थना '
                "के साथ इसका जाप करते हैं, अक्सर 108 बार; यह प्रार्थना है, इलाज का विकल्प नहीं।",
                "Mahamrityunjay mantra Rigved (7.59.12) ka mantra hai, jo Tryambak yaani teen "
                "netron wale Bhagwan Shiv ki prarthana hai: Om tryambakam yajamahe sugandhim "
                "pushtivardhanam, urvarukamiva bandhanan mrityor mukshiya maamritat. Iska arth "
                'hai: "Hum sugandhit aur sabka poshan karne wale trinetra Shiv ki upasana karte '
                "hain; jaise paki hui kakdi apni bel se sahaj hi alag ho jati hai, waise hi woh "
                'hume mrityu ke bandhan se mukt karein, amaratva se nahi." Bhakt parampara se '
                "bimari ya darr ke samay raksha aur himmat ki prarthana ke saath iska jaap karte "
                "hain, aksar 108 baar; yeh prarthana hai, ilaaj ka vikalp nahi.",
            ),
            "mahamrityunjaya maha mrityunjaya mrityunjay mahamrityunjay mantra tryambakam "
            "trayambakam shiva arth matlab chant jap महामृत्युंजय मृत्युंजय त्र्यम्बकं मंत्र अर्थ",
        ),
        _doc(
            "ritual/om-namah-shivaya",
            RITUAL,
            Bilingual("Om Namah Shivaya: meaning", "ॐ नमः शिवाय: अर्थ", "Om Namah Shivaya: arth"),
            Bilingual(
                "Om Namah Shivaya (ॐ नमः शिवाय) is the five-syllable (panchakshari) mantra of "
                'Shiva, found in the Shri Rudram of the Yajurveda. It means "Om, I bow to '
                'Shiva": an offering of oneself to the auspicious one. Anyone may chant it at '
                "any time; traditionally it is chanted especially on Mondays, in the month of "
                "Shravan and on Maha Shivratri.",
                "ॐ नमः शिवाय भगवान शिव का पंचाक्षरी (पाँच अक्षरों वाला) मंत्र है, जो यजुर्वेद के "
                'श्री रुद्रम् में आता है। इसका अर्थ है "ॐ, मैं शिव को नमन करता हूँ": यानी स्वयं '
                "को कल्याणकारी शिव को समर्पित करना। इसे कोई भी, कभी भी जप सकता है; परंपरा से "
                "सोमवार, सावन के महीने और महाशिवरात्रि पर इसका जाप विशेष रूप से किया जाता है।",
                "Om Namah Shivaya Shiv ji ka paanch aksharon wala (panchakshari) mantra hai, jo "
                'Yajurved ke Shri Rudram mein aata hai. Iska arth hai "Om, Shiv ko mera pranam": '
                "yaani apne aap ko mangalmay Shiv ko arpit karna. Ise koi bhi, kabhi bhi jap sakta "
                "hai; parampara se iska jaap khaas kar Somvar ko, Sawan ke mahine mein aur Maha "
                "Shivratri par kiya jata hai.",
            ),
            "om namah namo shivay shivaya panchakshari mantra shiva arth matlab chant jap "
            "ॐ ओम नमः शिवाय पंचाक्षरी मंत्र अर्थ",
        ),
        _doc(
            "ritual/hare-krishna",
            RITUAL,
            Bilingual("Hare Krishna maha-mantra", "हरे कृष्ण महामंत्र", "Hare Krishna mahamantra"),
            Bilingual(
                "The Hare Krishna maha-mantra is: Hare Krishna Hare Krishna, Krishna Krishna Hare "
                "Hare, Hare Rama Hare Rama, Rama Rama Hare Hare (हरे कृष्ण हरे कृष्ण, कृष्ण "
                "कृष्ण हरे हरे, हरे राम हरे राम, राम राम हरे हरे). It appears in the "
                "Kali-Santarana Upanishad and was spread by Chaitanya Mahaprabhu. It calls on "
                "the Lord by his names, Hare (traditionally understood as Radha, his divine "
                "energy), Krishna and Rama, asking to be engaged in his devotion. It is chanted "
                "softly on beads (japa) or sung together (kirtan), at any time.",
                "हरे कृष्ण महामंत्र है: हरे कृष्ण हरे कृष्ण, कृष्ण कृष्ण हरे हरे, हरे राम हरे "
                "राम, राम राम हरे हरे। यह कलि-संतरण उपनिषद में आता है, और चैतन्य महाप्रभु ने "
                "इसका प्रचार किया। इसमें भगवान को उनके नामों से पुकारा जाता है: हरे (परंपरा से "
                "उनकी दिव्य शक्ति राधा जी), कृष्ण और राम; और उनकी भक्ति में लगे रहने की "
                "प्रार्थना की जाती है। इसे माला पर धीरे-धीरे जपा (जप) या सबके साथ गाया (कीर्तन) "
                "जाता है, किसी भी समय।",
                "Hare Krishna mahamantra hai: Hare Krishna Hare Krishna, Krishna Krishna Hare "
                "Hare, Hare Rama Hare Rama, Rama Rama Hare Hare. Yeh Kali-Santaran Upanishad mein "
                "aata hai aur Chaitanya Mahaprabhu ne ise phailaya. Ismein Bhagwan ko unke naamon "
                "se pukara jata hai, Hare (parampara se Radha ji, unki divya shakti), Krishna aur "
                "Rama, aur unki bhakti mein lage rehne ki prarthana ki jati hai. Ise mala par "
                "dheere se japa jata hai (jaap) ya sab milkar gaya jata hai (kirtan), kisi bhi "
                "samay.",
            ),
            "hare krishna rama ram maha mantra mahamantra kirtan japa chant iskcon chaitanya "
            "arth matlab हरे कृष्ण राम महामंत्र मंत्र कीर्तन",
        ),
        _doc(
            "ritual/hanuman-chalisa",
            RITUAL,
            Bilingual(
                "Hanuman Chalisa: what it is and when it is recited",
                "हनुमान चालीसा",
                "Hanuman Chalisa: kya hai aur kab padhi jati hai",
            ),
            Bilingual(
                "The Hanuman Chalisa is a hymn of forty chaupais (verses), with dohas at the "
                "start and end, written in Awadhi by Goswami Tulsidas. It praises Hanuman's "
                "strength, wisdom and devotion to Shri Ram. Many recite it daily, morning or "
                "evening after bathing; traditionally it is recited especially on Tuesdays and "
                "Saturdays, and some recite it 7, 11 or 108 times.",
                "हनुमान चालीसा गोस्वामी तुलसीदास जी द्वारा अवधी में रची गई स्तुति है, जिसमें "
                "चालीस चौपाइयाँ हैं और आरंभ व अंत में दोहे हैं। इसमें हनुमान जी के बल, बुद्धि और "
                "श्री राम के प्रति उनकी भक्ति का गुणगान है। बहुत से लोग इसका पाठ रोज़ सुबह या "
                "शाम स्नान के बाद करते हैं; परंपरा से मंगलवार और शनिवार को इसका पाठ विशेष रूप से "
                "किया जाता है, और कुछ लोग इसे 7, 11 या 108 बार पढ़ते हैं।",
                "Hanuman Chalisa chalis chaupaiyon ka stotra hai, shuru aur ant mein dohon ke "
                "saath, jise Goswami Tulsidas ji ne Awadhi mein likha. Ismein Hanuman ji ki "
                "shakti, buddhi aur Shri Ram ke prati unki bhakti ka gungaan hai. Bahut se log ise "
                "roz subah ya shaam naha kar padhte hain; parampara se ise khaas kar Mangalvar aur "
                "Shanivar ko padha jata hai, aur kuch log 7, 11 ya 108 baar padhte hain.",
            ),
            "hanuman chalisa bajrang bali tulsidas tuesday saturday mangalvar mangalwar "
            "shanivar shaniwar when kab path padhna padhe padhte recite हनुमान चालीसा मंगलवार "
            "शनिवार पाठ पढ़ना पढ़ें",
        ),
    ]


def _why() -> list[Doc]:
    return [
        _doc(
            "ritual/coconut",
            RITUAL,
            Bilingual(
                "Why a coconut is broken in puja",
                "पूजा में नारियल क्यों फोड़ा जाता है",
                "Puja mein nariyal kyun phoda jata hai",
            ),
            Bilingual(
                "The coconut (shriphal) is one of the purest offerings: whole, untouched and "
                "sweet inside. Breaking it before the deity traditionally stands for breaking "
                "one's ego, the hard shell, so that the pure heart within is offered to God. "
                "It is broken at the start of new ventures, in temples, at a griha pravesh or "
                "for a new vehicle, and its water and kernel are shared as prasad.",
                "नारियल (श्रीफल) सबसे पवित्र भेंटों में से एक है: पूरा, अछूता और भीतर से मीठा। "
                "भगवान के सामने इसे फोड़ना परंपरा से अपने अहंकार रूपी कठोर खोल को तोड़कर भीतर "
                "का शुद्ध मन भगवान को अर्पित करने का प्रतीक माना जाता है। नए काम की शुरुआत, "
                "मंदिर, गृह प्रवेश या नई गाड़ी की पूजा में नारियल फोड़ा जाता है, और उसका पानी "
                "और गिरी प्रसाद के रूप में बाँटे जाते हैं।",
                "Nariyal (shriphal) sabse pavitra bhog mein se ek hai: poora, kisi ka chhua hua "
                "nahi, aur andar se meetha. Bhagwan ke saamne ise phodna parampara se apne "
                "ahankar, yaani sakht khol, ko todne ka prateek hai, taaki andar ka shuddh mann "
                "Bhagwan ko arpit ho. Naye kaam ki shuruaat mein, mandiron mein, griha pravesh par "
                "ya nayi gaadi ke liye nariyal phoda jata hai, aur uska paani aur giri prasad ke "
                "roop mein baante jate hain.",
            ),
            "coconut nariyal nariyel narial shriphal break breaking broken phodna phodte "
            "phodta fodte fodna todna todte tod ego why क्यों नारियल फोड़ना फोड़ते फोड़ा "
            "तोड़ते तोड़ना श्रीफल",
        ),
        _doc(
            "ritual/diya",
            RITUAL,
            Bilingual(
                "Why a diya (lamp) is lit", "दीया क्यों जलाया जाता है", "Diya kyun jalaya jata hai"
            ),
            Bilingual(
                "A lit diya stands for knowledge, which removes the darkness of ignorance, and "
                "for the presence of the divine; puja traditionally begins by lighting one. "
                "It is lit with ghee or sesame oil and a cotton wick, usually in the morning "
                "and at dusk, and placed before the deity. Never leave a burning lamp "
                "unattended near cloth or curtains.",
                "जलता हुआ दीया ज्ञान का प्रतीक है, जो अज्ञान के अँधेरे को दूर करता है, और "
                "ईश्वर की उपस्थिति का भी; परंपरा से पूजा की शुरुआत दीया जलाकर ही होती है। इसे "
                "घी या तिल के तेल और रुई की बाती से, आम तौर पर सुबह और संध्या के समय जलाकर "
                "भगवान के सामने रखा जाता है। जलते दीये को कपड़े या पर्दों के पास बिना देखरेख के "
                "न छोड़ें।",
                "Jalta diya gyaan ka prateek hai, jo agyaan ka andhera door karta hai, aur Bhagwan "
                "ki maujoodgi ka bhi; parampara se puja diya jala kar hi shuru hoti hai. Ise ghee "
                "ya til ke tel aur rui ki baati se jalaya jata hai, aksar subah aur shaam ko, aur "
                "Bhagwan ke saamne rakha jata hai. Jalte diye ko kapde ya parde ke paas bina "
                "dekhrekh ke mat chhodiye.",
            ),
            "diya diyas deepak deep deepam lamp light lighting lit jyot jyoti ghee oil wick "
            "batti jalana jalate jalaate why क्यों दीया दीये दीपक दीप ज्योत जलाना जलाते बाती",
        ),
        _doc(
            "ritual/camphor-aarti",
            RITUAL,
            Bilingual(
                "Why camphor is burnt in aarti",
                "आरती में कपूर क्यों जलाया जाता है",
                "Aarti mein kapoor kyun jalaya jata hai",
            ),
            Bilingual(
                "Camphor burns away completely and leaves no residue, so it traditionally "
                "stands for the ego dissolving fully in the divine, leaving nothing of itself "
                "behind. In aarti its bright flame is waved before the deity so that the "
                "devotee can see the deity's form in its light, and devotees then take the "
                "warmth of the flame with their palms to their eyes and head. Its fragrance "
                "also freshens the air of the puja room.",
                "कपूर पूरा जल जाता है और पीछे कुछ भी नहीं छोड़ता, इसलिए परंपरा से इसे अहंकार के "
                "पूरी तरह ईश्वर में विलीन हो जाने का प्रतीक माना जाता है। आरती में इसकी तेज़ लौ "
                "भगवान के सामने घुमाई जाती है ताकि उसकी रोशनी में भगवान के दर्शन हों, और फिर "
                "भक्त लौ की आँच को हथेलियों से अपनी आँखों और सिर से लगाते हैं। इसकी सुगंध से "
                "पूजा-घर का वातावरण भी ताज़ा हो जाता है।",
                "Kapoor poora jal jata hai aur kuch bhi peechhe nahi chhodta, isliye parampara se "
                "yeh ahankar ke Bhagwan mein poori tarah ghul jaane ka prateek hai, apna kuch bhi "
                "baaki nahi rehta. Aarti mein iski tez lau Bhagwan ke saamne ghumayi jati hai "
                "taaki bhakt us roshni mein Bhagwan ka roop dekh sakein, aur phir bhakt lau ki "
                "garmi hatheliyon se apni aankhon aur sir par lagate hain. Iski khushboo puja ke "
                "kamre ki hawa ko bhi taaza kar deti hai.",
            ),
            "camphor aarti arti arati burn burning burnt jalana jalate why क्यों आरती कपूर जलाते जलाना",
        ),
        _doc(
            "ritual/kalash-sthapana",
            RITUAL,
            Bilingual(
                "Why a kalash is installed (kalash sthapana)",
                "कलश स्थापना क्यों की जाती है",
                "Kalash sthapana kyun ki jati hai",
            ),
            Bilingual(
                "A kalash is a pot, usually of copper, brass or clay, filled with water and "
                "topped with mango leaves and a coconut. It traditionally represents fullness "
                "(purna kumbha) and the presence of the deities, who are invoked into it at the "
                "start of a puja, with Varuna in the water. It is installed first in many "
                "pujas, and especially on the first day of Navratri (ghatasthapana).",
                "कलश तांबे, पीतल या मिट्टी का घड़ा होता है, जिसमें जल भरकर ऊपर आम के पत्ते और "
                "नारियल रखा जाता है। परंपरा से यह पूर्णता (पूर्ण कुंभ) और देवताओं की उपस्थिति "
                "का प्रतीक है: पूजा की शुरुआत में देवताओं का इसमें आवाहन किया जाता है, और जल में "
                "वरुण देव का। कई पूजाओं में सबसे पहले कलश स्थापना होती है, और नवरात्रि के पहले "
                "दिन (घटस्थापना) तो विशेष रूप से।",
                "Kalash ek bartan hota hai, aksar tambe, peetal ya mitti ka, jisme paani bhara "
                "jata hai aur upar aam ke patte aur nariyal rakha jata hai. Parampara se yeh "
                "poornata (purna kumbh) aur devtaon ki upasthiti ka prateek hai, jinka puja ki "
                "shuruaat mein isme aavahan kiya jata hai, aur jal mein Varun dev ka. Kai pujaon "
                "mein sabse pehle kalash sthapit kiya jata hai, aur khaas kar Navratri ke pehle "
                "din (ghatasthapana).",
            ),
            "kalash kalas kalasha sthapana sthapna ghatasthapana ghat pot water mango leaves "
            "coconut why क्यों कलश करते स्थापना घटस्थापना",
        ),
        _doc(
            "ritual/tilak",
            RITUAL,
            Bilingual(
                "Why a tilak is applied", "तिलक क्यों लगाया जाता है", "Tilak kyun lagaya jata hai"
            ),
            Bilingual(
                "A tilak is applied on the forehead, between the eyebrows, with sandalwood "
                "paste, kumkum, turmeric or sacred ash (vibhuti). It is a mark of devotion and "
                "a reminder of the divine, and its shape traditionally shows the tradition "
                "one follows: vertical lines for Vaishnavas, three horizontal lines of ash for "
                "Shaivas. It is applied after bathing, in puja and on auspicious occasions.",
                "तिलक माथे पर, दोनों भौंहों के बीच, चंदन, कुमकुम, हल्दी या भस्म (विभूति) से "
                "लगाया जाता है। यह भक्ति का चिह्न है और ईश्वर का स्मरण कराता है; परंपरा से "
                "इसका आकार यह भी बताता है कि व्यक्ति किस संप्रदाय को मानता है: वैष्णवों का खड़ा "
                "तिलक और शैवों का भस्म का तीन आड़ी रेखाओं वाला त्रिपुंड। इसे स्नान के बाद, पूजा "
                "में और शुभ अवसरों पर लगाया जाता है।",
                "Tilak maathe par, dono bhauhon ke beech, chandan, kumkum, haldi ya bhasma "
                "(vibhuti) se lagaya jata hai. Yeh bhakti ki nishani hai aur Bhagwan ki yaad "
                "dilata hai, aur parampara se iske aakar se pata chalta hai ki koi kis parampara "
                "ko maanta hai: Vaishnav khadi rekhayein lagate hain, Shaiv bhasma ki teen aadi "
                "rekhayein. Tilak naha kar, puja mein aur shubh mauko par lagaya jata hai.",
            ),
            "tilak tilaka tika teeka tikka kumkum roli chandan sandalwood vibhuti bhasma "
            "tripund forehead mathe matha lagana lagate why क्यों तिलक टीका कुमकुम चंदन माथे "
            "लगाते लगाना",
        ),
        _doc(
            "ritual/temple-bell",
            RITUAL,
            Bilingual(
                "Why the bell is rung in a temple",
                "मंदिर में घंटी क्यों बजाई जाती है",
                "Mandir mein ghanti kyun bajayi jati hai",
            ),
            Bilingual(
                "Devotees ring the bell on entering a temple to announce themselves to the "
                "deity and to draw the mind away from worldly thoughts to the present moment. "
                "Its ringing sound is traditionally held to be auspicious and to keep away "
                "distractions, and the bell is also rung during aarti and when offering "
                "naivedya.",
                "भक्त मंदिर में प्रवेश करते समय घंटी बजाकर भगवान के सामने अपनी उपस्थिति "
                "जताते हैं और मन को सांसारिक विचारों से हटाकर वर्तमान क्षण में लाते हैं। परंपरा "
                "से इसकी गूँज को शुभ माना जाता है, जो ध्यान भटकाने वाली बातों को दूर रखती है; "
                "आरती के समय और भोग लगाते समय भी घंटी बजाई जाती है।",
                "Bhakt mandir mein ghuste hi ghanti bajate hain taaki Bhagwan ko apne aane ki "
                "soochna dein aur mann ko duniyadari ke khayalon se hata kar is pal mein le "
                "aayein. Parampara se iski goonj shubh maani jati hai aur dhyan bhatakne se "
                "bachati hai, aur aarti ke samay aur naivedya chadhate samay bhi ghanti bajayi "
                "jati hai.",
            ),
            "bell bells ghanti ghanta ring ringing rung bajana bajate bajaate entering why "
            "क्यों घंटी घंटा बजाते बजाना",
        ),
        _doc(
            "ritual/tulsi",
            RITUAL,
            Bilingual(
                "Why tulsi is worshipped",
                "तुलसी की पूजा क्यों की जाती है",
                "Tulsi ki puja kyun ki jati hai",
            ),
            Bilingual(
                "Tulsi (holy basil) is sacred to Vishnu and Krishna and is worshipped as Tulsi "
                "Devi; a tulsi leaf is traditionally placed in every food offering to Vishnu. "
                "Many homes water the plant every morning and light a diya beside it at dusk. "
                "Traditionally the leaves are not plucked on Ekadashi, on Sundays or after "
                "sunset, and Tulsi Vivah is celebrated in the month of Kartik.",
                "तुलसी भगवान विष्णु और श्री कृष्ण को अत्यंत प्रिय है, और उसकी पूजा तुलसी देवी के "
                "रूप में की जाती है; परंपरा से विष्णु जी के हर भोग में तुलसी दल रखा जाता है। कई "
                "घरों में रोज़ सुबह तुलसी को जल चढ़ाया जाता है और संध्या के समय उसके पास दीया "
                "जलाया जाता है। परंपरा से एकादशी, रविवार और सूर्यास्त के बाद तुलसी के पत्ते नहीं "
                "तोड़े जाते, और कार्तिक के महीने में तुलसी विवाह मनाया जाता है।",
                "Tulsi Vishnu ji aur Krishna ji ko priya hai aur Tulsi Devi ke roop mein pooji "
                "jati hai; parampara se Vishnu ji ke har bhog mein ek tulsi patta rakha jata hai. "
                "Bahut se gharon mein roz subah paudhe ko jal diya jata hai aur shaam ko uske paas "
                "diya jalaya jata hai. Parampara se Ekadashi, Ravivar aur suryast ke baad patte "
                "nahi tode jate, aur Kartik ke mahine mein Tulsi Vivah manaya jata hai.",
            ),
            "tulsi tulasi holy basil plant paudha vishnu krishna leaves leaf patta patte "
            "water jal vivah worship why क्यों करते तुलसी पौधा पत्ते पत्ता",
        ),
        _doc(
            "ritual/peepal-saturday",
            RITUAL,
            Bilingual(
                "Why the peepal tree is worshipped on Saturdays",
                "शनिवार को पीपल की पूजा",
                "Shanivar ko peepal ki puja",
            ),
            Bilingual(
                "The peepal (ashvattha) is among the most revered trees; in the Bhagavad Gita "
                "(10.26) Krishna says that among trees he is the ashvattha. On Saturdays "
                "devotees traditionally offer water at its root, light a mustard-oil diya "
                "beneath it and walk around it, praying to Shani dev and to Vishnu. Many also "
                "water it on other days, but traditionally avoid touching it on Sundays.",
                "पीपल (अश्वत्थ) सबसे पूजनीय वृक्षों में से है; भगवद्गीता (10.26) में श्री कृष्ण "
                "कहते हैं कि वृक्षों में मैं अश्वत्थ हूँ। शनिवार को भक्त परंपरा से इसकी जड़ में "
                "जल चढ़ाते हैं, इसके नीचे सरसों के तेल का दीया जलाते हैं और इसकी परिक्रमा करते "
                "हैं, और शनि देव व विष्णु जी से प्रार्थना करते हैं। कई लोग दूसरे दिनों में भी जल "
                "चढ़ाते हैं, पर परंपरा से रविवार को पीपल को छूने से बचते हैं।",
                "Peepal (ashvattha) sabse pooje jaane wale pedon mein se hai; Bhagavad Gita "
                "(10.26) mein Krishna ji kehte hain ki pedon mein main ashvattha hoon. Shanivar ko "
                "bhakt parampara se iski jad mein jal chadhate hain, iske neeche sarson ke tel ka "
                "diya jalate hain aur iski parikrama karte hain, Shani dev aur Vishnu ji se "
                "prarthana karte hue. Bahut se log doosre dinon mein bhi jal dete hain, par "
                "parampara se Ravivar ko ise chhoone se bachte hain.",
            ),
            "peepal pipal peepul pipul ashvattha ashwattha tree ped saturday saturdays "
            "shanivar shaniwar shani worship water why क्यों करते पीपल पेड़ वृक्ष शनिवार",
        ),
        _doc(
            "ritual/pradakshina",
            RITUAL,
            Bilingual(
                "Pradakshina (circumambulation)", "प्रदक्षिणा (परिक्रमा)", "Pradakshina (parikrama)"
            ),
            Bilingual(
                "Pradakshina or parikrama is walking clockwise around the deity, the temple or "
                "a sacred tree, keeping the deity on one's right. It traditionally expresses "
                "that God is the centre of one's life. The number of rounds varies by deity and "
                "custom, often three; around a Shiva linga devotees traditionally go only half "
                "way and turn back, without crossing the channel that carries the abhishek "
                "water.",
                "प्रदक्षिणा या परिक्रमा का अर्थ है भगवान, मंदिर या किसी पवित्र वृक्ष के चारों "
                "ओर घड़ी की सुई की दिशा में चलना, भगवान को अपनी दाईं ओर रखते हुए। परंपरा से यह "
                "इस भाव को दर्शाती है कि ईश्वर हमारे जीवन का केंद्र हैं। फेरों की संख्या देवता "
                "और रीति के अनुसार अलग होती है, अक्सर तीन; शिवलिंग की परिक्रमा परंपरा से आधी "
                "की जाती है, यानी अभिषेक का जल बहने वाली नाली को लाँघे बिना वापस लौटा जाता है।",
                "Pradakshina ya parikrama ka matlab hai Bhagwan, mandir ya kisi pavitra ped ke "
                "chaaron taraf ghadi ki disha mein chalna, Bhagwan ko apne daayein haath ki taraf "
                "rakhte hue. Parampara se yeh darshata hai ki Bhagwan hi hamare jeevan ka kendra "
                "hain. Kitne chakkar lagane hain yeh devta aur reet ke hisaab se badalta hai, "
                "aksar teen; Shivling ki parikrama mein bhakt parampara se sirf aadhe raaste tak "
                "jaakar wapas mudte hain, abhishek ka jal le jaane wali naali ko laanghe bina.",
            ),
            "pradakshina pradakshna parikrama parikarma circumambulation circle round "
            "rounds phera phere chakkar clockwise why क्यों करते परिक्रमा प्रदक्षिणा फेरे चक्कर",
        ),
        _doc(
            "ritual/ekadashi-fast",
            RITUAL,
            Bilingual("Fasting on Ekadashi", "एकादशी का व्रत", "Ekadashi ka vrat"),
            Bilingual(
                "Ekadashi, the eleventh lunar day of each fortnight, comes twice a month and is "
                "dedicated to Vishnu. Devotees keep a fast for self-discipline and devotion: "
                "traditionally grains, rice and pulses are avoided, and fruit, milk and "
                "non-grain foods are taken, while some keep a waterless (nirjala) fast. The "
                "fast is broken the next day, Dwadashi, within the parana time; the elderly, "
                "the unwell and expectant mothers traditionally keep a lighter fast.",
                "एकादशी हर पक्ष की ग्यारहवीं तिथि है, जो महीने में दो बार आती है और भगवान "
                "विष्णु को समर्पित है। भक्त संयम और भक्ति के लिए इस दिन व्रत रखते हैं: परंपरा से "
                "अनाज, चावल और दालें नहीं खाई जातीं, फल, दूध और बिना अनाज वाला भोजन लिया जाता "
                "है, और कुछ लोग निर्जला व्रत भी रखते हैं। व्रत अगले दिन, द्वादशी को, पारण के "
                "समय में खोला जाता है; परंपरा से बुज़ुर्ग, बीमार और गर्भवती महिलाएँ हल्का व्रत "
                "रखती हैं।",
                "Ekadashi, har paksh ki gyarahvi tithi, mahine mein do baar aati hai aur Vishnu ji "
                "ko samarpit hai. Bhakt sanyam aur bhakti ke liye vrat rakhte hain: parampara se "
                "anaaj, chawal aur daal nahi khaate, phal, doodh aur bina anaaj wali cheezein lete "
                "hain, aur kuch log nirjala (bina paani ka) vrat bhi rakhte hain. Vrat agle din, "
                "Dwadashi ko, parana ke samay ke andar khola jata hai; buzurg, beemar log aur "
                "garbhvati mahilayein parampara se halka vrat rakhti hain.",
            ),
            "ekadashi ekadasi gyaras fast fasting vrat upvas upvaas vishnu rice chawal grain "
            "anaj parana dwadashi nirjala why rules niyam क्यों करते एकादशी ग्यारस व्रत उपवास "
            "चावल नियम",
        ),
    ]


def _how() -> list[Doc]:
    return [
        _doc(
            "ritual/puja-at-home",
            RITUAL,
            Bilingual(
                "How to do a simple puja at home",
                "घर पर सरल पूजा कैसे करें",
                "Ghar par saral puja kaise karein",
            ),
            Bilingual(
                "Bathe, clean the puja place and set the deity's image on a clean cloth, then "
                "light a diya and incense. Take the sankalp (your name, gotra, the day and your "
                "wish, with water in the right palm) and begin with a prayer to Ganesh (Ganesh "
                "vandana). Offer water, tilak, flowers, incense, the lamp and naivedya (fruit "
                "or sweets) while chanting the deity's mantra, then do the aarti and ask "
                "forgiveness for any mistakes. Finally share the prasad with the family.",
                "स्नान करके पूजा-स्थान साफ़ कीजिए और भगवान की प्रतिमा या चित्र साफ़ कपड़े पर "
                "रखिए, फिर दीया और अगरबत्ती जलाइए। दाहिनी हथेली में जल लेकर संकल्प लीजिए (अपना "
                "नाम, गोत्र, दिन और मनोकामना), और गणेश वंदना से पूजा आरंभ कीजिए। भगवान के मंत्र "
                "का जाप करते हुए जल, तिलक, फूल, धूप, दीप और नैवेद्य (फल या मिठाई) अर्पित कीजिए, "
                "फिर आरती कीजिए और भूल-चूक के लिए क्षमा माँगिए। अंत में परिवार में प्रसाद बाँटिए।",
                "Naha kar puja ki jagah saaf kijiye aur Bhagwan ki tasveer ya murti saaf kapde par "
                "rakhiye, phir diya aur agarbatti jalaiye. Sankalp lijiye (daayein haath mein jal "
                "lekar apna naam, gotra, din aur apni manokamna boliye) aur Ganesh ji ki prarthana "
                "(Ganesh vandana) se shuru kijiye. Bhagwan ke mantra ka jaap karte hue jal, tilak, "
                "phool, dhoop, diya aur naivedya (phal ya mithai) chadhaiye, phir aarti kijiye aur "
                "kisi bhi galti ke liye kshama maangiye. Aakhir mein prasad parivar ke saath "
                "baantiye.",
            ),
            "puja home ghar pe par how do karte kare karein step steps vidhi tarika method "
            "simple daily sankalp vandana aarti prasad naivedya घर पर कैसे करें विधि तरीका "
            "संकल्प आरती",
        ),
        _doc(
            "ritual/samagri",
            RITUAL,
            Bilingual(
                "Samagri for a basic puja and a havan",
                "सामान्य पूजा और हवन की सामग्री",
                "Saadharan puja aur havan ki samagri",
            ),
            Bilingual(
                "For a basic puja: roli or kumkum, turmeric, akshat (unbroken rice), moli "
                "(sacred thread), flowers, incense sticks, a diya with ghee and cotton wicks, "
                "camphor, betel leaves and nuts, a coconut, fruit, sweets for naivedya, Ganga "
                "jal, a clean cloth, a bell and an aarti thali. A havan also needs a havan "
                "kund, dry mango wood (samidha), havan samagri (the herbal mixture), ghee with "
                "a spoon for offering, barley, black sesame and rice, and a dry coconut for the "
                "purnahuti. Your priest may add items for a particular puja.",
                "सामान्य पूजा के लिए: रोली या कुमकुम, हल्दी, अक्षत (साबुत चावल), मौली (कलावा), "
                "फूल, अगरबत्ती, घी और रुई की बाती के साथ दीया, कपूर, पान के पत्ते और सुपारी, "
                "नारियल, फल, नैवेद्य के लिए मिठाई, गंगाजल, साफ़ कपड़ा, घंटी और आरती की थाली। हवन "
                "के लिए इनके अलावा हवन कुंड, आम की सूखी लकड़ी (समिधा), हवन सामग्री (जड़ी-बूटियों "
                "का मिश्रण), आहुति के लिए घी और चम्मच, जौ, काले तिल और चावल, और पूर्णाहुति के "
                "लिए सूखा नारियल (गोला) चाहिए। किसी ख़ास पूजा के लिए पंडित जी कुछ और सामान भी "
                "बता सकते हैं।",
                "Saadharan puja ke liye: roli ya kumkum, haldi, akshat (saabut chawal), mauli "
                "(kalava), phool, agarbatti, ghee aur rui ki baati ke saath diya, kapoor, paan ke "
                "patte aur supari, nariyal, phal, naivedya ke liye mithai, Gangajal, saaf kapda, "
                "ghanti aur aarti ki thali. Havan mein iske alawa chahiye: havan kund, aam ki "
                "sookhi lakdi (samidha), havan samagri (jadi-bootiyon ka mishran), aahuti ke liye "
                "chammach ke saath ghee, jau, kaale til aur chawal, aur purnahuti ke liye sookha "
                "nariyal (gola). Kisi khaas puja ke liye aapke pandit ji kuch aur cheezein bhi "
                "bata sakte hain.",
            ),
            "samagri material list items saman saaman things needed need required chahiye "
            "basic puja homa roli kumkum akshat moli kalava samidha ghee havan kund "
            "सामग्री सामान सूची चाहिए लिस्ट",
        ),
        _doc(
            "ritual/havan-at-home",
            RITUAL,
            Bilingual(
                "How to do a havan at home", "घर पर हवन कैसे करें", "Ghar par havan kaise karein"
            ),
            Bilingual(
                "Place the havan kund in an airy spot (a balcony, terrace or courtyard) and "
                "sit facing east after bathing. Take the sankalp, pray to Ganesh and the "
                "deities, and kindle the fire with camphor and dry mango wood. Offer ghee and "
                'havan samagri into the fire with each mantra, saying "svaha" (for example '
                "the Gayatri mantra, 11, 21 or 108 times), then give the purnahuti with a dry "
                "coconut filled with ghee, and end with aarti. Keep water or sand at hand, "
                "never leave the fire unattended, and let it die down on its own.",
                "स्नान के बाद हवन कुंड को हवादार जगह (बालकनी, छत या आँगन) में रखिए और पूर्व की "
                "ओर मुँह करके बैठिए। संकल्प लीजिए, गणेश जी और देवताओं का स्मरण कीजिए, और कपूर व "
                'आम की सूखी लकड़ी से अग्नि प्रज्वलित कीजिए। हर मंत्र के साथ "स्वाहा" बोलते '
                "हुए अग्नि में घी और हवन सामग्री की आहुति दीजिए (जैसे गायत्री मंत्र से 11, 21 या "
                "108 बार), फिर घी भरे सूखे नारियल (गोले) से पूर्णाहुति दीजिए और आरती से समापन "
                "कीजिए। पास में पानी या रेत रखिए, अग्नि को कभी अकेला न छोड़िए, और उसे अपने-आप "
                "शांत होने दीजिए।",
                "Havan kund hawadar jagah par rakhiye (balcony, chhat ya aangan) aur naha kar "
                "poorab ki taraf munh karke baithiye. Sankalp lijiye, Ganesh ji aur devtaon ki "
                "prarthana kijiye, aur kapoor aur aam ki sookhi lakdi se agni jalaiye. Har mantra "
                'ke saath "svaha" bolkar agni mein ghee aur havan samagri ki aahuti dijiye (jaise '
                "Gayatri mantra, 11, 21 ya 108 baar), phir ghee bhare sookhe nariyal se purnahuti "
                "dijiye aur aarti se samapan kijiye. Paani ya ret paas rakhiye, aag ko kabhi akela "
                "mat chhodiye, aur use apne aap shant hone dijiye.",
            ),
            "homa home ghar pe par how do karte kare karein step steps vidhi tarika method "
            "agni fire ahuti svaha swaha purnahuti हवन घर पर कैसे करें विधि तरीका आहुति",
        ),
        _doc(
            "ritual/satyanarayan-katha",
            RITUAL,
            Bilingual(
                "Satyanarayan Katha: what it is and when it is done",
                "सत्यनारायण कथा क्या है और कब की जाती है",
                "Satyanarayan Katha kya hai aur kab ki jati hai",
            ),
            Bilingual(
                "The Satyanarayan Katha is the worship of Vishnu as Satyanarayan, the Lord as "
                "truth, with the reading of its story in five chapters, traditionally "
                "attributed to the Skanda Purana; the stories tell of keeping one's promises "
                "and living truthfully. It is usually done on Purnima (the full-moon day), and "
                "also at a griha pravesh, a wedding, a new beginning or in thanksgiving. The "
                "prasad is traditionally sheera or panjiri with banana and tulsi.",
                "सत्यनारायण कथा में भगवान विष्णु की सत्यनारायण, यानी सत्य-स्वरूप भगवान के रूप "
                "में पूजा होती है, और पाँच अध्यायों की कथा पढ़ी जाती है, जिसे परंपरा से स्कंद "
                "पुराण से जुड़ा माना जाता है; इन कथाओं में वचन निभाने और सत्य के मार्ग पर चलने "
                "की सीख है। यह आम तौर पर पूर्णिमा को की जाती है, और गृह प्रवेश, विवाह, किसी नई "
                "शुरुआत पर या मनोकामना पूरी होने पर धन्यवाद के रूप में भी। परंपरा से इसका "
                "प्रसाद केले और तुलसी के साथ शीरा या पंजीरी होता है।",
                "Satyanarayan Katha mein Vishnu ji ki Satyanarayan roop mein, yaani satya roopi "
                "Bhagwan ki, puja hoti hai aur unki paanch adhyay ki katha padhi jati hai, jo "
                "parampara se Skand Puran ki maani jati hai; kathayein apne vaade nibhane aur "
                "sachchai se jeene ki seekh deti hain. Yeh aksar Purnima ko ki jati hai, aur griha "
                "pravesh, shaadi, kisi nayi shuruaat par ya dhanyavaad ke roop mein bhi. Prasad "
                "parampara se sheera ya panjiri hota hai, kele aur tulsi ke saath.",
            ),
            "satyanarayan katha vrat purnima poornima full moon when kab vishnu prasad "
            "panjiri सत्यनारायण कथा पूर्णिमा पूर्णमासी कब",
        ),
        _doc(
            "ritual/rudrabhishek",
            RITUAL,
            Bilingual("What Rudrabhishek is", "रुद्राभिषेक क्या है", "Rudrabhishek kya hai"),
            Bilingual(
                "Rudrabhishek is the abhishek (ritual bathing) of the Shiva linga while the "
                "Shri Rudram (Rudri) of the Yajurveda is chanted. The linga is bathed with "
                "water, milk, curd, honey, ghee, sugar and Ganga jal, then offered bel leaves, "
                "flowers and sandalwood. It is done traditionally on Mondays, on Pradosh, in "
                "the month of Shravan and on Maha Shivratri, as worship of Shiva and in "
                "prayer for peace and well-being.",
                "रुद्राभिषेक में यजुर्वेद के श्री रुद्रम् (रुद्री) का पाठ करते हुए शिवलिंग का "
                "अभिषेक (पवित्र स्नान) किया जाता है। शिवलिंग को जल, दूध, दही, शहद, घी, शक्कर "
                "और गंगाजल से स्नान कराया जाता है, फिर बेलपत्र, फूल और चंदन अर्पित किए जाते "
                "हैं। परंपरा से यह सोमवार, प्रदोष, सावन के महीने और महाशिवरात्रि पर, शिव जी की "
                "उपासना और शांति व कल्याण की प्रार्थना के लिए किया जाता है।",
                "Rudrabhishek mein Yajurved ke Shri Rudram (Rudri) ke paath ke saath Shivling ka "
                "abhishek (snan) kiya jata hai. Shivling ko jal, doodh, dahi, shahad, ghee, "
                "shakkar aur Gangajal se nehlaya jata hai, phir bel patra, phool aur chandan "
                "chadhaye jate hain. Parampara se yeh Somvar ko, Pradosh par, Sawan ke mahine mein "
                "aur Maha Shivratri par kiya jata hai, Shiv ji ki puja ke roop mein aur shanti aur "
                "sukh-samriddhi ki prarthana ke liye.",
            ),
            # Not "rudrabhishek" again: the title has it, and "How much is Rudrabhishek?" is
            # the catalogue puja's.
            "rudrabhishekam rudra abhishek rudri rudram shiva shivling linga lingam milk "
            "doodh bel belpatra bilva shravan sawan somvar monday what शिवलिंग अभिषेक",
        ),
        _doc(
            "ritual/solah-somvar",
            RITUAL,
            Bilingual(
                "Solah Somvar vrat: the basic rules",
                "सोलह सोमवार व्रत के नियम",
                "Solah Somvar vrat ke niyam",
            ),
            Bilingual(
                "The Solah Somvar vrat is a fast kept on sixteen consecutive Mondays for Shiva "
                "and Parvati, traditionally begun on a Monday of Shravan or another auspicious "
                "month. On each Monday devotees bathe early, offer water or milk, bel leaves "
                "and flowers to the Shiva linga, and read or hear the Solah Somvar vrat katha. "
                "Many eat once a day, after the evening puja, often without salt, though the "
                "rules vary by family; the vrat is completed with an udyapan on the "
                "seventeenth Monday.",
                "सोलह सोमवार का व्रत भगवान शिव और माता पार्वती के लिए लगातार सोलह सोमवार तक रखा "
                "जाता है, और परंपरा से सावन या किसी अन्य शुभ महीने के सोमवार से शुरू किया जाता "
                "है। हर सोमवार भक्त सुबह जल्दी स्नान करके शिवलिंग पर जल या दूध, बेलपत्र और फूल "
                "चढ़ाते हैं, और सोलह सोमवार व्रत कथा पढ़ते या सुनते हैं। बहुत से लोग दिन में एक "
                "बार, शाम की पूजा के बाद भोजन करते हैं, अक्सर बिना नमक के, हालाँकि नियम हर "
                "परिवार में कुछ अलग होते हैं; सत्रहवें सोमवार को उद्यापन करके व्रत पूरा किया "
                "जाता है।",
                "Solah Somvar ka vrat Shiv ji aur Parvati ji ke liye lagataar solah Somvar rakha "
                "jata hai, parampara se Sawan ya kisi aur shubh mahine ke Somvar se shuru karke. "
                "Har Somvar ko bhakt subah jaldi naha kar Shivling par jal ya doodh, bel patra aur "
                "phool chadhate hain, aur Solah Somvar vrat katha padhte ya sunte hain. Bahut se "
                "log din mein ek baar, shaam ki puja ke baad, khana khaate hain, aksar bina namak "
                "ke, par niyam har parivar mein alag hote hain; vrat satrahve Somvar ko udyapan ke "
                "saath poora hota hai.",
            ),
            "solah sola somvar somwar sixteen 16 monday mondays vrat fast fasting rules "
            "niyam shiva parvati katha udyapan सोलह सोमवार व्रत नियम उद्यापन",
        ),
        _doc(
            "ritual/pitru-paksha",
            RITUAL,
            Bilingual("Shraddh and Pitru Paksha", "श्राद्ध और पितृ पक्ष", "Shraddh aur Pitru Paksha"),
            Bilingual(
                "Pitru Paksha is the fortnight of about sixteen days, ending on Sarva Pitru "
                "(Mahalaya) Amavasya, when families remember their ancestors. The shraddh for "
                "each ancestor is done on the tithi of their passing (or on the Amavasya if it "
                "is not known): tarpan of water with black sesame and kusha grass, pind daan, "
                "and food offered to Brahmins, cows, crows and the needy. Traditionally "
                "weddings, griha pravesh, new purchases and new ventures are avoided in these "
                "days, as are non-vegetarian food and, in the shraddh meal, onion and garlic.",
                "पितृ पक्ष लगभग सोलह दिनों का पखवाड़ा है, जो सर्वपितृ (महालया) अमावस्या को "
                "समाप्त होता है; इन दिनों परिवार अपने पूर्वजों को याद करते हैं। हर पूर्वज का "
                "श्राद्ध उनकी मृत्यु की तिथि पर किया जाता है (तिथि पता न हो तो अमावस्या को): "
                "काले तिल और कुश के साथ जल से तर्पण, पिंडदान, और ब्राह्मणों, गाय, कौओं और "
                "ज़रूरतमंदों को भोजन। परंपरा से इन दिनों विवाह, गृह प्रवेश, नई ख़रीदारी और नए "
                "काम की शुरुआत नहीं की जाती, और मांसाहार से, तथा श्राद्ध के भोजन में प्याज़ और "
                "लहसुन से भी परहेज़ किया जाता है।",
                "Pitru Paksha lagbhag solah dinon ka paksh hai, jo Sarva Pitru (Mahalaya) Amavasya "
                "par khatam hota hai, jab parivar apne poorvajon ko yaad karte hain. Har poorvaj "
                "ka shraddh unki mrityu ki tithi par kiya jata hai (tithi pata na ho to Amavasya "
                "par): kaale til aur kusha ke saath jal se tarpan, pind daan, aur Brahmanon, gaay, "
                "kauvon aur zarooratmandon ko bhojan. Parampara se in dinon shaadi, griha pravesh, "
                "nayi khareedari aur naye kaam shuru karne se bacha jata hai, non-veg khane se "
                "bhi, aur shraddh ke bhojan mein pyaaz aur lehsun se bhi.",
            ),
            "shraddh shraddha shradh sraddha pitru pitra pitr pitar paksha paksh ancestors "
            "tarpan pind daan mahalaya amavasya avoid dont nahi karna rules niyam "
            "श्राद्ध पितृ पितर पक्ष तर्पण पिंडदान अमावस्या नियम नहीं चाहिए",
        ),
        _doc(
            "ritual/namkaran",
            RITUAL,
            Bilingual(
                "When the Namkaran (naming ceremony) is done",
                "नामकरण संस्कार कब होता है",
                "Namkaran sanskar kab hota hai",
            ),
            Bilingual(
                "Namkaran is the sanskar in which a newborn is given its name. It is "
                "traditionally done on the 11th or 12th day after birth, at the end of the "
                "sutak period, though families also choose a later auspicious day, such as the "
                "101st day or the first birthday. After a puja the father, or an elder, "
                "traditionally whispers the name into the baby's right ear, and the name often "
                "begins with a syllable of the baby's birth nakshatra.",
                "नामकरण वह संस्कार है जिसमें नवजात शिशु को उसका नाम दिया जाता है। परंपरा से यह "
                "जन्म के 11वें या 12वें दिन, सूतक समाप्त होने पर किया जाता है, हालाँकि परिवार "
                "बाद का कोई शुभ दिन भी चुनते हैं, जैसे 101वाँ दिन या पहला जन्मदिन। पूजा के बाद "
                "परंपरा से पिता या घर के कोई बड़े शिशु के दाहिने कान में उसका नाम धीरे से कहते हैं, "
                "और नाम अक्सर शिशु के जन्म-नक्षत्र के किसी अक्षर से शुरू होता है।",
                "Namkaran woh sanskar hai jisme navjaat bachche ka naam rakha jata hai. Parampara "
                "se yeh janm ke 11ve ya 12ve din, sutak khatam hone par, kiya jata hai, halaanki "
                "parivar baad ka koi shubh din bhi chunte hain, jaise 101va din ya pehla janmdin. "
                "Puja ke baad pita, ya ghar ke koi bade, parampara se bachche ke daayein kaan mein "
                "dheere se naam bolte hain, aur naam aksar bachche ke janm nakshatra ke kisi "
                "akshar se shuru hota hai.",
            ),
            "namkaran naamkaran namakarana naming ceremony name naam baby child bachche "
            "bachcha newborn when kab day days din 11th 12th baad sanskar "
            "नामकरण नाम शिशु बच्चे दिन बाद संस्कार",
        ),
        _doc(
            "ritual/online-puja",
            RITUAL,
            Bilingual(
                "How an online puja works", "ऑनलाइन पूजा कैसे होती है", "Online puja kaise hoti hai"
            ),
            Bilingual(
                "Book the puja with the online option; we send you a meeting link before it "
                "starts. On the video call the priest performs the puja from his place while "
                "your family joins from home with a diya, flowers and some prasad ready. At "
                "the sankalp the priest asks for the names and gotra of the family, and you "
                "repeat after him; you then follow along, offering flowers and doing the aarti "
                "at home.",
                "पूजा बुक करते समय ऑनलाइन का विकल्प चुनिए; पूजा शुरू होने से पहले हम आपको "
                "मीटिंग लिंक भेज देते हैं। वीडियो कॉल पर पंडित जी अपने स्थान से पूजा करते हैं "
                "और आपका परिवार घर से दीया, फूल और थोड़ा प्रसाद तैयार रखकर जुड़ता है। संकल्प के "
                "समय पंडित जी परिवार के सदस्यों के नाम और गोत्र पूछते हैं और आप उनके पीछे-पीछे "
                "दोहराते हैं; फिर आप साथ-साथ फूल अर्पित करते हैं और घर पर आरती करते हैं।",
                "Puja online option ke saath book kijiye; puja shuru hone se pehle hum aapko "
                "meeting link bhejte hain. Video call par pandit ji apni jagah se puja karte hain "
                "aur aapka parivar ghar se diya, phool aur thoda prasad taiyaar rakh kar judta "
                "hai. Sankalp ke samay pandit ji parivar ke naam aur gotra poochhte hain, aur aap "
                "unke peechhe-peechhe bolte hain; phir aap saath-saath ghar par phool chadhate "
                "hain aur aarti karte hain.",
            ),
            "online puja video call virtual zoom google meet link remote e-puja how work "
            "works join sankalp gotra ऑनलाइन वीडियो कॉल गोत्र लिंक",
        ),
    ]


def _guides() -> list[Doc]:
    return [
        _doc(
            "guide/book-priest",
            GUIDE,
            Bilingual(
                "How to book a priest in the app",
                "ऐप में पंडित जी कैसे बुक करें",
                "App mein pandit ji kaise book karein",
            ),
            Bilingual(
                "Open Book a Priest, choose the puja, then the date and a time "
                "slot, and whether the puja is at your home or online. Give your name and "
                "phone, and your address for a puja at home. Then pay online (card or UPI) or "
                "choose to pay in cash; we confirm the priest after booking.",
                '"पंडित जी बुक करें" खोलिए, पूजा चुनिए, फिर तारीख और समय-स्लॉट, '
                "और यह कि पूजा आपके घर पर होगी या ऑनलाइन। अपना नाम और फ़ोन दीजिए, और घर पर पूजा "
                "के लिए अपना पता भी। फिर ऑनलाइन (कार्ड या UPI) भुगतान कीजिए या नकद भुगतान चुनिए; "
                "बुकिंग के बाद हम पंडित जी की पुष्टि करते हैं।",
                "Book a Priest kholiye, puja chuniye, phir tareekh aur time slot, aur yeh ki puja "
                "aapke ghar par hogi ya online. Apna naam aur phone dijiye, aur ghar par puja ho "
                "to apna pata bhi. Phir online payment kijiye (card ya UPI) ya cash mein dena "
                "chuniye; booking ke baad hum pandit ji confirm karte hain.",
            ),
            "book booking priest how steps app home online address pay बुक बुकिंग कैसे करें",
        ),
        _doc(
            "guide/temple-services",
            GUIDE,
            Bilingual(
                "How to book a temple pooja service",
                "मंदिर में पूजा-सेवा कैसे बुक करें",
                "Mandir mein puja seva kaise book karein",
            ),
            Bilingual(
                "Open Temples, pick a temple and one of its pooja services, such as "
                "an abhishek or an archana, then a date and one of its time slots. Give your "
                "name and phone and pay online or at the temple; the temple performs the "
                "service in your name.",
                '"मंदिर" खोलिए, कोई मंदिर और उसकी कोई पूजा-सेवा चुनिए, जैसे अभिषेक '
                "या अर्चना, फिर तारीख और उसका कोई समय-स्लॉट। अपना नाम और फ़ोन दीजिए और ऑनलाइन या "
                "मंदिर में भुगतान कीजिए; मंदिर आपके नाम से वह सेवा करता है।",
                "Temples kholiye, mandir aur uski koi puja seva chuniye, jaise abhishek ya "
                "archana, phir tareekh aur uska koi time slot. Apna naam aur phone dijiye aur "
                "online ya mandir mein payment kijiye; mandir aapke naam se woh seva karta hai.",
            ),
            "temple temples book booking service services pooja archana how steps app "
            "बुक बुकिंग सेवा कैसे करें",
        ),
        _doc(
            "guide/store",
            GUIDE,
            Bilingual(
                "How to buy from the store",
                "स्टोर से सामान कैसे ख़रीदें",
                "Store se saamaan kaise kharidein",
            ),
            Bilingual(
                "Open the Store, browse by category or search, and add items to your "
                "cart. At checkout give your name, phone and delivery address, then pay online "
                "(card or UPI) or choose cash on delivery. You can follow the order in My "
                "Orders.",
                '"स्टोर" खोलिए, श्रेणी के अनुसार या खोजकर सामान देखिए और उसे कार्ट में '
                "डालिए। चेकआउट पर अपना नाम, फ़ोन और डिलीवरी का पता दीजिए, फिर ऑनलाइन (कार्ड या "
                'UPI) भुगतान कीजिए या कैश ऑन डिलीवरी चुनिए। ऑर्डर की स्थिति आप "मेरे ऑर्डर" में '
                "देख सकते हैं।",
                "Store kholiye, category se dekhiye ya search kijiye, aur saamaan cart mein "
                "daaliye. Checkout par apna naam, phone aur delivery ka pata dijiye, phir online "
                "payment kijiye (card ya UPI) ya cash on delivery chuniye. Order ka haal aap My "
                "Orders mein dekh sakte hain.",
            ),
            "store purchase order cart checkout how steps app kharidna kharide ख़रीदें "
            "खरीदें खरीदना कैसे कार्ट",
        ),
        _doc(
            "guide/track-orders",
            GUIDE,
            Bilingual(
                "How to track your orders and bookings",
                "अपने ऑर्डर और बुकिंग कैसे देखें",
                "Apne order aur booking kaise dekhein",
            ),
            Bilingual(
                "Open My Orders and enter the phone number or e-mail you booked "
                "or ordered with. Bookings and orders made on another device are listed once "
                "you enter the one-time code we send to that phone or e-mail. You then see "
                "each priest booking, temple booking and store order with its status, and can "
                "cancel or get a receipt from there.",
                '"मेरे ऑर्डर" खोलिए और वह फ़ोन नंबर या ई-मेल डालिए जिससे आपने '
                "बुकिंग या ऑर्डर किया था। किसी दूसरे डिवाइस से की गई बुकिंग और ऑर्डर, उस फ़ोन या "
                "ई-मेल पर भेजा गया एक-बार का कोड (OTP) डालने पर दिखते हैं। फिर आप हर पंडित जी की "
                "बुकिंग, मंदिर की बुकिंग और स्टोर के ऑर्डर की स्थिति देख सकते हैं, और वहीं से उसे "
                "रद्द कर सकते हैं या रसीद ले सकते हैं।",
                "My Orders kholiye aur woh phone number ya e-mail daaliye jisse aapne booking ya "
                "order kiya tha. Kisi doosre device se kiye gaye booking aur order tab dikhte hain "
                "jab aap us phone ya e-mail par bheja gaya one-time code daalte hain. Phir aapko "
                "har pandit booking, mandir booking aur store order uske status ke saath dikhta "
                "hai, aur wahin se aap cancel kar sakte hain ya receipt le sakte hain.",
            ),
            "track tracking order status my orders where kahan booking otp code verify "
            "sms email dekhne how app ऑर्डर कहाँ ट्रैक स्थिति देखें देखने",
        ),
        _doc(
            "guide/kundli",
            GUIDE,
            Bilingual(
                "How to get your Kundli in the app",
                "ऐप में अपनी कुंडली कैसे बनवाएँ",
                "App mein apni kundli kaise banwayein",
            ),
            Bilingual(
                "Open Astrology and, on the Kundli tab, enter your name "
                "and your date, time and place of birth; the app draws your Vedic birth chart "
                "with its houses, planets and dashas. The Milan tab matches two charts for "
                "marriage, and you can also ask the assistant's Kundli service in chat.",
                '"ज्योतिष" खोलिए और कुंडली टैब में अपना नाम और जन्म की '
                "तारीख, समय और स्थान डालिए; ऐप आपकी वैदिक जन्म कुंडली भाव, ग्रह और दशाओं के साथ "
                "बना देता है। मिलान टैब में विवाह के लिए दो कुंडलियों का मिलान होता है, और आप चैट "
                "में सहायिका की कुंडली सेवा से भी कुंडली बनवा सकते हैं।",
                "Astrology kholiye aur Kundli tab par apna naam aur janm ki tareekh, samay aur "
                "jagah daaliye; app aapki Vedic janm kundli banata hai, uske bhav, grah aur dasha "
                "ke saath. Milan tab shaadi ke liye do kundliyon ka milan karta hai, aur aap chat "
                "mein assistant ki Kundli service se bhi poochh sakte hain.",
            ),
            "kundli birth chart janam kundali make banwana banaye banana how app details "
            "date time place milan कुंडली बनवाएँ बनाएँ जन्म",
        ),
        _doc(
            "guide/panchang",
            GUIDE,
            Bilingual("The Panchang in the app", "ऐप में पंचांग", "App mein Panchang"),
            Bilingual(
                "Open Astrology and choose the Panchang tab to see a "
                "day's tithi, nakshatra, yoga, karana, sunrise and sunset and Rahu kaal for "
                'your city. You can also ask the assistant, for example "today\'s panchang" '
                'or "when is the next Ekadashi".',
                '"ज्योतिष" खोलिए और पंचांग टैब चुनिए: वहाँ आपके शहर के '
                "लिए किसी भी दिन की तिथि, नक्षत्र, योग, करण, सूर्योदय-सूर्यास्त और राहु काल "
                'दिखते हैं। आप सहायिका से भी पूछ सकते हैं, जैसे "आज का पंचांग" या "अगली '
                'एकादशी कब है"।',
                "Astrology kholiye aur Panchang tab chuniye, wahan aapke shehar ke liye kisi din "
                "ki tithi, nakshatra, yog, karan, suryoday aur suryast aur Rahu kaal dikhte hain. "
                'Aap assistant se bhi poochh sakte hain, jaise "aaj ka panchang" ya "agli Ekadashi '
                'kab hai".',
            ),
            "panchang panchangam tithi muhurat app where see dekhe calendar पंचांग तिथि देखें",
        ),
    ]


def ritual_docs() -> list[Doc]:
    """The knowledge base: mantras, why rituals are done, how pujas are done, what devotees do
    with what they buy, the rites of life, festivals and vrats, and the app."""
    return (
        _mantras()
        + _why()
        + _how()
        + practice_docs()
        + worship_docs()
        + custom_docs()
        + family_docs()
        + devotee_care_docs()
        + common_docs()
        + rite_docs()
        + festival_docs()
        + _guides()
        + app_docs()
    )
