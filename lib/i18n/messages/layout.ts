import { defineMessages } from '../define';

/** The frame of every page: the header, its menu, the footer, the language switch. */
export const layoutMessages = defineMessages(
  {
    tagline: 'Find your family deity',
    description:
      'Find your family deity (kuldevta or kuldevi) by surname or deity name, read about the deity and how families worship, and read aartis and mantras with transliteration and meaning.',
    skip: 'Skip to content',
    mainNav: 'Main',
    footerNav: 'Footer',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    nav: { home: 'Home', explore: 'Explore', prayers: 'Prayers', surname: 'Find by Surname', about: 'About' },
    footer: {
      blurb: "Discover your ancestral heritage and connect with your family's guardian deity and spiritual roots.",
      home: 'Home',
      explore: 'Explore',
      about: 'About',
      dashboard: 'My Dashboard',
      help: 'Help Center',
      guide: "Don't know your kuldevi?",
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      contact: 'Contact Us',
      rights: 'All rights reserved.',
    },
    /** After the label of a link to a page written in English only. */
    inEnglish: '',
    /**
     * The language switch's name. Not "Language": pages with a filter of that name (the prayer
     * lists, the dashboard) must keep it the only thing so labelled.
     */
    languages: 'Read this page in',
    shareThisPage: 'Share this page',
    shareOn: (network: string) => `Share on ${network}`,
  },
  {
    hi: {
      tagline: 'अपनी कुलदेवी खोजें',
      description: 'अपने उपनाम या देवी-देवता के नाम से अपनी कुलदेवी या कुलदेवता खोजें, उनकी पूजा की परंपरा पढ़ें, और आरती व मंत्र लिप्यंतरण और अर्थ सहित पढ़ें।',
      skip: 'मुख्य सामग्री पर जाएँ',
      mainNav: 'मुख्य',
      footerNav: 'साइट के पृष्ठ',
      openMenu: 'मेनू खोलें',
      closeMenu: 'मेनू बंद करें',
      nav: { home: 'मुखपृष्ठ', explore: 'खोजें', prayers: 'आरती-मंत्र', surname: 'उपनाम से खोजें', about: 'परिचय' },
      footer: {
        blurb: 'अपने कुल की परंपरा जानिए और अपने परिवार के रक्षक देवी-देवता से जुड़िए।',
        home: 'मुखपृष्ठ',
        explore: 'खोजें',
        about: 'परिचय',
        dashboard: 'मेरा डैशबोर्ड',
        help: 'सहायता',
        guide: 'अपनी कुलदेवी नहीं जानते?',
        privacy: 'गोपनीयता नीति',
        terms: 'सेवा की शर्तें',
        contact: 'संपर्क करें',
        rights: 'सर्वाधिकार सुरक्षित।',
      },
      inEnglish: ' (अंग्रेज़ी में)',
      languages: 'भाषा',
      shareThisPage: 'यह पृष्ठ साझा करें',
      shareOn: (network: string) => `${network} पर साझा करें`,
    },
    mr: {
      tagline: 'आपले कुलदैवत शोधा',
      description: 'आडनावावरून किंवा देवतेच्या नावावरून आपले कुलदैवत शोधा, त्यांच्या उपासनेची परंपरा वाचा, आणि आरती व मंत्र लिप्यंतर आणि अर्थासह वाचा.',
      skip: 'मुख्य मजकुराकडे जा',
      mainNav: 'मुख्य',
      footerNav: 'संकेतस्थळाची पाने',
      openMenu: 'मेनू उघडा',
      closeMenu: 'मेनू बंद करा',
      nav: { home: 'मुखपृष्ठ', explore: 'शोधा', prayers: 'आरती-मंत्र', surname: 'आडनावावरून शोधा', about: 'आमच्याविषयी' },
      footer: {
        blurb: 'आपल्या कुळाची परंपरा जाणून घ्या आणि आपल्या घराण्याच्या रक्षक देवतेशी जोडले जा.',
        home: 'मुखपृष्ठ',
        explore: 'शोधा',
        about: 'आमच्याविषयी',
        dashboard: 'माझा डॅशबोर्ड',
        help: 'मदत',
        guide: 'आपले कुलदैवत माहीत नाही?',
        privacy: 'गोपनीयता धोरण',
        terms: 'सेवेच्या अटी',
        contact: 'संपर्क',
        rights: 'सर्व हक्क राखीव.',
      },
      inEnglish: ' (इंग्रजीत)',
      languages: 'भाषा',
      shareThisPage: 'हे पान शेअर करा',
      shareOn: (network: string) => `${network} वर शेअर करा`,
    },
    gu: {
      tagline: 'તમારી કુળદેવી શોધો',
      description: 'અટક કે દેવી-દેવતાના નામ પરથી તમારી કુળદેવી કે કુળદેવતા શોધો, તેમની પૂજાની પરંપરા વાંચો, અને આરતી અને મંત્ર લિપ્યંતર અને અર્થ સાથે વાંચો.',
      skip: 'મુખ્ય સામગ્રી પર જાઓ',
      mainNav: 'મુખ્ય',
      footerNav: 'સાઇટનાં પાનાં',
      openMenu: 'મેનુ ખોલો',
      closeMenu: 'મેનુ બંધ કરો',
      nav: { home: 'મુખ્ય પૃષ્ઠ', explore: 'શોધો', prayers: 'આરતી-મંત્ર', surname: 'અટક પરથી શોધો', about: 'અમારા વિશે' },
      footer: {
        blurb: 'તમારા કુળની પરંપરા જાણો અને તમારા પરિવારના રક્ષક દેવી-દેવતા સાથે જોડાઓ.',
        home: 'મુખ્ય પૃષ્ઠ',
        explore: 'શોધો',
        about: 'અમારા વિશે',
        dashboard: 'મારું ડેશબોર્ડ',
        help: 'મદદ',
        guide: 'તમારી કુળદેવી નથી જાણતા?',
        privacy: 'ગોપનીયતા નીતિ',
        terms: 'સેવાની શરતો',
        contact: 'સંપર્ક',
        rights: 'સર્વ હક્ક સ્વાધીન.',
      },
      inEnglish: ' (અંગ્રેજીમાં)',
      languages: 'ભાષા',
      shareThisPage: 'આ પાનું શેર કરો',
      shareOn: (network: string) => `${network} પર શેર કરો`,
    },
  },
);

/** Said in each language of itself, when the page is not written in it yet. */
export const notWrittenYet = defineMessages('This page is not in English yet', {
  hi: 'यह पृष्ठ अभी हिन्दी में नहीं लिखा गया है',
  mr: 'हे पान अजून मराठीत लिहिलेले नाही',
  gu: 'આ પાનું હજી ગુજરાતીમાં લખાયું નથી',
});

/** The same, short, beside the language's name in the switch. */
export const notYet = defineMessages('(not yet)', { hi: '(अभी नहीं)', mr: '(अजून नाही)', gu: '(હજી નહીં)' });
