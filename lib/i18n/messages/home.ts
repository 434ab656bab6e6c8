import { defineMessages } from '../define';

/** The home page: the hero and its two search boxes, the popular deities, why it matters, the call to action, its share card. */
export const homeMessages = defineMessages(
  {
    /** The page's whole title (after the site's name). */
    title: 'Find Your Family Deity by Surname or Name',
    heading: "Find Your Family's Kuldevta",
    intro:
      'Search by deity name or by surname to find the kuldevta or kuldevi your family has worshipped for generations, with the sources behind every association.',
    popularHeading: 'Popular Kuldevta',
    popularNote: 'The family deities kept by the most surnames in our sources.',
    popularFailed: 'Popular deities could not be loaded right now.',
    ctaHeading: 'Find Your Kuldevta',
    ctaText: 'Type your surname to see which deities families of that name worship, by community and place, and where each association comes from.',
    ctaButton: 'Search by Surname',
    ctaGuide: "Don't know your kuldevi? How families find it",
    benefitsHeading: 'Why Discover Your Kuldevta?',
    benefits: [
      {
        title: 'Know your roots',
        text: 'Your kuldevta links your family to a place, a community and the generations who worshipped before you.',
      },
      {
        title: 'Keep family customs alive',
        text: 'Learn how families honour their deity: pilgrimages after births and weddings, festivals, fasts and prayers.',
      },
      {
        title: 'Read prayers with meaning',
        text: 'Read aartis and mantras in their original script with transliteration and an English translation.',
      },
    ],
    hero: { mode: 'Search mode', deities: 'Search Deities', surname: 'Search by Surname' },
    /** The hero's surname box (the surname search page's own form, without its place filters). */
    /** The site's share card. */
    card: {
      label: 'Family deities of India',
      native: 'कुलदेवता',
      subtitle: 'Find the kuldevta or kuldevi your family worships by surname or deity name, with the source of every association.',
      alt: 'Kuldevta: find your family deity by surname or deity name',
    },
  },
  {
    hi: {
      title: 'उपनाम या नाम से अपने कुलदेवता खोजें',
      heading: 'अपने परिवार के कुलदेवता खोजें',
      intro: 'देवता के नाम या अपने उपनाम से खोजें और जानें कि पीढ़ियों से आपका परिवार किन कुलदेवता या कुलदेवी को पूजता आया है, हर संबंध के पीछे के स्रोतों के साथ।',
      popularHeading: 'लोकप्रिय कुलदेवता',
      popularNote: 'हमारे स्रोतों में सबसे अधिक उपनामों के कुलदेवता।',
      popularFailed: 'लोकप्रिय देवता अभी दिखाए नहीं जा सके।',
      ctaHeading: 'अपने कुलदेवता खोजें',
      ctaText: 'अपना उपनाम लिखें और देखें कि उस उपनाम के परिवार, समुदाय और स्थान के अनुसार, किन देवताओं को पूजते हैं, और हर संबंध किस स्रोत से है।',
      ctaButton: 'उपनाम से खोजें',
      ctaGuide: 'अपनी कुलदेवी नहीं जानते? परिवार इसे कैसे खोजते हैं',
      benefitsHeading: 'अपने कुलदेवता को क्यों जानें?',
      benefits: [
        {
          title: 'अपनी जड़ों को जानें',
          text: 'आपके कुलदेवता आपके परिवार को एक स्थान, एक समुदाय और उन पीढ़ियों से जोड़ते हैं जिन्होंने आपसे पहले पूजा की।',
        },
        {
          title: 'पारिवारिक परंपराएँ जीवित रखें',
          text: 'जानें कि परिवार अपने देवता का सम्मान कैसे करते हैं: जन्म और विवाह के बाद तीर्थयात्रा, त्योहार, व्रत और प्रार्थनाएँ।',
        },
        {
          title: 'अर्थ सहित प्रार्थनाएँ पढ़ें',
          text: 'आरती और मंत्र उनकी मूल लिपि में, लिप्यंतरण और अंग्रेज़ी अनुवाद के साथ पढ़ें।',
        },
      ],
      hero: { mode: 'खोज का तरीका', deities: 'देवी-देवता खोजें', surname: 'उपनाम से खोजें' },
      card: {
        label: 'भारत के कुलदेवता',
        native: 'कुलदेवता',
        subtitle: 'उपनाम या देवता के नाम से जानें कि आपका परिवार किन कुलदेवता या कुलदेवी को पूजता है, हर संबंध के स्रोत के साथ।',
        alt: 'Kuldevta: उपनाम या देवता के नाम से अपने कुलदेवता खोजें',
      },
    },
    mr: {
      title: 'आडनाव किंवा नावावरून आपले कुलदैवत शोधा',
      heading: 'आपल्या घराण्याचे कुलदैवत शोधा',
      intro:
        'देवतेच्या नावाने किंवा आडनावाने शोधा आणि पिढ्यान्‌पिढ्या आपले घराणे कोणत्या कुलदेवतेची किंवा कुलदेवीची उपासना करत आले ते जाणून घ्या, प्रत्येक नोंदीमागील स्रोतांसह.',
      popularHeading: 'लोकप्रिय कुलदैवते',
      popularNote: 'आमच्या स्रोतांनुसार सर्वाधिक आडनावांची कुलदैवते.',
      popularFailed: 'लोकप्रिय देवता आत्ता दाखवता आल्या नाहीत.',
      ctaHeading: 'आपले कुलदैवत शोधा',
      ctaText: 'आपले आडनाव लिहा आणि त्या आडनावाची घराणी, समाज आणि ठिकाणानुसार, कोणत्या देवतांची उपासना करतात आणि प्रत्येक नोंद कोणत्या स्रोतातून आली ते पाहा.',
      ctaButton: 'आडनावावरून शोधा',
      ctaGuide: 'आपली कुलदेवी माहीत नाही? घराणी ती कशी शोधतात',
      benefitsHeading: 'आपले कुलदैवत का जाणून घ्यावे?',
      benefits: [
        {
          title: 'आपली मुळे जाणा',
          text: 'आपले कुलदैवत आपल्या घराण्याला एका ठिकाणाशी, एका समाजाशी आणि आपल्याआधी उपासना करणाऱ्या पिढ्यांशी जोडते.',
        },
        {
          title: 'घराण्याच्या प्रथा जपा',
          text: 'घराणी आपल्या देवतेचा मान कसा राखतात ते जाणून घ्या: जन्म आणि लग्नानंतरची तीर्थयात्रा, उत्सव, उपवास आणि प्रार्थना.',
        },
        {
          title: 'अर्थासह प्रार्थना वाचा',
          text: 'आरती आणि मंत्र त्यांच्या मूळ लिपीत, लिप्यंतर आणि इंग्रजी अनुवादासह वाचा.',
        },
      ],
      hero: { mode: 'शोधाचा प्रकार', deities: 'देवता शोधा', surname: 'आडनावावरून शोधा' },
      card: {
        label: 'भारतातील कुलदैवते',
        native: 'कुलदैवत',
        subtitle: 'आडनाव किंवा देवतेच्या नावावरून आपले घराणे कोणत्या कुलदेवतेची किंवा कुलदेवीची उपासना करते ते शोधा, प्रत्येक नोंदीच्या स्रोतासह.',
        alt: 'Kuldevta: आडनाव किंवा देवतेच्या नावावरून आपले कुलदैवत शोधा',
      },
    },
    gu: {
      title: 'અટક કે નામ પરથી તમારાં કુળદેવતા શોધો',
      heading: 'તમારા પરિવારનાં કુળદેવતા શોધો',
      intro: 'દેવતાના નામ કે અટકથી શોધો અને જાણો કે પેઢીઓથી તમારો પરિવાર કયાં કુળદેવતા કે કુળદેવીને પૂજે છે, દરેક સંબંધ પાછળના સ્રોતો સાથે.',
      popularHeading: 'લોકપ્રિય કુળદેવતા',
      popularNote: 'અમારા સ્રોતોમાં સૌથી વધુ અટકોનાં કુળદેવતા.',
      popularFailed: 'લોકપ્રિય દેવતા અત્યારે બતાવી શકાયા નથી.',
      ctaHeading: 'તમારાં કુળદેવતા શોધો',
      ctaText: 'તમારી અટક લખો અને જુઓ કે એ અટકના પરિવારો, સમાજ અને સ્થળ પ્રમાણે, કયાં દેવતાને પૂજે છે, અને દરેક સંબંધ ક્યાંથી આવ્યો છે.',
      ctaButton: 'અટક પરથી શોધો',
      ctaGuide: 'તમારી કુળદેવી નથી જાણતા? પરિવારો તેને કેવી રીતે શોધે છે',
      benefitsHeading: 'તમારાં કુળદેવતાને શા માટે જાણવાં?',
      benefits: [
        {
          title: 'તમારાં મૂળ જાણો',
          text: 'તમારાં કુળદેવતા તમારા પરિવારને એક સ્થળ, એક સમાજ અને તમારા પહેલાં પૂજા કરનારી પેઢીઓ સાથે જોડે છે.',
        },
        {
          title: 'પરિવારના રિવાજો જીવંત રાખો',
          text: 'પરિવારો પોતાનાં દેવતાનું સન્માન કેવી રીતે કરે છે તે જાણો: જન્મ અને લગ્ન પછીની યાત્રા, તહેવારો, ઉપવાસ અને પ્રાર્થનાઓ.',
        },
        {
          title: 'અર્થ સાથે પ્રાર્થનાઓ વાંચો',
          text: 'આરતી અને મંત્ર તેમની મૂળ લિપિમાં, લિપ્યંતર અને અંગ્રેજી અનુવાદ સાથે વાંચો.',
        },
      ],
      hero: { mode: 'શોધનો પ્રકાર', deities: 'દેવી-દેવતા શોધો', surname: 'અટક પરથી શોધો' },
      card: {
        label: 'ભારતનાં કુળદેવતા',
        native: 'કુળદેવતા',
        subtitle: 'અટક કે દેવતાના નામથી જાણો કે તમારો પરિવાર કયાં કુળદેવતા કે કુળદેવીને પૂજે છે, દરેક સંબંધના સ્રોત સાથે.',
        alt: 'Kuldevta: અટક કે દેવતાના નામ પરથી તમારાં કુળદેવતા શોધો',
      },
    },
  },
);
