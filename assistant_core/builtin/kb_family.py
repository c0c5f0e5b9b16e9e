"""What families ask about married life, mourning and faith: sindoor in the hair parting, the
black beads of the mangalsutra, the haldi before a wedding, sutak after a death, why Hindus
fast, the Hanuman Chalisa's "bhoot pisach" line and pukhraj for Jupiter; as knowledge
documents in English, Hindi and Hinglish. Traditional and modest: where practice varies it
says so, tells what tradition holds without promising an outcome or threatening one, and
points to the family's priest or an astrologer. No digits: counts are spelled out."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords carry the English words devotees use, Hinglish as they spell it ("kaale", "moti",
# "ungli") and Devanagari words as typed ("मांग", "माँग"), since only the English text is
# indexed. The weekday deities, griha pravesh (and its milk boiled over), kanya pujan and
# sade sati (kb_astrology) have documents of their own already.


def _marriage() -> list[Doc]:
    return [
        _doc(
            "ritual/sindoor",
            RITUAL,
            Bilingual(
                "Why married women wear sindoor in the hair parting (maang)",
                "विवाहित महिलाएँ माँग में सिंदूर क्यों लगाती हैं",
                "Shaadishuda mahilayein maang mein sindoor kyun lagati hain",
            ),
            Bilingual(
                "Sindoor, a red or orange-red powder, is worn by married Hindu women in the "
                "parting of the hair (maang) as the sign of their marriage, their suhag. The "
                "groom first puts it there during the wedding, in the rite of sindoor daan, "
                "and from then on many women wear it every day as a prayer for their "
                "husband's long life and a happy married life. Red is the colour of Shakti "
                "and of all that is auspicious, and married women pray to Goddess Parvati "
                "(Gauri) for a lasting married life (akhand saubhagya); a well-known story "
                "tells that when Hanuman learnt that Sita wore sindoor for Ram's long life, "
                "he covered his whole body with it. Customs differ: some women wear a thin "
                "line, some fill the whole parting, some wear it only on festivals and at "
                "pujas, and in Bengal married women play with it on Vijayadashami (sindoor "
                "khela). Since some sindoor sold in the market has been found to contain "
                "lead, many now prefer a herbal one made of turmeric and lime, from a maker "
                "they trust.",
                "सिंदूर लाल या नारंगी-लाल रंग का चूर्ण है, जिसे विवाहित हिंदू महिलाएँ अपने सुहाग "
                "के चिह्न के रूप में माँग में लगाती हैं। विवाह में सिंदूर-दान की रस्म में पहली "
                "बार वर ही वधू की माँग भरता है, और उसके बाद बहुत-सी महिलाएँ पति की लंबी आयु और "
                "सुखी दांपत्य की कामना से रोज़ सिंदूर लगाती हैं। लाल रंग शक्ति और शुभता का रंग "
                "है, और सुहागिनें अखंड सौभाग्य के लिए माता पार्वती (गौरी) की पूजा करती हैं; एक "
                "प्रसिद्ध कथा है कि जब हनुमान जी ने जाना कि सीता माता श्री राम की लंबी आयु के "
                "लिए सिंदूर लगाती हैं, तो उन्होंने अपने पूरे शरीर पर सिंदूर लगा लिया। रीति-रिवाज़ "
                "अलग-अलग हैं: कोई पतली-सी रेखा लगाती है, कोई पूरी माँग भरती है, कोई केवल "
                "तीज-त्योहार और पूजा में लगाती है, और बंगाल में विजयादशमी पर सुहागिनें सिंदूर "
                "खेला मनाती हैं। बाज़ार में बिकने वाले कुछ सिंदूरों में सीसा पाया गया है, इसलिए "
                "आजकल कई महिलाएँ किसी भरोसेमंद जगह से हल्दी और चूने से बना हर्बल सिंदूर लेना "
                "पसंद करती हैं।",
                "Sindoor laal ya narangi-laal rang ka choorn hai, jise shaadishuda Hindu "
                "mahilayein apne suhaag ki nishani ke roop mein maang mein lagati hain. Shaadi "
                "mein sindoor daan ki rasm mein pehli baar dulha hi dulhan ki maang bharta hai, "
                "aur uske baad bahut si mahilayein pati ki lambi umr aur sukhi vivahit jeevan "
                "ki kaamna se roz sindoor lagati hain. Laal rang Shakti aur shubhta ka rang "
                "hai, aur suhaagan mahilayein akhand saubhagya ke liye Mata Parvati (Gauri) ki "
                "puja karti hain; ek prasiddh katha hai ki jab Hanuman ji ne jaana ki Sita Mata "
                "Shri Ram ki lambi umr ke liye sindoor lagati hain, to unhone apne poore shareer "
                "par sindoor laga liya. Reeti-riwaaz alag-alag hain: koi patli si rekha lagati "
                "hai, koi poori maang bharti hai, koi sirf teej-tyohaar aur puja mein lagati "
                "hai, aur Bengal mein Vijayadashami par suhaagan mahilayein sindoor khela "
                "manati hain. Bazaar mein bikne wale kuch sindoor mein lead (seesa) paya gaya "
                "hai, isliye aajkal kai mahilayein kisi bharosemand jagah se haldi aur choone "
                "se bana herbal sindoor lena pasand karti hain.",
            ),
            "sindoor sindur sindhoor sindooram sendur vermilion maang mang maag hair parting "
            "married women woman wife wives suhag suhaag suhagan suhagin saubhagya wear "
            "wearing worn apply applied put lagana lagate lagaate lagati lagaati lagayen "
            "bharna bharte bharti why kyon importance mahatva reason सिंदूर सिन्दूर माँग मांग "
            "सुहाग सुहागन सुहागिन विवाहित महिलाएँ महिलाएं औरतें स्त्रियाँ लगाते लगाती लगाना "
            "लगाएँ भरते भरती क्यों महत्व कारण",
        ),
        _doc(
            "ritual/mangalsutra",
            RITUAL,
            Bilingual(
                "The mangalsutra and its black beads: what they signify",
                "मंगलसूत्र और उसके काले मोती: इनका क्या अर्थ है",
                "Mangalsutra aur uske kaale moti: inka kya matlab hai",
            ),
            Bilingual(
                "Mangalsutra means the auspicious thread: the groom ties it around the "
                "bride's neck during the wedding, and in much of South India the tying of the "
                "thali (mangalyam), with three knots and a mantra praying for a long life "
                "together, is the central rite of the marriage. Its black beads are "
                "traditionally held to guard the marriage from the evil eye (nazar) and ill "
                "will, while the gold stands for prosperity and Lakshmi's blessing; many also "
                "see Parvati and Shiva in the gold and the black, or the two families the "
                "marriage binds, and two lives joined as one in the beads strung on one "
                "thread. Its form differs by region: a chain of black beads with a gold pendant "
                "or two small gold cups (vatis) in Maharashtra and the West, a gold thali on a "
                "yellow thread or a chain in the South, and in Bengal the iron bangle and the "
                "shell and coral bangles (shakha pola) in its place. Like sindoor, many "
                "married women wear it every day as the sign of their marriage and a prayer "
                "for their husband's well-being; how and when it is worn is a matter of "
                "family custom.",
                "मंगलसूत्र का अर्थ है मंगल यानी शुभ सूत्र: विवाह के समय वर इसे वधू के गले में "
                "पहनाता है, और दक्षिण भारत के बड़े हिस्से में तीन गाँठों और साथ में लंबे जीवन की "
                "प्रार्थना वाले मंत्र के साथ थाली (मांगल्यम) बाँधना ही विवाह की मुख्य रस्म है। "
                "परंपरा से इसके काले मोती (मनके) विवाह को बुरी नज़र और अनिष्ट से बचाने वाले माने "
                "जाते हैं, और सोना समृद्धि और लक्ष्मी जी की कृपा का प्रतीक है; कई लोग सोने और "
                "काले मोतियों में पार्वती और शिव को, या विवाह से जुड़े दो परिवारों को देखते हैं, "
                "और एक धागे में पिरोए मनकों में दो जीवनों के एक हो जाने को। इसका रूप क्षेत्र के "
                "अनुसार बदलता है: महाराष्ट्र और पश्चिम भारत में काले मोतियों की माला में सोने का "
                "लॉकेट या सोने की दो छोटी कटोरियाँ (वाटी), दक्षिण में पीले धागे या चेन में सोने की "
                "थाली, और बंगाल में इसकी जगह लोहे का कड़ा और शाखा-पोला। सिंदूर की तरह बहुत-सी "
                "विवाहित महिलाएँ इसे रोज़ अपने सुहाग के चिह्न और पति की कुशलता की प्रार्थना के "
                "रूप में पहनती हैं; इसे कैसे और कब पहनना है, यह परिवार की रीति पर निर्भर है।",
                "Mangalsutra ka arth hai mangal yaani shubh sutra: shaadi ke samay dulha ise "
                "dulhan ke gale mein pehnata hai, aur Dakshin Bharat ke bade hisse mein teen "
                "gaanthon aur saath mein lambe jeevan ki prarthana wale mantra ke saath thaali "
                "(mangalyam) baandhna hi vivah ki mukhya rasm hai. Parampara se iske kaale moti "
                "(manke) shaadi ko buri nazar aur anisht se bachane wale maane jate hain, aur "
                "sona samriddhi aur Lakshmi ji ki kripa ka prateek hai; kai log sone aur kaale "
                "motiyon mein Parvati aur Shiv ko, ya shaadi se jude do parivaron ko dekhte "
                "hain, aur ek dhaage mein piroye mankon mein do zindagiyon ke ek ho jaane ko. "
                "Iska roop ilaake ke hisaab se badalta hai: Maharashtra aur Pashchim Bharat mein "
                "kaale motiyon ki maala mein sone ka locket ya sone ki do chhoti katoriyan "
                "(vati), Dakshin mein peele dhaage ya chain mein sone ki thaali, aur Bengal "
                "mein iski jagah lohe ka kada aur shakha-pola. Sindoor ki tarah bahut si "
                "shaadishuda mahilayein ise roz apne suhaag ki nishani aur pati ki kushalta ki "
                "prarthana ke roop mein pehanti hain; ise kaise aur kab pehenna hai, yeh parivar "
                "ki reet par nirbhar hai.",
            ),
            "mangalsutra mangalsootra mangalsutr mangal sutra thali thaali taali tali "
            "mangalyam black kala kaala kaale kale kali kaali moti motiyon beads bead manke "
            "manka gold sona sone neck gala gale nazar evil eye married women wife suhag "
            "suhaag wear wearing pehnte pehenti pehnana signify signifies symbol symbolise "
            "prateek matlab arth why kyon मंगलसूत्र मंगल सूत्र काले काला मोती मोतियों मनके "
            "सोना सोने गले नज़र नजर सुहाग पहनते पहनती पहनना मतलब अर्थ प्रतीक क्यों",
        ),
        _doc(
            "ritual/haldi-ceremony",
            RITUAL,
            Bilingual(
                "The haldi ceremony before a wedding: what it means",
                "विवाह से पहले हल्दी की रस्म: इसका अर्थ",
                "Shaadi se pehle haldi ki rasm: iska matlab",
            ),
            Bilingual(
                "The haldi ceremony, called ubtan, pithi, tel baan or maiyan in different "
                "regions, is held a day or two before the wedding, usually at the bride's and "
                "the groom's homes separately: the women of the family and relatives apply a "
                "paste of turmeric with gram flour, sandalwood, oil or curd to their face, "
                "hands and feet, and then they are bathed. Beyond the glow it gives the "
                "skin, turmeric is among the most auspicious things in Hindu worship, used in "
                "tilak, in Ganesh puja and on every happy occasion, and yellow is the colour "
                "of Brihaspati (Guru) and of good beginnings, so the haldi marks the formal "
                "start of the wedding rites and a purification before a sanskar. Every "
                "relative who applies the paste gives their blessing with it, which is why the "
                "whole family takes part; in some families a little of the groom's haldi is "
                "sent to the bride's home. In many families the bride and groom do not leave "
                "the house after their haldi until the wedding, a custom meant to keep the "
                "evil eye away. What goes into the paste, the songs that are sung and who "
                "applies it first differ from family to family.",
                "हल्दी की रस्म, जिसे अलग-अलग क्षेत्रों में उबटन, पीठी, तेलबान या माइयाँ भी कहते "
                "हैं, विवाह से एक-दो दिन पहले आम तौर पर वर और वधू के घरों में अलग-अलग होती है: "
                "परिवार की महिलाएँ और रिश्तेदार हल्दी में बेसन, चंदन, तेल या दही मिलाकर बना लेप "
                "उनके चेहरे, हाथों और पैरों पर लगाते हैं, और फिर उन्हें स्नान कराया जाता है। "
                "त्वचा पर आने वाले निखार से आगे, हल्दी हिंदू पूजा की सबसे शुभ वस्तुओं में से है, "
                "जो तिलक में, गणेश पूजा में और हर मंगल कार्य में लगती है, और पीला रंग बृहस्पति "
                "(गुरु) और शुभ आरंभ का रंग है; इसलिए हल्दी की रस्म से विवाह के संस्कारों की "
                "औपचारिक शुरुआत होती है, और यह संस्कार से पहले का शुद्धिकरण भी है। हल्दी लगाने "
                "वाला हर रिश्तेदार उसके साथ अपना आशीर्वाद देता है, इसीलिए पूरा परिवार इसमें "
                "शामिल होता है; कुछ परिवारों में वर को लगी हल्दी में से थोड़ी वधू के घर भेजी "
                "जाती है। बहुत से परिवारों में हल्दी के बाद वर-वधू विवाह तक घर से बाहर नहीं "
                "निकलते, ताकि उन्हें बुरी नज़र न लगे। लेप में क्या मिलाया जाए, कौन-से गीत गाए "
                "जाएँ और पहले हल्दी कौन लगाए, यह हर परिवार में अलग होता है।",
                "Haldi ki rasm, jise alag-alag ilaakon mein ubtan, peethi, telbaan ya maiyan "
                "bhi kehte hain, shaadi se ek-do din pehle aam taur par dulha aur dulhan ke "
                "gharon mein alag-alag hoti hai: parivar ki mahilayein aur rishtedaar haldi "
                "mein besan, chandan, tel ya dahi milakar bana lep unke chehre, haathon aur "
                "pairon par lagate hain, aur phir unhe nahlaya jata hai. Twacha par aane wale "
                "nikhaar se aage, haldi Hindu puja ki sabse shubh cheezon mein se hai, jo "
                "tilak mein, Ganesh puja mein aur har mangal kaam mein lagti hai, aur peela "
                "rang Brihaspati (Guru) aur shubh aarambh ka rang hai; isliye haldi ki rasm se "
                "vivah ke sanskaron ki aupchaarik shuruaat hoti hai, aur yeh sanskar se pehle ka "
                "shuddhikaran bhi hai. Haldi lagane wala har rishtedaar uske saath apna "
                "aashirvaad deta hai, isiliye poora parivar ismein shaamil hota hai; kuch "
                "parivaron mein dulhe ko lagi haldi mein se thodi dulhan ke ghar bheji jati "
                "hai. Bahut se parivaron mein haldi ke baad dulha-dulhan shaadi tak ghar se "
                "bahar nahi nikalte, taaki unhe buri nazar na lage. Lep mein kya milaya jaye, "
                "kaun se geet gaaye jaayein aur pehle haldi kaun lagaye, yeh har parivar mein "
                "alag hota hai.",
            ),
            "haldi haldee huldi turmeric ubtan ubtaan uptan pithi peethi maiyan mayian "
            "telbaan tel baan ceremony rasam rasm rasme function before wedding shaadi shadi "
            "vivah marriage bride groom dulha dulhan pehle lagana lagate lagane lagayi paste "
            "lep yellow peela why kyon importance mahatva reason हल्दी उबटन पीठी रस्म रसम "
            "शादी विवाह पहले दूल्हा दुल्हन वर वधू लगाते लगाना लगाई लेप पीला क्यों महत्व",
        ),
    ]


def _mourning_and_fasting() -> list[Doc]:
    return [
        _doc(
            "ritual/sutak-death",
            RITUAL,
            Bilingual(
                "Sutak after a death in the family: puja, how long, what is done",
                "परिवार में मृत्यु के बाद का सूतक: पूजा, अवधि और क्या किया जाता है",
                "Parivar mein mrityu ke baad ka sutak: puja, avadhi aur kya kiya jata hai",
            ),
            Bilingual(
                "After a death in the family the household keeps a time of mourning and "
                "ritual impurity, which the scriptures call patak (sutak is properly the one "
                "after a birth), though in everyday speech both are called sutak. How long it "
                "lasts differs by community, region and how close the relative was: commonly "
                "ten to thirteen days for the close family, until the shuddhi and the "
                "terahvin, and fewer days for more distant relatives. In these days formal "
                "puja is traditionally not done: the idols of the home shrine are not "
                "touched, many homes cover the shrine with a cloth, the family does not go to "
                "the temple, and weddings, griha pravesh, festivals and other celebrations are "
                "put off; but remembering God, chanting the Name and reading the Gita or the "
                "Garuda Purana are not forbidden, and many families have them read in those "
                "very days. At the end the house is cleaned, everyone bathes, Ganga jal is "
                "sprinkled, a havan or a shuddhi puja is often done, Brahmins and the needy "
                "are fed, and puja begins again; many families also keep the first year's "
                "festivals quietly. Customs vary a great deal, so your family's priest is the "
                "best guide to what your family keeps.",
                "परिवार में किसी की मृत्यु होने पर घर में शोक और अशौच की एक अवधि मानी जाती है, "
                "जिसे शास्त्र पातक कहते हैं (सूतक असल में जन्म के बाद का अशौच है), पर बोलचाल में "
                "दोनों को सूतक ही कहा जाता है। यह कितने दिन चलेगा, यह समुदाय, क्षेत्र और दिवंगत "
                "से रिश्ते की निकटता पर निर्भर है: निकट परिवार के लिए आम तौर पर दस से तेरह दिन, "
                "यानी शुद्धि और तेरहवीं तक, और दूर के संबंधियों के लिए कम दिन। इन दिनों परंपरा "
                "से विधिवत पूजा नहीं की जाती: घर के मंदिर की मूर्तियों को नहीं छुआ जाता, कई घरों "
                "में मंदिर को कपड़े से ढक दिया जाता है, परिवार मंदिर नहीं जाता, और विवाह, गृह "
                "प्रवेश, त्योहार व दूसरे उत्सव टाल दिए जाते हैं; पर भगवान का स्मरण, नाम-जप और "
                "गीता या गरुड़ पुराण का पाठ वर्जित नहीं है, और कई परिवार इन्हीं दिनों यह पाठ "
                "करवाते हैं। अवधि पूरी होने पर घर की सफ़ाई होती है, सब स्नान करते हैं, गंगाजल "
                "छिड़का जाता है, अक्सर हवन या शुद्धि-पूजा होती है, ब्राह्मणों और ज़रूरतमंदों को "
                "भोजन कराया जाता है, और फिर से पूजा शुरू होती है; कई परिवार पहले साल के त्योहार "
                "भी सादगी से मनाते हैं। रीतियाँ बहुत अलग-अलग हैं, इसलिए आपके परिवार में क्या "
                "माना जाता है, यह परिवार के पंडित जी सबसे अच्छी तरह बता सकते हैं।",
                "Parivar mein kisi ki mrityu hone par ghar mein shok aur ashauch ki ek avadhi "
                "maani jati hai, jise shastra patak kehte hain (sutak asal mein janm ke baad ka "
                "ashauch hai), par bolchaal mein dono ko sutak hi kaha jata hai. Yeh kitne din "
                "chalega, yeh samudaay, ilaake aur guzarne wale se rishte ki nazdeeki par "
                "nirbhar hai: kareebi parivar ke liye aam taur par das se terah din, yaani "
                "shuddhi aur terahvin tak, aur door ke rishtedaaron ke liye kam din. In dinon "
                "parampara se vidhivat puja nahi ki jati: ghar ke mandir ki murtiyon ko nahi "
                "chhua jata, kai gharon mein mandir ko kapde se dhak diya jata hai, parivar "
                "mandir nahi jata, aur shaadi, griha pravesh, tyohaar aur doosre utsav taal diye "
                "jate hain; par Bhagwan ka smaran, naam jaap aur Gita ya Garud Puran ka paath "
                "varjit nahi hai, aur kai parivar inhi dinon yeh paath karwate hain. Avadhi "
                "poori hone par ghar ki safai hoti hai, sab naha lete hain, Gangajal chhidka "
                "jata hai, aksar havan ya shuddhi puja hoti hai, Brahmanon aur zaroorat-mandon "
                "ko bhojan karaya jata hai, aur phir se puja shuru hoti hai; kai parivar pehle "
                "saal ke tyohaar bhi saadgi se manate hain. Reetiyan bahut alag-alag hain, "
                "isliye aapke parivar mein kya maana jata hai, yeh parivar ke Pandit ji sabse "
                "achchhi tarah bata sakte hain.",
            ),
            "sutak sootak suthak sutak patak paatak ashauch ashaucha death deaths died dies "
            "dying passed away passing demise mrityu maut marne mare expired family parivar "
            "ghar home relative relatives funeral antim sanskar terahvin tehravi terahvi "
            "terhavi shuddhi during can allowed kar sakte how long period rules niyam "
            "mourning shok garuda garud purana puran सूतक पातक अशौच मृत्यु मौत निधन देहांत "
            "मरने गुज़रने गुजरने परिवार घर तेरहवीं तेरहवी शुद्धि दौरान सकते नियम शोक गरुड़ पुराण",
        ),
        _doc(
            "ritual/upvas",
            RITUAL,
            Bilingual(
                "Why Hindus fast (upvas): the spiritual reasons and the body's side",
                "हिंदू उपवास क्यों रखते हैं: आध्यात्मिक कारण और शरीर पर असर",
                "Hindu upvas kyun rakhte hain: aadhyatmik kaaran aur shareer par asar",
            ),
            Bilingual(
                "Upvas means dwelling near (upa, near; vas, to dwell): in a fast, the time and "
                "attention usually given to food are turned towards God, in prayer, jap, "
                "reading and worship. Tradition gives several reasons for it: a fast trains "
                "the senses and the mind's cravings in restraint, it is an offering of "
                "devotion on a deity's day, such as Ekadashi for Vishnu or Monday for Shiva, "
                "it keeps a vow made for a wish or in thanks, and a light sattvic diet is held "
                "to keep the mind calm and pure. Fasts take many forms: without water "
                "(nirjala), on fruit and milk (phalahar), one meal in the day, or giving up "
                "grain, salt or a single food. On the body's side, Ayurveda has long counted a "
                "light fast (langhana) among the ways to rest the digestion, and many people "
                "feel lighter and clearer for an occasional fast, though it is no substitute "
                "for medical care. The Gita says that yoga is not for one who eats too much, "
                "nor for one who does not eat at all, so a fast is kept within one's "
                "strength: anyone unwell, pregnant, elderly or on medicine, such as for "
                "diabetes, should fast lightly or not at all, as their doctor advises.",
                "उपवास का अर्थ है पास रहना (उप यानी पास, वास यानी रहना): उपवास में जो समय और "
                "ध्यान आम तौर पर भोजन में जाता है, वह प्रार्थना, जप, पाठ और पूजा के ज़रिए भगवान की "
                "ओर मोड़ा जाता है। परंपरा इसके कई कारण बताती है: उपवास इंद्रियों और मन की लालसाओं "
                "को संयम सिखाता है, यह किसी देवता के दिन भक्ति का अर्पण है, जैसे विष्णु जी के लिए "
                "एकादशी या शिव जी के लिए सोमवार, इससे किसी मनोकामना या धन्यवाद के लिए लिया गया "
                "संकल्प निभाया जाता है, और माना जाता है कि हल्का सात्त्विक भोजन मन को शांत और "
                "शुद्ध रखता है। उपवास कई तरह के होते हैं: निर्जला (बिना पानी के), फलाहार, दिन में "
                "एक बार भोजन, या अन्न, नमक अथवा किसी एक चीज़ का त्याग। शरीर की दृष्टि से आयुर्वेद "
                "में हल्के उपवास (लंघन) को पाचन को आराम देने का एक उपाय माना गया है, और कई लोग "
                "कभी-कभार के उपवास से ख़ुद को हल्का और ताज़ा महसूस करते हैं, पर यह इलाज की जगह "
                "नहीं ले सकता। गीता कहती है कि योग न बहुत खाने वाले के लिए है, न बिल्कुल न खाने "
                "वाले के लिए, इसलिए उपवास अपनी सामर्थ्य के भीतर ही रखा जाता है: बीमार, गर्भवती, "
                "बुज़ुर्ग या दवा लेने वाले लोग, जैसे डायबिटीज़ के मरीज़, डॉक्टर की सलाह से हल्का "
                "उपवास रखें या न रखें।",
                "Upvas ka arth hai paas rehna (up yaani paas, vaas yaani rehna): upvas mein jo "
                "samay aur dhyan aam taur par khane mein jata hai, woh prarthana, jap, paath aur "
                "puja ke zariye Bhagwan ki or moda jata hai. Parampara iske kai kaaran batati "
                "hai: upvas indriyon aur mann ki laalsaon ko sanyam sikhata hai, yeh kisi devta "
                "ke din bhakti ka arpan hai, jaise Vishnu ji ke liye Ekadashi ya Shiv ji ke "
                "liye Somvar, isse kisi manokamna ya dhanyavaad ke liye liya gaya sankalp "
                "nibhaya jata hai, aur maana jata hai ki halka saatvik bhojan mann ko shaant "
                "aur shuddh rakhta hai. Upvas kai tarah ke hote hain: nirjala (bina paani ke), "
                "phalahar, din mein ek baar bhojan, ya anaaj, namak ya kisi ek cheez ka tyaag. "
                "Shareer ki nazar se Ayurveda mein halke upvas (langhan) ko paachan ko aaram "
                "dene ka ek upaay maana gaya hai, aur kai log kabhi-kabhaar ke upvas se khud ko "
                "halka aur taaza mehsoos karte hain, par yeh ilaaj ki jagah nahi le sakta. Gita "
                "kehti hai ki yog na bahut khane wale ke liye hai, na bilkul na khane wale ke "
                "liye, isliye upvas apni saamarthya ke bheetar hi rakha jata hai: beemar, "
                "garbhvati, buzurg ya dawa lene wale log, jaise diabetes ke mareez, doctor ki "
                "salah se halka upvas rakhein ya na rakhein.",
            ),
            "upvas upvaas upavas upavasa fast fasts fasting fasted vrat vrata vrath why "
            "reason reasons purpose benefit benefits fayda faayda labh spiritual health "
            "body sharir shareer science scientific hindu hindus keep kept nirjala phalahar "
            "langhana discipline sanyam fayde faayde rakhne उपवास व्रत क्यों कारण लाभ फायदा "
            "फ़ायदा फायदे फ़ायदे रखने स्वास्थ्य "
            "शरीर सेहत आध्यात्मिक वैज्ञानिक हिंदू",
        ),
    ]


def _faith() -> list[Doc]:
    return [
        _doc(
            "ritual/bhoot-pisach",
            RITUAL,
            Bilingual(
                'Hanuman Chalisa: "bhoot pisach nikat nahi aave", its meaning, and fear',
                'हनुमान चालीसा: "भूत पिसाच निकट नहिं आवै" का अर्थ, और भय',
                'Hanuman Chalisa: "bhoot pisach nikat nahi aave" ka arth, aur darr',
            ),
            Bilingual(
                "In the Hanuman Chalisa, Goswami Tulsidas writes: भूत पिसाच निकट नहिं आवै। "
                "महाबीर जब नाम सुनावै॥ (bhoot pisach nikat nahi aave, Mahabir jab naam sunave). "
                "It means that ghosts and evil spirits (bhoot and pishach) do not come near "
                "one who utters the name of Mahavir, the great hero Hanuman; the next line "
                "adds that illness and every pain leave one who chants the name of brave "
                "Hanuman without pause. Many saints also read the bhoot and pishach as the "
                "fears, dark thoughts and restlessness of one's own mind, which the "
                "remembrance of Hanuman, the fearless servant of Shri Ram, drives away. So "
                "tradition holds that reciting the Chalisa with faith, especially on Tuesdays "
                "and Saturdays or at night when one is afraid, gives courage and takes fear "
                "away, and many devotees have found it so; it is a support of faith, not a "
                "promise of any result, nor a charm. If a fear or bad dreams keep troubling "
                "someone, talking with the family and, where needed, a doctor or a counsellor "
                "belongs to the same care.",
                'हनुमान चालीसा में गोस्वामी तुलसीदास जी लिखते हैं: "भूत पिसाच निकट नहिं आवै। '
                'महाबीर जब नाम सुनावै॥" इसका अर्थ है कि जो महावीर हनुमान जी का नाम लेता है, '
                "भूत-पिशाच और बुरी शक्तियाँ उसके पास नहीं आतीं; अगली चौपाई कहती है कि निरंतर "
                "हनुमान जी का नाम जपने से रोग और सारी पीड़ा दूर होती है। बहुत से संत भूत-पिशाच "
                "को मन के डर, बुरे विचारों और बेचैनी के रूप में भी समझते हैं, जिन्हें श्री राम के "
                "निर्भय सेवक हनुमान जी का स्मरण दूर करता है। इसलिए परंपरा मानती है कि श्रद्धा से "
                "किया गया हनुमान चालीसा का पाठ, ख़ास तौर पर मंगलवार और शनिवार को या रात में डर "
                "लगने पर, साहस देता है और भय दूर करता है, और बहुत से भक्तों का यही अनुभव है; यह "
                "आस्था का सहारा है, किसी परिणाम का वादा या टोटका नहीं। अगर कोई डर या बुरे सपने "
                "लगातार परेशान करें, तो परिवार से बात करना और ज़रूरत हो तो डॉक्टर या काउंसलर से "
                "मिलना भी उसी देखभाल का हिस्सा है।",
                "Hanuman Chalisa mein Goswami Tulsidas ji likhte hain: "
                '"bhoot pisach nikat nahi aave, Mahabir jab naam sunave". Iska arth hai ki jo '
                "Mahavir Hanuman ji ka naam leta hai, bhoot-pishach aur buri shaktiyan uske "
                "paas nahi aatin; agli chaupai kehti hai ki nirantar Hanuman ji ka naam japne "
                "se rog aur saari peeda door hoti hai. Bahut se sant bhoot-pishach ko mann ke "
                "darr, bure vichaaron aur bechaini ke roop mein bhi samajhte hain, jinhe Shri "
                "Ram ke nirbhay sevak Hanuman ji ka smaran door karta hai. Isliye parampara "
                "maanti hai ki shraddha se kiya gaya Hanuman Chalisa ka paath, khaas taur par "
                "Mangalvar aur Shanivar ko ya raat mein darr lagne par, himmat deta hai aur "
                "darr door karta hai, aur bahut se bhakton ka yahi anubhav hai; yeh aastha ka "
                "sahara hai, kisi nateeje ka vaada ya totka nahi. Agar koi darr ya bure sapne "
                "lagataar pareshan karein, to parivar se baat karna aur zaroorat ho to doctor "
                "ya counsellor se milna bhi usi dekhbhaal ka hissa hai.",
            ),
            "bhoot bhut bhoots pisach pishach pisaach pishaach nikat nahin aave aavai ave "
            "mahabir mahavir mahaveer naam sunave sunavai chaupai line verse arth matlab "
            "fear fears afraid scared dar darr darna darta lagta ghost ghosts spirit spirits "
            "evil negative energy bure sapne nightmare nightmares courage himmat sahas "
            "remove removes door protect protection padhne padhte reciting भूत पिशाच पिसाच "
            "निकट नहिं नहीं आवै आवे महाबीर महावीर सुनावै सुनावे चौपाई अर्थ मतलब डर भय प्रेत "
            "भूत-प्रेत साहस हिम्मत दूर बुरे सपने पढ़ने",
        ),
        _doc(
            "ritual/pukhraj",
            RITUAL,
            Bilingual(
                "Pukhraj (yellow sapphire) for a weak Jupiter: how tradition says it is worn",
                "कमज़ोर गुरु (बृहस्पति) के लिए पुखराज: परंपरा के अनुसार इसे कैसे पहनते हैं",
                "Kamzor Guru (Brihaspati) ke liye pukhraj: parampara ke anusaar ise kaise "
                "pehente hain",
            ),
            Bilingual(
                "Pukhraj, the yellow sapphire, is the gemstone of Guru (Brihaspati, Jupiter), "
                "the graha of wisdom, teachers, children, dharma and fortune, and "
                "traditionally, in a woman's chart, of her marriage too. Tradition says it is "
                "set in gold so that the stone touches the skin, and worn on the index finger "
                "of the right hand on a Thursday morning in the bright fortnight (shukla "
                "paksha), after it has been washed in raw milk and Ganga jal and the Guru "
                "mantra, Om Brim Brihaspataye Namah, has been chanted, often one hundred and "
                "eight times. But it is worn only after an astrologer has read the whole "
                "chart: a gemstone is held to strengthen its planet, and a Jupiter that looks "
                "weak may rule difficult houses for some ascendants, for whom it is advised "
                "against; its weight and the right day are the astrologer's to say too. A "
                "natural, untreated stone with a gem laboratory's certificate is preferred. "
                "Many take up gentler remedies instead or as well: a Thursday fast, Vishnu "
                "worship, the Guru mantra, giving yellow things such as chana dal or "
                "turmeric, and respect for teachers and elders; no stone or remedy promises a "
                "result, and they are kept in faith.",
                "पुखराज (येलो सैफ़ायर) गुरु यानी बृहस्पति ग्रह का रत्न है, जिसे ज्ञान, गुरुजनों, "
                "संतान, धर्म और भाग्य का कारक माना जाता है, और परंपरा से स्त्री की कुंडली में "
                "विवाह का भी। परंपरा कहती है कि इसे सोने में ऐसे जड़वाया जाए कि रत्न त्वचा को छुए, "
                "और शुक्ल पक्ष के किसी गुरुवार की सुबह कच्चे दूध और गंगाजल से धोकर, "
                '"ॐ बृं बृहस्पतये नमः" मंत्र का जाप करके, अक्सर एक सौ आठ बार, दाएँ हाथ की '
                "तर्जनी उँगली में पहना जाए। पर इसे किसी ज्योतिषी को पूरी कुंडली दिखाकर ही पहना "
                "जाता है: माना जाता है कि रत्न अपने ग्रह को बल देता है, और जो गुरु कमज़ोर दिखता है "
                "वह कुछ लग्नों के लिए कठिन भावों का स्वामी होता है, जिनके लिए इसे पहनने की सलाह "
                "नहीं दी जाती; इसका वज़न और सही दिन भी ज्योतिषी ही बताते हैं। प्राकृतिक, बिना "
                "ट्रीटमेंट वाला और किसी जेम लैब के प्रमाणपत्र वाला रत्न ही अच्छा माना जाता है। "
                "बहुत से लोग इसकी जगह या इसके साथ सरल उपाय भी करते हैं: गुरुवार का व्रत, विष्णु "
                "जी की पूजा, गुरु मंत्र का जाप, चने की दाल या हल्दी जैसी पीली चीज़ों का दान, और "
                "गुरुजनों व बड़ों का आदर; कोई रत्न या उपाय फल का वादा नहीं करता, ये श्रद्धा से "
                "किए जाते हैं।",
                "Pukhraj (yellow sapphire) Guru yaani Brihaspati grah ka ratna hai, jise gyaan, "
                "guruon, santaan, dharm aur bhagya ka kaarak maana jata hai, aur parampara se "
                "stri ki kundli mein vivah ka bhi. Parampara kehti hai ki ise sone mein aise "
                "jadwaya jaye ki ratna twacha ko chhue, aur shukla paksha ke kisi Guruvar ki "
                'subah kachche doodh aur Gangajal se dhokar, "Om Brim Brihaspataye Namah" mantra '
                "ka jaap karke, aksar ek sau aath baar, daayen haath ki tarjani ungli mein "
                "pehna jaye. Par ise kisi jyotishi ko poori kundli dikhakar hi pehna jata hai: "
                "maana jata hai ki ratna apne grah ko bal deta hai, aur jo Guru kamzor dikhta "
                "hai woh kuch lagnon ke liye kathin bhaavon ka swami hota hai, jinke liye ise "
                "pehenne ki salah nahi di jati; iska wazan aur sahi din bhi jyotishi hi batate "
                "hain. Prakritik, bina treatment wala aur kisi gem lab ke certificate wala "
                "ratna hi achchha maana jata hai. Bahut se log iski jagah ya iske saath saral "
                "upaay bhi karte hain: Guruvar ka vrat, Vishnu ji ki puja, Guru mantra ka jaap, "
                "chane ki daal ya haldi jaisi peeli cheezon ka daan, aur guruon aur badon ka "
                "aadar; koi ratna ya upaay phal ka vaada nahi karta, yeh shraddha se kiye jate "
                "hain.",
            ),
            "pukhraj pukhraaj pukraj pukhraz pushparag pushparaga yellow sapphire gemstone "
            "gem stone ratna ratn jupiter guru brihaspati brahaspati weak kamzor kamjor "
            "wear wearing worn pehne pehnu pehnna pehenna pehnte dharan finger ungli ungali "
            "index tarjani gold sona metal which kaunsi kis hand haath vidhi "
            "पुखराज रत्न नग गुरु बृहस्पति कमज़ोर कमजोर पहनें पहनना पहने पहनूँ धारण उंगली "
            "उँगली अंगुली तर्जनी सोना सोने हाथ विधि",
        ),
    ]


def family_docs() -> list[Doc]:
    """Sindoor, the mangalsutra, the haldi, sutak after a death, fasting, the Hanuman
    Chalisa's line on fear and pukhraj."""
    return _marriage() + _mourning_and_fasting() + _faith()
