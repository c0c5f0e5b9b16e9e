/** Hindi texts: profile. */
import type { profile as en } from '../en/profile'

export const profile: Record<keyof typeof en, string> = {
  title: 'प्रोफ़ाइल',
  subtitle: 'आपके खाते की सेटिंग्स यहाँ होंगी।',
  menuHeading: 'खाता',
  personalInformation: 'व्यक्तिगत जानकारी',
  notifications: 'सूचनाएँ',
  paymentMethods: 'भुगतान के तरीके',
  addresses: 'पते',
  privacySecurity: 'गोपनीयता और सुरक्षा',
  helpSupport: 'सहायता और समर्थन',
  settings: 'सेटिंग्स',
  comingSoon: 'जल्द आ रहा है',
  ordersHeading: 'अपनी बुकिंग और ऑर्डर देखें',
  ordersText: 'किसी खाते की ज़रूरत नहीं: जिस फ़ोन नंबर या ईमेल से आपने बुक किया था, उससे अपनी पंडित बुकिंग, मंदिर बुकिंग और स्टोर ऑर्डर देखें।',
  ordersLink: 'मेरे ऑर्डर पर जाएँ',
  languageHeading: 'भाषा',
  languageText: 'ऐप की भाषा चुनें।',
}
