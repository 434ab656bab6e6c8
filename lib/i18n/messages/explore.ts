import { defineMessages } from '../define';
import { numberIn } from '../format';

/**
 * The words a community's records use for its divisions and for a family's name (gotra, kul,
 * khap, clan, surname...), in each language; a word not listed stays as the data gives it.
 */
const divisionWords = {
  hi: { gotra: 'गोत्र', surname: 'उपनाम', aankna: 'आंकणा', kulam: 'कुलम्', kul: 'कुल', khap: 'खाप', clan: 'वंश' },
  mr: { gotra: 'गोत्र', surname: 'आडनाव', aankna: 'आंकणा', kulam: 'कुलम', kul: 'कूळ', khap: 'खाप', clan: 'कुळ' },
  gu: { gotra: 'ગોત્ર', surname: 'અટક', aankna: 'આંકણા', kulam: 'કુલમ', kul: 'કુળ', khap: 'ખાપ', clan: 'કુળ' },
} as const;

/** Marathi joins "by" to the word (गोत्रानुसार): each word's form, else the word and नुसार apart. */
const marathiBy: Record<string, string> = {
  gotra: 'गोत्रानुसार',
  surname: 'आडनावानुसार',
  aankna: 'आंकण्यानुसार',
  kulam: 'कुलमनुसार',
  kul: 'कुळानुसार',
  khap: 'खापनुसार',
  clan: 'कुळानुसार',
};

/** A division's word (gotra, kul, surname...) in a language; a word not listed stays as given. */
export function divisionWord(lang: keyof typeof divisionWords, english: string): string {
  const words: Record<string, string> = divisionWords[lang];
  return words[english.toLowerCase()] ?? english;
}
const word = divisionWord;

/** "By gotra" in Marathi, one word. */
export function marathiByDivision(english: string): string {
  return marathiBy[english.toLowerCase()] ?? `${english} नुसार`;
}

/**
 * Explore (/search): its heading, search box, filters, counts, empty states, pagination, the
 * dialog that offers to add a deity, and what the search boxes say about a family's name (the
 * lead above the results and the family suggestions).
 */
export const exploreMessages = defineMessages(
  {
    title: 'Discover Kuldevta',
    resultsFor: (q: string) => `Search Results for "${q}"`,
    description: 'Browse family deities (kuldevta and kuldevi) by region, deity type and tradition.',
    descriptionFor: (q: string) => `Family deities (kuldevta and kuldevi) matching "${q}": names, regions and traditions.`,
    shortQuery: 'Search term must be at least 2 characters long',
    filtersLabel: 'Filters',
    filters: {
      region: 'Region',
      allRegions: 'All Regions',
      type: 'Deity Type',
      allTypes: 'All Types',
      tradition: 'Tradition',
      allTraditions: 'All Traditions',
      apply: 'Apply',
      clear: 'Clear All Filters',
    },
    count: (total: number) =>
      total === 0 ? 'No deities found matching your search criteria' : `Found ${total} ${total === 1 ? 'Deity' : 'Deities'}`,
    familyAnswered: (q: string) => `No deity is named "${q}": it is a family's name, answered above.`,
    noResultsFor: (q: string) => `No Results Found for “${q}”`,
    noResultsText:
      "We couldn't find any deities matching your search. Would you like to help us expand our knowledge by sharing information about your family's Kuldevta?",
    addYourKuldevta: 'Add Your Kuldevta',
    exploreAll: 'Explore All Deities',
    noDeities: 'No Deities Found',
    noDeitiesText: 'Try adjusting your search terms or filters. You can also explore our complete collection of Kuldevta.',
    pagesLabel: 'Search results pages',
    loadError: 'The deity directory could not be loaded right now. Please try again in a moment.',
    tryAgain: 'Try Again',
    /** The structured data's name of the list of results. */
    listName: 'Family deities',
    searchBox: {
      placeholder: 'Search for your Kuldevta...',
      label: 'Search deities',
      button: 'Search',
      searching: 'Searching...',
      suggestions: (n: number) => `${n} suggestions`,
      listLabel: 'Deity suggestions',
      alsoKnownAs: (alias: string) => ` · also known as ${alias}`,
    },
    pagination: { label: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page' },
    breadcrumb: 'Breadcrumb',
    /** The dialog with the family-information form (the form itself is written in English only). */
    dialog: {
      title: 'Submit Information for Your Kuldevta',
      description: "Help us expand our database by sharing information about your family's Kuldevta.",
      close: 'Close',
      formInEnglish: '',
    },
    /** What the search boxes say about a name that is a surname, a community or a gotra. */
    lead: {
      label: 'Families with this name',
      surnameSays: (surname: string) => `${surname} is a family name`,
      surnameMain: (surname: string) => `See the ${surname} family's kuldevta`,
      carriedBy: (communities: number) => `Carried by families of ${communities === 1 ? 'this community' : 'these communities'} in our records`,
      communitySays: (community: string) => `${community} is a community`,
      communityMain: (community: string, by: string) => `See the ${community} kuldevis by ${by}`,
      gotraSays: (gotra: string) => `${gotra} is a gotra`,
      gotraMain: (community: string, gotra: string, division: string) => `See the ${community} kuldevis of the ${gotra} ${division || 'gotra'}`,
      gotraOne: 'The community with this gotra in our records',
      gotraMany: 'The deity follows the community as well as the gotra: choose your community',
      /** A family suggestion's note: what the name is, then where it leads. */
      kinds: { surname: 'Family name', community: 'Community', gotra: 'Gotra' },
      gotraCommunities: 'see the communities with this gotra',
      lowerFirst: true,
    },
  },
  {
    hi: {
      title: 'कुलदेवताओं को जानें',
      resultsFor: (q) => `"${q}" के खोज परिणाम`,
      description: 'कुलदेवता और कुलदेवी को क्षेत्र, देवता के प्रकार और परंपरा के अनुसार देखें।',
      descriptionFor: (q) => `"${q}" से मेल खाते कुलदेवता और कुलदेवी: नाम, क्षेत्र और परंपराएँ।`,
      shortQuery: 'खोज के लिए कम से कम 2 अक्षर लिखें',
      filtersLabel: 'फ़िल्टर',
      filters: {
        region: 'क्षेत्र',
        allRegions: 'सभी क्षेत्र',
        type: 'देवता का प्रकार',
        allTypes: 'सभी प्रकार',
        tradition: 'परंपरा',
        allTraditions: 'सभी परंपराएँ',
        apply: 'लागू करें',
        clear: 'सभी फ़िल्टर हटाएँ',
      },
      count: (total) => (total === 0 ? 'आपकी खोज से मेल खाता कोई देवता नहीं मिला' : total === 1 ? '1 देवता मिला' : `${numberIn('hi', total)} देवता मिले`),
      familyAnswered: (q) => `"${q}" किसी देवता का नाम नहीं है: यह एक परिवार का नाम है, जिसका उत्तर ऊपर दिया गया है।`,
      noResultsFor: (q) => `“${q}” के लिए कोई परिणाम नहीं मिला`,
      noResultsText: 'आपकी खोज से मेल खाता कोई देवता हमें नहीं मिला। क्या आप अपने परिवार के कुलदेवता की जानकारी देकर हमारी जानकारी बढ़ाने में मदद करेंगे?',
      addYourKuldevta: 'अपने कुलदेवता की जानकारी दें',
      exploreAll: 'सभी देवी-देवता देखें',
      noDeities: 'कोई देवता नहीं मिला',
      noDeitiesText: 'खोज के शब्द या फ़िल्टर बदलकर देखें। आप हमारे सभी कुलदेवताओं की पूरी सूची भी देख सकते हैं।',
      pagesLabel: 'खोज परिणामों के पृष्ठ',
      loadError: 'देवताओं की सूची अभी खुल नहीं सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
      tryAgain: 'फिर कोशिश करें',
      listName: 'कुलदेवता',
      searchBox: {
        placeholder: 'अपने कुलदेवता को खोजें...',
        label: 'देवी-देवता खोजें',
        button: 'खोजें',
        searching: 'खोज रहे हैं...',
        suggestions: (n) => `${numberIn('hi', n)} सुझाव`,
        listLabel: 'देवताओं के सुझाव',
        alsoKnownAs: (alias) => ` · इन्हें ${alias} भी कहते हैं`,
      },
      pagination: { label: 'पृष्ठ', previous: 'पिछला', next: 'अगला', page: 'पृष्ठ' },
      breadcrumb: 'आप यहाँ हैं',
      dialog: {
        title: 'अपने कुलदेवता की जानकारी भेजें',
        description: 'अपने परिवार के कुलदेवता की जानकारी देकर हमारी जानकारी बढ़ाने में मदद करें।',
        close: 'बंद करें',
        formInEnglish: 'यह फ़ॉर्म अंग्रेज़ी में है।',
      },
      lead: {
        label: 'इस नाम के परिवार',
        surnameSays: (surname) => `${surname} एक उपनाम है`,
        surnameMain: (surname) => `${surname} परिवार के कुलदेवता देखें`,
        carriedBy: (communities) =>
          communities === 1 ? 'हमारे रिकॉर्ड में इस समुदाय के परिवार यह उपनाम रखते हैं' : 'हमारे रिकॉर्ड में इन समुदायों के परिवार यह उपनाम रखते हैं',
        communitySays: (community) => `${community} एक समुदाय है`,
        communityMain: (community, by) => `${community} की कुलदेवियाँ ${word('hi', by)} के अनुसार देखें`,
        gotraSays: (gotra) => `${gotra} एक गोत्र है`,
        gotraMain: (community, gotra, division) => `${gotra} ${word('hi', division || 'gotra')} के ${community} परिवारों की कुलदेवियाँ देखें`,
        gotraOne: 'हमारे रिकॉर्ड में इस गोत्र वाला समुदाय',
        gotraMany: 'कुलदेवता गोत्र के साथ समुदाय से भी तय होते हैं: अपना समुदाय चुनें',
        kinds: { surname: 'उपनाम', community: 'समुदाय', gotra: 'गोत्र' },
        gotraCommunities: 'इस गोत्र वाले समुदाय देखें',
        lowerFirst: false,
      },
    },
    mr: {
      title: 'कुलदैवते जाणून घ्या',
      resultsFor: (q) => `"${q}" साठी शोध निकाल`,
      description: 'कुलदैवते (कुलदेवता आणि कुलदेवी) प्रदेश, देवतेचा प्रकार आणि परंपरेनुसार पाहा.',
      descriptionFor: (q) => `"${q}" शी जुळणारी कुलदैवते (कुलदेवता आणि कुलदेवी): नावे, प्रदेश आणि परंपरा.`,
      shortQuery: 'शोधासाठी किमान 2 अक्षरे लिहा',
      filtersLabel: 'फिल्टर',
      filters: {
        region: 'प्रदेश',
        allRegions: 'सर्व प्रदेश',
        type: 'देवतेचा प्रकार',
        allTypes: 'सर्व प्रकार',
        tradition: 'परंपरा',
        allTraditions: 'सर्व परंपरा',
        apply: 'लागू करा',
        clear: 'सर्व फिल्टर काढा',
      },
      count: (total) =>
        total === 0 ? 'तुमच्या शोधाशी जुळणारी कोणतीही देवता सापडली नाही' : total === 1 ? '1 देवता सापडली' : `${numberIn('mr', total)} देवता सापडल्या`,
      familyAnswered: (q) => `"${q}" हे कोणत्याही देवतेचे नाव नाही: हे घराण्याचे नाव आहे, त्याचे उत्तर वर दिले आहे.`,
      noResultsFor: (q) => `“${q}” साठी काहीही सापडले नाही`,
      noResultsText: 'तुमच्या शोधाशी जुळणारी कोणतीही देवता आम्हाला सापडली नाही. आपल्या घराण्याच्या कुलदैवताची माहिती देऊन आमची माहिती वाढवायला मदत कराल का?',
      addYourKuldevta: 'आपल्या कुलदैवताची माहिती द्या',
      exploreAll: 'सर्व देवता पाहा',
      noDeities: 'कोणतीही देवता सापडली नाही',
      noDeitiesText: 'शोधाचे शब्द किंवा फिल्टर बदलून पाहा. आमच्या सर्व कुलदैवतांची संपूर्ण यादीही तुम्ही पाहू शकता.',
      pagesLabel: 'शोध निकालांची पाने',
      loadError: 'देवतांची यादी आत्ता उघडता आली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
      tryAgain: 'पुन्हा प्रयत्न करा',
      listName: 'कुलदैवते',
      searchBox: {
        placeholder: 'आपले कुलदैवत शोधा...',
        label: 'देवता शोधा',
        button: 'शोधा',
        searching: 'शोधत आहोत...',
        suggestions: (n) => `${numberIn('mr', n)} सूचना`,
        listLabel: 'देवतांच्या सूचना',
        alsoKnownAs: (alias) => ` · यांना ${alias} असेही म्हणतात`,
      },
      pagination: { label: 'पाने', previous: 'मागील', next: 'पुढील', page: 'पान' },
      breadcrumb: 'तुम्ही येथे आहात',
      dialog: {
        title: 'आपल्या कुलदैवताची माहिती पाठवा',
        description: 'आपल्या घराण्याच्या कुलदैवताची माहिती देऊन आमची माहिती वाढवायला मदत करा.',
        close: 'बंद करा',
        formInEnglish: 'हा अर्ज इंग्रजीत आहे.',
      },
      lead: {
        label: 'या नावाची घराणी',
        surnameSays: (surname) => `${surname} हे आडनाव आहे`,
        surnameMain: (surname) => `${surname} घराण्याचे कुलदैवत पाहा`,
        carriedBy: (communities) =>
          communities === 1 ? 'आमच्या नोंदींनुसार या समाजातील घराणी हे आडनाव लावतात' : 'आमच्या नोंदींनुसार या समाजांतील घराणी हे आडनाव लावतात',
        communitySays: (community) => `${community} हा समाज आहे`,
        communityMain: (community, by) => `${community} समाजाच्या कुलदेवी ${marathiByDivision(by)} पाहा`,
        gotraSays: (gotra) => `${gotra} हे गोत्र आहे`,
        gotraMain: (community, gotra, division) => `${gotra} ${word('mr', division || 'gotra')} असलेल्या ${community} समाजाच्या कुलदेवी पाहा`,
        gotraOne: 'आमच्या नोंदींनुसार हे गोत्र असलेला समाज',
        gotraMany: 'देवता गोत्राबरोबरच समाजानुसारही ठरते: आपला समाज निवडा',
        kinds: { surname: 'आडनाव', community: 'समाज', gotra: 'गोत्र' },
        gotraCommunities: 'हे गोत्र असलेले समाज पाहा',
        lowerFirst: false,
      },
    },
    gu: {
      title: 'કુળદેવતાઓ વિશે જાણો',
      resultsFor: (q) => `"${q}" માટે શોધ પરિણામો`,
      description: 'કુળદેવતા અને કુળદેવીને પ્રદેશ, દેવતાના પ્રકાર અને પરંપરા પ્રમાણે જુઓ.',
      descriptionFor: (q) => `"${q}" સાથે મેળ ખાતાં કુળદેવતા અને કુળદેવી: નામ, પ્રદેશ અને પરંપરાઓ.`,
      shortQuery: 'શોધ માટે ઓછામાં ઓછા 2 અક્ષર લખો',
      filtersLabel: 'ફિલ્ટર',
      filters: {
        region: 'પ્રદેશ',
        allRegions: 'બધા પ્રદેશ',
        type: 'દેવતાનો પ્રકાર',
        allTypes: 'બધા પ્રકાર',
        tradition: 'પરંપરા',
        allTraditions: 'બધી પરંપરાઓ',
        apply: 'લાગુ કરો',
        clear: 'બધા ફિલ્ટર દૂર કરો',
      },
      count: (total) => (total === 0 ? 'તમારી શોધ સાથે મેળ ખાતા કોઈ દેવતા મળ્યા નથી' : `${numberIn('gu', total)} દેવતા મળ્યા`),
      familyAnswered: (q) => `"${q}" કોઈ દેવતાનું નામ નથી: એ પરિવારનું નામ છે, તેનો જવાબ ઉપર આપ્યો છે.`,
      noResultsFor: (q) => `“${q}” માટે કોઈ પરિણામ મળ્યું નથી`,
      noResultsText: 'તમારી શોધ સાથે મેળ ખાતા કોઈ દેવતા અમને મળ્યા નથી. શું તમે તમારા પરિવારનાં કુળદેવતાની માહિતી આપીને અમારી માહિતી વધારવામાં મદદ કરશો?',
      addYourKuldevta: 'તમારાં કુળદેવતાની માહિતી આપો',
      exploreAll: 'બધાં દેવી-દેવતા જુઓ',
      noDeities: 'કોઈ દેવતા મળ્યા નથી',
      noDeitiesText: 'શોધના શબ્દો કે ફિલ્ટર બદલીને જુઓ. તમે અમારાં બધાં કુળદેવતાઓની પૂરી યાદી પણ જોઈ શકો છો.',
      pagesLabel: 'શોધ પરિણામોનાં પાનાં',
      loadError: 'દેવતાઓની યાદી અત્યારે ખૂલી શકી નથી. કૃપા કરીને થોડી વાર પછી ફરી પ્રયત્ન કરો.',
      tryAgain: 'ફરી પ્રયત્ન કરો',
      listName: 'કુળદેવતા',
      searchBox: {
        placeholder: 'તમારાં કુળદેવતા શોધો...',
        label: 'દેવી-દેવતા શોધો',
        button: 'શોધો',
        searching: 'શોધી રહ્યા છીએ...',
        suggestions: (n) => `${numberIn('gu', n)} સૂચનો`,
        listLabel: 'દેવતાઓનાં સૂચનો',
        alsoKnownAs: (alias) => ` · તેમને ${alias} પણ કહે છે`,
      },
      pagination: { label: 'પાનાં', previous: 'પાછલું', next: 'આગલું', page: 'પાનું' },
      breadcrumb: 'તમે અહીં છો',
      dialog: {
        title: 'તમારાં કુળદેવતાની માહિતી મોકલો',
        description: 'તમારા પરિવારનાં કુળદેવતાની માહિતી આપીને અમારી માહિતી વધારવામાં મદદ કરો.',
        close: 'બંધ કરો',
        formInEnglish: 'આ ફોર્મ અંગ્રેજીમાં છે.',
      },
      lead: {
        label: 'આ નામના પરિવારો',
        surnameSays: (surname) => `${surname} એક અટક છે`,
        surnameMain: (surname) => `${surname} પરિવારનાં કુળદેવતા જુઓ`,
        carriedBy: (communities) =>
          communities === 1 ? 'અમારી નોંધો મુજબ આ સમાજના પરિવારો આ અટક ધરાવે છે' : 'અમારી નોંધો મુજબ આ સમાજોના પરિવારો આ અટક ધરાવે છે',
        communitySays: (community) => `${community} એક સમાજ છે`,
        communityMain: (community, by) => `${community} સમાજની કુળદેવીઓ ${word('gu', by)} પ્રમાણે જુઓ`,
        gotraSays: (gotra) => `${gotra} એક ગોત્ર છે`,
        gotraMain: (community, gotra, division) => `${gotra} ${word('gu', division || 'gotra')}ના ${community} સમાજની કુળદેવીઓ જુઓ`,
        gotraOne: 'અમારી નોંધો મુજબ આ ગોત્ર ધરાવતો સમાજ',
        gotraMany: 'દેવતા ગોત્રની સાથે સમાજ પ્રમાણે પણ નક્કી થાય છે: તમારો સમાજ પસંદ કરો',
        kinds: { surname: 'અટક', community: 'સમાજ', gotra: 'ગોત્ર' },
        gotraCommunities: 'આ ગોત્ર ધરાવતા સમાજ જુઓ',
        lowerFirst: false,
      },
    },
  },
);

export type ExploreTexts = (typeof exploreMessages)['en'];
