import { defineMessages } from '../define';

/** What a map point is: the shrine itself, its town's point, an approximate point for its area, or its district town's. */
export type Precision = 'shrine' | 'town' | 'area' | 'district' | null;

/** The words of a shrine's point: its precision, its town as the page names it, the map's own spelling when it differs. */
export interface Point {
  precision: Precision;
  town: string;
  /** The place the map point is (the gazetteer's name). */
  located: string;
  /** Whether the map spells the town otherwise than the sources (then `located` is that spelling). */
  spelled: boolean;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Shrine pages, /temples, the shrine map and the shrine lines of deity and surname pages. */
export const shrineMessages = defineMessages(
  {
    home: 'Home',
    shrines: 'Shrines',
    /** "Jodhpur district": a district in a place line. */
    district: (name: string) => `${name} district`,
    /** The countries the shrines are in, by their English names (another stays as the data gives it). */
    countries: {} as Record<string, string>,
    /** What the map point is, in a reader's words. */
    point: ({ precision, town, located, spelled }: Point) => {
      const spelling = spelled ? ` (spelled ${located} on the map)` : '';
      switch (precision) {
        case 'shrine':
          return "the shrine's own location";
        case 'town':
          return spelled ? `the town of ${town}${spelling}` : `the town of ${located}`;
        case 'area':
          return spelled ? `an approximate point for the area of ${town}${spelling}` : `an approximate point for the area of ${located}`;
        case 'district':
          return `the district town of ${located}; ${town} itself is not yet on the map`;
        default:
          return 'not yet placed on the map';
      }
    },
    /** The shrine's place, split around the link to its deity: "A shrine of [Mahalakshmi] at Agroha, Hisar district, Haryana." */
    shrineOf: (place: string): [string, string] => ['A shrine of ', ` at ${place}.`],
    where: {
      heading: 'Where it is',
      town: 'Village or town',
      district: 'District',
      state: 'State',
      country: 'Country',
      coordinates: 'Coordinates',
      notGiven: 'Not given by the sources',
      onOsm: (lat: string, lon: string) => `${lat}, ${lon} on OpenStreetMap`,
      pointIs: (point: string) => `The point is ${point}`,
      from: ', from ',
      end: '.',
      way: 'How to get there',
      noWay: 'The sources read here do not describe the way to this shrine.',
      mapLabel: (deity: string) => `Map of ${deity}'s shrines in India`,
    },
    families: {
      heading: 'Families of this shrine',
      count: (surnames: number, communities: number) =>
        `${surnames} ${plural(surnames, 'surname', 'surnames')} in ${communities} ${plural(communities, 'community', 'communities')} point to this shrine in our sources. Each surname page says whether its source names the shrine.`,
      none: 'No family in our sources names this shrine yet.',
    },
    fairs: {
      heading: 'Fairs, festivals and family rites',
      festivalsOf: (deity: string) => `Festivals of ${deity}`,
      festivalsNote: "As the deity's entry records them, not this shrine's own calendar.",
      ritesFor: (deity: string) => `Family rites for ${deity}`,
      ritesNote: "As the deity's entry records them; customs differ from family to family.",
      none: 'The sources read here record no fair or family rite for this shrine.',
      aarti: (deity: string, title: string | null) => (title ? `Aarti of ${deity}: ${title}` : `Aarti of ${deity}`),
    },
    sources: 'Sources',
    elders: "Traditions differ from family to family. Please confirm your family's customs with your elders.",
    meta: {
      title: (name: string, deity: string, place: string) => `${name}: Shrine of ${deity}, ${place}`,
      description: (name: string, deity: string, place: string) =>
        `${name}, a shrine of ${deity} at ${place}: where it is, the families who keep it as their family deity's shrine, and the sources.`,
      cardLabel: (deity: string) => `Shrine of ${deity}`,
      imageAlt: (name: string, site: string) => `${name}, a family deity's shrine, on ${site}`,
    },
    notFound: {
      title: 'Shrine Not Found',
      text: 'There is no shrine at this address.',
      all: 'All shrines by state',
    },
    map: {
      atPoint: (n: number, place: string) => `${n} shrines at this point, ${place}`,
      onMap: (drawn: number, total: number) => `${drawn} of ${total} ${plural(total, 'shrine', 'shrines')} on the map`,
      points: (n: number) => `, at ${n} ${plural(n, 'point', 'points')}: shrines placed at one town's point are one dot`,
      credits: (outline: string, lines: string) => `. ${outline}; ${lines} Places: GeoNames (CC BY 4.0).`,
      outline: 'Outline of India and its states: MapSVG (@svg-maps/india), CC BY 4.0',
      lines: "India's border as the Survey of India draws it; the state lines are those before 2019 (Ladakh is drawn within Jammu and Kashmir).",
      list: (label: string) => `${label}: list`,
      osmAt: (lat: string, lon: string) => `OpenStreetMap at ${lat}, ${lon}`,
      shared: (n: number) => `, shared with ${n} more ${plural(n, 'shrine', 'shrines')}`,
      notPlaced: 'Not yet placed on the map. ',
      search: 'Search OpenStreetMap for the place',
    },
    deity: {
      heading: (name: string) => `Shrines of ${name}`,
      intro: (n: number, name: string) =>
        `${n} ${plural(n, 'shrine', 'shrines')} in our sources. A family's ${name} is the one of its own shrine: each shrine is listed with the families who name it.`,
      mapLabel: (name: string) => `Map of the shrines of ${name}`,
      count: (surnames: number, communities: number) =>
        `${surnames} ${plural(surnames, 'surname', 'surnames')} in ${communities} ${plural(communities, 'community', 'communities')}:`,
      none: 'No family in our sources names this shrine yet.',
      unplaced: 'Families whose source names no shrine',
      unplacedCount: (surnames: number, communities: number, name: string) =>
        `${surnames} ${plural(surnames, 'surname', 'surnames')} in ${communities} ${plural(communities, 'community', 'communities')} name ${name} without saying which shrine; ask your elders which one your family visits.`,
    },
    card: {
      shrine: 'Shrine:',
      of: (deity: string, place: string) => `${deity} of ${place}`,
      why: {
        source: 'the source names this place',
        community: "a source names it as this community's shrine",
        deity: (deity: string) => `the only shrine of ${deity} recorded here; the source names none`,
      },
      someNone: 'Some of these sources name no shrine.',
      none: 'The source names no shrine.',
    },
    list: {
      title: 'Shrines of Family Deities by State',
      description:
        'Every shrine of a family deity on Kuldevta, by state and on one map of India, each with where it is and the families who keep it.',
      heading: 'Shrines of Family Deities',
      intro: (shrines: number, states: number) =>
        `${shrines} shrines in ${states} states and countries. A family's kuldevi is a goddess at a place: each shrine has its own page with where it is and the families who keep it.`,
      onMap: 'On the map',
      mapLabel: 'Map of the shrines in India',
      byState: 'By state',
      states: 'States',
      noState: 'State not given by the sources',
    },
  },
  {
    hi: {
      home: 'मुखपृष्ठ',
      shrines: 'मंदिर',
      district: (name) => `${name} ज़िला`,
      countries: { India: 'भारत', Nepal: 'नेपाल', Pakistan: 'पाकिस्तान', Bangladesh: 'बांग्लादेश' },
      point: ({ precision, town, located, spelled }) => {
        const spelling = spelled ? ` (नक़्शे पर वर्तनी: ${located})` : '';
        switch (precision) {
          case 'shrine':
            return 'मंदिर का अपना स्थान';
          case 'town':
            return spelled ? `${town} कस्बा${spelling}` : `${located} कस्बा`;
          case 'area':
            return spelled ? `${town} क्षेत्र का अनुमानित बिंदु${spelling}` : `${located} क्षेत्र का अनुमानित बिंदु`;
          case 'district':
            return `ज़िले का मुख्य नगर ${located}; ${town} स्वयं अभी नक़्शे पर नहीं है`;
          default:
            return 'अभी नक़्शे पर नहीं';
        }
      },
      shrineOf: (place) => ['', ` का मंदिर, ${place} में।`],
      where: {
        heading: 'कहाँ है',
        town: 'गाँव या कस्बा',
        district: 'ज़िला',
        state: 'राज्य',
        country: 'देश',
        coordinates: 'निर्देशांक',
        notGiven: 'स्रोतों में नहीं दिया गया',
        onOsm: (lat, lon) => `OpenStreetMap पर ${lat}, ${lon}`,
        pointIs: (point) => `बिंदु: ${point}`,
        from: '; स्रोत: ',
        end: '।',
        way: 'कैसे पहुँचें',
        noWay: 'यहाँ पढ़े गए स्रोत इस मंदिर तक पहुँचने का रास्ता नहीं बताते।',
        mapLabel: (deity) => `भारत में ${deity} के मंदिरों का नक़्शा`,
      },
      families: {
        heading: 'इस मंदिर के परिवार',
        count: (surnames, communities) =>
          `हमारे स्रोतों में ${communities} ${plural(communities, 'समुदाय', 'समुदायों')} के ${surnames} उपनाम इस मंदिर से जुड़े हैं। हर उपनाम का पृष्ठ बताता है कि उसका स्रोत इस मंदिर का नाम लेता है या नहीं।`,
        none: 'हमारे स्रोतों में अभी कोई परिवार इस मंदिर का नाम नहीं लेता।',
      },
      fairs: {
        heading: 'मेले, त्योहार और पारिवारिक संस्कार',
        festivalsOf: (deity) => `${deity} के त्योहार`,
        festivalsNote: 'जैसा देवता की प्रविष्टि में दर्ज है; यह इस मंदिर का अपना पंचांग नहीं है।',
        ritesFor: (deity) => `${deity} के लिए पारिवारिक संस्कार`,
        ritesNote: 'जैसा देवता की प्रविष्टि में दर्ज है; रीति-रिवाज हर परिवार में अलग होते हैं।',
        none: 'यहाँ पढ़े गए स्रोतों में इस मंदिर का कोई मेला या पारिवारिक संस्कार दर्ज नहीं है।',
        aarti: (deity, title) => (title ? `${deity} की आरती: ${title}` : `${deity} की आरती`),
      },
      sources: 'स्रोत',
      elders: 'परंपराएँ हर परिवार में अलग होती हैं। कृपया अपने परिवार के रीति-रिवाजों की पुष्टि अपने बुज़ुर्गों से करें।',
      meta: {
        title: (name, deity, place) => `${name}: ${deity} का मंदिर, ${place}`,
        description: (name, deity, place) => `${name}, ${place} में ${deity} का मंदिर: यह कहाँ है, कौन-से परिवार इसे अपने कुलदेवता का मंदिर मानते हैं, और स्रोत।`,
        cardLabel: (deity) => `${deity} का मंदिर`,
        imageAlt: (name, site) => `${name}, एक कुलदेवता का मंदिर, ${site} पर`,
      },
      notFound: {
        title: 'मंदिर नहीं मिला',
        text: 'इस पते पर कोई मंदिर नहीं है।',
        all: 'राज्य के अनुसार सभी मंदिर',
      },
      map: {
        atPoint: (n, place) => `इस बिंदु पर ${n} मंदिर, ${place}`,
        onMap: (drawn, total) => `${total} में से ${drawn} मंदिर नक़्शे पर`,
        points: (n) => `, ${n} ${plural(n, 'बिंदु', 'बिंदुओं')} पर: किसी कस्बे के बिंदु पर रखे गए मंदिर एक ही बिंदु के रूप में दिखते हैं`,
        credits: (outline, lines) => `। ${outline}; ${lines} स्थान: GeoNames (CC BY 4.0)।`,
        outline: 'भारत और उसके राज्यों की रूपरेखा: MapSVG (@svg-maps/india), CC BY 4.0',
        lines:
          'भारत की सीमा वैसी है जैसी भारतीय सर्वेक्षण विभाग (Survey of India) बनाता है; राज्यों की सीमाएँ 2019 से पहले की हैं (लद्दाख जम्मू और कश्मीर के भीतर दिखाया गया है)।',
        list: (label) => `${label}: सूची`,
        osmAt: (lat, lon) => `OpenStreetMap पर ${lat}, ${lon}`,
        shared: (n) => `, ${n} और ${plural(n, 'मंदिर', 'मंदिरों')} के साथ साझा`,
        notPlaced: 'अभी नक़्शे पर नहीं रखा गया। ',
        search: 'OpenStreetMap पर यह स्थान खोजें',
      },
      deity: {
        heading: (name) => `${name} के मंदिर`,
        intro: (n, name) =>
          `हमारे स्रोतों में ${n} मंदिर। किसी परिवार के ${name} वही हैं जो उसके अपने मंदिर में हैं: हर मंदिर के साथ वे परिवार दिए गए हैं जो उस मंदिर का नाम लेते हैं।`,
        mapLabel: (name) => `${name} के मंदिरों का नक़्शा`,
        count: (surnames, communities) => `${communities} ${plural(communities, 'समुदाय', 'समुदायों')} के ${surnames} उपनाम:`,
        none: 'हमारे स्रोतों में अभी कोई परिवार इस मंदिर का नाम नहीं लेता।',
        unplaced: 'वे परिवार जिनका स्रोत किसी मंदिर का नाम नहीं लेता',
        unplacedCount: (surnames, communities, name) =>
          `${communities} ${plural(communities, 'समुदाय', 'समुदायों')} के ${surnames} उपनाम ${name} का नाम लेते हैं, पर यह नहीं बताते कि कौन-सा मंदिर; अपने बुज़ुर्गों से पूछें कि आपका परिवार किस मंदिर में जाता है।`,
      },
      card: {
        shrine: 'मंदिर:',
        of: (deity, place) => `${deity}, ${place}`,
        why: {
          source: 'स्रोत इस स्थान का नाम लेता है',
          community: 'एक स्रोत इसे इस समुदाय का मंदिर बताता है',
          deity: (deity) => `यहाँ दर्ज ${deity} का अकेला मंदिर; स्रोत किसी मंदिर का नाम नहीं लेता`,
        },
        someNone: 'इनमें से कुछ स्रोत किसी मंदिर का नाम नहीं लेते।',
        none: 'स्रोत किसी मंदिर का नाम नहीं लेता।',
      },
      list: {
        title: 'राज्य के अनुसार कुलदेवताओं के मंदिर',
        description: 'Kuldevta पर कुलदेवताओं के सभी मंदिर, राज्य के अनुसार और भारत के एक नक़्शे पर, हर एक के साथ कि वह कहाँ है और कौन-से परिवार उसे मानते हैं।',
        heading: 'कुलदेवताओं के मंदिर',
        intro: (shrines, states) =>
          `${states} राज्यों और देशों में ${shrines} मंदिर। किसी परिवार की कुलदेवी किसी स्थान पर विराजमान देवी होती हैं: हर मंदिर का अपना पृष्ठ है, जिसमें लिखा है कि वह कहाँ है और कौन-से परिवार उसे मानते हैं।`,
        onMap: 'नक़्शे पर',
        mapLabel: 'भारत में मंदिरों का नक़्शा',
        byState: 'राज्य के अनुसार',
        states: 'राज्य',
        noState: 'राज्य स्रोतों में नहीं दिया गया',
      },
    },
    mr: {
      home: 'मुखपृष्ठ',
      shrines: 'मंदिरे',
      district: (name) => `${name} जिल्हा`,
      countries: { India: 'भारत', Nepal: 'नेपाळ', Pakistan: 'पाकिस्तान', Bangladesh: 'बांगलादेश' },
      point: ({ precision, town, located, spelled }) => {
        const spelling = spelled ? ` (नकाशावर ${located} असे लिहिलेले)` : '';
        switch (precision) {
          case 'shrine':
            return 'मंदिराचे स्वतःचे ठिकाण';
          case 'town':
            return spelled ? `${town} शहर${spelling}` : `${located} शहर`;
          case 'area':
            return spelled ? `${town} परिसराचा अंदाजे बिंदू${spelling}` : `${located} परिसराचा अंदाजे बिंदू`;
          case 'district':
            return `जिल्ह्याचे मुख्य शहर ${located}; ${town} अजून नकाशावर नाही`;
          default:
            return 'अजून नकाशावर नाही';
        }
      },
      shrineOf: (place) => [`${place} येथील `, ' यांचे मंदिर.'],
      where: {
        heading: 'कुठे आहे',
        town: 'गाव किंवा शहर',
        district: 'जिल्हा',
        state: 'राज्य',
        country: 'देश',
        coordinates: 'निर्देशांक',
        notGiven: 'स्रोतांमध्ये दिलेले नाही',
        onOsm: (lat, lon) => `OpenStreetMap वर ${lat}, ${lon}`,
        pointIs: (point) => `बिंदू: ${point}`,
        from: '; स्रोत: ',
        end: '.',
        way: 'कसे पोहोचाल',
        noWay: 'येथे वाचलेल्या स्रोतांमध्ये या मंदिराकडे जाण्याचा मार्ग दिलेला नाही.',
        mapLabel: (deity) => `भारतातील ${deity} यांच्या मंदिरांचा नकाशा`,
      },
      families: {
        heading: 'या मंदिराची कुटुंबे',
        count: (surnames, communities) =>
          `आमच्या स्रोतांमध्ये ${communities} ${plural(communities, 'समाजातील', 'समाजांमधील')} ${surnames} ${plural(surnames, 'आडनाव', 'आडनावे')} या मंदिराशी जोडलेली आहेत. प्रत्येक आडनावाचे पान त्याचा स्रोत या मंदिराचे नाव घेतो की नाही ते सांगते.`,
        none: 'आमच्या स्रोतांमध्ये अजून कोणतेही कुटुंब या मंदिराचे नाव घेत नाही.',
      },
      fairs: {
        heading: 'जत्रा, उत्सव आणि कौटुंबिक विधी',
        festivalsOf: (deity) => `${deity} यांचे उत्सव`,
        festivalsNote: 'देवतेच्या नोंदीत दिल्याप्रमाणे; हे या मंदिराचे स्वतःचे वेळापत्रक नाही.',
        ritesFor: (deity) => `${deity} यांच्यासाठी कौटुंबिक विधी`,
        ritesNote: 'देवतेच्या नोंदीत दिल्याप्रमाणे; चालीरीती कुटुंबागणिक वेगळ्या असतात.',
        none: 'येथे वाचलेल्या स्रोतांमध्ये या मंदिराची कोणतीही जत्रा किंवा कौटुंबिक विधी नोंदलेला नाही.',
        aarti: (deity, title) => (title ? `${deity} यांची आरती: ${title}` : `${deity} यांची आरती`),
      },
      sources: 'स्रोत',
      elders: 'परंपरा कुटुंबागणिक वेगळ्या असतात. कृपया आपल्या कुटुंबाच्या चालीरीतींची खात्री आपल्या वडीलधाऱ्यांकडून करून घ्या.',
      meta: {
        title: (name, deity, place) => `${name}: ${deity} यांचे मंदिर, ${place}`,
        description: (name, deity, place) => `${name}, ${place} येथील ${deity} यांचे मंदिर: ते कुठे आहे, कोणती कुटुंबे याला आपल्या कुलदैवताचे मंदिर मानतात, आणि स्रोत.`,
        cardLabel: (deity) => `${deity} यांचे मंदिर`,
        imageAlt: (name, site) => `${name}, एका कुलदैवताचे मंदिर, ${site} वर`,
      },
      notFound: {
        title: 'मंदिर सापडले नाही',
        text: 'या पत्त्यावर कोणतेही मंदिर नाही.',
        all: 'राज्यनिहाय सर्व मंदिरे',
      },
      map: {
        atPoint: (n, place) => `या बिंदूवर ${n} मंदिरे, ${place}`,
        onMap: (drawn, total) => `${total} पैकी ${drawn} ${plural(drawn, 'मंदिर', 'मंदिरे')} नकाशावर`,
        points: (n) => `, ${n} ${plural(n, 'बिंदूवर', 'बिंदूंवर')}: एखाद्या शहराच्या बिंदूवर ठेवलेली मंदिरे एकाच ठिपक्याने दाखवली आहेत`,
        credits: (outline, lines) => `. ${outline}; ${lines} ठिकाणे: GeoNames (CC BY 4.0).`,
        outline: 'भारत आणि त्याच्या राज्यांची रूपरेषा: MapSVG (@svg-maps/india), CC BY 4.0',
        lines: 'भारताची सीमा भारतीय सर्वेक्षण विभाग (Survey of India) दाखवतो तशी; राज्यांच्या सीमा 2019 पूर्वीच्या आहेत (लडाख जम्मू आणि काश्मीरमध्येच दाखवला आहे).',
        list: (label) => `${label}: यादी`,
        osmAt: (lat, lon) => `OpenStreetMap वर ${lat}, ${lon}`,
        shared: (n) => `, आणखी ${n} ${plural(n, 'मंदिरासोबत', 'मंदिरांसोबत')} सामायिक`,
        notPlaced: 'अजून नकाशावर दाखवलेले नाही. ',
        search: 'OpenStreetMap वर हे ठिकाण शोधा',
      },
      deity: {
        heading: (name) => `${name} यांची मंदिरे`,
        intro: (n, name) =>
          `आमच्या स्रोतांमध्ये ${n} ${plural(n, 'मंदिर', 'मंदिरे')}. कुटुंबाचे ${name} म्हणजे त्या कुटुंबाच्या स्वतःच्या मंदिरातील: प्रत्येक मंदिरासोबत त्याचे नाव घेणारी कुटुंबे दिली आहेत.`,
        mapLabel: (name) => `${name} यांच्या मंदिरांचा नकाशा`,
        count: (surnames, communities) =>
          `${communities} ${plural(communities, 'समाजातील', 'समाजांमधील')} ${surnames} ${plural(surnames, 'आडनाव', 'आडनावे')}:`,
        none: 'आमच्या स्रोतांमध्ये अजून कोणतेही कुटुंब या मंदिराचे नाव घेत नाही.',
        unplaced: 'ज्यांचा स्रोत कोणत्याही मंदिराचे नाव घेत नाही अशी कुटुंबे',
        unplacedCount: (surnames, communities, name) =>
          `${communities} ${plural(communities, 'समाजातील', 'समाजांमधील')} ${surnames} ${plural(surnames, 'आडनाव', 'आडनावे')} ${name} यांचे नाव घेतात, पण कोणते मंदिर ते सांगत नाहीत; आपले कुटुंब कोणत्या मंदिरात जाते ते आपल्या वडीलधाऱ्यांना विचारा.`,
      },
      card: {
        shrine: 'मंदिर:',
        of: (deity, place) => `${deity}, ${place}`,
        why: {
          source: 'स्रोत या ठिकाणाचे नाव घेतो',
          community: 'एक स्रोत याला या समाजाचे मंदिर म्हणतो',
          deity: (deity) => `येथे नोंदलेले ${deity} यांचे एकमेव मंदिर; स्रोत कोणत्याही मंदिराचे नाव घेत नाही`,
        },
        someNone: 'यांपैकी काही स्रोत कोणत्याही मंदिराचे नाव घेत नाहीत.',
        none: 'स्रोत कोणत्याही मंदिराचे नाव घेत नाही.',
      },
      list: {
        title: 'राज्यनिहाय कुलदैवतांची मंदिरे',
        description: 'Kuldevta वरील कुलदैवतांची सर्व मंदिरे, राज्यनिहाय आणि भारताच्या एका नकाशावर, प्रत्येक मंदिर कुठे आहे आणि कोणती कुटुंबे त्याला मानतात यासह.',
        heading: 'कुलदैवतांची मंदिरे',
        intro: (shrines, states) =>
          `${states} राज्ये आणि देशांमध्ये ${shrines} मंदिरे. कुटुंबाची कुलदेवी म्हणजे एखाद्या ठिकाणची देवी: प्रत्येक मंदिराचे स्वतंत्र पान आहे, त्यात ते कुठे आहे आणि कोणती कुटुंबे त्याला मानतात हे दिले आहे.`,
        onMap: 'नकाशावर',
        mapLabel: 'भारतातील मंदिरांचा नकाशा',
        byState: 'राज्यनिहाय',
        states: 'राज्ये',
        noState: 'स्रोतांमध्ये राज्य दिलेले नाही',
      },
    },
    gu: {
      home: 'મુખ્ય પૃષ્ઠ',
      shrines: 'મંદિરો',
      district: (name) => `${name} જિલ્લો`,
      countries: { India: 'ભારત', Nepal: 'નેપાળ', Pakistan: 'પાકિસ્તાન', Bangladesh: 'બાંગ્લાદેશ' },
      point: ({ precision, town, located, spelled }) => {
        const spelling = spelled ? ` (નકશા પર ${located} લખાયું છે)` : '';
        switch (precision) {
          case 'shrine':
            return 'મંદિરનું પોતાનું સ્થાન';
          case 'town':
            return spelled ? `${town} નગર${spelling}` : `${located} નગર`;
          case 'area':
            return spelled ? `${town} વિસ્તારનું અંદાજિત બિંદુ${spelling}` : `${located} વિસ્તારનું અંદાજિત બિંદુ`;
          case 'district':
            return `જિલ્લાનું મુખ્ય નગર ${located}; ${town} પોતે હજી નકશા પર નથી`;
          default:
            return 'હજી નકશા પર નથી';
        }
      },
      shrineOf: (place) => ['', `નું મંદિર, ${place}માં.`],
      where: {
        heading: 'ક્યાં છે',
        town: 'ગામ કે નગર',
        district: 'જિલ્લો',
        state: 'રાજ્ય',
        country: 'દેશ',
        coordinates: 'અક્ષાંશ-રેખાંશ',
        notGiven: 'સ્રોતોમાં આપેલું નથી',
        onOsm: (lat, lon) => `OpenStreetMap પર ${lat}, ${lon}`,
        pointIs: (point) => `બિંદુ: ${point}`,
        from: '; સ્રોત: ',
        end: '.',
        way: 'કેવી રીતે પહોંચવું',
        noWay: 'અહીં વાંચેલા સ્રોતો આ મંદિર સુધી પહોંચવાનો માર્ગ જણાવતા નથી.',
        mapLabel: (deity) => `ભારતમાં ${deity}નાં મંદિરોનો નકશો`,
      },
      families: {
        heading: 'આ મંદિરના પરિવારો',
        count: (surnames, communities) =>
          `અમારા સ્રોતોમાં ${communities} ${plural(communities, 'સમાજની', 'સમાજોની')} ${surnames} ${plural(surnames, 'અટક', 'અટકો')} આ મંદિર સાથે જોડાયેલી છે. દરેક અટકનું પાનું જણાવે છે કે તેનો સ્રોત આ મંદિરનું નામ આપે છે કે નહીં.`,
        none: 'અમારા સ્રોતોમાં હજી કોઈ પરિવાર આ મંદિરનું નામ આપતો નથી.',
      },
      fairs: {
        heading: 'મેળા, તહેવારો અને પારિવારિક વિધિઓ',
        festivalsOf: (deity) => `${deity}ના તહેવારો`,
        festivalsNote: 'દેવતાની નોંધમાં છે તે મુજબ; આ મંદિરનું પોતાનું પંચાંગ નથી.',
        ritesFor: (deity) => `${deity} માટેની પારિવારિક વિધિઓ`,
        ritesNote: 'દેવતાની નોંધમાં છે તે મુજબ; રીતરિવાજ દરેક પરિવારમાં જુદા હોય છે.',
        none: 'અહીં વાંચેલા સ્રોતોમાં આ મંદિરનો કોઈ મેળો કે પારિવારિક વિધિ નોંધાયેલ નથી.',
        aarti: (deity, title) => (title ? `${deity}ની આરતી: ${title}` : `${deity}ની આરતી`),
      },
      sources: 'સ્રોતો',
      elders: 'પરંપરાઓ દરેક પરિવારમાં જુદી હોય છે. કૃપા કરીને તમારા પરિવારના રીતરિવાજની ખાતરી તમારા વડીલો પાસેથી કરો.',
      meta: {
        title: (name, deity, place) => `${name}: ${deity}નું મંદિર, ${place}`,
        description: (name, deity, place) => `${name}, ${place}માં ${deity}નું મંદિર: તે ક્યાં છે, કયા પરિવારો તેને પોતાના કુળદેવતાનું મંદિર માને છે, અને સ્રોતો.`,
        cardLabel: (deity) => `${deity}નું મંદિર`,
        imageAlt: (name, site) => `${name}, એક કુળદેવતાનું મંદિર, ${site} પર`,
      },
      notFound: {
        title: 'મંદિર મળ્યું નથી',
        text: 'આ સરનામે કોઈ મંદિર નથી.',
        all: 'રાજ્ય પ્રમાણે બધાં મંદિરો',
      },
      map: {
        atPoint: (n, place) => `આ બિંદુ પર ${n} મંદિરો, ${place}`,
        onMap: (drawn, total) => `${total}માંથી ${drawn} ${plural(drawn, 'મંદિર', 'મંદિરો')} નકશા પર`,
        points: (n) => `, ${n} ${plural(n, 'બિંદુ', 'બિંદુઓ')} પર: કોઈ નગરના બિંદુ પર મૂકેલાં મંદિરો એક જ ટપકાથી દર્શાવ્યાં છે`,
        credits: (outline, lines) => `. ${outline}; ${lines} સ્થળો: GeoNames (CC BY 4.0).`,
        outline: 'ભારત અને તેનાં રાજ્યોની રૂપરેખા: MapSVG (@svg-maps/india), CC BY 4.0',
        lines: 'ભારતની સરહદ ભારતીય સર્વેક્ષણ વિભાગ (Survey of India) દોરે છે તે મુજબ; રાજ્યોની સરહદો 2019 પહેલાંની છે (લદ્દાખ જમ્મુ અને કાશ્મીરની અંદર દર્શાવ્યું છે).',
        list: (label) => `${label}: યાદી`,
        osmAt: (lat, lon) => `OpenStreetMap પર ${lat}, ${lon}`,
        shared: (n) => `, બીજાં ${n} ${plural(n, 'મંદિર', 'મંદિરો')} સાથે સહિયારું`,
        notPlaced: 'હજી નકશા પર મૂક્યું નથી. ',
        search: 'OpenStreetMap પર આ સ્થળ શોધો',
      },
      deity: {
        heading: (name) => `${name}નાં મંદિરો`,
        intro: (n, name) =>
          `અમારા સ્રોતોમાં ${n} ${plural(n, 'મંદિર', 'મંદિરો')}. પરિવારના ${name} એટલે તે પરિવારના પોતાના મંદિરનાં: દરેક મંદિર સાથે તેનું નામ આપતા પરિવારો આપ્યા છે.`,
        mapLabel: (name) => `${name}નાં મંદિરોનો નકશો`,
        count: (surnames, communities) =>
          `${communities} ${plural(communities, 'સમાજની', 'સમાજોની')} ${surnames} ${plural(surnames, 'અટક', 'અટકો')}:`,
        none: 'અમારા સ્રોતોમાં હજી કોઈ પરિવાર આ મંદિરનું નામ આપતો નથી.',
        unplaced: 'જેમનો સ્રોત કોઈ મંદિરનું નામ આપતો નથી એવા પરિવારો',
        unplacedCount: (surnames, communities, name) =>
          `${communities} ${plural(communities, 'સમાજની', 'સમાજોની')} ${surnames} ${plural(surnames, 'અટક', 'અટકો')} ${name}નું નામ આપે છે, પણ કયું મંદિર એ જણાવતી નથી; તમારો પરિવાર કયા મંદિરે જાય છે તે તમારા વડીલોને પૂછો.`,
      },
      card: {
        shrine: 'મંદિર:',
        of: (deity, place) => `${deity}, ${place}`,
        why: {
          source: 'સ્રોત આ સ્થળનું નામ આપે છે',
          community: 'એક સ્રોત તેને આ સમાજનું મંદિર કહે છે',
          deity: (deity) => `અહીં નોંધાયેલું ${deity}નું એકમાત્ર મંદિર; સ્રોત કોઈ મંદિરનું નામ આપતો નથી`,
        },
        someNone: 'આમાંના કેટલાક સ્રોતો કોઈ મંદિરનું નામ આપતા નથી.',
        none: 'સ્રોત કોઈ મંદિરનું નામ આપતો નથી.',
      },
      list: {
        title: 'રાજ્ય પ્રમાણે કુળદેવતાઓનાં મંદિરો',
        description: 'Kuldevta પર કુળદેવતાઓનાં બધાં મંદિરો, રાજ્ય પ્રમાણે અને ભારતના એક નકશા પર, દરેક મંદિર ક્યાં છે અને કયા પરિવારો તેને માને છે તે સાથે.',
        heading: 'કુળદેવતાઓનાં મંદિરો',
        intro: (shrines, states) =>
          `${states} રાજ્યો અને દેશોમાં ${shrines} મંદિરો. પરિવારની કુળદેવી એટલે કોઈ સ્થળનાં દેવી: દરેક મંદિરનું પોતાનું પાનું છે, જેમાં તે ક્યાં છે અને કયા પરિવારો તેને માને છે તે આપેલું છે.`,
        onMap: 'નકશા પર',
        mapLabel: 'ભારતનાં મંદિરોનો નકશો',
        byState: 'રાજ્ય પ્રમાણે',
        states: 'રાજ્યો',
        noState: 'સ્રોતોમાં રાજ્ય આપેલું નથી',
      },
    },
  },
);
