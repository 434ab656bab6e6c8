import { defineMessages } from '../define';
import { numberIn } from '../format';
import { divisionWord, marathiByDivision } from './explore';

/**
 * A deity's page and card: tabs, sections, badges, the questions families ask (built from the
 * deity's own data), its families and shrines, the favourite button, its share card, its
 * not-found page.
 */
export const deityMessages = defineMessages(
  {
    metaTitle: (title: string, region: string) => `${title}: Family Deity of ${region}`,
    notFoundTitle: 'Deity Not Found',
    notFoundText: "The deity you're looking for doesn't exist in our database. Please check the URL or explore our collection.",
    card: {
      learnMore: 'Learn More',
      /** Read after "Learn More" by screen readers only. */
      about: (name: string) => ` about ${name}`,
    },
    favorite: {
      label: 'Favorite',
      blocked: 'This browser does not allow saving favorites (storage is full or disabled).',
      saved: (name: string) => `${name} is saved in your favorites on this device.`,
      removed: (name: string) => `${name} was removed from your favorites.`,
      openDashboard: 'Open My Dashboard',
    },
    tabs: { overview: 'Overview', worship: 'Worship', festivals: 'Festivals', related: 'Related Deities' },
    about: (name: string) => `About ${name}`,
    badges: 'Region, deity type and tradition',
    lists: {
      alternativeNames: 'Alternative Names',
      attributes: 'Divine Attributes',
      symbols: 'Sacred Symbols',
      families: 'Associated Families',
      worshippedIn: 'Worshipped In',
    },
    howFamiliesWorship: (name: string) => `How Families Worship ${name}`,
    noRelated: 'No related deities found.',
    otherShrines: (name: string) => `Other ${name} shrines with pages of their own`,
    sources: 'Sources and popularity',
    popularity: (n: number) => `Popularity ${n}/100.`,
    elders: "Traditions differ from family to family. Please confirm your family's customs with your elders.",
    surnames: {
      heading: (name: string) => `Families who worship ${name}`,
      summary: (surnames: number, communities: number, name: string) =>
        `${surnames} ${surnames === 1 ? 'surname' : 'surnames'} in ${communities} ${communities === 1 ? 'community' : 'communities'} name ${name} as their family deity in our sources. Each surname page says where that comes from.`,
      communityLink: (community: string, by: string) => `${community} community: kuldevis by ${by}`,
    },
    shrines: {
      heading: (name: string) => `Shrines of ${name}`,
      summary: (shrines: number, name: string) =>
        `${shrines} ${shrines === 1 ? 'shrine' : 'shrines'} in our sources. A family's ${name} is the one of its own shrine: each shrine is listed with the families who name it.`,
      map: (name: string) => `Map of the shrines of ${name}`,
      families: (surnames: number, communities: number) =>
        `${surnames} ${surnames === 1 ? 'surname' : 'surnames'} in ${communities} ${communities === 1 ? 'community' : 'communities'}:`,
      none: 'No family in our sources names this shrine yet.',
      unplacedHeading: 'Families whose source names no shrine',
      unplaced: (surnames: number, communities: number, name: string) =>
        `${surnames} ${surnames === 1 ? 'surname' : 'surnames'} in ${communities} ${communities === 1 ? 'community' : 'communities'} name ${name} without saying which shrine; ask your elders which one your family visits.`,
    },
    faq: {
      heading: (name: string) => `Questions about ${name}`,
      mainShrine: (name: string) => `Where is the main temple of ${name}?`,
      families: (name: string) => `Which families worship ${name} as their family deity?`,
      familiesAnswer: (list: string) => `Our sources name ${list}. Traditions differ from family to family, so confirm with your elders.`,
      festivals: (name: string) => `Which festivals are celebrated for ${name}?`,
      otherNames: (name: string) => `By what other names is ${name} known?`,
      /** "a; b and c" */
      list: (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join('; ')} and ${items.at(-1)}` : (items[0] ?? '')),
      district: (district: string) => `${district} district`,
      india: 'India',
      end: '.',
    },
    /** The share card and its alt text. */
    share: {
      label: (region: string) => (region ? `Family deity · ${region}` : 'Family deity'),
      alt: (name: string) => `${name}, family deity, on Kuldevta`,
    },
  },
  {
    hi: {
      metaTitle: (title, region) => `${title}: कुलदेवता, ${region}`,
      notFoundTitle: 'देवता नहीं मिले',
      notFoundText: 'आप जिन देवता को खोज रहे हैं, वे हमारे डेटाबेस में नहीं हैं। कृपया पता जाँचें या हमारा संग्रह देखें।',
      card: { learnMore: 'और जानें', about: (name) => `: ${name}` },
      favorite: {
        label: 'पसंदीदा',
        blocked: 'यह ब्राउज़र पसंदीदा सहेजने नहीं देता (स्टोरेज भरा है या बंद है)।',
        saved: (name) => `${name} इस डिवाइस पर आपके पसंदीदा में सहेजे गए।`,
        removed: (name) => `${name} आपके पसंदीदा से हटा दिए गए।`,
        openDashboard: 'मेरा डैशबोर्ड खोलें',
      },
      tabs: { overview: 'परिचय', worship: 'पूजा', festivals: 'त्योहार', related: 'संबंधित देवता' },
      about: (name) => `${name} के बारे में`,
      badges: 'क्षेत्र, देवता का प्रकार और परंपरा',
      lists: {
        alternativeNames: 'अन्य नाम',
        attributes: 'दिव्य गुण',
        symbols: 'पवित्र प्रतीक',
        families: 'जुड़े हुए परिवार',
        worshippedIn: 'जहाँ पूजा होती है',
      },
      howFamiliesWorship: (name) => `परिवार ${name} की पूजा कैसे करते हैं`,
      noRelated: 'कोई संबंधित देवता नहीं मिला।',
      otherShrines: (name) => `${name} के अन्य मंदिर, जिनके अपने पृष्ठ हैं`,
      sources: 'स्रोत और लोकप्रियता',
      popularity: (n) => `लोकप्रियता ${numberIn('hi', n)}/100।`,
      elders: 'परंपराएँ परिवार-परिवार में अलग होती हैं। कृपया अपने परिवार की परंपरा की पुष्टि अपने बुज़ुर्गों से करें।',
      surnames: {
        heading: (name) => `${name} को पूजने वाले परिवार`,
        summary: (surnames, communities, name) =>
          `हमारे स्रोतों में ${numberIn('hi', communities)} ${communities === 1 ? 'समुदाय' : 'समुदायों'} के ${numberIn('hi', surnames)} ${surnames === 1 ? 'उपनाम' : 'उपनामों'} के कुलदेवता के रूप में ${name} का नाम है। हर उपनाम का पृष्ठ बताता है कि यह जानकारी कहाँ से है।`,
        communityLink: (community, by) => `${community} समुदाय: ${divisionWord('hi', by)} के अनुसार कुलदेवियाँ`,
      },
      shrines: {
        heading: (name) => `${name} के मंदिर`,
        summary: (shrines, name) =>
          `हमारे स्रोतों में ${numberIn('hi', shrines)} मंदिर। किसी परिवार की ${name} उसके अपने मंदिर वाली ही हैं: हर मंदिर के साथ वे परिवार दिए गए हैं जो उसका नाम लेते हैं।`,
        map: (name) => `${name} के मंदिरों का नक्शा`,
        families: (surnames, communities) =>
          `${numberIn('hi', communities)} ${communities === 1 ? 'समुदाय' : 'समुदायों'} के ${numberIn('hi', surnames)} उपनाम:`,
        none: 'हमारे स्रोतों में अभी कोई परिवार इस मंदिर का नाम नहीं लेता।',
        unplacedHeading: 'वे परिवार जिनका स्रोत किसी मंदिर का नाम नहीं लेता',
        unplaced: (surnames, communities, name) =>
          `${numberIn('hi', communities)} ${communities === 1 ? 'समुदाय' : 'समुदायों'} के ${numberIn('hi', surnames)} उपनाम ${name} का नाम लेते हैं, पर यह नहीं बताते कि कौन सा मंदिर; अपने बुज़ुर्गों से पूछें कि आपका परिवार किस मंदिर में जाता है।`,
      },
      faq: {
        heading: (name) => `${name} के बारे में प्रश्न`,
        mainShrine: (name) => `${name} का मुख्य मंदिर कहाँ है?`,
        families: (name) => `कौन से परिवार ${name} को अपने कुलदेवता के रूप में पूजते हैं?`,
        familiesAnswer: (list) => `हमारे स्रोत ये नाम देते हैं: ${list}। परंपराएँ परिवार-परिवार में अलग होती हैं, इसलिए अपने बुज़ुर्गों से पुष्टि करें।`,
        festivals: (name) => `${name} के लिए कौन से त्योहार मनाए जाते हैं?`,
        otherNames: (name) => `${name} को और किन नामों से जाना जाता है?`,
        list: (items) => (items.length > 1 ? `${items.slice(0, -1).join('; ')} और ${items.at(-1)}` : (items[0] ?? '')),
        district: (district) => `${district} ज़िला`,
        india: 'भारत',
        end: '।',
      },
      share: {
        label: (region) => (region ? `कुलदेवता · ${region}` : 'कुलदेवता'),
        alt: (name) => `${name}, कुलदेवता, Kuldevta पर`,
      },
    },
    mr: {
      metaTitle: (title, region) => `${title}: कुलदैवत, ${region}`,
      notFoundTitle: 'देवता सापडली नाही',
      notFoundText: 'तुम्ही शोधत असलेली देवता आमच्या माहितीसंग्रहात नाही. कृपया पत्ता तपासा किंवा आमचा संग्रह पाहा.',
      card: { learnMore: 'अधिक जाणून घ्या', about: (name) => `: ${name}` },
      favorite: {
        label: 'आवडते',
        blocked: 'हा ब्राउझर आवडते जतन करू देत नाही (साठवण भरलेली आहे किंवा बंद आहे).',
        saved: (name) => `${name}: या उपकरणावर तुमच्या आवडत्यांमध्ये जतन केले.`,
        removed: (name) => `${name}: तुमच्या आवडत्यांमधून काढले.`,
        openDashboard: 'माझा डॅशबोर्ड उघडा',
      },
      tabs: { overview: 'परिचय', worship: 'उपासना', festivals: 'उत्सव', related: 'संबंधित देवता' },
      about: (name) => `${name} यांच्याविषयी`,
      badges: 'प्रदेश, देवतेचा प्रकार आणि परंपरा',
      lists: {
        alternativeNames: 'इतर नावे',
        attributes: 'दैवी गुण',
        symbols: 'पवित्र प्रतीके',
        families: 'संबंधित घराणी',
        worshippedIn: 'जिथे उपासना होते',
      },
      howFamiliesWorship: (name) => `घराणी ${name} यांची उपासना कशी करतात`,
      noRelated: 'संबंधित देवता सापडल्या नाहीत.',
      otherShrines: (name) => `${name} यांची इतर मंदिरे, ज्यांची स्वतंत्र पाने आहेत`,
      sources: 'स्रोत आणि लोकप्रियता',
      popularity: (n) => `लोकप्रियता ${numberIn('mr', n)}/100.`,
      elders: 'परंपरा घराण्यागणिक वेगळ्या असतात. कृपया आपल्या घराण्याच्या प्रथा आपल्या वडीलधाऱ्या मंडळींकडून निश्चित करून घ्या.',
      surnames: {
        heading: (name) => `${name} यांची उपासना करणारी घराणी`,
        summary: (surnames, communities, name) =>
          `आमच्या स्रोतांत ${numberIn('mr', communities)} ${communities === 1 ? 'समाजातील' : 'समाजांतील'} ${numberIn('mr', surnames)} ${surnames === 1 ? 'आडनावाचे' : 'आडनावांचे'} कुलदैवत म्हणून ${name} यांचे नाव येते. ही माहिती कुठून आली ते प्रत्येक आडनावाच्या पानावर दिले आहे.`,
        communityLink: (community, by) => `${community} समाज: ${marathiByDivision(by)} कुलदेवी`,
      },
      shrines: {
        heading: (name) => `${name} यांची मंदिरे`,
        summary: (shrines, name) =>
          `आमच्या स्रोतांत ${numberIn('mr', shrines)} ${shrines === 1 ? 'मंदिर' : 'मंदिरे'}. घराण्याच्या ${name} म्हणजे त्या घराण्याच्या स्वतःच्या मंदिरातील: प्रत्येक मंदिरासोबत त्याचे नाव घेणारी घराणी दिली आहेत.`,
        map: (name) => `${name} यांच्या मंदिरांचा नकाशा`,
        families: (surnames, communities) =>
          `${numberIn('mr', communities)} ${communities === 1 ? 'समाजातील' : 'समाजांतील'} ${numberIn('mr', surnames)} ${surnames === 1 ? 'आडनाव' : 'आडनावे'}:`,
        none: 'आमच्या स्रोतांत अजून कोणतेही घराणे या मंदिराचे नाव घेत नाही.',
        unplacedHeading: 'ज्यांचा स्रोत कोणत्याही मंदिराचे नाव देत नाही अशी घराणी',
        unplaced: (surnames, communities, name) =>
          `${numberIn('mr', communities)} ${communities === 1 ? 'समाजातील' : 'समाजांतील'} ${numberIn('mr', surnames)} ${surnames === 1 ? 'आडनाव' : 'आडनावे'} कोणते मंदिर ते न सांगता ${name} यांचे नाव घेतात; आपले घराणे कोणत्या मंदिरात जाते ते आपल्या वडीलधाऱ्यांना विचारा.`,
      },
      faq: {
        heading: (name) => `${name} यांच्याविषयी प्रश्न`,
        mainShrine: (name) => `${name} यांचे मुख्य मंदिर कुठे आहे?`,
        families: (name) => `कोणती घराणी ${name} यांची कुलदैवत म्हणून उपासना करतात?`,
        familiesAnswer: (list) => `आमचे स्रोत ही नावे देतात: ${list}. परंपरा घराण्यागणिक वेगळ्या असतात, म्हणून आपल्या वडीलधाऱ्यांकडून खात्री करून घ्या.`,
        festivals: (name) => `${name} यांच्यासाठी कोणते उत्सव साजरे केले जातात?`,
        otherNames: (name) => `${name} यांना आणखी कोणत्या नावांनी ओळखले जाते?`,
        list: (items) => (items.length > 1 ? `${items.slice(0, -1).join('; ')} आणि ${items.at(-1)}` : (items[0] ?? '')),
        district: (district) => `${district} जिल्हा`,
        india: 'भारत',
        end: '.',
      },
      share: {
        label: (region) => (region ? `कुलदैवत · ${region}` : 'कुलदैवत'),
        alt: (name) => `${name}, कुलदैवत, Kuldevta वर`,
      },
    },
    gu: {
      metaTitle: (title, region) => `${title}: કુળદેવતા, ${region}`,
      notFoundTitle: 'દેવતા મળ્યા નથી',
      notFoundText: 'તમે શોધો છો તે દેવતા અમારા ડેટાબેઝમાં નથી. કૃપા કરીને સરનામું તપાસો અથવા અમારો સંગ્રહ જુઓ.',
      card: { learnMore: 'વધુ જાણો', about: (name) => `: ${name}` },
      favorite: {
        label: 'મનપસંદ',
        blocked: 'આ બ્રાઉઝર મનપસંદ સાચવવા દેતું નથી (સ્ટોરેજ ભરાઈ ગયું છે અથવા બંધ છે).',
        saved: (name) => `${name}: આ ઉપકરણ પર તમારાં મનપસંદમાં સચવાયાં.`,
        removed: (name) => `${name}: તમારાં મનપસંદમાંથી કાઢી નાખ્યાં.`,
        openDashboard: 'મારું ડેશબોર્ડ ખોલો',
      },
      tabs: { overview: 'પરિચય', worship: 'પૂજા', festivals: 'તહેવારો', related: 'સંબંધિત દેવતા' },
      about: (name) => `${name} વિશે`,
      badges: 'પ્રદેશ, દેવતાનો પ્રકાર અને પરંપરા',
      lists: {
        alternativeNames: 'અન્ય નામ',
        attributes: 'દૈવી ગુણ',
        symbols: 'પવિત્ર પ્રતીકો',
        families: 'સંકળાયેલા પરિવારો',
        worshippedIn: 'જ્યાં પૂજાય છે',
      },
      howFamiliesWorship: (name) => `પરિવારો ${name}ની પૂજા કેવી રીતે કરે છે`,
      noRelated: 'કોઈ સંબંધિત દેવતા મળ્યા નથી.',
      otherShrines: (name) => `${name}નાં અન્ય મંદિરો, જેમનાં પોતાનાં પાનાં છે`,
      sources: 'સ્રોત અને લોકપ્રિયતા',
      popularity: (n) => `લોકપ્રિયતા ${numberIn('gu', n)}/100.`,
      elders: 'પરંપરાઓ દરેક પરિવારમાં જુદી હોય છે. કૃપા કરીને તમારા પરિવારના રિવાજો વિશે તમારા વડીલોને પૂછીને ખાતરી કરો.',
      surnames: {
        heading: (name) => `${name}ને પૂજતા પરિવારો`,
        summary: (surnames, communities, name) =>
          `અમારા સ્રોતોમાં ${numberIn('gu', communities)} ${communities === 1 ? 'સમાજની' : 'સમાજોની'} ${numberIn('gu', surnames)} ${surnames === 1 ? 'અટકનાં' : 'અટકોનાં'} કુળદેવતા તરીકે ${name}નું નામ છે. આ માહિતી ક્યાંથી છે તે દરેક અટકના પાનામાં લખ્યું છે.`,
        communityLink: (community, by) => `${community} સમાજ: ${divisionWord('gu', by)} પ્રમાણે કુળદેવીઓ`,
      },
      shrines: {
        heading: (name) => `${name}નાં મંદિરો`,
        summary: (shrines, name) =>
          `અમારા સ્રોતોમાં ${numberIn('gu', shrines)} ${shrines === 1 ? 'મંદિર' : 'મંદિરો'}. પરિવારનાં ${name} એટલે તેના પોતાના મંદિરનાં: દરેક મંદિર સાથે તેનું નામ લેતા પરિવારો આપ્યા છે.`,
        map: (name) => `${name}નાં મંદિરોનો નકશો`,
        families: (surnames, communities) =>
          `${numberIn('gu', communities)} ${communities === 1 ? 'સમાજની' : 'સમાજોની'} ${numberIn('gu', surnames)} ${surnames === 1 ? 'અટક' : 'અટકો'}:`,
        none: 'અમારા સ્રોતોમાં હજી કોઈ પરિવાર આ મંદિરનું નામ લેતો નથી.',
        unplacedHeading: 'જેમનો સ્રોત કોઈ મંદિરનું નામ આપતો નથી એવા પરિવારો',
        unplaced: (surnames, communities, name) =>
          `${numberIn('gu', communities)} ${communities === 1 ? 'સમાજની' : 'સમાજોની'} ${numberIn('gu', surnames)} ${surnames === 1 ? 'અટક' : 'અટકો'} કયું મંદિર તે કહ્યા વિના ${name}નું નામ લે છે; તમારો પરિવાર કયા મંદિરે જાય છે તે તમારા વડીલોને પૂછો.`,
      },
      faq: {
        heading: (name) => `${name} વિશે પ્રશ્નો`,
        mainShrine: (name) => `${name}નું મુખ્ય મંદિર ક્યાં છે?`,
        families: (name) => `કયા પરિવારો ${name}ને પોતાનાં કુળદેવતા તરીકે પૂજે છે?`,
        familiesAnswer: (list) => `અમારા સ્રોતો આ નામ આપે છે: ${list}. પરંપરાઓ દરેક પરિવારમાં જુદી હોય છે, એટલે તમારા વડીલોને પૂછીને ખાતરી કરો.`,
        festivals: (name) => `${name} માટે કયા તહેવારો ઊજવાય છે?`,
        otherNames: (name) => `${name}ને બીજાં કયાં નામોથી ઓળખવામાં આવે છે?`,
        list: (items) => (items.length > 1 ? `${items.slice(0, -1).join('; ')} અને ${items.at(-1)}` : (items[0] ?? '')),
        district: (district) => `${district} જિલ્લો`,
        india: 'ભારત',
        end: '.',
      },
      share: {
        label: (region) => (region ? `કુળદેવતા · ${region}` : 'કુળદેવતા'),
        alt: (name) => `${name}, કુળદેવતા, Kuldevta પર`,
      },
    },
  },
);
