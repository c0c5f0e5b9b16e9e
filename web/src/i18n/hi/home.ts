/** Hindi texts: home. */
import type { home as en } from '../en/home'

export const home: Record<keyof typeof en, string> = {
  greeting: 'नमस्ते',
  heroTitle: 'आपका आध्यात्मिक साथी, आप जहाँ भी हों',
  heroLine: 'पूजा के लिए पंडित जी बुक करें, अपने पास के मंदिर में पूजा करवाएँ, प्रसाद और पूजा सामग्री मँगवाएँ, और हमारे वॉइस सहायक से मार्गदर्शन लें।',
  servicesHeading: 'आप क्या करना चाहेंगे?',
  tilePriest: 'पंडित जी बुक करें',
  tilePriestHint: 'घर पर या ऑनलाइन पूजा, सत्यापित पंडितों के साथ',
  tileAstrology: 'ज्योतिष परामर्श',
  tileAstrologyHint: 'कुंडली, कुंडली मिलान और आज का पंचांग',
  tileStore: 'आध्यात्मिक स्टोर',
  tileStoreHint: '{categories}, सीधे आपके घर तक',
  tileStoreHintGeneric: 'पूजा की पवित्र सामग्री, सीधे आपके घर तक',
  tileTemples: 'मंदिर बुकिंग',
  tileTemplesHint: 'अपने पास के मंदिरों में पूजा सेवाएँ बुक करें',
  tileOrders: 'मेरे ऑर्डर',
  tileOrdersHint: 'फ़ोन या ईमेल से अपनी बुकिंग और ऑर्डर देखें',
  whyHeading: 'भक्त पुण्य को क्यों चुनते हैं',
  pointPlatform: 'कहीं भी इस्तेमाल करें',
  pointPlatformHint: 'फ़ोन, टैबलेट या कंप्यूटर पर चलता है, कोई ऐप इंस्टॉल करने की ज़रूरत नहीं।',
  pointPayments: 'सुरक्षित भुगतान',
  pointPaymentsHint: 'सुरक्षित गेटवे से UPI या कार्ड द्वारा ऑनलाइन भुगतान करें, या कैश ऑन डिलीवरी चुनें।',
  pointVerified: 'सत्यापित विशेषज्ञ',
  pointVerifiedHint: 'पुण्य पर हर पंडित और मंदिर आपकी सेवा से पहले सत्यापित किया जाता है।',
}
