"""Festivals and vrats, what is done on them and why, as knowledge documents in English,
Hindi and Hinglish: Navratri and kanya pujan, Diwali, Karwa Chauth, Maha Shivratri,
Janmashtami, Ganesh Chaturthi, Raksha Bandhan, Makar Sankranti, Chhath, Holi, the Mondays of
Sawan, Hartalika Teej, Pradosh and Purnima. No dates: when a festival falls comes from the
Panchang engine (panchang.festival_answer), and these say only what devotees do and believe,
traditionally, as it varies by region and family. No digits."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.kb_doc import RITUAL
from assistant_core.builtin.kb_doc import knowledge_doc as _doc
from assistant_core.builtin.retrieval import Doc

# Keywords: the festival's names as devotees spell them, and what they ask ("kya karte hai",
# "vrat kaise", "puja vidhi", "क्यों मनाते"). Not "kab" or "date": those ask the Panchang.


def _navratri_diwali() -> list[Doc]:
    return [
        _doc(
            "festival/navratri",
            RITUAL,
            Bilingual(
                "Navratri: what is done",
                "नवरात्रि में क्या किया जाता है",
                "Navratri mein kya kiya jata hai",
            ),
            Bilingual(
                "Navratri is nine nights of worship of the Goddess in her nine forms "
                "(Navadurga), kept twice a year, in Chaitra and in Ashvin (Sharad Navratri). "
                "It begins with kalash sthapana and the sowing of barley (jau), and on each "
                "day devotees worship one form of Durga, light a lamp (in many homes an "
                "akhand jyoti that burns all nine days) and read the Durga Saptashati. Many "
                "keep a fast, eating fruit or one meal without grains, and the festival ends "
                "with kanya pujan, a havan and, after Sharad Navratri, Dussehra.",
                "नवरात्रि देवी के नौ रूपों (नवदुर्गा) की उपासना की नौ रातें हैं, जो वर्ष में दो बार "
                "आती हैं: चैत्र में और आश्विन में (शारदीय नवरात्रि)। इसकी शुरुआत कलश स्थापना और "
                "जौ बोने से होती है, और हर दिन भक्त माँ दुर्गा के एक रूप की पूजा करते हैं, दीपक "
                "जलाते हैं (कई घरों में नौ दिन तक लगातार जलने वाली अखंड ज्योति) और दुर्गा सप्तशती "
                "का पाठ करते हैं। बहुत से लोग व्रत रखते हैं, फलाहार करते हैं या बिना अनाज का एक "
                "समय भोजन करते हैं, और पर्व का समापन कन्या पूजन, हवन और शारदीय नवरात्रि के बाद "
                "दशहरे से होता है।",
                "Navratri Devi ke nau roopon (Navdurga) ki puja ki nau raatein hain, jo saal mein "
                "do baar aati hain, Chaitra mein aur Ashwin mein (Sharad Navratri). Shuruaat "
                "kalash sthapana aur jau bone se hoti hai, aur har din bhakt Durga maa ke ek roop "
                "ki puja karte hain, diya jalate hain (kai gharon mein akhand jyoti jo poore nau "
                "din jalti hai) aur Durga Saptashati padhte hain. Bahut se log vrat rakhte hain, "
                "phal ya bina anaaj ka ek samay ka khana khaate hain, aur tyohar kanya pujan, "
                "havan aur, Sharad Navratri ke baad, Dussehra ke saath poora hota hai.",
            ),
            "navratri navratra navaratri nauratri nine nights durga devi mata goddess forms "
            "navadurga vrat fast upvas karte kare puja vidhi akhand jyoti jau celebrate "
            "नवरात्रि नवरात्र नौ दुर्गा माता देवी व्रत करते विधि अखंड ज्योति",
        ),
        _doc(
            "festival/kanya-pujan",
            RITUAL,
            Bilingual(
                "How kanya pujan is done",
                "कन्या पूजन कैसे किया जाता है",
                "Kanya pujan kaise kiya jata hai",
            ),
            Bilingual(
                "Kanya pujan is done on Ashtami or Navami of Navratri: young girls, "
                "traditionally nine of them before the age of ten, are worshipped as forms "
                "of the Goddess, with a little boy as Bhairav or Langur. They are welcomed "
                "home, their feet are washed, a tilak is applied and a sacred thread tied, "
                "and they are fed puri, black chana and halwa. Each is then given a gift, "
                "and the family touches their feet for their blessings before seeing them "
                "off.",
                "कन्या पूजन नवरात्रि की अष्टमी या नवमी को किया जाता है: छोटी कन्याओं की, परंपरा "
                "से दस वर्ष से कम आयु की नौ कन्याओं की, देवी के रूप में पूजा की जाती है, और उनके "
                "साथ एक छोटे बालक की भैरव या लांगुर के रूप में। उनका घर में स्वागत किया जाता है, "
                "उनके पैर धोए जाते हैं, तिलक लगाकर कलावा बाँधा जाता है, और उन्हें पूरी, काले चने "
                "और हलवे का भोजन कराया जाता है। फिर हर कन्या को उपहार दिया जाता है, और परिवार "
                "उनके पैर छूकर आशीर्वाद लेकर उन्हें विदा करता है।",
                "Kanya pujan Navratri ki Ashtami ya Navami ko kiya jata hai: chhoti kanyaon ki, "
                "parampara se das saal se kam umar ki nau kanyaon ki, Devi ke roop mein puja hoti "
                "hai, saath mein ek chhote ladke ki Bhairav ya Langur ke roop mein. Unka ghar mein "
                "swagat kiya jata hai, unke pair dhoye jate hain, tilak lagaya jata hai aur kalava "
                "bandha jata hai, aur unhe puri, kaale chane aur halwa khilaya jata hai. Phir har "
                "kanya ko koi uphaar diya jata hai, aur vida karne se pehle parivar unke pair "
                "chhookar aashirwad leta hai.",
            ),
            "kanya kanjak kanjika pujan puja girls ladkiyan ashtami navami bhairav langur "
            "puri chana halwa feet karte kare vidhi navratri कन्या कंजक पूजन अष्टमी नवमी "
            "पूरी चना हलवा करते विधि",
        ),
        _doc(
            "festival/diwali-lakshmi-puja",
            RITUAL,
            Bilingual(
                "How Lakshmi puja is done on Diwali",
                "दिवाली पर लक्ष्मी पूजा कैसे करें",
                "Diwali par Lakshmi puja kaise karein",
            ),
            Bilingual(
                "On Diwali night, the Amavasya, families worship Lakshmi with Ganesh in the "
                "evening muhurat that the Panchang gives. The home is cleaned and lit, a "
                "rangoli drawn, and on a red cloth a kalash, images of Lakshmi and Ganesh, "
                "coins and account books are placed and offered kumkum, flowers, lotus, "
                "kheel-batashe and sweets while Lakshmi's mantras are chanted and her aarti "
                "sung. Diyas are then set around the house, and in many homes a lamp is kept "
                "burning through the night to welcome Lakshmi, praying for prosperity and "
                "well-being.",
                "दिवाली की रात, यानी अमावस्या को, परिवार पंचांग में दिए गए संध्या के मुहूर्त में "
                "गणेश जी के साथ माँ लक्ष्मी की पूजा करते हैं। घर की सफ़ाई और सजावट की जाती है, "
                "रंगोली बनाई जाती है, और लाल कपड़े पर कलश, लक्ष्मी-गणेश की प्रतिमाएँ, सिक्के और "
                "बही-खाते रखकर लक्ष्मी जी के मंत्रों के साथ कुमकुम, फूल, कमल, खील-बताशे और "
                "मिठाई अर्पित की जाती है और उनकी आरती गाई जाती है। फिर पूरे घर में दीये रखे जाते "
                "हैं, और कई घरों में सुख-समृद्धि की कामना के साथ लक्ष्मी जी के स्वागत के लिए पूरी "
                "रात एक दीपक जलता रहता है।",
                "Diwali ki raat, yaani Amavasya ko, parivar Panchang mein diye shaam ke muhurat "
                "mein Ganesh ji ke saath Lakshmi maa ki puja karte hain. Ghar saaf karke roshan "
                "kiya jata hai, rangoli banayi jati hai, aur laal kapde par kalash, Lakshmi ji aur "
                "Ganesh ji ki murti ya tasveer, sikke aur bahi-khaate rakhe jate hain, aur Lakshmi "
                "ji ke mantra japte hue aur unki aarti gaate hue kumkum, phool, kamal, "
                "kheel-batashe aur mithai chadhayi jati hai. Phir ghar ke chaaron taraf diye rakhe "
                "jate hain, aur kai gharon mein Lakshmi ji ke swagat ke liye raat bhar ek diya "
                "jalta rehta hai, sukh-samriddhi ki prarthana ke saath.",
            ),
            "diwali deepawali deepavali divali lakshmi laxmi ganesh puja vidhi night karte "
            "kare kheel batashe rangoli amavasya दिवाली दीपावली लक्ष्मी पूजा विधि करते रात",
        ),
        _doc(
            "festival/karwa-chauth",
            RITUAL,
            Bilingual(
                "Karwa Chauth: how the vrat is kept",
                "करवा चौथ का व्रत कैसे रखें",
                "Karwa Chauth ka vrat kaise rakhein",
            ),
            Bilingual(
                "Karwa Chauth is a vrat kept by married women, on the fourth day after the "
                "full moon of Kartik, praying for their husbands' long life and well-being; in "
                "many families unmarried girls keep it too. It begins before dawn with sargi, "
                "food given by the mother-in-law, and then the fast is kept without food or "
                "water until moonrise. In the evening the women dress as brides, hear the "
                "Karwa Chauth katha and worship Gauri and Ganesh with a karwa (an earthen "
                "pot); when the moon rises they offer it water, look at it and then at their "
                "husband through a sieve, and break the fast from his hand.",
                "करवा चौथ का व्रत सुहागिन महिलाएँ कार्तिक की पूर्णिमा के बाद की चतुर्थी को अपने "
                "पति की लंबी आयु और कुशलता की प्रार्थना के साथ रखती हैं; कई परिवारों में अविवाहित "
                "लड़कियाँ भी यह व्रत रखती हैं। इसकी शुरुआत भोर से पहले सास की दी हुई सरगी खाकर "
                "होती है, और फिर चाँद निकलने तक बिना अन्न-जल के व्रत रखा जाता है। शाम को महिलाएँ "
                "सोलह श्रृंगार करके करवा चौथ की कथा सुनती हैं और करवे (मिट्टी के पात्र) के साथ गौरी "
                "और गणेश जी की पूजा करती हैं; चाँद निकलने पर उसे अर्घ्य देती हैं, छलनी से पहले "
                "चाँद को और फिर पति को देखती हैं, और पति के हाथ से पानी पीकर व्रत खोलती हैं।",
                "Karwa Chauth suhagan mahilaon ka vrat hai, Kartik ki Purnima ke baad chauthe din, "
                "pati ki lambi umar aur khushhaali ki prarthana ke liye; kai parivaron mein "
                "kunwari ladkiyan bhi ise rakhti hain. Iski shuruaat subah hone se pehle sargi se "
                "hoti hai, jo saas deti hain, aur phir chaand nikalne tak bina khaye-piye "
                "(nirjala) vrat rakha jata hai. Shaam ko mahilayein dulhan ki tarah sajti hain, "
                "Karwa Chauth ki katha sunti hain aur karwe (mitti ke bartan) ke saath Gauri maa "
                "aur Ganesh ji ki puja karti hain; chaand nikalne par use jal (arghya) deti hain, "
                "chhalni se pehle chaand ko aur phir pati ko dekhti hain, aur pati ke haath se "
                "vrat kholti hain.",
            ),
            "karwa karva chauth chauthi vrat fast kaise rakhe rakhte rules niyam sargi moon "
            "chand chaand arghya katha chalni sieve puja vidhi करवा चौथ व्रत नियम सरगी "
            "चाँद चांद अर्घ्य कथा छलनी रखें रखते विधि",
        ),
    ]


def _shiva_krishna_ganesh() -> list[Doc]:
    return [
        _doc(
            "festival/maha-shivratri",
            RITUAL,
            Bilingual(
                "Maha Shivratri: what is done and why",
                "महाशिवरात्रि में क्या करते हैं",
                "Maha Shivratri mein kya karte hain aur kyun",
            ),
            Bilingual(
                "Maha Shivratri, the great night of Shiva, falls on the Chaturdashi of the "
                "waning moon before the new moon of Phalgun. It is traditionally held to be "
                "the night of Shiva's wedding to Parvati and of his appearance as an endless "
                "pillar of light. Devotees fast, visit Shiva temples and offer water, milk, "
                "bel leaves, dhatura and ber to the Shiva linga while chanting Om Namah "
                "Shivaya; many keep awake all night (jagaran), worshipping in each of its four "
                "watches, and break the fast the next morning.",
                "महाशिवरात्रि, यानी शिव की महान रात्रि, फाल्गुन की अमावस्या से पहले कृष्ण पक्ष की "
                "चतुर्दशी को आती है। परंपरा से इसे शिव और पार्वती के विवाह की रात्रि, और शिव के "
                "अनंत ज्योति-स्तंभ के रूप में प्रकट होने की रात्रि माना जाता है। भक्त व्रत रखते हैं, "
                "शिव मंदिर जाते हैं और ॐ नमः शिवाय का जाप करते हुए शिवलिंग पर जल, दूध, बेलपत्र, "
                "धतूरा और बेर चढ़ाते हैं; बहुत से लोग पूरी रात जागरण करते हैं, चारों प्रहर की पूजा "
                "करते हैं, और अगली सुबह व्रत खोलते हैं।",
                "Maha Shivratri, Shiv ji ki mahaan raat, Phalgun ki Amavasya se pehle Krishna "
                "paksh ki Chaturdashi ko padti hai. Parampara se ise Shiv ji aur Parvati ji ke "
                "vivah ki raat aur Shiv ji ke anant jyoti stambh ke roop mein prakat hone ki raat "
                "maana jata hai. Bhakt vrat rakhte hain, Shiv mandir jaate hain aur Om Namah "
                "Shivaya japte hue Shivling par jal, doodh, bel patra, dhatura aur ber chadhate "
                "hain; bahut se log poori raat jaagte hain (jagran), raat ke chaaron pehar mein "
                "puja karte hue, aur agli subah vrat kholte hain.",
            ),
            "maha shivratri mahashivratri shivaratri shivratri shiv ratri night shiva "
            "jagaran fast vrat karte kare puja vidhi why celebrate manate bel dhatura "
            "महाशिवरात्रि शिवरात्रि शिव रात्रि जागरण व्रत करते विधि क्यों मनाते",
        ),
        _doc(
            "festival/janmashtami",
            RITUAL,
            Bilingual(
                "Janmashtami: how it is celebrated",
                "जन्माष्टमी कैसे मनाई जाती है",
                "Janmashtami kaise manayi jati hai",
            ),
            Bilingual(
                "Janmashtami celebrates the birth of Krishna, at midnight on the Ashtami of "
                "the waning moon in Bhadrapad, when he is believed to have been born in "
                "Mathura. Devotees fast through the day, decorate a cradle for Bal Gopal "
                "(Laddu Gopal) and sing bhajans; at midnight they bathe him with panchamrit, "
                "dress him in new clothes, rock the cradle and do the aarti. The fast is then "
                "broken with prasad such as panjiri, makhan-mishri and panchamrit, and in "
                "Maharashtra the next day brings Dahi Handi.",
                "जन्माष्टमी भगवान श्री कृष्ण के जन्म का उत्सव है, जो भाद्रपद के कृष्ण पक्ष की "
                "अष्टमी की आधी रात को मनाया जाता है, जब माना जाता है कि उनका जन्म मथुरा में हुआ "
                "था। भक्त दिन भर व्रत रखते हैं, बाल गोपाल (लड्डू गोपाल) का झूला सजाते हैं और "
                "भजन गाते हैं; आधी रात को उन्हें पंचामृत से स्नान कराकर नए वस्त्र पहनाते हैं, "
                "झूला झुलाते हैं और आरती करते हैं। इसके बाद पंजीरी, माखन-मिश्री और पंचामृत जैसे "
                "प्रसाद से व्रत खोला जाता है, और महाराष्ट्र में अगले दिन दही हांडी होती है।",
                "Janmashtami Krishna ji ke janm ka utsav hai, Bhadrapad ke Krishna paksh ki "
                "Ashtami ko aadhi raat mein, jab maana jata hai ki unka janm Mathura mein hua tha. "
                "Bhakt din bhar vrat rakhte hain, Bal Gopal (Laddu Gopal) ke liye jhoola sajate "
                "hain aur bhajan gaate hain; aadhi raat ko unhe panchamrit se snan karate hain, "
                "naye kapde pehnate hain, jhoola jhulate hain aur aarti karte hain. Phir panjiri, "
                "makhan-mishri aur panchamrit jaise prasad se vrat khola jata hai, aur Maharashtra "
                "mein agle din Dahi Handi hoti hai.",
            ),
            "janmashtami janamashtami krishna janmashtmi gokulashtami birth midnight bal "
            "gopal laddu jhula fast vrat karte kare puja vidhi celebrate manate "
            "जन्माष्टमी कृष्ण जन्म लड्डू गोपाल झूला व्रत करते विधि मनाते",
        ),
        _doc(
            "festival/ganesh-chaturthi",
            RITUAL,
            Bilingual(
                "Ganesh Chaturthi: sthapana and visarjan",
                "गणेश चतुर्थी: स्थापना और विसर्जन",
                "Ganesh Chaturthi: sthapana aur visarjan",
            ),
            Bilingual(
                "Ganesh Chaturthi, on the Chaturthi of the waxing moon in Bhadrapad, "
                "celebrates the birth of Ganesh. An image of Ganesh, ideally of clay, is "
                "brought home and installed with a puja, then worshipped morning and evening "
                "with durva grass, red flowers, modak and aarti, for as many days as the "
                "family's custom is. On the last day, often Anant Chaturdashi, a farewell puja "
                "is done and the image is immersed in water (visarjan) to the chant of "
                "Ganpati Bappa Morya, inviting him to come again; many families now immerse "
                "clay images in a tub or tank at home.",
                "गणेश चतुर्थी भाद्रपद के शुक्ल पक्ष की चतुर्थी को गणेश जी के जन्म के उत्सव के रूप "
                "में मनाई जाती है। गणेश जी की प्रतिमा, अच्छा हो कि मिट्टी की, घर लाकर पूजा के साथ "
                "स्थापित की जाती है, और परिवार की रीति के अनुसार जितने दिन रखी जाए, सुबह-शाम "
                "दूर्वा, लाल फूलों, मोदक और आरती से उसकी पूजा होती है। अंतिम दिन, अक्सर अनंत "
                "चतुर्दशी को, विदाई की पूजा करके गणपति बप्पा मोरया के जयघोष के साथ प्रतिमा का जल "
                "में विसर्जन किया जाता है और उन्हें फिर आने का निमंत्रण दिया जाता है; अब कई परिवार "
                "मिट्टी की प्रतिमा का विसर्जन घर पर ही किसी टब या टंकी में करते हैं।",
                "Ganesh Chaturthi, Bhadrapad ke Shukla paksh ki Chaturthi ko, Ganesh ji ke janm ka "
                "utsav hai. Ganesh ji ki murti, ho sake to mitti ki, ghar laayi jati hai aur puja "
                "ke saath sthapit ki jati hai, phir subah-shaam doob, laal phool, modak aur aarti "
                "se unki puja hoti hai, utne din jitne parivar ki reet ho. Aakhri din, aksar Anant "
                'Chaturdashi ko, vidaai ki puja hoti hai aur "Ganpati Bappa Morya" ke jaykaron ke '
                "saath murti ka paani mein visarjan kiya jata hai, unhe agle baras phir aane ka "
                "nyota dete hue; ab bahut se parivar mitti ki murti ka visarjan ghar par hi tub ya "
                "tank mein karte hain.",
            ),
            "ganesh ganpati ganapati chaturthi chaturthi vinayak sthapana sthapna visarjan "
            "immersion murti idol modak durva bappa karte kare puja vidhi गणेश गणपति "
            "चतुर्थी स्थापना विसर्जन मोदक दूर्वा करते विधि",
        ),
        _doc(
            "festival/sawan-somvar",
            RITUAL,
            Bilingual("The Mondays of Sawan (Shravan somvar)", "सावन के सोमवार", "Sawan ke Somvar"),
            Bilingual(
                "Shravan, or Sawan, is the month most dear to Shiva, and its Mondays are held "
                "especially sacred. Devotees fast on each Monday, many eating once after the "
                "evening puja, and offer water, milk, bel leaves, dhatura and white flowers to "
                "the Shiva linga while chanting Om Namah Shivaya; in the north many carry "
                "Ganga water on the kanwar yatra. Traditionally unmarried girls keep the fast "
                "praying for a good husband, as Parvati worshipped Shiva, and married women "
                "pray for their family's well-being.",
                "श्रावण, यानी सावन, भगवान शिव का सबसे प्रिय महीना है, और इसके सोमवार विशेष रूप "
                "से पवित्र माने जाते हैं। भक्त हर सोमवार व्रत रखते हैं, बहुत से लोग शाम की पूजा "
                "के बाद एक बार भोजन करते हैं, और ॐ नमः शिवाय का जाप करते हुए शिवलिंग पर जल, दूध, "
                "बेलपत्र, धतूरा और सफ़ेद फूल चढ़ाते हैं; उत्तर भारत में बहुत से भक्त काँवड़ यात्रा "
                "में गंगाजल लेकर आते हैं। परंपरा से अविवाहित कन्याएँ माता पार्वती की तरह अच्छे वर "
                "की कामना से यह व्रत रखती हैं, और सुहागिन महिलाएँ परिवार की कुशलता की प्रार्थना "
                "करती हैं।",
                "Shravan, yaani Sawan, Shiv ji ka sabse priya mahina hai, aur iske Somvar khaas "
                "taur par pavitra maane jate hain. Bhakt har Somvar vrat rakhte hain, bahut se log "
                "shaam ki puja ke baad ek baar khaate hain, aur Om Namah Shivaya japte hue "
                "Shivling par jal, doodh, bel patra, dhatura aur safed phool chadhate hain; uttar "
                "Bharat mein bahut se log kanwar yatra mein Ganga jal lekar jaate hain. Parampara "
                "se kunwari ladkiyan achche pati ki kaamna se yeh vrat rakhti hain, jaise Parvati "
                "ji ne Shiv ji ki aaradhana ki thi, aur suhagan mahilayein parivar ki khushhaali "
                "ki prarthana karti hain.",
            ),
            "sawan savan shravan shravana saawan somvar somwar monday mondays vrat fast "
            "kanwar kawad shiva karte kare month mahina सावन श्रावण सोमवार व्रत काँवड़ "
            "कांवड़ करते महीना",
        ),
        _doc(
            "festival/pradosh-vrat",
            RITUAL,
            Bilingual("Pradosh vrat", "प्रदोष व्रत", "Pradosh ka vrat"),
            Bilingual(
                "Pradosh vrat is kept for Shiva on Trayodashi, the thirteenth lunar day of "
                "each fortnight, so twice a month. Its puja is done in the pradosh kaal, the "
                "twilight around sunset, when Shiva is traditionally believed to be most "
                "gracious: devotees bathe again in the evening, offer water, milk, bel leaves "
                "and flowers to the Shiva linga, light a lamp and hear the Pradosh katha. The "
                "vrat takes its name from the weekday, and Som Pradosh on a Monday and Shani "
                "Pradosh on a Saturday are held especially auspicious.",
                "प्रदोष व्रत भगवान शिव के लिए हर पक्ष की त्रयोदशी, यानी तेरहवीं तिथि को रखा जाता "
                "है, इसलिए महीने में दो बार। इसकी पूजा प्रदोष काल में, यानी सूर्यास्त के आसपास के "
                "संध्या-समय में की जाती है, जब परंपरा से शिव जी को सबसे अधिक प्रसन्न माना जाता "
                "है: भक्त शाम को फिर से स्नान करके शिवलिंग पर जल, दूध, बेलपत्र और फूल चढ़ाते हैं, "
                "दीपक जलाते हैं और प्रदोष व्रत कथा सुनते हैं। व्रत का नाम उस दिन के वार से पड़ता "
                "है, और सोमवार का सोम प्रदोष और शनिवार का शनि प्रदोष विशेष शुभ माने जाते हैं।",
                "Pradosh vrat Shiv ji ke liye har paksh ki Trayodashi, yaani terahvi tithi, ko "
                "rakha jata hai, to mahine mein do baar. Iski puja pradosh kaal mein hoti hai, "
                "suryast ke aas-paas ke sandhya samay mein, jab parampara se maana jata hai ki "
                "Shiv ji sabse zyada prasann hote hain: bhakt shaam ko phir se naha kar Shivling "
                "par jal, doodh, bel patra aur phool chadhate hain, diya jalate hain aur Pradosh "
                "katha sunte hain. Vrat ka naam us din ke vaar se padta hai, aur Somvar ka Som "
                "Pradosh aur Shanivar ka Shani Pradosh khaas taur par shubh maane jate hain.",
            ),
            "pradosh pradosha pradosham vrat fast trayodashi shiva evening sunset kaal "
            "karte kare puja vidhi katha प्रदोष व्रत त्रयोदशी काल करते विधि कथा",
        ),
    ]


def _seasons() -> list[Doc]:
    return [
        _doc(
            "festival/raksha-bandhan",
            RITUAL,
            Bilingual(
                "How rakhi is tied on Raksha Bandhan",
                "रक्षाबंधन पर राखी कैसे बाँधें",
                "Raksha Bandhan par rakhi kaise baandhein",
            ),
            Bilingual(
                "Raksha Bandhan, on Shravan Purnima, celebrates the bond between brothers and "
                "sisters. The sister prepares a thali with the rakhi, roli, akshat, a diya and "
                "sweets, applies a tilak on her brother's forehead, ties the rakhi on his "
                "right wrist, does his aarti and feeds him a sweet; the brother gives her a "
                "gift and promises to protect her. Traditionally the rakhi is tied in an "
                "auspicious time, avoiding Bhadra, which the Panchang shows.",
                "रक्षाबंधन श्रावण पूर्णिमा को भाई-बहन के स्नेह के उत्सव के रूप में मनाया जाता है। "
                "बहन राखी, रोली, अक्षत, दीया और मिठाई से थाली सजाती है, भाई के माथे पर तिलक "
                "लगाकर उसकी दाहिनी कलाई पर राखी बाँधती है, आरती उतारती है और मिठाई खिलाती है; "
                "भाई उसे उपहार देता है और उसकी रक्षा का वचन देता है। परंपरा से राखी शुभ मुहूर्त "
                "में, भद्रा काल को छोड़कर, बाँधी जाती है, जो पंचांग में दिया होता है।",
                "Raksha Bandhan, Shravan Purnima ko, bhai-behen ke rishte ka tyohar hai. Behen "
                "rakhi, roli, akshat, diya aur mithai ke saath thali sajati hai, bhai ke maathe "
                "par tilak lagati hai, uski daayi kalai par rakhi baandhti hai, aarti utaarti hai "
                "aur mithai khilati hai; bhai use uphaar deta hai aur uski raksha ka vachan deta "
                "hai. Parampara se rakhi shubh muhurat mein baandhi jati hai, Bhadra kaal se "
                "bachte hue, jo Panchang mein dikhta hai.",
            ),
            "raksha rakhsha bandhan rakhi rakhee brother sister bhai behen bahan tie tying "
            "bandhe bandhna thali bhadra रक्षाबंधन रक्षा बंधन राखी भाई बहन बाँधें बांधें "
            "बाँधना भद्रा",
        ),
        _doc(
            "festival/makar-sankranti",
            RITUAL,
            Bilingual(
                "Makar Sankranti: what is done",
                "मकर संक्रांति पर क्या करते हैं",
                "Makar Sankranti par kya karte hain",
            ),
            Bilingual(
                "Makar Sankranti marks the Sun's entry into Makara (Capricorn) and the start "
                "of its northward course (uttarayan), so it follows the solar calendar. "
                "Devotees take a holy dip, in the Ganga or another river where they can, "
                "offer water to the Sun, and give sesame, jaggery, khichdi, blankets and "
                "grain in charity; sweets of til and gud are shared. It is Pongal in Tamil "
                "Nadu, Uttarayan with kites in Gujarat and Magh Bihu in Assam, and Lohri is "
                "celebrated the evening before in Punjab.",
                "मकर संक्रांति सूर्य के मकर राशि में प्रवेश और उनके उत्तरायण होने का पर्व है, "
                "इसलिए यह सौर पंचांग से चलता है। भक्त गंगा या किसी और पवित्र नदी में, जहाँ संभव "
                "हो, स्नान करते हैं, सूर्य को अर्घ्य देते हैं, और तिल, गुड़, खिचड़ी, कंबल और अनाज "
                "का दान करते हैं; तिल-गुड़ की मिठाइयाँ बाँटी जाती हैं। तमिलनाडु में यह पोंगल, "
                "गुजरात में पतंगों वाला उत्तरायण और असम में माघ बिहू के रूप में मनाई जाती है, और "
                "पंजाब में इससे पहले की शाम लोहड़ी मनाई जाती है।",
                "Makar Sankranti Surya ke Makar rashi mein pravesh aur unki uttar ki yatra "
                "(uttarayan) ki shuruaat ka din hai, isliye yeh saur calendar ke hisaab se chalti "
                "hai. Bhakt pavitra snan karte hain, jahan ho sake Ganga ya kisi aur nadi mein, "
                "Surya ko jal chadhate hain, aur til, gud, khichdi, kambal aur anaaj ka daan karte "
                "hain; til aur gud ki mithaiyan baanti jati hain. Tamil Nadu mein yeh Pongal hai, "
                "Gujarat mein patangon ke saath Uttarayan aur Assam mein Magh Bihu, aur Punjab "
                "mein ek shaam pehle Lohri manayi jati hai.",
            ),
            "makar makara sankranti sankranthi sakranti uttarayan uttarayana pongal lohri "
            "khichdi til gud daan dan snan karte kare why celebrate manate kite patang "
            "मकर संक्रांति उत्तरायण खिचड़ी तिल गुड़ दान स्नान करते मनाते पतंग",
        ),
        _doc(
            "festival/chhath",
            RITUAL,
            Bilingual(
                "Chhath puja: what is done", "छठ पूजा में क्या करते हैं", "Chhath puja mein kya karte hain"
            ),
            Bilingual(
                "Chhath is the worship of the Sun and Chhathi Maiya, kept mainly in Bihar, "
                "Jharkhand and eastern Uttar Pradesh, over four days after Diwali in Kartik. "
                "It begins with nahay-khay, a bath and a pure meal, then kharna, a day's fast "
                "broken in the evening with kheer and roti; then the vrati fasts without "
                "water and, standing in a river or pond, offers arghya to the setting Sun and "
                "the next morning to the rising Sun, with soops (bamboo trays) of thekua, "
                "fruit and sugarcane. The rites are kept with great purity and simplicity, "
                "and the fast is broken after the morning arghya.",
                "छठ सूर्य देव और छठी मैया की उपासना का पर्व है, जो मुख्य रूप से बिहार, झारखंड "
                "और पूर्वी उत्तर प्रदेश में कार्तिक में दिवाली के बाद चार दिनों तक मनाया जाता है। "
                "इसकी शुरुआत नहाय-खाय से होती है, यानी स्नान और शुद्ध भोजन; फिर खरना, जिसमें "
                "दिन भर का व्रत शाम को खीर और रोटी से खोला जाता है; फिर व्रती निर्जला व्रत रखकर "
                "नदी या तालाब में खड़े होकर डूबते सूर्य को और अगली सुबह उगते सूर्य को ठेकुआ, फल "
                "और गन्ने से भरे सूप के साथ अर्घ्य देते हैं। सारे अनुष्ठान बड़ी पवित्रता और "
                "सादगी से किए जाते हैं, और सुबह के अर्घ्य के बाद व्रत खोला जाता है।",
                "Chhath Surya dev aur Chhathi Maiya ki puja hai, jo zyaadatar Bihar, Jharkhand aur "
                "poorvi Uttar Pradesh mein, Diwali ke baad Kartik mein chaar din tak manayi jati "
                "hai. Shuruaat nahay-khay se hoti hai, yaani snan aur shuddh bhojan, phir kharna, "
                "din bhar ka vrat jo shaam ko kheer aur roti se khulta hai; phir vrati bina paani "
                "ke vrat rakhte hain aur nadi ya talaab mein khade hokar dhalte Surya ko aur agli "
                "subah ugte Surya ko arghya dete hain, thekua, phal aur ganne se bhare soop (baans "
                "ki tokri) ke saath. Saare niyam badi shuddhta aur saadgi se nibhaye jate hain, "
                "aur subah ke arghya ke baad vrat khola jata hai.",
            ),
            "chhath chhat chath chhathi maiya maa surya sun arghya nahay khay kharna thekua "
            "vrat karte kare puja vidhi छठ छठी मैया सूर्य अर्घ्य नहाय खाय खरना ठेकुआ "
            "करते विधि",
        ),
        _doc(
            "festival/holi",
            RITUAL,
            Bilingual("Holi and Holika dahan", "होली और होलिका दहन", "Holi aur Holika dahan"),
            Bilingual(
                "Holi is celebrated at the full moon of Phalgun, over two days. On the first "
                "night, Holika dahan, a bonfire is lit after a puja, recalling how the devotee "
                "Prahlad was saved from the fire while Holika burned: the victory of devotion "
                "over arrogance. Families walk around the fire offering raw thread, ears of "
                "wheat, coconut and gram, and in many homes some of its ash is taken home. "
                "The next day, Dhulendi or Rangwali Holi, people play with colours, embrace "
                "and share gujiya and other sweets.",
                "होली फाल्गुन की पूर्णिमा पर दो दिनों तक मनाई जाती है। पहली रात होलिका दहन होता "
                "है: पूजा के बाद होली जलाई जाती है, जो याद दिलाती है कि कैसे भक्त प्रह्लाद अग्नि "
                "से बच गए और होलिका जल गई, यानी अहंकार पर भक्ति की विजय। परिवार कच्चा सूत, गेहूँ "
                "की बालियाँ, नारियल और चने अर्पित करते हुए अग्नि की परिक्रमा करते हैं, और कई घरों "
                "में उसकी थोड़ी राख घर लाई जाती है। अगले दिन, धुलेंडी या रंगवाली होली पर, लोग "
                "रंग खेलते हैं, गले मिलते हैं और गुझिया व दूसरी मिठाइयाँ बाँटते हैं।",
                "Holi Phalgun ki Purnima ko do din manayi jati hai. Pehli raat, Holika dahan mein, "
                "puja ke baad holi jalayi jati hai, yeh yaad karte hue ki kaise bhakt Prahlad aag "
                "se bach gaye aur Holika jal gayi: ahankar par bhakti ki jeet. Parivar kachcha "
                "soot, gehun ki baliyan, nariyal aur chane chadhate hue aag ki parikrama karte "
                "hain, aur kai gharon mein iski thodi raakh ghar laayi jati hai. Agle din, "
                "Dhulendi ya Rangwali Holi par, log rangon se khelte hain, gale milte hain aur "
                "gujiya aur doosri mithaiyan baantte hain.",
            ),
            "holi holika dahan dahan jalana puja vidhi prahlad bonfire colours colors rang "
            "why celebrate manate karte dhulendi गुझिया होली होलिका दहन प्रह्लाद रंग "
            "क्यों मनाते करते विधि",
        ),
        _doc(
            "festival/hartalika-teej",
            RITUAL,
            Bilingual("Hartalika Teej vrat", "हरतालिका तीज व्रत", "Hartalika Teej ka vrat"),
            Bilingual(
                "Hartalika Teej, on the Tritiya of the waxing moon in Bhadrapad, recalls "
                "Parvati's penance to win Shiva as her husband: her friend took her away to "
                "the forest so that she could keep it, which gives the vrat its name. Married "
                "women keep a nirjala fast, without food or water, for their husbands' "
                "well-being, and unmarried girls traditionally keep it praying for a good "
                "husband. Images of Shiva, Parvati and Ganesh made of sand or clay are "
                "worshipped in the evening, the Teej katha is heard, many keep awake through "
                "the night, and the fast is broken the next morning.",
                "हरतालिका तीज भाद्रपद के शुक्ल पक्ष की तृतीया को माता पार्वती की उस तपस्या की याद "
                "में मनाई जाती है जो उन्होंने शिव जी को पति रूप में पाने के लिए की थी: उनकी सखी "
                "उन्हें हरकर वन में ले गई ताकि वे तप कर सकें, इसी से व्रत का नाम पड़ा। सुहागिन "
                "महिलाएँ पति की कुशलता के लिए निर्जला व्रत रखती हैं, यानी बिना अन्न-जल के, और "
                "परंपरा से अविवाहित कन्याएँ अच्छे वर की कामना से यह व्रत रखती हैं। शाम को बालू या "
                "मिट्टी से बनी शिव, पार्वती और गणेश जी की प्रतिमाओं की पूजा होती है, तीज की कथा "
                "सुनी जाती है, बहुत सी महिलाएँ रात भर जागरण करती हैं, और अगली सुबह व्रत खोला "
                "जाता है।",
                "Hartalika Teej, Bhadrapad ke Shukla paksh ki Tritiya ko, Parvati ji ki us tapasya "
                "ki yaad hai jo unhone Shiv ji ko pati roop mein paane ke liye ki thi: unki sakhi "
                "unhe jungle le gayi taaki woh tapasya kar sakein, isi se vrat ka naam pada. "
                "Suhagan mahilayein pati ki khushhaali ke liye nirjala vrat rakhti hain, bina "
                "khaye-piye, aur kunwari ladkiyan parampara se achche pati ki kaamna se yeh vrat "
                "rakhti hain. Shaam ko ret ya mitti se bani Shiv ji, Parvati ji aur Ganesh ji ki "
                "murtiyon ki puja hoti hai, Teej ki katha suni jati hai, bahut si mahilayein raat "
                "bhar jaagti hain, aur agli subah vrat khola jata hai.",
            ),
            "hartalika hartalika teej tij vrat fast nirjala parvati shiva katha rules niyam "
            "karte kare puja vidhi हरतालिका तीज व्रत निर्जला कथा नियम करते विधि",
        ),
        _doc(
            "festival/purnima-vrat",
            RITUAL,
            Bilingual("Purnima vrat: the full-moon fast", "पूर्णिमा का व्रत", "Purnima ka vrat"),
            Bilingual(
                "Purnima, the full-moon day, is held sacred to Vishnu and to the Moon. Many "
                "devotees fast from sunrise until moonrise, do a Vishnu puja or the "
                "Satyanarayan katha, take a holy dip and give charity, and in the evening "
                "offer water (arghya) to the Moon before breaking the fast. Several festivals "
                "fall on a Purnima, among them Guru Purnima, Raksha Bandhan, Sharad Purnima "
                "and Kartik Purnima.",
                "पूर्णिमा, यानी पूरे चाँद का दिन, भगवान विष्णु और चंद्रमा के लिए पवित्र माना "
                "जाता है। बहुत से भक्त सूर्योदय से चंद्रोदय तक व्रत रखते हैं, विष्णु जी की पूजा "
                "या सत्यनारायण कथा करते हैं, पवित्र स्नान और दान करते हैं, और शाम को चंद्रमा को "
                "अर्घ्य देकर व्रत खोलते हैं। कई त्योहार पूर्णिमा को ही पड़ते हैं, जैसे गुरु "
                "पूर्णिमा, रक्षाबंधन, शरद पूर्णिमा और कार्तिक पूर्णिमा।",
                "Purnima, yaani poore chaand ka din, Vishnu ji aur Chandrama ke liye pavitra maana "
                "jata hai. Bahut se bhakt suryoday se chandroday tak vrat rakhte hain, Vishnu puja "
                "ya Satyanarayan katha karte hain, pavitra snan aur daan karte hain, aur shaam ko "
                "vrat kholne se pehle Chandrama ko jal (arghya) dete hain. Kai tyohar Purnima ko "
                "padte hain, jaise Guru Purnima, Raksha Bandhan, Sharad Purnima aur Kartik "
                "Purnima.",
            ),
            "purnima poornima purnmasi punam full moon vrat fast upvas moon chand arghya "
            "karte kare rules niyam पूर्णिमा पूर्णमासी पूनम व्रत उपवास चंद्रमा चाँद अर्घ्य "
            "करते नियम",
        ),
    ]


def festival_docs() -> list[Doc]:
    """Festivals and vrats: what is done and why (their dates are the Panchang's)."""
    return _navratri_diwali() + _shiva_krishna_ganesh() + _seasons()
