/**
 * Facts about the workshop, in one place: the header, footer, contact page and legal pages read
 * them from here. The shop's display name comes from the runtime config (`shopName`, SHOP_NAME
 * at deploy); `defaultShopName` is only the fallback before it is loaded.
 *
 * The phone number and e-mail address are PLACEHOLDERS until the workshop confirms its own
 * (the spec names none); change them here and every page follows.
 */
export const company = {
  defaultShopName: 'Chopper Works',
  foundedYear: 2008,
  phone: {
    display: '+48 123 456 789',
    e164: '+48123456789',
  },
  email: 'kontakt@chopperworks.pl',
  address: {
    street: 'Poręba Spytkowska',
    postalCode: '32-800',
    city: 'Brzesko',
    /** Used for the map search on the contact page. */
    mapQuery: 'Poręba Spytkowska, 32-800 Brzesko, Polska',
  },
  /** Profile links; placeholders until the workshop's own profiles are set. */
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;

export const phoneHref = `tel:${company.phone.e164}`;
export const emailHref = `mailto:${company.email}`;
