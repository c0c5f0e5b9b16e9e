/** Hindi texts: verify. */
import type { verify as en } from '../en/verify'

export const verify: Record<keyof typeof en, string> = {
  title: 'पुष्टि करें कि यह आप ही हैं',
  willSend: 'हम {destination} पर {codeDigits} अंकों का सत्यापन कोड भेजेंगे।',
  sent: '{destination} पर {codeDigits} अंकों का सत्यापन कोड भेज दिया गया है। यह {minutes} मिनट तक मान्य रहेगा।',
  sendCode: 'कोड भेजें',
  codeLabel: 'सत्यापन कोड',
  verifyCode: 'पुष्टि करें',
  resendCode: 'कोड दोबारा भेजें',
  resendIn: '{seconds} सेकंड बाद कोड दोबारा भेजें',
  codeFormat: 'कृपया {codeDigits} अंकों का कोड डालें',
  codeWrong: 'यह कोड सही नहीं है। अभी {count} कोशिशें बाकी हैं।',
  codeWrongOne: 'यह कोड सही नहीं है। अब सिर्फ़ एक कोशिश बाकी है।',
  codeWrongLast: 'यह कोड सही नहीं है और अब कोई कोशिश बाकी नहीं है। कृपया नया कोड मँगवाएँ।',
  codeExpired: 'इस कोड का समय खत्म हो गया है। कृपया नया कोड मँगवाएँ।',
  codeUsed: 'यह कोड पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगवाएँ।',
  codeTooManyTries: 'यह कोड कई बार गलत डाला गया। कृपया नया कोड मँगवाएँ।',
  codeNone: 'इस फ़ोन नंबर या ईमेल पते के लिए कोई कोड नहीं भेजा गया है। कृपया कोड मँगवाएँ।',
  codeNotSent: 'अभी कोड नहीं भेजा जा सका। कृपया एक मिनट बाद फिर कोशिश करें।',
  codeTooMany: 'बहुत बार कोड मँगवाया गया है। नया कोड मँगवाने से पहले {wait} रुकें।',
  codeNoSms: 'अभी SMS से कोड नहीं भेजा जा सकता। कृपया अपना ईमेल पता डालें।',
  codeNoEmail: 'अभी ईमेल से कोड नहीं भेजा जा सकता। कृपया अपना फ़ोन नंबर डालें।',
  waitSecond: '1 सेकंड',
  waitSeconds: '{count} सेकंड',
  waitMinute: '1 मिनट',
  waitMinutes: '{count} मिनट',
}
