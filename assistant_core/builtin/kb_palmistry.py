"""The palmistry knowledge base, each entry in English and Hindi side by side: the lines, the
mounts, the four hand shapes, how a palm is read, and the reader's fixed sentences."""

from __future__ import annotations

from typing import NamedTuple

from assistant_core.builtin.bilingual import Bilingual


class PalmEntry(NamedTuple):
    title_hi: str  # the English title is the entry's key: indexed, and the id's source
    keywords: str
    text: Bilingual


LINES: dict[str, PalmEntry] = {
    "Heart line": PalmEntry(
        "हृदय रेखा",
        "love emotion emotional relationship feelings top",
        Bilingual(
            "The heart line runs across the top of the palm, from under the little finger "
            "towards the index finger. It is read for emotional life and relationships: long "
            "and curving up between the index and middle fingers is said to show a warm, "
            "expressive nature; straight and short, a reserved and practical one; chained or "
            "broken, emotional ups and downs.",
            "हृदय रेखा हथेली के ऊपरी हिस्से में, छोटी उँगली के नीचे से तर्जनी की ओर जाती है। "
            "इससे भावनात्मक जीवन और रिश्ते देखे जाते हैं: रेखा लंबी हो और तर्जनी व मध्यमा के "
            "बीच ऊपर की ओर मुड़े, तो व्यक्ति स्नेही और खुलकर भाव जताने वाला माना जाता है; सीधी "
            "और छोटी हो, तो संयमी और व्यावहारिक; ज़ंजीर जैसी या टूटी हुई हो, तो भावनाओं में "
            "उतार-चढ़ाव का संकेत मानी जाती है।",
        ),
    ),
    "Head line": PalmEntry(
        "मस्तिष्क रेखा",
        "mind intellect thinking intelligence career decisions",
        Bilingual(
            "The head line starts between the thumb and the index finger and runs across the "
            "palm. It shows the way you think, not how clever you are: straight is said to "
            "mean logical and practical; sloping towards the wrist, creative and imaginative; "
            "a head line that starts apart from the life line, an independent thinker.",
            "मस्तिष्क रेखा अँगूठे और तर्जनी के बीच से शुरू होकर हथेली के आर-पार जाती है। यह "
            "बताती है कि आप किस तरह सोचते हैं, यह नहीं कि आप कितने बुद्धिमान हैं: सीधी रेखा "
            "तार्किक और व्यावहारिक सोच की मानी जाती है; कलाई की ओर झुकती रेखा रचनात्मक और "
            "कल्पनाशील सोच की; और जीवन रेखा से अलग होकर शुरू होने वाली रेखा स्वतंत्र सोच की।",
        ),
    ),
    "Life line": PalmEntry(
        "जीवन रेखा",
        "life health vitality energy long short age death",
        Bilingual(
            "The life line curves around the base of the thumb. Palmists read it for "
            "vitality, energy and major changes of life, not for how long you will live: deep "
            "and clear is said to show strong vitality; a wide arc, an energetic and "
            "adventurous nature; a break, a big change of direction.",
            "जीवन रेखा अँगूठे की जड़ को घेरती हुई घूमती है। हस्तरेखा के जानकार इससे जीवन-शक्ति, "
            "ऊर्जा और जीवन के बड़े बदलाव देखते हैं, यह नहीं कि आयु कितनी होगी: गहरी और साफ़ "
            "रेखा मज़बूत जीवन-शक्ति की मानी जाती है; चौड़ा घेरा ऊर्जावान और साहसी स्वभाव का; और "
            "रेखा में टूट जीवन की दिशा में किसी बड़े बदलाव का संकेत।",
        ),
    ),
    "Fate line (line of Saturn)": PalmEntry(
        "भाग्य रेखा (शनि रेखा)",
        "fate destiny career job work bhagya rekha saturn",
        Bilingual(
            "The fate line runs up the middle of the palm from the wrist towards the middle "
            "finger. It is read for career and direction: deep and straight is said to show a "
            "clear purpose; starting from the life line, a self-made path; starting from the "
            "mount of the Moon, a career shaped by other people or the public. Many hands have "
            "no clear fate line, which palmists read as freedom to shape your own path.",
            "भाग्य रेखा हथेली के बीच में कलाई से मध्यमा उँगली की ओर ऊपर जाती है। इससे करियर और "
            "जीवन की दिशा देखी जाती है: गहरी और सीधी रेखा स्पष्ट लक्ष्य की मानी जाती है; जीवन "
            "रेखा से शुरू हो, तो अपने बल पर बनाए रास्ते की; चंद्र पर्वत से शुरू हो, तो ऐसे "
            "करियर की जिसे दूसरे लोग या जनता आकार देती है। बहुत-से हाथों में भाग्य रेखा साफ़ "
            "नहीं दिखती, जिसे हस्तरेखा के जानकार अपना रास्ता ख़ुद गढ़ने की आज़ादी मानते हैं।",
        ),
    ),
    "Sun line (Apollo line)": PalmEntry(
        "सूर्य रेखा",
        "sun apollo fame success recognition creativity money",
        Bilingual(
            "The sun line runs up towards the ring finger. It is read for recognition, "
            "creativity and success; not everyone has one, and a clear sun line is said to "
            "show talent that others notice.",
            "सूर्य रेखा अनामिका उँगली की ओर ऊपर जाती है। इससे मान-सम्मान, रचनात्मकता और "
            "सफलता देखी जाती है; यह हर किसी के हाथ में नहीं होती, और साफ़ सूर्य रेखा ऐसी "
            "प्रतिभा की मानी जाती है जिस पर दूसरों की नज़र पड़ती है।",
        ),
    ),
    "Marriage lines (relationship lines)": PalmEntry(
        "विवाह रेखाएँ",
        "marriage relationship spouse love wedding vivah rekha",
        Bilingual(
            "Marriage lines are the short horizontal lines on the edge of the palm below the "
            "little finger, above the heart line. They are read for close relationships and "
            "marriage: one long clear line is said to show a deep lasting bond; several lines, "
            "several important relationships; a line nearer the heart line, an earlier one.",
            "विवाह रेखाएँ छोटी उँगली के नीचे, हथेली के किनारे पर, हृदय रेखा के ऊपर की छोटी "
            "आड़ी रेखाएँ हैं। इनसे गहरे रिश्ते और विवाह देखे जाते हैं: एक लंबी, साफ़ रेखा गहरे "
            "और टिकाऊ बंधन की मानी जाती है; कई रेखाएँ कई अहम रिश्तों की; और हृदय रेखा के पास "
            "वाली रेखा जल्दी होने वाले रिश्ते की।",
        ),
    ),
}

MOUNTS: dict[str, PalmEntry] = {
    "Mount of Venus": PalmEntry(
        "शुक्र पर्वत",
        "thumb base love family warmth",
        Bilingual(
            "The mount of Venus lies below the thumb, inside the life line: love, warmth, "
            "vitality and family; full is said to be affectionate, flat reserved.",
            "शुक्र पर्वत अँगूठे के नीचे, जीवन रेखा के भीतर होता है: यह प्रेम, आत्मीयता, "
            "जीवन-शक्ति और परिवार का पर्वत है; उभरा हुआ हो तो स्नेही स्वभाव का माना जाता है, "
            "सपाट हो तो संकोची स्वभाव का।",
        ),
    ),
    "Mount of Jupiter": PalmEntry(
        "गुरु पर्वत",
        "index finger ambition leadership",
        Bilingual(
            "The mount of Jupiter lies below the index finger: ambition, leadership, "
            "confidence and spirituality.",
            "गुरु पर्वत तर्जनी उँगली के नीचे होता है: यह महत्वाकांक्षा, नेतृत्व, आत्मविश्वास "
            "और आध्यात्मिकता का पर्वत है।",
        ),
    ),
    "Mount of Saturn": PalmEntry(
        "शनि पर्वत",
        "middle finger wisdom discipline",
        Bilingual(
            "The mount of Saturn lies below the middle finger: wisdom, responsibility, "
            "discipline and introspection.",
            "शनि पर्वत मध्यमा उँगली के नीचे होता है: यह विवेक, ज़िम्मेदारी, अनुशासन और आत्मचिंतन का पर्वत है।",
        ),
    ),
    "Mount of the Sun (Apollo)": PalmEntry(
        "सूर्य पर्वत",
        "ring finger creativity fame",
        Bilingual(
            "The mount of the Sun (Apollo) lies below the ring finger: creativity, fame, "
            "happiness and the arts.",
            "सूर्य पर्वत अनामिका उँगली के नीचे होता है: यह रचनात्मकता, यश, प्रसन्नता और कलाओं का पर्वत है।",
        ),
    ),
    "Mount of Mercury": PalmEntry(
        "बुध पर्वत",
        "little finger communication business",
        Bilingual(
            "The mount of Mercury lies below the little finger: communication, business "
            "sense, wit and intelligence.",
            "बुध पर्वत छोटी उँगली के नीचे होता है: यह बातचीत की कला, व्यापार की समझ, "
            "हाज़िरजवाबी और बुद्धि का पर्वत है।",
        ),
    ),
    "Mount of the Moon (Luna)": PalmEntry(
        "चंद्र पर्वत",
        "imagination intuition travel",
        Bilingual(
            "The mount of the Moon (Luna) lies on the little-finger side near the wrist: "
            "imagination, intuition, emotion and travel.",
            "चंद्र पर्वत छोटी उँगली वाली ओर, कलाई के पास होता है: यह कल्पना, अंतर्ज्ञान, "
            "भावनाओं और यात्राओं का पर्वत है।",
        ),
    ),
    "Mounts of Mars": PalmEntry(
        "मंगल पर्वत",
        "courage mars plain",
        Bilingual(
            "The mounts of Mars lies lower Mars above the mount of Venus (physical courage), "
            "upper Mars below the mount of Mercury (perseverance and moral courage), and the "
            "plain of Mars in the centre of the palm.",
            "मंगल पर्वत के तीन हिस्से देखे जाते हैं: निचला मंगल, शुक्र पर्वत के ऊपर (शारीरिक "
            "साहस); ऊपरी मंगल, बुध पर्वत के नीचे (धैर्य और नैतिक साहस); और हथेली के बीच का "
            "मंगल क्षेत्र।",
        ),
    ),
}

HANDS: dict[str, PalmEntry] = {
    "Earth hand": PalmEntry(
        "पृथ्वी हाथ",
        "hand shape type element",
        Bilingual(
            "An earth hand has a square palm with short fingers: practical, reliable and grounded.",
            "पृथ्वी तत्व वाले हाथ की हथेली चौकोर और उँगलियाँ छोटी होती हैं: ऐसे लोग "
            "व्यावहारिक, भरोसेमंद और ज़मीन से जुड़े माने जाते हैं।",
        ),
    ),
    "Air hand": PalmEntry(
        "वायु हाथ",
        "hand shape type element",
        Bilingual(
            "An air hand has a square palm with long fingers: intellectual, curious and "
            "communicative.",
            "वायु तत्व वाले हाथ की हथेली चौकोर और उँगलियाँ लंबी होती हैं: ऐसे लोग विचारशील, "
            "जिज्ञासु और बातचीत में कुशल माने जाते हैं।",
        ),
    ),
    "Fire hand": PalmEntry(
        "अग्नि हाथ",
        "hand shape type element",
        Bilingual(
            "A fire hand has a long palm with short fingers: energetic, bold and enthusiastic.",
            "अग्नि तत्व वाले हाथ की हथेली लंबी और उँगलियाँ छोटी होती हैं: ऐसे लोग ऊर्जावान, "
            "साहसी और उत्साही माने जाते हैं।",
        ),
    ),
    "Water hand": PalmEntry(
        "जल हाथ",
        "hand shape type element",
        Bilingual(
            "A water hand has a long palm with long fingers: sensitive, intuitive and artistic.",
            "जल तत्व वाले हाथ की हथेली लंबी और उँगलियाँ भी लंबी होती हैं: ऐसे लोग संवेदनशील, "
            "अंतर्ज्ञानी और कलाप्रेमी माने जाते हैं।",
        ),
    ),
}

HOW_TO: dict[str, PalmEntry] = {
    "How to read a palm": PalmEntry(
        "हथेली कैसे पढ़ी जाती है",
        "read reading my palm hand which left right dominant photo",
        Bilingual(
            "Palmists read the dominant hand for what you have made of your life and the "
            "other hand for what you were born with (some Indian traditions read the right "
            "hand for men and the left for women). They look first at the hand's shape, then "
            "the major lines (heart, head and life), then the fate, sun and marriage lines, "
            "and the mounts under the fingers.",
            "हस्तरेखा के जानकार आपके प्रमुख हाथ (जिससे आप ज़्यादातर काम करते हैं) से यह देखते "
            "हैं कि आपने अपने जीवन को क्या रूप दिया है, और दूसरे हाथ से यह कि आप जन्म से क्या "
            "लेकर आए हैं (कुछ भारतीय परंपराओं में पुरुषों का दायाँ और स्त्रियों का बायाँ हाथ "
            "देखा जाता है)। वे पहले हाथ का आकार देखते हैं, फिर मुख्य रेखाएँ (हृदय, मस्तिष्क और "
            "जीवन रेखा), फिर भाग्य, सूर्य और विवाह रेखाएँ, और उँगलियों के नीचे के पर्वत।",
        ),
    ),
}

HONEST = Bilingual(
    "I cannot see your palm: a real reading needs the palm itself, and palmistry is a "
    "traditional art, not a science. Here is what palmists say:",
    "मैं आपकी हथेली देख नहीं सकती: सच्चा हस्तरेखा विचार हथेली को सामने देखकर ही हो सकता "
    "है, और हस्तरेखा शास्त्र एक पारंपरिक विद्या है, विज्ञान नहीं। हस्तरेखा के जानकार इस "
    "बारे में यह कहते हैं:",
)
NO_MATCH = Bilingual(
    "I could not find that in my palmistry notes, so I won't guess. I can explain the heart, "
    "head, life, fate, sun and marriage lines, the mounts (Venus, Jupiter, Saturn, Sun, "
    "Mercury, Moon and Mars) and the four hand shapes (earth, air, fire and water). For "
    'example, ask: "What does the fate line show?"',
    "यह बात मेरे हस्तरेखा के नोट्स में नहीं मिली, इसलिए मैं अंदाज़ा नहीं लगाऊँगी। मैं "
    "हृदय, मस्तिष्क, जीवन, भाग्य, सूर्य और विवाह रेखाएँ, पर्वत (शुक्र, गुरु, शनि, सूर्य, "
    "बुध, चंद्र और मंगल) और हाथ के चार आकार (पृथ्वी, वायु, अग्नि और जल) समझा सकती हूँ। "
    'उदाहरण के लिए पूछिए: "bhagya rekha kya batati hai?"',
)
