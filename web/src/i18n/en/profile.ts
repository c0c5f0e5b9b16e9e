/** English texts: profile. Keys are shared with ../hi/profile.ts. */
export const profile = {
  title: 'Profile',
  subtitle: 'Your account settings will live here.',
  menuHeading: 'Account',
  personalInformation: 'Personal Information',
  notifications: 'Notifications',
  paymentMethods: 'Payment Methods',
  addresses: 'Addresses',
  privacySecurity: 'Privacy & Security',
  helpSupport: 'Help & Support',
  settings: 'Settings',
  comingSoon: 'Coming soon',
  ordersHeading: 'Find your bookings and orders',
  ordersText: 'No account is needed: look up your priest bookings, temple bookings and store orders with the phone number or email you used.',
  ordersLink: 'Go to My Orders',
  languageHeading: 'Language',
  languageText: 'Choose the language for the app.',
} as const
