import type { SourceKind } from '@/lib/content/source-labels';
import { confidenceMeaning, sourceLabels, sourceMeanings } from '@/lib/content/source-labels';
import type { Language } from '@/lib/pages/kinds.mjs';
import { subclanNote, type Unrecorded } from '@/lib/ui/surname-answer';
import { defineMessages } from '../define';

/**
 * The surname pages (the answer, its community sections and deity cards, the narrowing, the
 * sidebar, "how to find"), the surname search and its form, the surname's not-found page, its
 * share image and structured data. The answer's sentences are the site's own words about a
 * family's deity: each language says exactly what the English says, with its hedges ("in our
 * sources", "as the source names them"), built in that language's own order.
 *
 * Names arrive already in the page's script (a community with no name in it stays Latin and is
 * marked lang="en" where it is shown). Marathi and Gujarati attach their case endings to a word:
 * a sentence attaches them to a word of its own (समाजात, અટકના), never to a name that may be
 * Latin.
 */

type Band = 'High' | 'Medium' | 'Low';
type Rule = 'deity' | 'by_gotra' | 'by_clan' | 'by_village' | 'by_family' | 'unknown';

/** A Gujarati case ending on a word: joined to a word in the script, after a space to a name left in Latin letters. */
function attach(word: string, ending: string): string {
  return /[A-Za-z)]$/.test(word) ? `${word} ${ending}` : `${word}${ending}`;
}

/** "A, B and C" in each language (no comma before the last). */
export function listIn(lang: Language, items: string[]): string {
  const and = { en: 'and', hi: 'और', mr: 'आणि', gu: 'અને' }[lang];
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

export const surnameMessages = defineMessages(
  {
    home: 'Home',
    surnameSearch: 'Surname Search',
    /** The page's title and h1. */
    title: (s: string) => `${s} Family Kuldevta`,
    traditionalIn: (place: string) => `Traditional Family Deity in ${place}`,
    differ: (s: string) =>
      `Traditions differ between families, even of one surname: the community, the gotra and the place all matter. Each association below says where it comes from and how sure it is. Please confirm with your elders before you take it as your ${s} family's own.`,
    noInformation: 'No Information Found',
    /** `where`: the gotra, community, state and country asked for, or ''. */
    noInformationFor: (s: string, where: string) => `We couldn't find detailed information for the ${s} surname${where ? ` in ${where}` : ''}.`,
    noInformationForThis: (where: string) => `We couldn't find detailed information for this surname${where ? ` in ${where}` : ''}.`,
    seeAllPlaces: (s: string) => `See all places for ${s}`,
    culture: 'Cultural & Historical Information',
    /** Before a source's name ("Source: Wikipedia: Maratha clan system"). */
    source: 'Source:',
    /** A row with no community ("Community not stated"). */
    notStated: 'Community not stated',

    // The answer at the top.
    answerOne: (s: string) => `The ${s} family deity`,
    answerMany: (s: string) => `Which community is your ${s} family?`,
    knownInOne: (s: string) => `Our sources know the ${s} surname in 1 community.`,
    knownEqual: (s: string, n: number) =>
      `Carried by several communities; choose yours. Our sources know the ${s} surname in ${n} ${n === 1 ? 'community' : 'communities'} and none says which carries it most: the family deity follows the community and gotra.`,
    knownRanked: (s: string, n: number) =>
      `Our sources know the ${s} surname in ${n} ${n === 1 ? 'community' : 'communities'}; the family deity follows the community and gotra, so find yours first.`,
    moreCommunities: (n: number) => `${n} more ${n === 1 ? 'community' : 'communities'}`,
    alsoRecorded: (s: string) => `Also recorded for ${s}, not as a community's answer:`,
    /** Before the source's own English sentence. */
    whyFirst: (community: string) => `Why ${community} first: `,
    familyNote: (s: string, label: string) => `One family's, not every ${s} family's: ${label}.`,
    unstatedNote: 'The source does not say which community these families belong to.',
    /** "Patel is also a sub-clan name among Maratha Jadhavs: ...": `clan` as its families are called in English (Jadhavs). */
    subclanNote: (s: string, community: string, clan: string, also: boolean) => subclanNote(s, { name: community, subclanOf: clan }, also),
    customLine: (custom: string) => `Custom: ${custom}`,
    /** A deity's gotras in a line: "(3 gotras: A, B, C)", "(12 gotras)", "(gotras A, B)". */
    gotrasCounted: (n: number, list: string) => ` (${n} ${n === 1 ? 'gotra' : 'gotras'}${list ? `: ${list}` : ''})`,
    gotrasListed: (n: number, list: string) => ` (${n === 1 ? 'gotra' : 'gotras'} ${list})`,
    bandConfidence: (band: Band) => `${band} confidence`,
    confidence: (band: Band, level: number) => `${band} confidence (${level})`,
    rules: {
      deity: 'Family deity',
      by_gotra: 'The deity follows the gotra',
      by_clan: 'The deity follows the clan',
      by_village: 'The deity follows the village',
      by_family: 'The deity differs from family to family',
      unknown: 'No family deity recorded yet',
    } satisfies Record<Rule, string>,
    unrecorded: {
      'place not recorded': 'place not recorded',
      'community not recorded': 'community not recorded',
      'gotra not recorded': 'gotra not recorded',
    } satisfies Record<Unrecorded, string>,

    // The badges and their legend.
    sourceLabels: sourceLabels as Record<SourceKind, string>,
    sourceMeanings: sourceMeanings as Record<SourceKind, string>,
    confidenceMeaning,
    badgesHeading: 'What the badges mean',
    confidenceTerm: 'Confidence',
    moreInHelp: 'More in Help',

    // A deity card.
    facts: { type: 'Type', attributes: 'Attributes', symbols: 'Symbols', festivals: 'Festivals', worship: 'Worship' },
    whereFrom: 'Where this comes from',
    oneFamily: (label: string) => `One family's: ${label}. Other families of the name may keep another.`,
    gotraTerm: (n: number): string => (n === 1 ? 'Gotra' : 'Gotras'),
    placeGiven: 'Place the source gives:',
    subclanOf: (clan: string) => `Listed as a sub-clan name of the ${clan} clan.`,
    /** Under a row inferred by a community's rule. `deity` is the deity's name (the English says "her"). */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the English says "her"; the other languages name the deity.
    inferred: (_deity: string): string => "We applied the community's rule to this surname: no source names this surname with her.",
    sourceAndConfidence: 'Source and confidence',
    learnMore: (deity: string) => `Learn more about ${deity}`,
    /** A source's own line, in the page's language, beside what it supports. */
    quoteFrom: 'The source says:',

    // Shrines on a deity card.
    shrine: 'Shrine:',
    shrineOf: (deity: string, place: string) => `${deity} of ${place}`,
    shrineWhy: {
      source: 'the source names this place',
      community: "a source names it as this community's shrine",
      deity: (deity: string) => `the only shrine of ${deity} recorded here; the source names none`,
    },
    someNameNoShrine: 'Some of these sources name no shrine.',
    namesNoShrine: 'The source names no shrine.',

    // The narrowing links.
    narrowByCommunity: 'Narrow by community',
    allCommunities: 'All communities',
    narrowByGotra: (community: string) => `Narrow ${community} by gotra`,
    narrowByGotraNav: 'Narrow by gotra',
    allGotras: 'All gotras',

    // How to find, and the sidebar.
    howHeading: "How to find your family's deity",
    howSearch: (s: string) => `Search for ${s}`,
    howSearchRest: ' and choose your community; add your state or town to narrow it further.',
    howElders: "Ask your elders for the family's gotra, clan and ancestral village: the deity follows them.",
    howShrine: 'The temple of your ancestral village, and the family priest, usually know which deity the family visits.',
    findKuldevi: "Don't know your kuldevi? How families find it",
    location: 'Location',
    country: 'Country',
    state: 'State/Province',
    town: 'Town/Village',
    tradition: 'Tradition',
    relatedSurnames: 'Related Surnames',
    searchAgain: 'Search again',
    searchAnother: 'Search another surname',

    // The page's metadata, share image and structured data.
    descriptionShared: (s: string, deities: string) =>
      `The ${s} surname is carried by many communities; the family deity follows the community and gotra. Each community${deities ? ` (deities such as ${deities})` : ''}, with sources.`,
    description: (s: string, deities: string) =>
      `Family deities of the ${s} surname${deities ? `: ${deities}` : ''}, by community and gotra, with the source and confidence of each association.`,
    imageAlt: (s: string, site: string) => `Family deities of the ${s} surname, on ${site}`,
    cardShared: 'Surname · many communities, each its own deity',
    cardByCommunity: 'Surname · family deities by community',
    itemDescription: (s: string, community: string, gotras: string[], source: string, level: number) =>
      `Family deity of ${s}${community ? ` (${community}${gotras.length ? `, ${gotras.length === 1 ? 'gotra' : 'gotras'} ${gotras.join(', ')}` : ''})` : ''}. Source: ${source}, confidence ${level}/100.`,
    loadError: 'Error loading surname information. Please try again.',
    backToSearch: 'Back to Search',

    // The not-found page.
    searchBySurname: 'Search by Surname',
    exploreDeities: 'Explore All Deities',
  },
  {
    hi: {
      home: 'मुखपृष्ठ',
      surnameSearch: 'उपनाम खोज',
      title: (s) => `${s} परिवार के कुलदेवता`,
      traditionalIn: (place) => `${place} में पारंपरिक कुलदेवता`,
      differ: (s) =>
        `एक ही उपनाम के परिवारों में भी परंपराएँ अलग-अलग होती हैं: समुदाय, गोत्र और स्थान, तीनों का महत्त्व है। नीचे दी गई हर जानकारी बताती है कि वह कहाँ से है और कितनी विश्वसनीय है। इसे अपने ${s} परिवार की परंपरा मानने से पहले अपने बुज़ुर्गों से पुष्टि कर लें।`,
      noInformation: 'कोई जानकारी नहीं मिली',
      noInformationFor: (s, where) => (where ? `हमें ${where} में ${s} उपनाम की विस्तृत जानकारी नहीं मिली।` : `हमें ${s} उपनाम की विस्तृत जानकारी नहीं मिली।`),
      noInformationForThis: (where) => (where ? `हमें ${where} में इस उपनाम की विस्तृत जानकारी नहीं मिली।` : 'हमें इस उपनाम की विस्तृत जानकारी नहीं मिली।'),
      seeAllPlaces: (s) => `${s} उपनाम के सभी स्थान देखें`,
      culture: 'सांस्कृतिक और ऐतिहासिक जानकारी',
      source: 'स्रोत:',
      notStated: 'समुदाय का उल्लेख नहीं',

      answerOne: (s) => `${s} परिवार के कुलदेवता`,
      answerMany: (s) => `आपका ${s} परिवार किस समुदाय का है?`,
      knownInOne: (s) => `हमारे स्रोतों में ${s} उपनाम एक समुदाय में मिलता है।`,
      knownEqual: (s, n) =>
        `यह उपनाम कई समुदायों में है; अपना समुदाय चुनें। हमारे स्रोतों में ${s} उपनाम ${n === 1 ? 'एक समुदाय' : `${n} समुदायों`} में मिलता है और कोई भी स्रोत नहीं बताता कि यह किस समुदाय में सबसे अधिक है: कुलदेवता समुदाय और गोत्र के अनुसार होते हैं।`,
      knownRanked: (s, n) =>
        `हमारे स्रोतों में ${s} उपनाम ${n === 1 ? 'एक समुदाय' : `${n} समुदायों`} में मिलता है; कुलदेवता समुदाय और गोत्र के अनुसार होते हैं, इसलिए पहले अपना समुदाय पहचानें।`,
      moreCommunities: (n) => `${n} और समुदाय`,
      alsoRecorded: (s) => `${s} उपनाम के लिए यह भी दर्ज है, पर किसी समुदाय के उत्तर के रूप में नहीं:`,
      whyFirst: (community) => `${community} पहले क्यों: `,
      familyNote: (s, label) => `यह एक परिवार की जानकारी है, हर ${s} परिवार की नहीं: ${label}।`,
      unstatedNote: 'स्रोत यह नहीं बताता कि ये परिवार किस समुदाय के हैं।',
      subclanNote: (s, community, clan, also) =>
        `${s} ${community} समुदाय के ${clan} वंश के एक उपवंश का नाम ${also ? 'भी ' : ''}है: उस वंश का परिवार अपने वंश के कुलदेवता को मानता है।`,
      customLine: (custom) => `परंपरा: ${custom}`,
      gotrasCounted: (n, list) => ` (${n} गोत्र${list ? `: ${list}` : ''})`,
      gotrasListed: (_n, list) => ` (गोत्र ${list})`,
      bandConfidence: (band) => `${{ High: 'उच्च', Medium: 'मध्यम', Low: 'कम' }[band]} विश्वसनीयता`,
      confidence: (band, level) => `${{ High: 'उच्च', Medium: 'मध्यम', Low: 'कम' }[band]} विश्वसनीयता (${level})`,
      rules: {
        deity: 'कुलदेवता',
        by_gotra: 'देवता गोत्र के अनुसार होते हैं',
        by_clan: 'देवता वंश के अनुसार होते हैं',
        by_village: 'देवता गाँव के अनुसार होते हैं',
        by_family: 'देवता हर परिवार में अलग होते हैं',
        unknown: 'अभी कोई कुलदेवता दर्ज नहीं है',
      },
      unrecorded: {
        'place not recorded': 'स्थान दर्ज नहीं',
        'community not recorded': 'समुदाय दर्ज नहीं',
        'gotra not recorded': 'गोत्र दर्ज नहीं',
      },

      sourceLabels: {
        traditional: 'पारंपरिक ज्ञान',
        research: 'शोध पर आधारित',
        community: 'समुदाय से प्राप्त',
        inferred: 'अनुमानित: समुदाय का नियम लागू',
      },
      sourceMeanings: {
        traditional: 'कोई मंदिर अपनी वेबसाइट पर या अपने अभिलेखों में उन परिवारों के नाम देता है जो उसके देवता को मानते हैं',
        research: 'कोई पुस्तक, विश्वकोश का लेख या कोई अन्य प्रकाशित पृष्ठ उस उपनाम के लिए देवता का नाम देता है',
        community: 'समुदाय स्वयं ऐसा कहता है: किसी सामुदायिक संगठन की वेबसाइट या सूची, या कोई परिवार जिसने हमें लिखा और जिसके संदेश को समीक्षक ने स्वीकृत किया',
        inferred:
          'स्रोत जो नियम पूरे समुदाय या गोत्र के लिए देता है (जैसे ‘ओसवाल परिवार सच्चियाय माता को मानते हैं’), उसे हमने उस समुदाय के किसी उपनाम पर लागू किया है; कोई भी स्रोत इस उपनाम के साथ इस देवता का नाम नहीं लेता, इसलिए इसकी विश्वसनीयता हमेशा कम होती है',
      },
      confidenceMeaning: 'उच्च का अर्थ है 80 या अधिक अंक, मध्यम 60 से 79, कम 60 से नीचे: यह अपने बुज़ुर्गों से जाँचने की एक संभावना है, तथ्य नहीं।',
      badgesHeading: 'इन चिह्नों का अर्थ',
      confidenceTerm: 'विश्वसनीयता',
      moreInHelp: 'सहायता में और पढ़ें',

      facts: { type: 'प्रकार', attributes: 'विशेषताएँ', symbols: 'प्रतीक', festivals: 'त्योहार', worship: 'पूजा' },
      whereFrom: 'यह जानकारी कहाँ से है',
      oneFamily: (label) => `एक परिवार की जानकारी: ${label}। इस नाम के दूसरे परिवार किसी और देवता को मान सकते हैं।`,
      gotraTerm: () => 'गोत्र',
      placeGiven: 'स्रोत में दिया गया स्थान:',
      subclanOf: (clan) => `${clan} वंश के एक उपवंश के नाम के रूप में दर्ज।`,
      inferred: (deity) => `हमने समुदाय का नियम इस उपनाम पर लागू किया है: कोई भी स्रोत इस उपनाम के साथ ${deity} का नाम नहीं लेता।`,
      sourceAndConfidence: 'स्रोत और विश्वसनीयता',
      learnMore: (deity) => `${deity} के बारे में और जानें`,
      quoteFrom: 'स्रोत के शब्द:',

      shrine: 'मंदिर:',
      shrineOf: (deity, place) => `${deity}, ${place}`,
      shrineWhy: {
        source: 'स्रोत इस स्थान का नाम देता है',
        community: 'एक स्रोत इसे इस समुदाय का मंदिर बताता है',
        deity: (deity) => `यहाँ दर्ज ${deity} का एकमात्र मंदिर; स्रोत किसी मंदिर का नाम नहीं देता`,
      },
      someNameNoShrine: 'इनमें से कुछ स्रोत किसी मंदिर का नाम नहीं देते।',
      namesNoShrine: 'स्रोत किसी मंदिर का नाम नहीं देता।',

      narrowByCommunity: 'समुदाय के अनुसार छाँटें',
      allCommunities: 'सभी समुदाय',
      narrowByGotra: (community) => `${community}: गोत्र के अनुसार छाँटें`,
      narrowByGotraNav: 'गोत्र के अनुसार छाँटें',
      allGotras: 'सभी गोत्र',

      howHeading: 'अपने परिवार के कुलदेवता कैसे जानें',
      howSearch: (s) => `${s} खोजें`,
      howSearchRest: ' और अपना समुदाय चुनें; और सटीक उत्तर के लिए अपना राज्य या शहर जोड़ें।',
      howElders: 'अपने बुज़ुर्गों से परिवार का गोत्र, वंश और पैतृक गाँव पूछें: कुलदेवता इन्हीं के अनुसार होते हैं।',
      howShrine: 'आपके पैतृक गाँव के मंदिर में और परिवार के पुरोहित से आम तौर पर पता चल जाता है कि परिवार किस देवता के दर्शन करने जाता है।',
      findKuldevi: 'अपनी कुलदेवी नहीं जानते? परिवार उन्हें कैसे खोजते हैं',
      location: 'स्थान',
      country: 'देश',
      state: 'राज्य/प्रांत',
      town: 'शहर/गाँव',
      tradition: 'परंपरा',
      relatedSurnames: 'संबंधित उपनाम',
      searchAgain: 'फिर से खोजें',
      searchAnother: 'दूसरा उपनाम खोजें',

      descriptionShared: (s, deities) =>
        `${s} उपनाम कई समुदायों में मिलता है; कुलदेवता समुदाय और गोत्र के अनुसार होते हैं। हर समुदाय के कुलदेवता${deities ? ` (जैसे ${deities})` : ''}, स्रोतों सहित।`,
      description: (s, deities) =>
        `${s} उपनाम के कुलदेवता${deities ? `: ${deities}` : ''}, समुदाय और गोत्र के अनुसार, हर जानकारी के स्रोत और विश्वसनीयता सहित।`,
      imageAlt: (s, site) => `${s} उपनाम के कुलदेवता, ${site} पर`,
      cardShared: 'उपनाम · कई समुदाय, हर एक के अपने कुलदेवता',
      cardByCommunity: 'उपनाम · समुदाय के अनुसार कुलदेवता',
      itemDescription: (s, community, gotras, source, level) =>
        `${s} परिवार के कुलदेवता${community ? ` (${community}${gotras.length ? `, गोत्र ${gotras.join(', ')}` : ''})` : ''}। स्रोत: ${source}, विश्वसनीयता ${level}/100।`,
      loadError: 'उपनाम की जानकारी लोड करने में त्रुटि हुई। कृपया फिर से प्रयास करें।',
      backToSearch: 'खोज पर लौटें',

      searchBySurname: 'उपनाम से खोजें',
      exploreDeities: 'सभी देवी-देवता देखें',
    },
    mr: {
      home: 'मुखपृष्ठ',
      surnameSearch: 'आडनाव शोध',
      title: (s) => `${s} घराण्याचे कुलदैवत`,
      traditionalIn: (place) => `${place} येथील पारंपरिक कुलदैवत`,
      differ: (s) =>
        `एकाच आडनावाच्या घराण्यांमध्येही परंपरा वेगवेगळ्या असतात: समाज, गोत्र आणि ठिकाण या तिन्हींचे महत्त्व असते. खालील प्रत्येक नोंद ती कुठून आली आहे आणि किती विश्वासार्ह आहे हे सांगते. ही आपल्या ${s} घराण्याची परंपरा मानण्यापूर्वी आपल्या वडीलधाऱ्यांकडून खात्री करून घ्या.`,
      noInformation: 'माहिती मिळाली नाही',
      noInformationFor: (s, where) =>
        where ? `${where} मध्ये ${s} या आडनावाविषयी आम्हाला सविस्तर माहिती मिळाली नाही.` : `${s} या आडनावाविषयी आम्हाला सविस्तर माहिती मिळाली नाही.`,
      noInformationForThis: (where) =>
        where ? `${where} मध्ये या आडनावाविषयी आम्हाला सविस्तर माहिती मिळाली नाही.` : 'या आडनावाविषयी आम्हाला सविस्तर माहिती मिळाली नाही.',
      seeAllPlaces: (s) => `${s} या आडनावाची सर्व ठिकाणे पहा`,
      culture: 'सांस्कृतिक आणि ऐतिहासिक माहिती',
      source: 'स्रोत:',
      notStated: 'समाजाचा उल्लेख नाही',

      answerOne: (s) => `${s} घराण्याचे कुलदैवत`,
      answerMany: (s) => `आपले ${s} घराणे कोणत्या समाजाचे आहे?`,
      knownInOne: (s) => `आमच्या स्रोतांमध्ये ${s} हे आडनाव एका समाजात आढळते.`,
      knownEqual: (s, n) =>
        `हे आडनाव अनेक समाजांमध्ये आहे; आपला समाज निवडा. आमच्या स्रोतांमध्ये ${s} हे आडनाव ${n === 1 ? 'एका समाजात' : `${n} समाजांमध्ये`} आढळते आणि ते कोणत्या समाजात सर्वाधिक आहे हे कोणताही स्रोत सांगत नाही: कुलदैवत समाज आणि गोत्रानुसार ठरते.`,
      knownRanked: (s, n) =>
        `आमच्या स्रोतांमध्ये ${s} हे आडनाव ${n === 1 ? 'एका समाजात' : `${n} समाजांमध्ये`} आढळते; कुलदैवत समाज आणि गोत्रानुसार ठरते, म्हणून आधी आपला समाज ओळखा.`,
      moreCommunities: (n) => `आणखी ${n} समाज`,
      alsoRecorded: (s) => `${s} या आडनावासाठी हेही नोंदलेले आहे, पण एखाद्या समाजाचे उत्तर म्हणून नाही:`,
      whyFirst: (community) => `${community} प्रथम का: `,
      familyNote: (s, label) => `ही एका घराण्याची माहिती आहे, प्रत्येक ${s} घराण्याची नाही: ${label}.`,
      unstatedNote: 'ही घराणी कोणत्या समाजाची आहेत हे स्रोत सांगत नाही.',
      subclanNote: (s, community, clan, also) =>
        `${s} हे ${community} समाजातील ${clan} कुळाच्या एका पोटकुळाचे ${also ? 'देखील ' : ''}नाव आहे: त्या कुळातील घराणे त्या कुळाचे कुलदैवत मानते.`,
      customLine: (custom) => `प्रथा: ${custom}`,
      gotrasCounted: (n, list) => ` (${n} गोत्र${list ? `: ${list}` : ''})`,
      gotrasListed: (_n, list) => ` (गोत्र ${list})`,
      bandConfidence: (band) => `${{ High: 'उच्च', Medium: 'मध्यम', Low: 'कमी' }[band]} विश्वासार्हता`,
      confidence: (band, level) => `${{ High: 'उच्च', Medium: 'मध्यम', Low: 'कमी' }[band]} विश्वासार्हता (${level})`,
      rules: {
        deity: 'कुलदैवत',
        by_gotra: 'देवता गोत्रानुसार ठरते',
        by_clan: 'देवता कुळानुसार ठरते',
        by_village: 'देवता गावानुसार ठरते',
        by_family: 'देवता घराण्यागणिक वेगळी असते',
        unknown: 'अजून कोणतेही कुलदैवत नोंदलेले नाही',
      },
      unrecorded: {
        'place not recorded': 'ठिकाण नोंदलेले नाही',
        'community not recorded': 'समाज नोंदलेला नाही',
        'gotra not recorded': 'गोत्र नोंदलेले नाही',
      },

      sourceLabels: {
        traditional: 'पारंपरिक ज्ञान',
        research: 'संशोधनावर आधारित',
        community: 'समाजाकडून मिळालेले',
        inferred: 'अनुमानित: समाजाचा नियम लावला',
      },
      sourceMeanings: {
        traditional: 'एखादे मंदिर आपल्या संकेतस्थळावर किंवा आपल्या नोंदींमध्ये आपल्या देवतेला मानणाऱ्या घराण्यांची नावे देते',
        research: 'एखादे पुस्तक, ज्ञानकोशातील लेख किंवा इतर प्रकाशित पान त्या आडनावासाठी देवतेचे नाव देते',
        community: 'समाज स्वतः तसे सांगतो: एखाद्या समाज संस्थेचे संकेतस्थळ किंवा यादी, किंवा आम्हाला लिहिणारे एखादे घराणे, ज्याचा संदेश परीक्षकाने मान्य केला',
        inferred:
          'स्रोत संपूर्ण समाजासाठी किंवा गोत्रासाठी जो नियम देतो (उदा. ‘ओसवाल घराणी सच्चियाय मातेला मानतात’) तो आम्ही त्या समाजाच्या एखाद्या आडनावाला लावला आहे; कोणताही स्रोत या आडनावासोबत या देवतेचे नाव घेत नाही, म्हणून याची विश्वासार्हता नेहमी कमी असते',
      },
      confidenceMeaning:
        'उच्च म्हणजे 80 किंवा अधिक गुण, मध्यम 60 ते 79, कमी म्हणजे 60 पेक्षा कमी: ही आपल्या वडीलधाऱ्यांकडून पडताळून पाहण्याची एक शक्यता आहे, वस्तुस्थिती नव्हे.',
      badgesHeading: 'या खुणांचा अर्थ',
      confidenceTerm: 'विश्वासार्हता',
      moreInHelp: 'मदत विभागात अधिक वाचा',

      facts: { type: 'प्रकार', attributes: 'वैशिष्ट्ये', symbols: 'प्रतीके', festivals: 'उत्सव', worship: 'उपासना' },
      whereFrom: 'ही माहिती कुठून आहे',
      oneFamily: (label) => `एका घराण्याची माहिती: ${label}. या नावाची इतर घराणी दुसरे दैवत मानत असू शकतात.`,
      gotraTerm: () => 'गोत्र',
      placeGiven: 'स्रोतात दिलेले ठिकाण:',
      subclanOf: (clan) => `${clan} कुळाच्या एका पोटकुळाचे नाव म्हणून नोंदलेले.`,
      inferred: (deity) => `आम्ही समाजाचा नियम या आडनावाला लावला आहे: कोणताही स्रोत या आडनावासोबत ${deity} यांचे नाव घेत नाही.`,
      sourceAndConfidence: 'स्रोत आणि विश्वासार्हता',
      learnMore: (deity) => `${deity} यांच्याविषयी अधिक जाणून घ्या`,
      quoteFrom: 'स्रोताचे शब्द:',

      shrine: 'मंदिर:',
      shrineOf: (deity, place) => `${deity}, ${place}`,
      shrineWhy: {
        source: 'स्रोत या ठिकाणाचे नाव देतो',
        community: 'एक स्रोत याला या समाजाचे मंदिर म्हणतो',
        deity: (deity) => `येथे नोंदलेले ${deity} यांचे एकमेव मंदिर; स्रोत कोणत्याही मंदिराचे नाव देत नाही`,
      },
      someNameNoShrine: 'यांपैकी काही स्रोत कोणत्याही मंदिराचे नाव देत नाहीत.',
      namesNoShrine: 'स्रोत कोणत्याही मंदिराचे नाव देत नाही.',

      narrowByCommunity: 'समाजानुसार निवडा',
      allCommunities: 'सर्व समाज',
      narrowByGotra: (community) => `${community}: गोत्रानुसार निवडा`,
      narrowByGotraNav: 'गोत्रानुसार निवडा',
      allGotras: 'सर्व गोत्रे',

      howHeading: 'आपल्या घराण्याचे कुलदैवत कसे शोधावे',
      howSearch: (s) => `${s} शोधा`,
      howSearchRest: ' आणि आपला समाज निवडा; आणखी नेमके उत्तर हवे असल्यास आपले राज्य किंवा शहर जोडा.',
      howElders: 'आपल्या वडीलधाऱ्यांना घराण्याचे गोत्र, कुळ आणि मूळ गाव विचारा: कुलदैवत यांनुसार ठरते.',
      howShrine: 'आपल्या मूळ गावच्या मंदिरात आणि घराण्याच्या पुरोहितांकडून सहसा कळते की घराणे कोणत्या देवतेच्या दर्शनाला जाते.',
      findKuldevi: 'आपले कुलदैवत माहीत नाही? घराणी ते कसे शोधतात',
      location: 'ठिकाण',
      country: 'देश',
      state: 'राज्य/प्रांत',
      town: 'शहर/गाव',
      tradition: 'परंपरा',
      relatedSurnames: 'संबंधित आडनावे',
      searchAgain: 'पुन्हा शोधा',
      searchAnother: 'दुसरे आडनाव शोधा',

      descriptionShared: (s, deities) =>
        `${s} हे आडनाव अनेक समाजांमध्ये आढळते; कुलदैवत समाज आणि गोत्रानुसार ठरते. प्रत्येक समाजाचे कुलदैवत${deities ? ` (उदा. ${deities})` : ''}, स्रोतांसह.`,
      description: (s, deities) => `${s} या आडनावाची कुलदैवते${deities ? `: ${deities}` : ''}, समाज आणि गोत्रानुसार, प्रत्येक नोंदीच्या स्रोत आणि विश्वासार्हतेसह.`,
      imageAlt: (s, site) => `${s} या आडनावाची कुलदैवते, ${site} वर`,
      cardShared: 'आडनाव · अनेक समाज, प्रत्येकाचे स्वतःचे कुलदैवत',
      cardByCommunity: 'आडनाव · समाजानुसार कुलदैवते',
      itemDescription: (s, community, gotras, source, level) =>
        `${s} घराण्याचे कुलदैवत${community ? ` (${community}${gotras.length ? `, गोत्र ${gotras.join(', ')}` : ''})` : ''}. स्रोत: ${source}, विश्वासार्हता ${level}/100.`,
      loadError: 'आडनावाची माहिती उघडताना त्रुटी आली. कृपया पुन्हा प्रयत्न करा.',
      backToSearch: 'शोधाकडे परत',

      searchBySurname: 'आडनावावरून शोधा',
      exploreDeities: 'सर्व देवता पहा',
    },
    gu: {
      home: 'મુખ્ય પૃષ્ઠ',
      surnameSearch: 'અટક શોધ',
      title: (s) => `${s} પરિવારનાં કુળદેવતા`,
      traditionalIn: (place) => `${attach(place, 'માં')} પરંપરાગત કુળદેવતા`,
      differ: (s) =>
        `એક જ અટકના પરિવારોમાં પણ પરંપરાઓ જુદી જુદી હોય છે: સમાજ, ગોત્ર અને સ્થળ, ત્રણેયનું મહત્ત્વ છે. નીચેની દરેક નોંધ જણાવે છે કે તે ક્યાંથી આવી છે અને કેટલી વિશ્વસનીય છે. તેને તમારા ${s} પરિવારની પોતાની પરંપરા માનતાં પહેલાં તમારા વડીલો પાસેથી ખાતરી કરી લો.`,
      noInformation: 'કોઈ માહિતી મળી નથી',
      noInformationFor: (s, where) =>
        where ? `${attach(where, 'માં')} ${s} અટક વિશે અમને વિગતવાર માહિતી મળી નથી.` : `${s} અટક વિશે અમને વિગતવાર માહિતી મળી નથી.`,
      noInformationForThis: (where) =>
        where ? `${attach(where, 'માં')} આ અટક વિશે અમને વિગતવાર માહિતી મળી નથી.` : 'આ અટક વિશે અમને વિગતવાર માહિતી મળી નથી.',
      seeAllPlaces: (s) => `${s} અટકનાં બધાં સ્થળ જુઓ`,
      culture: 'સાંસ્કૃતિક અને ઐતિહાસિક માહિતી',
      source: 'સ્રોત:',
      notStated: 'સમાજનો ઉલ્લેખ નથી',

      answerOne: (s) => `${s} પરિવારનાં કુળદેવતા`,
      answerMany: (s) => `તમારો ${s} પરિવાર કયા સમાજનો છે?`,
      knownInOne: (s) => `અમારા સ્રોતોમાં ${s} અટક એક સમાજમાં જોવા મળે છે.`,
      knownEqual: (s, n) =>
        `આ અટક ઘણા સમાજોમાં છે; તમારો સમાજ પસંદ કરો. અમારા સ્રોતોમાં ${s} અટક ${n === 1 ? 'એક સમાજમાં' : `${n} સમાજોમાં`} જોવા મળે છે અને તે કયા સમાજમાં સૌથી વધુ છે એ કોઈ સ્રોત કહેતો નથી: કુળદેવતા સમાજ અને ગોત્ર મુજબ હોય છે.`,
      knownRanked: (s, n) =>
        `અમારા સ્રોતોમાં ${s} અટક ${n === 1 ? 'એક સમાજમાં' : `${n} સમાજોમાં`} જોવા મળે છે; કુળદેવતા સમાજ અને ગોત્ર મુજબ હોય છે, તેથી પહેલાં તમારો સમાજ ઓળખો.`,
      moreCommunities: (n) => `વધુ ${n} સમાજ`,
      alsoRecorded: (s) => `${s} અટક માટે આ પણ નોંધાયેલું છે, પણ કોઈ સમાજના જવાબ તરીકે નહીં:`,
      whyFirst: (community) => `${community} પહેલાં કેમ: `,
      familyNote: (s, label) => `આ એક પરિવારની માહિતી છે, દરેક ${s} પરિવારની નહીં: ${label}.`,
      unstatedNote: 'આ પરિવારો કયા સમાજના છે તે સ્રોત જણાવતો નથી.',
      subclanNote: (s, community, clan, also) =>
        `${s} ${community} સમાજના ${clan} કુળના એક પેટાકુળનું નામ ${also ? 'પણ ' : ''}છે: તે કુળનો પરિવાર કુળનાં કુળદેવતાને માને છે.`,
      customLine: (custom) => `પ્રથા: ${custom}`,
      gotrasCounted: (n, list) => ` (${n} ગોત્ર${list ? `: ${list}` : ''})`,
      gotrasListed: (_n, list) => ` (ગોત્ર ${list})`,
      bandConfidence: (band) => `${{ High: 'ઊંચી', Medium: 'મધ્યમ', Low: 'ઓછી' }[band]} વિશ્વસનીયતા`,
      confidence: (band, level) => `${{ High: 'ઊંચી', Medium: 'મધ્યમ', Low: 'ઓછી' }[band]} વિશ્વસનીયતા (${level})`,
      rules: {
        deity: 'કુળદેવતા',
        by_gotra: 'દેવતા ગોત્ર મુજબ હોય છે',
        by_clan: 'દેવતા કુળ મુજબ હોય છે',
        by_village: 'દેવતા ગામ મુજબ હોય છે',
        by_family: 'દેવતા પરિવારે પરિવારે જુદા હોય છે',
        unknown: 'હજી કોઈ કુળદેવતા નોંધાયાં નથી',
      },
      unrecorded: {
        'place not recorded': 'સ્થળ નોંધાયેલું નથી',
        'community not recorded': 'સમાજ નોંધાયેલો નથી',
        'gotra not recorded': 'ગોત્ર નોંધાયેલું નથી',
      },

      sourceLabels: {
        traditional: 'પરંપરાગત જ્ઞાન',
        research: 'સંશોધન આધારિત',
        community: 'સમાજ તરફથી મળેલું',
        inferred: 'અનુમાનિત: સમાજનો નિયમ લાગુ',
      },
      sourceMeanings: {
        traditional: 'કોઈ મંદિર પોતાની વેબસાઇટ પર કે પોતાના દસ્તાવેજોમાં તેના દેવતાને માનતા પરિવારોનાં નામ આપે છે',
        research: 'કોઈ પુસ્તક, જ્ઞાનકોશનો લેખ કે બીજું કોઈ પ્રકાશિત પાનું એ અટક માટે દેવતાનું નામ આપે છે',
        community: 'સમાજ પોતે એમ કહે છે: કોઈ સમાજ સંસ્થાની વેબસાઇટ કે યાદી, અથવા અમને લખનાર કોઈ પરિવાર, જેનો સંદેશ સમીક્ષકે મંજૂર કર્યો',
        inferred:
          'સ્રોત આખા સમાજ કે ગોત્ર માટે જે નિયમ આપે છે (જેમ કે ‘ઓસવાલ પરિવારો સચ્ચિયાય માતાને માને છે’) તે અમે એ સમાજની કોઈ અટકને લાગુ કર્યો છે; કોઈ સ્રોત આ અટક સાથે આ દેવતાનું નામ લેતો નથી, તેથી તેની વિશ્વસનીયતા હંમેશાં ઓછી હોય છે',
      },
      confidenceMeaning: 'ઊંચી એટલે 80 કે વધુ ગુણ, મધ્યમ 60થી 79, ઓછી એટલે 60થી નીચે: આ તમારા વડીલો પાસે ચકાસવાની એક શક્યતા છે, હકીકત નહીં.',
      badgesHeading: 'આ ચિહ્નોનો અર્થ',
      confidenceTerm: 'વિશ્વસનીયતા',
      moreInHelp: 'મદદ વિભાગમાં વધુ વાંચો',

      facts: { type: 'પ્રકાર', attributes: 'વિશેષતાઓ', symbols: 'પ્રતીકો', festivals: 'તહેવારો', worship: 'પૂજા' },
      whereFrom: 'આ માહિતી ક્યાંથી છે',
      oneFamily: (label) => `એક પરિવારની માહિતી: ${label}. આ નામના બીજા પરિવારો બીજા દેવતાને માનતા હોઈ શકે.`,
      gotraTerm: () => 'ગોત્ર',
      placeGiven: 'સ્રોતમાં આપેલું સ્થળ:',
      subclanOf: (clan) => `${clan} કુળના એક પેટાકુળના નામ તરીકે નોંધાયેલું.`,
      inferred: (deity) => `અમે સમાજનો નિયમ આ અટકને લાગુ કર્યો છે: કોઈ સ્રોત આ અટક સાથે ${attach(deity, 'નું')} નામ લેતો નથી.`,
      sourceAndConfidence: 'સ્રોત અને વિશ્વસનીયતા',
      learnMore: (deity) => `${deity} વિશે વધુ જાણો`,
      quoteFrom: 'સ્રોતના શબ્દો:',

      shrine: 'મંદિર:',
      shrineOf: (deity, place) => `${deity}, ${place}`,
      shrineWhy: {
        source: 'સ્રોત આ સ્થળનું નામ આપે છે',
        community: 'એક સ્રોત તેને આ સમાજનું મંદિર કહે છે',
        deity: (deity) => `અહીં નોંધાયેલું ${attach(deity, 'નું')} એકમાત્ર મંદિર; સ્રોત કોઈ મંદિરનું નામ આપતો નથી`,
      },
      someNameNoShrine: 'આમાંના કેટલાક સ્રોતો કોઈ મંદિરનું નામ આપતા નથી.',
      namesNoShrine: 'સ્રોત કોઈ મંદિરનું નામ આપતો નથી.',

      narrowByCommunity: 'સમાજ મુજબ પસંદ કરો',
      allCommunities: 'બધા સમાજ',
      narrowByGotra: (community) => `${community}: ગોત્ર મુજબ પસંદ કરો`,
      narrowByGotraNav: 'ગોત્ર મુજબ પસંદ કરો',
      allGotras: 'બધાં ગોત્ર',

      howHeading: 'તમારા પરિવારનાં કુળદેવતા કેવી રીતે શોધવાં',
      howSearch: (s) => `${s} શોધો`,
      howSearchRest: ' અને તમારો સમાજ પસંદ કરો; વધુ ચોક્કસ જવાબ માટે તમારું રાજ્ય કે શહેર ઉમેરો.',
      howElders: 'તમારા વડીલોને પરિવારનું ગોત્ર, કુળ અને મૂળ ગામ પૂછો: કુળદેવતા તેના મુજબ હોય છે.',
      howShrine: 'તમારા મૂળ ગામના મંદિરમાં અને પરિવારના પુરોહિત પાસેથી સામાન્ય રીતે જાણવા મળે છે કે પરિવાર કયા દેવતાનાં દર્શને જાય છે.',
      findKuldevi: 'તમારી કુળદેવી નથી જાણતા? પરિવારો તેમને કેવી રીતે શોધે છે',
      location: 'સ્થળ',
      country: 'દેશ',
      state: 'રાજ્ય/પ્રાંત',
      town: 'શહેર/ગામ',
      tradition: 'પરંપરા',
      relatedSurnames: 'સંબંધિત અટકો',
      searchAgain: 'ફરી શોધો',
      searchAnother: 'બીજી અટક શોધો',

      descriptionShared: (s, deities) =>
        `${s} અટક ઘણા સમાજોમાં જોવા મળે છે; કુળદેવતા સમાજ અને ગોત્ર મુજબ હોય છે. દરેક સમાજનાં કુળદેવતા${deities ? ` (જેમ કે ${deities})` : ''}, સ્રોતો સાથે.`,
      description: (s, deities) => `${s} અટકનાં કુળદેવતા${deities ? `: ${deities}` : ''}, સમાજ અને ગોત્ર મુજબ, દરેક નોંધના સ્રોત અને વિશ્વસનીયતા સાથે.`,
      imageAlt: (s, site) => `${s} અટકનાં કુળદેવતા, ${site} પર`,
      cardShared: 'અટક · ઘણા સમાજ, દરેકનાં પોતાનાં કુળદેવતા',
      cardByCommunity: 'અટક · સમાજ મુજબ કુળદેવતા',
      itemDescription: (s, community, gotras, source, level) =>
        `${s} પરિવારનાં કુળદેવતા${community ? ` (${community}${gotras.length ? `, ગોત્ર ${gotras.join(', ')}` : ''})` : ''}. સ્રોત: ${source}, વિશ્વસનીયતા ${level}/100.`,
      loadError: 'અટકની માહિતી લાવવામાં ભૂલ થઈ. કૃપા કરી ફરી પ્રયાસ કરો.',
      backToSearch: 'શોધ પર પાછા જાઓ',

      searchBySurname: 'અટક પરથી શોધો',
      exploreDeities: 'બધાં દેવી-દેવતા જુઓ',
    },
  },
);

/** An aarti's kind, for its link on a deity card: "Aarti of Khodiyar Mata". */
export const prayerLinkMessages = defineMessages(
  {
    prayerOf: (type: string, deity: string) => `${type} of ${deity}`,
    one: (deity: string) => `Prayer for ${deity}`,
    all: (n: number, deity: string) => `All ${n} prayers for ${deity}`,
  },
  {
    hi: {
      prayerOf: (type, deity) => {
        const kind = (
          { Aarti: ['आरती', 'की'], Stotra: ['स्तोत्र', 'का'], Bhajan: ['भजन', 'का'], Kirtan: ['कीर्तन', 'का'], Kavach: ['कवच', 'का'] } as const
        )[type as 'Aarti'] ?? ['आरती', 'की'];
        return `${deity} ${kind[1]} ${kind[0]}`;
      },
      one: (deity) => `${deity} की प्रार्थना`,
      all: (n, deity) => `${deity} की सभी ${n} प्रार्थनाएँ`,
    },
    mr: {
      prayerOf: (type, deity) => {
        const kind = (
          { Aarti: ['आरती', 'यांची'], Stotra: ['स्तोत्र', 'यांचे'], Bhajan: ['भजन', 'यांचे'], Kirtan: ['कीर्तन', 'यांचे'], Kavach: ['कवच', 'यांचे'] } as const
        )[type as 'Aarti'] ?? ['आरती', 'यांची'];
        return `${deity} ${kind[1]} ${kind[0]}`;
      },
      one: (deity) => `${deity} यांची प्रार्थना`,
      all: (n, deity) => `${deity} यांच्या सर्व ${n} प्रार्थना`,
    },
    gu: {
      prayerOf: (type, deity) => {
        const kind = ({ Aarti: ['આરતી', 'ની'], Stotra: ['સ્તોત્ર', 'નું'], Bhajan: ['ભજન', 'નું'], Kirtan: ['કીર્તન', 'નું'], Kavach: ['કવચ', 'નું'] } as const)[
          type as 'Aarti'
        ] ?? ['આરતી', 'ની'];
        return `${attach(deity, kind[1])} ${kind[0]}`;
      },
      one: (deity) => `${attach(deity, 'ની')} પ્રાર્થના`,
      all: (n, deity) => `${attach(deity, 'ની')} બધી ${n} પ્રાર્થનાઓ`,
    },
  },
);

/** The surname search page, its results and its form (the form's texts are passed to it as props). */
export const surnameSearchMessages = defineMessages(
  {
    title: "Find Your Family's Kuldevta by Surname",
    titleFor: (s: string) => `Family deity for the surname "${s}"`,
    description:
      'Type your surname to find the family deity (kuldevta or kuldevi) families of that name worship, by community and place, with sources.',
    heading: "Find Your Family's Kuldevta",
    intro:
      'One surname can belong to families of different communities, each with its own deity: the answer shows each community, yours first where we know it.',
    error: 'Error searching for surnames. Please try again.',
    tryAgain: 'Try Again',
    /** The English messages of the term's check, in the language. */
    termMessages: {
      'Type a surname to search.': 'Type a surname to search.',
      'Search term is required': 'Search term is required',
      'Search term must be at least 2 characters long': 'Search term must be at least 2 characters long',
      'Search term must not exceed 100 characters': 'Search term must not exceed 100 characters',
      'Invalid search term': 'Invalid search term',
    } as Record<string, string>,
    found: (n: number, term: string, place: string) => `Found ${n} ${n === 1 ? 'result' : 'results'} for "${term}"${place ? ` in ${place}` : ''}`,
    noExactMatch: (term: string) => `No exact match for "${term}"`,
    matchedSpelling: (spelling: string) => `Matched the spelling “${spelling}”`,
    exactMatch: (spelling: string) => `Exact match for “${spelling}”`,
    knownInOne: 'Known in 1 community in our sources.',
    carriedBy: (n: number) =>
      `Carried by families of ${n} ${n === 1 ? 'community' : 'communities'} in our sources; the family deity follows the community and gotra.`,
    didYouMean: 'Did you mean',
    clear: 'Clear Search',
    filterByCommunity: 'Filter by community',
    noRecord: "We have no record of this surname yet. If you know your family's Kuldevta, please share it: it will be reviewed before it is shown.",
    submit: 'Submit Information for Your Name',
    tip: 'Tip: Try different spellings or remove location filters',
    loading: 'Loading surname information...',
  },
  {
    hi: {
      title: 'उपनाम से अपने परिवार के कुलदेवता खोजें',
      titleFor: (s) => `"${s}" उपनाम के कुलदेवता`,
      description: 'अपना उपनाम लिखें और जानें कि उस नाम के परिवार किन कुलदेवता या कुलदेवी की पूजा करते हैं, समुदाय और स्थान के अनुसार, स्रोतों सहित।',
      heading: 'अपने परिवार के कुलदेवता खोजें',
      intro:
        'एक ही उपनाम अलग-अलग समुदायों के परिवारों का हो सकता है, और हर समुदाय के अपने कुलदेवता होते हैं: उत्तर में हर समुदाय दिखाया जाता है, और जहाँ हमें पता है, आपका समुदाय सबसे पहले।',
      error: 'उपनाम खोजने में त्रुटि हुई। कृपया फिर से प्रयास करें।',
      tryAgain: 'फिर से प्रयास करें',
      termMessages: {
        'Type a surname to search.': 'खोजने के लिए उपनाम लिखें।',
        'Search term is required': 'खोज के लिए कुछ लिखना ज़रूरी है',
        'Search term must be at least 2 characters long': 'खोज शब्द कम से कम 2 अक्षरों का होना चाहिए',
        'Search term must not exceed 100 characters': 'खोज शब्द 100 अक्षरों से लंबा नहीं होना चाहिए',
        'Invalid search term': 'यह खोज शब्द मान्य नहीं है',
      },
      found: (n, term, place) => `${place ? `${place} में ` : ''}"${term}" के लिए ${n} ${n === 1 ? 'परिणाम मिला' : 'परिणाम मिले'}`,
      noExactMatch: (term) => `"${term}" से पूरी तरह मेल खाता कोई परिणाम नहीं`,
      matchedSpelling: (spelling) => `“${spelling}” वर्तनी से मिला`,
      exactMatch: (spelling) => `“${spelling}” से पूरा मेल`,
      knownInOne: 'यह उपनाम हमारे स्रोतों में एक समुदाय में मिलता है।',
      carriedBy: (n) => `हमारे स्रोतों में यह उपनाम ${n === 1 ? 'एक समुदाय' : `${n} समुदायों`} के परिवारों में मिलता है; कुलदेवता समुदाय और गोत्र के अनुसार होते हैं।`,
      didYouMean: 'क्या आप यह खोज रहे थे',
      clear: 'खोज साफ़ करें',
      filterByCommunity: 'समुदाय के अनुसार छाँटें',
      noRecord: 'हमारे पास अभी इस उपनाम की कोई जानकारी नहीं है। अगर आप अपने परिवार के कुलदेवता जानते हैं, तो कृपया बताएँ: दिखाए जाने से पहले इसकी जाँच की जाएगी।',
      submit: 'अपने नाम की जानकारी भेजें',
      tip: 'सुझाव: दूसरी वर्तनी आज़माएँ या स्थान के फ़िल्टर हटाएँ',
      loading: 'उपनाम की जानकारी खुल रही है...',
    },
    mr: {
      title: 'आडनावावरून आपल्या घराण्याचे कुलदैवत शोधा',
      titleFor: (s) => `"${s}" या आडनावाचे कुलदैवत`,
      description: 'आपले आडनाव लिहा आणि त्या नावाची घराणी कोणत्या कुलदैवताची (कुलदेवता किंवा कुलदेवी) उपासना करतात ते समाज आणि ठिकाणानुसार, स्रोतांसह जाणून घ्या.',
      heading: 'आपल्या घराण्याचे कुलदैवत शोधा',
      intro:
        'एकच आडनाव वेगवेगळ्या समाजांच्या घराण्यांचे असू शकते, आणि प्रत्येक समाजाचे स्वतःचे कुलदैवत असते: उत्तरात प्रत्येक समाज दाखवला जातो, आणि जिथे आम्हाला माहीत आहे तिथे आपला समाज सर्वांत आधी.',
      error: 'आडनाव शोधताना त्रुटी आली. कृपया पुन्हा प्रयत्न करा.',
      tryAgain: 'पुन्हा प्रयत्न करा',
      termMessages: {
        'Type a surname to search.': 'शोधण्यासाठी आडनाव लिहा.',
        'Search term is required': 'शोधण्यासाठी काहीतरी लिहिणे आवश्यक आहे',
        'Search term must be at least 2 characters long': 'शोधशब्द किमान 2 अक्षरांचा असावा',
        'Search term must not exceed 100 characters': 'शोधशब्द 100 अक्षरांपेक्षा मोठा नसावा',
        'Invalid search term': 'हा शोधशब्द वैध नाही',
      },
      found: (n, term, place) => `${place ? `${place} मध्ये ` : ''}"${term}" साठी ${n} ${n === 1 ? 'निकाल मिळाला' : 'निकाल मिळाले'}`,
      noExactMatch: (term) => `"${term}" शी तंतोतंत जुळणारे काहीही नाही`,
      matchedSpelling: (spelling) => `“${spelling}” या लेखनरूपाशी जुळले`,
      exactMatch: (spelling) => `“${spelling}” शी तंतोतंत जुळले`,
      knownInOne: 'हे आडनाव आमच्या स्रोतांमध्ये एका समाजात आढळते.',
      carriedBy: (n) => `आमच्या स्रोतांमध्ये हे आडनाव ${n === 1 ? 'एका समाजाच्या' : `${n} समाजांच्या`} घराण्यांमध्ये आढळते; कुलदैवत समाज आणि गोत्रानुसार ठरते.`,
      didYouMean: 'आपल्याला हे शोधायचे होते का',
      clear: 'शोध पुसा',
      filterByCommunity: 'समाजानुसार निवडा',
      noRecord: 'आमच्याकडे या आडनावाची अजून नोंद नाही. आपल्या घराण्याचे कुलदैवत आपल्याला माहीत असेल तर कृपया कळवा: दाखवण्यापूर्वी त्याची पडताळणी केली जाईल.',
      submit: 'आपल्या नावाची माहिती पाठवा',
      tip: 'सूचना: वेगळे लेखनरूप वापरून पहा किंवा ठिकाणाचे फिल्टर काढा',
      loading: 'आडनावाची माहिती उघडत आहे...',
    },
    gu: {
      title: 'અટક પરથી તમારા પરિવારનાં કુળદેવતા શોધો',
      titleFor: (s) => `"${s}" અટકનાં કુળદેવતા`,
      description: 'તમારી અટક લખો અને જાણો કે એ નામના પરિવારો કયાં કુળદેવતા કે કુળદેવીની પૂજા કરે છે, સમાજ અને સ્થળ મુજબ, સ્રોતો સાથે.',
      heading: 'તમારા પરિવારનાં કુળદેવતા શોધો',
      intro:
        'એક જ અટક જુદા જુદા સમાજના પરિવારોની હોઈ શકે, અને દરેક સમાજનાં પોતાનાં કુળદેવતા હોય છે: જવાબમાં દરેક સમાજ બતાવાય છે, અને જ્યાં અમને ખબર છે ત્યાં તમારો સમાજ સૌથી પહેલાં.',
      error: 'અટક શોધવામાં ભૂલ થઈ. કૃપા કરી ફરી પ્રયાસ કરો.',
      tryAgain: 'ફરી પ્રયાસ કરો',
      termMessages: {
        'Type a surname to search.': 'શોધવા માટે અટક લખો.',
        'Search term is required': 'શોધવા માટે કંઈક લખવું જરૂરી છે',
        'Search term must be at least 2 characters long': 'શોધ શબ્દ ઓછામાં ઓછા 2 અક્ષરનો હોવો જોઈએ',
        'Search term must not exceed 100 characters': 'શોધ શબ્દ 100 અક્ષરથી લાંબો ન હોવો જોઈએ',
        'Invalid search term': 'આ શોધ શબ્દ માન્ય નથી',
      },
      found: (n, term, place) => `"${term}" માટે ${n} ${n === 1 ? 'પરિણામ મળ્યું' : 'પરિણામ મળ્યાં'}${place ? ` (${place})` : ''}`,
      noExactMatch: (term) => `"${term}" સાથે બરાબર મેળ ખાતું કંઈ નથી`,
      matchedSpelling: (spelling) => `“${spelling}” જોડણી સાથે મેળ ખાધો`,
      exactMatch: (spelling) => `“${spelling}” સાથે પૂરો મેળ`,
      knownInOne: 'આ અટક અમારા સ્રોતોમાં એક સમાજમાં જોવા મળે છે.',
      carriedBy: (n) => `અમારા સ્રોતોમાં આ અટક ${n === 1 ? 'એક સમાજના' : `${n} સમાજોના`} પરિવારોમાં જોવા મળે છે; કુળદેવતા સમાજ અને ગોત્ર મુજબ હોય છે.`,
      didYouMean: 'શું તમે આ શોધતા હતા',
      clear: 'શોધ સાફ કરો',
      filterByCommunity: 'સમાજ મુજબ પસંદ કરો',
      noRecord: 'અમારી પાસે હજી આ અટકની કોઈ નોંધ નથી. જો તમે તમારા પરિવારનાં કુળદેવતા જાણતા હો, તો કૃપા કરી જણાવો: બતાવતાં પહેલાં તેની ચકાસણી થશે.',
      submit: 'તમારા નામની માહિતી મોકલો',
      tip: 'સૂચન: બીજી જોડણી અજમાવો અથવા સ્થળના ફિલ્ટર કાઢી નાખો',
      loading: 'અટકની માહિતી ખૂલી રહી છે...',
    },
  },
);

/** The surname box (home and the surname search): passed to the client form as props. */
export const surnameFormMessages = defineMessages(
  {
    label: 'Surname',
    placeholder: 'Enter your surname (e.g., Patel, Sharma, Singh, Joshi)',
    suggestions: 'Surname suggestions',
    search: 'Search',
    narrowByPlace: 'Narrow by place (optional)',
    placeFilters: 'Optional place filters',
    country: 'Country',
    state: 'State/Province',
    town: 'Town/Village',
    optional: '(optional)',
    searching: "Searching for your family's Kuldevta...",
  },
  {
    hi: {
      label: 'उपनाम',
      placeholder: 'अपना उपनाम लिखें (जैसे पटेल, शर्मा, सिंह, जोशी)',
      suggestions: 'उपनाम के सुझाव',
      search: 'खोजें',
      narrowByPlace: 'स्थान के अनुसार छाँटें (वैकल्पिक)',
      placeFilters: 'स्थान के वैकल्पिक फ़िल्टर',
      country: 'देश',
      state: 'राज्य/प्रांत',
      town: 'शहर/गाँव',
      optional: '(वैकल्पिक)',
      searching: 'आपके परिवार के कुलदेवता खोजे जा रहे हैं...',
    },
    mr: {
      label: 'आडनाव',
      placeholder: 'आपले आडनाव लिहा (उदा. पटेल, शर्मा, सिंह, जोशी)',
      suggestions: 'आडनावाच्या सूचना',
      search: 'शोधा',
      narrowByPlace: 'ठिकाणानुसार निवडा (ऐच्छिक)',
      placeFilters: 'ठिकाणाचे ऐच्छिक फिल्टर',
      country: 'देश',
      state: 'राज्य/प्रांत',
      town: 'शहर/गाव',
      optional: '(ऐच्छिक)',
      searching: 'आपल्या घराण्याचे कुलदैवत शोधत आहोत...',
    },
    gu: {
      label: 'અટક',
      placeholder: 'તમારી અટક લખો (જેમ કે પટેલ, શર્મા, સિંહ, જોશી)',
      suggestions: 'અટકનાં સૂચનો',
      search: 'શોધો',
      narrowByPlace: 'સ્થળ મુજબ પસંદ કરો (વૈકલ્પિક)',
      placeFilters: 'સ્થળના વૈકલ્પિક ફિલ્ટર',
      country: 'દેશ',
      state: 'રાજ્ય/પ્રાંત',
      town: 'શહેર/ગામ',
      optional: '(વૈકલ્પિક)',
      searching: 'તમારા પરિવારનાં કુળદેવતા શોધી રહ્યા છીએ...',
    },
  },
);
export type SurnameFormTexts = (typeof surnameFormMessages)['en'];
