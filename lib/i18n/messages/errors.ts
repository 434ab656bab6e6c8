import type { CachedKind, SlugKind } from '@/lib/pages/kinds.mjs';
import { defineMessages } from '../define';

/**
 * The error page's own words: the client error boundary (app/[lang]/error.tsx) imports these
 * few, so they are kept apart from the not-found and unavailable texts below.
 */
export const errorPageMessages = defineMessages(
  {
    heading: 'Unexpected Application Error!',
    home: 'Go to Home',
    notFound: '404 Not Found: the page you asked for does not exist.',
    failed: (reference: string | undefined) => `Something went wrong while showing this page.${reference ? ` (Reference ${reference})` : ''}`,
    tryAgain: 'Try Again',
  },
  {
    hi: {
      heading: 'अनपेक्षित त्रुटि!',
      home: 'मुखपृष्ठ पर जाएँ',
      notFound: '404 पृष्ठ नहीं मिला: आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है।',
      failed: (reference) => `यह पृष्ठ दिखाते समय कुछ गड़बड़ हो गई।${reference ? ` (संदर्भ ${reference})` : ''}`,
      tryAgain: 'फिर से कोशिश करें',
    },
    mr: {
      heading: 'अनपेक्षित त्रुटी!',
      home: 'मुखपृष्ठावर जा',
      notFound: '404 पान सापडले नाही: आपण शोधत असलेले पान अस्तित्वात नाही.',
      failed: (reference) => `हे पान दाखवताना काहीतरी चूक झाली.${reference ? ` (संदर्भ ${reference})` : ''}`,
      tryAgain: 'पुन्हा प्रयत्न करा',
    },
    gu: {
      heading: 'અણધારી ભૂલ!',
      home: 'મુખ્ય પૃષ્ઠ પર જાઓ',
      notFound: '404 પાનું મળ્યું નથી: તમે શોધો છો તે પાનું અસ્તિત્વમાં નથી.',
      failed: (reference) => `આ પાનું બતાવતી વખતે કંઈક ખોટું થયું.${reference ? ` (સંદર્ભ ${reference})` : ''}`,
      tryAgain: 'ફરી પ્રયાસ કરો',
    },
  },
);

const general = {
  en: 'This page could not be loaded right now. Please try again in a moment.',
  hi: 'यह पृष्ठ अभी खुल नहीं सका। कृपया थोड़ी देर में फिर कोशिश करें।',
  mr: 'हे पान आत्ता उघडता आले नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  gu: 'આ પાનું અત્યારે ખૂલી શક્યું નથી. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.',
} satisfies Record<string, string>;

/** The not-found pages of each kind of page, and what a page says while the database is down. */
export const errorMessages = defineMessages(
  {
    pageNotFound: 'Page Not Found',
    /** The title of each kind's not-found page. */
    notFoundTitles: {
      deity: 'Deity Not Found',
      aarti: 'Aarti not found',
      mantra: 'Mantra not found',
      category: 'Category not found',
      surname: 'No Information Found',
      community: 'Community Not Found',
      shrine: 'Shrine Not Found',
    } satisfies Record<SlugKind, string>,
    unavailableTitle: 'Temporarily Unavailable',
    unavailable: general.en,
    unavailableOf: {
      home: general.en,
      dashboard: general.en,
      aarti: 'Failed to load aarti. Please try again.',
      mantra: 'Failed to load mantra. Please try again.',
      surname: 'Error loading surname information. Please try again.',
      deity: 'This deity could not be loaded right now. Please try again in a moment.',
      category: 'The prayers could not be loaded right now. Please try again in a moment.',
      community: 'This community could not be loaded right now. Please try again in a moment.',
      shrine: 'This shrine could not be loaded right now. Please try again in a moment.',
    } satisfies Record<CachedKind, string>,
    deity: {
      title: 'Deity Not Found',
      text: "The deity you're looking for doesn't exist in our database. Please check the URL or explore our collection.",
      explore: 'Explore All Deities',
    },
    prayer: {
      title: (kind: 'aarti' | 'mantra') => `${kind === 'aarti' ? 'Aarti' : 'Mantra'} not found`,
      text: (kind: 'aarti' | 'mantra') => `There is no ${kind} at this address. It may have moved, or the link may be incomplete.`,
      back: 'Back to Prayers',
    },
    category: {
      title: 'Category not found',
      text: 'There is no prayer category at this address.',
      back: 'Back to Prayers',
    },
  },
  {
    hi: {
      pageNotFound: 'पृष्ठ नहीं मिला',
      notFoundTitles: {
        deity: 'देवता नहीं मिले',
        aarti: 'आरती नहीं मिली',
        mantra: 'मंत्र नहीं मिला',
        category: 'श्रेणी नहीं मिली',
        surname: 'कोई जानकारी नहीं मिली',
        community: 'समुदाय नहीं मिला',
        shrine: 'मंदिर नहीं मिला',
      },
      unavailableTitle: 'अभी उपलब्ध नहीं',
      unavailable: general.hi,
      unavailableOf: {
        home: general.hi,
        dashboard: general.hi,
        aarti: 'आरती खुल नहीं सकी। कृपया फिर कोशिश करें।',
        mantra: 'मंत्र खुल नहीं सका। कृपया फिर कोशिश करें।',
        surname: 'उपनाम की जानकारी खुल नहीं सकी। कृपया फिर कोशिश करें।',
        deity: 'इन देवता की जानकारी अभी खुल नहीं सकी। कृपया थोड़ी देर में फिर कोशिश करें।',
        category: 'आरती-मंत्र अभी खुल नहीं सके। कृपया थोड़ी देर में फिर कोशिश करें।',
        community: 'इस समुदाय की जानकारी अभी खुल नहीं सकी। कृपया थोड़ी देर में फिर कोशिश करें।',
        shrine: 'इस मंदिर की जानकारी अभी खुल नहीं सकी। कृपया थोड़ी देर में फिर कोशिश करें।',
      },
      deity: {
        title: 'देवता नहीं मिले',
        text: 'आप जिन देवता को खोज रहे हैं, वे हमारे डेटाबेस में नहीं हैं। कृपया पता (URL) जाँचें या हमारा संग्रह देखें।',
        explore: 'सभी देवता देखें',
      },
      prayer: {
        title: (kind) => (kind === 'aarti' ? 'आरती नहीं मिली' : 'मंत्र नहीं मिला'),
        text: (kind) =>
          kind === 'aarti'
            ? 'इस पते पर कोई आरती नहीं है। हो सकता है वह कहीं और चली गई हो, या लिंक अधूरा हो।'
            : 'इस पते पर कोई मंत्र नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक अधूरा हो।',
        back: 'आरती-मंत्र पर लौटें',
      },
      category: {
        title: 'श्रेणी नहीं मिली',
        text: 'इस पते पर आरती-मंत्र की कोई श्रेणी नहीं है।',
        back: 'आरती-मंत्र पर लौटें',
      },
    },
    mr: {
      pageNotFound: 'पान सापडले नाही',
      notFoundTitles: {
        deity: 'देवता सापडली नाही',
        aarti: 'आरती सापडली नाही',
        mantra: 'मंत्र सापडला नाही',
        category: 'वर्ग सापडला नाही',
        surname: 'माहिती सापडली नाही',
        community: 'समाज सापडला नाही',
        shrine: 'मंदिर सापडले नाही',
      },
      unavailableTitle: 'सध्या उपलब्ध नाही',
      unavailable: general.mr,
      unavailableOf: {
        home: general.mr,
        dashboard: general.mr,
        aarti: 'आरती उघडता आली नाही. कृपया पुन्हा प्रयत्न करा.',
        mantra: 'मंत्र उघडता आला नाही. कृपया पुन्हा प्रयत्न करा.',
        surname: 'आडनावाची माहिती उघडता आली नाही. कृपया पुन्हा प्रयत्न करा.',
        deity: 'या देवतेची माहिती आत्ता उघडता आली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
        category: 'आरती-मंत्र आत्ता उघडता आले नाहीत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
        community: 'या समाजाची माहिती आत्ता उघडता आली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
        shrine: 'या मंदिराची माहिती आत्ता उघडता आली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
      },
      deity: {
        title: 'देवता सापडली नाही',
        text: 'आपण शोधत असलेली देवता आमच्या माहितीसंग्रहात नाही. कृपया पत्ता (URL) तपासा किंवा आमचा संग्रह पाहा.',
        explore: 'सर्व देवता पाहा',
      },
      prayer: {
        title: (kind) => (kind === 'aarti' ? 'आरती सापडली नाही' : 'मंत्र सापडला नाही'),
        text: (kind) =>
          kind === 'aarti'
            ? 'या पत्त्यावर कोणतीही आरती नाही. ती दुसरीकडे हलवली असेल, किंवा दुवा अपूर्ण असेल.'
            : 'या पत्त्यावर कोणताही मंत्र नाही. तो दुसरीकडे हलवला असेल, किंवा दुवा अपूर्ण असेल.',
        back: 'आरती-मंत्रांकडे परत जा',
      },
      category: {
        title: 'वर्ग सापडला नाही',
        text: 'या पत्त्यावर आरती-मंत्रांचा कोणताही वर्ग नाही.',
        back: 'आरती-मंत्रांकडे परत जा',
      },
    },
    gu: {
      pageNotFound: 'પાનું મળ્યું નથી',
      notFoundTitles: {
        deity: 'દેવતા મળ્યા નથી',
        aarti: 'આરતી મળી નથી',
        mantra: 'મંત્ર મળ્યો નથી',
        category: 'શ્રેણી મળી નથી',
        surname: 'કોઈ માહિતી મળી નથી',
        community: 'સમાજ મળ્યો નથી',
        shrine: 'મંદિર મળ્યું નથી',
      },
      unavailableTitle: 'હાલ ઉપલબ્ધ નથી',
      unavailable: general.gu,
      unavailableOf: {
        home: general.gu,
        dashboard: general.gu,
        aarti: 'આરતી ખૂલી શકી નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
        mantra: 'મંત્ર ખૂલી શક્યો નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
        surname: 'અટકની માહિતી ખૂલી શકી નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
        deity: 'આ દેવતાની માહિતી અત્યારે ખૂલી શકી નહીં. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.',
        category: 'આરતી-મંત્ર અત્યારે ખૂલી શક્યા નહીં. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.',
        community: 'આ સમાજની માહિતી અત્યારે ખૂલી શકી નહીં. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.',
        shrine: 'આ મંદિરની માહિતી અત્યારે ખૂલી શકી નહીં. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.',
      },
      deity: {
        title: 'દેવતા મળ્યા નથી',
        text: 'તમે શોધો છો તે દેવતા અમારા ડેટાબેઝમાં નથી. કૃપા કરીને સરનામું (URL) તપાસો અથવા અમારો સંગ્રહ જુઓ.',
        explore: 'બધા દેવતા જુઓ',
      },
      prayer: {
        title: (kind) => (kind === 'aarti' ? 'આરતી મળી નથી' : 'મંત્ર મળ્યો નથી'),
        text: (kind) =>
          kind === 'aarti'
            ? 'આ સરનામે કોઈ આરતી નથી. કદાચ તે બીજે ખસેડાઈ હોય, અથવા લિંક અધૂરી હોય.'
            : 'આ સરનામે કોઈ મંત્ર નથી. કદાચ તે બીજે ખસેડાયો હોય, અથવા લિંક અધૂરી હોય.',
        back: 'આરતી-મંત્ર પર પાછા જાઓ',
      },
      category: {
        title: 'શ્રેણી મળી નથી',
        text: 'આ સરનામે આરતી-મંત્રની કોઈ શ્રેણી નથી.',
        back: 'આરતી-મંત્ર પર પાછા જાઓ',
      },
    },
  },
);
