"""The sentence frames of the catalogue documents, in English, Hindi and Hinglish side by side.
The values put in them (names, descriptions, durations, slots) are the catalogue's own data,
in English for a Hinglish answer (the catalogue is written in English and Hindi)."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual

PUJA = Bilingual(
    "{name} costs {price} and takes {duration} ({category} puja).",
    "{name}: शुल्क {price}, अवधि {duration} ({category} पूजा)।",
    "{name} ka kharcha {price} hai aur ismein {duration} lagte hain ({category} puja).",
)
INCLUDES = Bilingual(
    "It includes: {items}.",
    "इसमें शामिल है: {items}।",
    "Ismein shaamil hai: {items}.",
)
ARRANGES = Bilingual(
    "Your family arranges: {items}.",
    "परिवार को इनकी व्यवस्था करनी होती है: {items}।",
    "Parivar ko yeh taiyaari karni hoti hai: {items}.",
)
BOOK_PRIEST = Bilingual(
    "Book it with a priest on the Book a Pandit screen.",
    "पंडित जी की बुकिंग पंडित बुकिंग वाले पेज पर कीजिए।",
    "Pandit ji ki booking Book a Pandit screen par kijiye.",
)
CATEGORY = Bilingual(
    "Our {category} pujas: {pujas}.",
    "हमारी {category} पूजाएँ: {pujas}।",
    "Hamari {category} poojayein: {pujas}.",
)
CATEGORY_SHORT = Bilingual(
    "{category} pujas ({count})",
    "{category} पूजाएँ ({count})",
    "{category} poojayein ({count})",
)
ALL_PUJAS_TITLE = Bilingual(
    "All pujas and categories we offer",
    "हमारी सभी पूजाएँ और श्रेणियाँ",
    "Hamari saari poojayein aur categories",
)
ALL_PUJAS = Bilingual(
    "Our priests perform {count} pujas in {groups} categories: {categories}. Prices run from "
    "{low} ({cheapest}) to {high} ({dearest}). Book on the Book a Pandit screen.",
    "हमारे पंडित जी {groups} श्रेणियों में {count} पूजाएँ करवाते हैं: {categories}। शुल्क "
    "{low} ({cheapest}) से {high} ({dearest}) तक है। बुकिंग पंडित बुकिंग वाले पेज पर कीजिए।",
    "Hamare pandit ji {groups} categories mein {count} poojayein karwate hain: {categories}. "
    "Kharcha {low} ({cheapest}) se {high} ({dearest}) tak hai. Booking Book a Pandit screen "
    "par kijiye.",
)

OFFERING = Bilingual(
    "At {temple} ({address}), {service} costs {price} and takes {duration}.",
    "{temple} ({address}) में {service} का शुल्क {price} है; अवधि: {duration}।",
    "{temple} ({address}) mein {service} ka kharcha {price} hai; samay: {duration}.",
)
OFFERING_PRICE_ONLY = Bilingual(
    "At {temple} ({address}), {service} costs {price}.",
    "{temple} ({address}) में {service} का शुल्क {price} है।",
    "{temple} ({address}) mein {service} ka kharcha {price} hai.",
)
SLOTS = Bilingual(
    "Time slots: {slots}.",
    "समय: {slots}।",
    "Time slots: {slots}.",
)
BOOK_TEMPLE_SERVICE = Bilingual(
    "Book it on the Temples screen.",
    "बुकिंग मंदिर वाले पेज पर कीजिए।",
    "Booking Temples screen par kijiye.",
)
OFFERING_SHORT = Bilingual(
    "{service} at {temple} ({price})",
    "{temple} में {service} ({price})",
    "{temple} mein {service} ({price})",
)
TEMPLE = Bilingual(
    "{name}, {address}. {description}{services} Book on the Temples screen.",
    "{name}, {address}। {description}{services} बुकिंग मंदिर वाले पेज पर कीजिए।",
    "{name}, {address}. {description}{services} Booking Temples screen par kijiye.",
)
SERVICES = Bilingual(
    " Services: {services}.",
    " सेवाएँ: {services}।",
    " Sevayein: {services}.",
)
NO_SERVICES = Bilingual(
    " No services listed yet.",
    " अभी कोई सेवा सूची में नहीं है।",
    " Abhi koi seva list mein nahi hai.",
)
ALL_TEMPLES_TITLE = Bilingual(
    "Temples you can book poojas at",
    "वे मंदिर जहाँ आप पूजा बुक कर सकते हैं",
    "Mandir jahan aap pooja book kar sakte hain",
)
ALL_TEMPLES = Bilingual(
    "You can book poojas at {count} temples: {temples}. Open the Temples screen to search by "
    "name or find temples near you.",
    "आप {count} मंदिरों में पूजा बुक कर सकते हैं: {temples}। नाम से खोजने या अपने पास के "
    "मंदिर देखने के लिए मंदिर वाला पेज खोलिए।",
    "Aap {count} mandiron mein pooja book kar sakte hain: {temples}. Naam se dhoondhne ya "
    "apne paas ke mandir dekhne ke liye Temples screen kholiye.",
)

PRODUCT = Bilingual(
    "{name} costs {price} and is {stock}. {description} Category: {category}. Buy it in the Store.",
    "{name} की कीमत {price} है, और यह {stock}। {description} श्रेणी: {category}। इसे स्टोर से ख़रीदिए।",
    "{name} ki keemat {price} hai, aur yeh {stock}. {description} Category: {category}. Ise "
    "Store se kharidiye.",
)
WAS = Bilingual(
    " (was {price})",
    " (पहले {price})",
    " (pehle {price})",
)
IN_STOCK = Bilingual(
    "in stock ({count} left)",
    "स्टॉक में है ({count} बचे हैं)",
    "stock mein hai ({count} bache hain)",
)
OUT_OF_STOCK = Bilingual(
    "currently out of stock",
    "अभी स्टॉक में नहीं है",
    "abhi stock mein nahi hai",
)
PRODUCT_SHORT = Bilingual(
    "{name} ({price}, {stock})",
    "{name} ({price}, {stock})",
)
IN_STOCK_SHORT = Bilingual(
    "in stock ({count} left)",
    "स्टॉक में {count}",
    "stock mein {count}",
)
OUT_OF_STOCK_SHORT = Bilingual(
    "currently out of stock",
    "स्टॉक ख़त्म",
    "stock khatam",
)
STORE_CATEGORY = Bilingual(
    "{name}: {description} Products: {items}. Shop in the Store.",
    "{name}: {description} सामान: {items}। ख़रीदारी स्टोर में कीजिए।",
    "{name}: {description} Saaman: {items}. Shopping Store mein kijiye.",
)
NONE_NOW = Bilingual(
    "none right now",
    "अभी कोई नहीं",
    "abhi koi nahi",
)
STORE_CATEGORY_SHORT = Bilingual(
    "{name} ({count} products)",
    "{name} ({count} सामान)",
    "{name} ({count} items)",
)
