import type { Language } from '@/lib/pages/kinds.mjs';
import { defineMessages } from '../define';

/**
 * What a community's surnames and divisions are called (gotra, khap, clan, kul, aankna,
 * kulam, surname), in the forms a sentence needs: `one` and `many` (after a number), and the
 * forms before a postposition or ending, `oneOf` and `manyOf` (Hindi उपनामों के, Marathi
 * आडनावांचे, Gujarati અટકોના). `word` is the English word the data gives.
 */
export interface Term {
  word: string;
  one: string;
  oneOf: string;
  many: string;
  manyOf: string;
}

type TermTable = Record<string, Omit<Term, 'word'>>;

const termTables: Record<Exclude<Language, 'en'>, TermTable> = {
  hi: {
    surname: { one: 'उपनाम', oneOf: 'उपनाम', many: 'उपनाम', manyOf: 'उपनामों' },
    gotra: { one: 'गोत्र', oneOf: 'गोत्र', many: 'गोत्र', manyOf: 'गोत्रों' },
    khap: { one: 'खाप', oneOf: 'खाप', many: 'खापें', manyOf: 'खापों' },
    clan: { one: 'वंश', oneOf: 'वंश', many: 'वंश', manyOf: 'वंशों' },
    kul: { one: 'कुल', oneOf: 'कुल', many: 'कुल', manyOf: 'कुलों' },
    aankna: { one: 'आंकना', oneOf: 'आंकने', many: 'आंकने', manyOf: 'आंकनों' },
    kulam: { one: 'कुलम', oneOf: 'कुलम', many: 'कुलम', manyOf: 'कुलमों' },
  },
  mr: {
    surname: { one: 'आडनाव', oneOf: 'आडनावा', many: 'आडनावे', manyOf: 'आडनावां' },
    gotra: { one: 'गोत्र', oneOf: 'गोत्रा', many: 'गोत्रे', manyOf: 'गोत्रां' },
    khap: { one: 'खाप', oneOf: 'खापे', many: 'खापा', manyOf: 'खापां' },
    clan: { one: 'कुळ', oneOf: 'कुळा', many: 'कुळे', manyOf: 'कुळां' },
    kul: { one: 'कूळ', oneOf: 'कुळा', many: 'कुळे', manyOf: 'कुळां' },
    aankna: { one: 'आंकना', oneOf: 'आंकन्या', many: 'आंकने', manyOf: 'आंकन्यां' },
    kulam: { one: 'कुलम', oneOf: 'कुलमा', many: 'कुलम', manyOf: 'कुलमां' },
  },
  gu: {
    surname: { one: 'અટક', oneOf: 'અટક', many: 'અટકો', manyOf: 'અટકો' },
    gotra: { one: 'ગોત્ર', oneOf: 'ગોત્ર', many: 'ગોત્રો', manyOf: 'ગોત્રો' },
    khap: { one: 'ખાપ', oneOf: 'ખાપ', many: 'ખાપ', manyOf: 'ખાપ' },
    clan: { one: 'કુળ', oneOf: 'કુળ', many: 'કુળ', manyOf: 'કુળ' },
    kul: { one: 'કુળ', oneOf: 'કુળ', many: 'કુળ', manyOf: 'કુળ' },
    aankna: { one: 'આંકના', oneOf: 'આંકના', many: 'આંકના', manyOf: 'આંકના' },
    kulam: { one: 'કુલમ', oneOf: 'કુલમ', many: 'કુલમ', manyOf: 'કુલમ' },
  },
};

/** A term in a language (in English the terms the curation uses all take an s); a term the table does not know stays in English. */
export function termIn(lang: Language, word: string): Term {
  const english = { word, one: word, oneOf: word, many: `${word}s`, manyOf: `${word}s` };
  if (lang === 'en') return english;
  return { word, ...(termTables[lang][word] ?? english) };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const count = (n: number, t: Term) => (n === 1 ? t.one : t.many);

/** The confidence bands of an association, by its score (80 and above, 60 to 79, below 60). */
export type Band = 'High' | 'Medium' | 'Low';
/** Where an association comes from. */
export type SourceKind = 'traditional' | 'research' | 'community' | 'inferred';
/** How a community's families keep their kuldevi. */
export type CustomKind = 'by_gotra' | 'by_clan' | 'by_village' | 'by_family';

/** A community's page, the list of communities, and the community lines other pages show. */
export const communityMessages = defineMessages(
  {
    home: 'Home',
    communities: 'Communities',
    /** "Oswal Kuldevi and Kuldevta by Gotra". */
    title: (name: string, by: Term) => `${name} Kuldevi and Kuldevta by ${cap(by.one)}`,
    source: 'Source',
    sources: 'Sources',
    /** The page's count of surnames, deities, divisions and sources. */
    summary: (surnames: number, name: string, term: Term, deities: number, divisions: { n: number; term: Term } | null, sources: number) =>
      `Our sources name the family deity of ${surnames} ${name} ${count(surnames, term)}: ${deities} ${deities === 1 ? 'deity' : 'deities'}` +
      (divisions ? ` across ${divisions.n} ${count(divisions.n, divisions.term)}` : '') +
      `, from ${sources} ${sources === 1 ? 'source' : 'sources'}.`,
    sameDeity: (by: Term) =>
      `Families of one ${by.one} usually keep the same deity, but not always: each list below says where it comes from and how sure it is. Please confirm with your elders. `,
    findKuldevi: "Don't know your kuldevi? How families find it",
    /** Before and after the labels the sources write the community's name with. */
    writtenAs: ['Written in our sources as: ', '.'] as [string, string],
    divisionIndex: (n: number, division: Term) => `${cap(count(n, division))} (${n})`,
    divisionHeading: (division: Term, name: string) => `${cap(division.one)} ${name}`,
    divisionNotRecorded: (division: Term) => `${cap(division.one)} not recorded`,
    divisionSummary: (n: number, term: Term, deities: string) => `${n} ${count(n, term)} · ${deities}`,
    surnamesOfLine: (n: number, term: Term) => `${cap(count(n, term))} (${n}):`,
    confidence: (band: Band, score: number) => `${band} confidence (${score})`,
    confidenceRange: (low: Band, high: Band, min: number, max: number) => `${low} to ${high.toLowerCase()} confidence (${min} to ${max})`,
    associations: (n: number) => `(${n} ${n === 1 ? 'association' : 'associations'})`,
    allCommunities: 'All communities',
    sourceKinds: {
      traditional: 'Traditional Knowledge',
      research: 'Research Based',
      community: 'Community Input',
      inferred: "Community's rule applied",
    } satisfies Record<SourceKind, string>,
    customs: {
      heading: (name: string) => `How ${name} families keep their kuldevi`,
      kinds: {
        by_gotra: 'The kuldevi follows the gotra',
        by_clan: 'The kuldevi follows the clan',
        by_village: 'The family deity is the village’s',
        by_family: 'Each family keeps its own',
      } satisfies Record<CustomKind, string>,
      commonlyKept: 'Commonly kept in the community, as this source names them (not a family’s answer): ',
      source: 'Source: ',
    },
    /** The line from a surname card or a deity's community group to the community's page. */
    link: (name: string, by: Term) => `${name} community: kuldevis by ${by.one}`,
    notFound: {
      title: 'Community Not Found',
      text: 'We have no page for this community. The list of communities shows every one we have.',
      all: 'All Communities',
      surname: 'Find by Surname',
    },
    list: {
      name: 'Kuldevi by Community, Gotra and Surname',
      description:
        'Communities whose families, gotras, khaps and clans our sources pair with a family deity: each page lists them with the source of every association.',
      intro:
        'Many families know their community and gotra before they know their deity. Choose your community to see the family deity of each of its gotras, khaps or clans and surnames, as our sources give them.',
      card: (surnames: number, term: Term, deities: number, division: Term | null) =>
        `${surnames} ${count(surnames, term)}, ${deities} ${deities === 1 ? 'deity' : 'deities'}${division ? `, by ${division.one}` : ''}`,
      /** Before the community's other names. */
      alsoCalled: 'Also called ',
    },
    seo: {
      description: (name: string, by: Term, surnames: number, term: Term, deities: number, examples: string[]) =>
        `The family deity (kuldevi or kuldevta) of each ${name} ${by.one}: ${surnames} ${count(surnames, term)} and ${deities} ${deities === 1 ? 'deity' : 'deities'}${examples.length ? ` such as ${examples.join(', ')}` : ''}, each with its source.`,
      deitiesOf: (name: string) => `Family deities of the ${name} community`,
      cardLabel: (by: Term) => `Community · family deities by ${by.one}`,
      imageAlt: (name: string, site: string) => `Family deities of the ${name} community by gotra and surname, on ${site}`,
    },
    /** What a search box's text names among families (components/community/family-name-lead.tsx). */
    lead: {
      region: 'Families with this name',
      surnameSays: (surname: string) => `${surname} is a family name`,
      surnameMain: (surname: string) => `See the ${surname} family's kuldevta`,
      carriedBy: (n: number) => `Carried by families of ${n === 1 ? 'this community' : 'these communities'} in our records`,
      communitySays: (name: string) => `${name} is a community`,
      communityMain: (name: string, by: Term) => `See the ${name} kuldevis by ${by.one}`,
      gotraSays: (gotra: string) => `${gotra} is a gotra`,
      gotraMain: (community: string, gotra: string, division: Term) => `See the ${community} kuldevis of the ${gotra} ${division.one}`,
      gotraOne: 'The community with this gotra in our records',
      gotraMany: 'The deity follows the community as well as the gotra: choose your community',
    },
  },
  {
    hi: {
      home: 'मुखपृष्ठ',
      communities: 'समुदाय',
      title: (name, by) => `${name} समुदाय की कुलदेवी और कुलदेवता, ${by.oneOf} के अनुसार`,
      source: 'स्रोत',
      sources: 'स्रोत',
      summary: (surnames, name, term, deities, divisions, sources) =>
        `हमारे स्रोत ${surnames} ${name} ${surnames === 1 ? term.oneOf : term.manyOf} के कुलदेवता बताते हैं: ` +
        (divisions ? `${divisions.n} ${divisions.n === 1 ? divisions.term.oneOf : divisions.term.manyOf} में ` : '') +
        `${deities} देवता, ${sources} ${sources === 1 ? 'स्रोत' : 'स्रोतों'} से।`,
      sameDeity: (by) =>
        `एक ही ${by.oneOf} के परिवार प्रायः एक ही देवता को मानते हैं, पर हमेशा नहीं: नीचे की हर सूची बताती है कि वह कहाँ से आई है और कितनी विश्वसनीय है। कृपया अपने बुज़ुर्गों से पुष्टि करें। `,
      findKuldevi: 'अपनी कुलदेवी नहीं जानते? परिवार उन्हें कैसे खोजते हैं',
      writtenAs: ['हमारे स्रोतों में यह नाम ऐसे लिखा गया है: ', '।'],
      divisionIndex: (n, division) => `${count(n, division)} (${n})`,
      divisionHeading: (division, name) => `${division.one}: ${name}`,
      divisionNotRecorded: (division) => `${division.one} दर्ज नहीं`,
      divisionSummary: (n, term, deities) => `${n} ${count(n, term)} · ${deities}`,
      surnamesOfLine: (n, term) => `${count(n, term)} (${n}):`,
      confidence: (band, score) => `विश्वसनीयता ${bands.hi[band]} (${score})`,
      confidenceRange: (low, high, min, max) => `विश्वसनीयता ${bands.hi[low]} से ${bands.hi[high]} (${min} से ${max})`,
      associations: (n) => `(${n} ${n === 1 ? 'संबंध' : 'संबंध'})`,
      allCommunities: 'सभी समुदाय',
      sourceKinds: {
        traditional: 'पारंपरिक ज्ञान',
        research: 'शोध पर आधारित',
        community: 'समुदाय से मिली जानकारी',
        inferred: 'समुदाय के नियम से अनुमानित',
      },
      customs: {
        heading: (name) => `${name} परिवार अपनी कुलदेवी कैसे मानते हैं`,
        kinds: {
          by_gotra: 'कुलदेवी गोत्र के अनुसार होती है',
          by_clan: 'कुलदेवी वंश के अनुसार होती है',
          by_village: 'कुलदेवता गाँव के ही देवता होते हैं',
          by_family: 'हर परिवार के अपने कुलदेवता होते हैं',
        },
        commonlyKept: 'समुदाय में आम तौर पर माने जाने वाले देवता, जैसा यह स्रोत बताता है (यह किसी परिवार का उत्तर नहीं है): ',
        source: 'स्रोत: ',
      },
      link: (name, by) => `${name} समुदाय: ${by.oneOf} के अनुसार कुलदेवियाँ`,
      notFound: {
        title: 'समुदाय नहीं मिला',
        text: 'इस समुदाय का हमारे पास कोई पृष्ठ नहीं है। समुदायों की सूची में हमारे सभी समुदाय हैं।',
        all: 'सभी समुदाय',
        surname: 'उपनाम से खोजें',
      },
      list: {
        name: 'समुदाय, गोत्र और उपनाम के अनुसार कुलदेवी',
        description: 'वे समुदाय जिनके परिवारों, गोत्रों, खापों और वंशों को हमारे स्रोत किसी कुलदेवता से जोड़ते हैं: हर पृष्ठ उन्हें हर संबंध के स्रोत के साथ बताता है।',
        intro:
          'बहुत-से परिवार अपने देवता से पहले अपना समुदाय और गोत्र जानते हैं। अपना समुदाय चुनिए और उसके हर गोत्र, खाप या वंश और उपनाम के कुलदेवता देखिए, जैसा हमारे स्रोत बताते हैं।',
        card: (surnames, term, deities, division) =>
          `${surnames} ${count(surnames, term)}, ${deities} देवता${division ? `, ${division.oneOf} के अनुसार` : ''}`,
        alsoCalled: 'अन्य नाम: ',
      },
      seo: {
        description: (name, by, surnames, term, deities, examples) =>
          `हर ${name} ${by.oneOf} के कुलदेवता (कुलदेवी या कुलदेवता): ${surnames} ${count(surnames, term)} और ${deities} देवता${examples.length ? `, जैसे ${examples.join(', ')}` : ''}, हर एक अपने स्रोत के साथ।`,
        deitiesOf: (name) => `${name} समुदाय के कुलदेवता`,
        cardLabel: (by) => `समुदाय · ${by.oneOf} के अनुसार कुलदेवता`,
        imageAlt: (name, site) => `${name} समुदाय के कुलदेवता, गोत्र और उपनाम के अनुसार, ${site} पर`,
      },
      lead: {
        region: 'इस नाम के परिवार',
        surnameSays: (surname) => `${surname} एक उपनाम है`,
        surnameMain: (surname) => `${surname} परिवार के कुलदेवता देखें`,
        carriedBy: (n) => `हमारे अभिलेखों में ${n === 1 ? 'इस समुदाय' : 'इन समुदायों'} के परिवारों में यह उपनाम है`,
        communitySays: (name) => `${name} एक समुदाय है`,
        communityMain: (name, by) => `${name} समुदाय की कुलदेवियाँ ${by.oneOf} के अनुसार देखें`,
        gotraSays: (gotra) => `${gotra} एक गोत्र है`,
        gotraMain: (community, gotra, division) => `${community} समुदाय के ${gotra} ${division.oneOf} की कुलदेवियाँ देखें`,
        gotraOne: 'हमारे अभिलेखों में इस गोत्र वाला समुदाय',
        gotraMany: 'देवता गोत्र के साथ-साथ समुदाय पर भी निर्भर हैं: अपना समुदाय चुनें',
      },
    },
    mr: {
      home: 'मुखपृष्ठ',
      communities: 'समाज',
      title: (name, by) => `${name} समाजाची कुलदेवी आणि कुलदेवता, ${by.one}निहाय`,
      source: 'स्रोत',
      sources: 'स्रोत',
      summary: (surnames, name, term, deities, divisions, sources) =>
        `आमचे स्रोत ${surnames} ${name} ${surnames === 1 ? term.oneOf : term.manyOf}चे कुलदैवत सांगतात: ` +
        (divisions ? `${divisions.n} ${divisions.n === 1 ? divisions.term.oneOf : divisions.term.manyOf}मध्ये ` : '') +
        `${deities} ${deities === 1 ? 'देवता' : 'देवता'}, ${sources} ${sources === 1 ? 'स्रोतातून' : 'स्रोतांमधून'}.`,
      sameDeity: (by) =>
        `एकाच ${by.oneOf}ची कुटुंबे सहसा एकाच देवतेची उपासना करतात, पण नेहमीच नाही: खालील प्रत्येक यादी ती कुठून आली आणि किती विश्वासार्ह आहे ते सांगते. कृपया आपल्या वडीलधाऱ्यांकडून खात्री करून घ्या. `,
      findKuldevi: 'आपले कुलदैवत माहीत नाही? कुटुंबे ते कसे शोधतात',
      writtenAs: ['आमच्या स्रोतांमध्ये हे नाव असे लिहिले आहे: ', '.'],
      divisionIndex: (n, division) => `${count(n, division)} (${n})`,
      divisionHeading: (division, name) => `${division.one}: ${name}`,
      divisionNotRecorded: (division) => `${division.one}: नोंद नाही`,
      divisionSummary: (n, term, deities) => `${n} ${count(n, term)} · ${deities}`,
      surnamesOfLine: (n, term) => `${count(n, term)} (${n}):`,
      confidence: (band, score) => `विश्वासार्हता ${bands.mr[band]} (${score})`,
      confidenceRange: (low, high, min, max) => `विश्वासार्हता ${bands.mr[low]} ते ${bands.mr[high]} (${min} ते ${max})`,
      associations: (n) => `(${n} ${n === 1 ? 'संबंध' : 'संबंध'})`,
      allCommunities: 'सर्व समाज',
      sourceKinds: {
        traditional: 'पारंपरिक ज्ञान',
        research: 'संशोधनावर आधारित',
        community: 'समाजाकडून मिळालेली माहिती',
        inferred: 'समाजाच्या नियमावरून अनुमानित',
      },
      customs: {
        heading: (name) => `${name} कुटुंबे आपली कुलदेवी कशी मानतात`,
        kinds: {
          by_gotra: 'कुलदेवी गोत्रानुसार असते',
          by_clan: 'कुलदेवी कुळानुसार असते',
          by_village: 'गावाचे दैवत हेच कुलदैवत असते',
          by_family: 'प्रत्येक कुटुंबाचे स्वतःचे कुलदैवत असते',
        },
        commonlyKept: 'समाजात सहसा पुजल्या जाणाऱ्या देवता, हा स्रोत सांगतो त्याप्रमाणे (हे एखाद्या कुटुंबाचे उत्तर नाही): ',
        source: 'स्रोत: ',
      },
      link: (name, by) => `${name} समाज: ${by.one}निहाय कुलदेवी`,
      notFound: {
        title: 'समाज सापडला नाही',
        text: 'या समाजाचे आमच्याकडे पान नाही. समाजांच्या यादीत आमच्याकडील सर्व समाज आहेत.',
        all: 'सर्व समाज',
        surname: 'आडनावावरून शोधा',
      },
      list: {
        name: 'समाज, गोत्र आणि आडनावानुसार कुलदेवी',
        description:
          'ज्या समाजांतील कुटुंबे, गोत्रे, खापा आणि कुळे यांचा आमचे स्रोत एखाद्या कुलदैवताशी संबंध जोडतात ते समाज: प्रत्येक पान प्रत्येक संबंधाच्या स्रोतासह त्यांची यादी देते.',
        intro:
          'अनेक कुटुंबांना आपले दैवत माहीत होण्याआधी आपला समाज आणि गोत्र माहीत असते. आपला समाज निवडा आणि त्यातील प्रत्येक गोत्र, खाप किंवा कुळ आणि आडनावाचे कुलदैवत पाहा, आमचे स्रोत देतात त्याप्रमाणे.',
        card: (surnames, term, deities, division) =>
          `${surnames} ${count(surnames, term)}, ${deities} देवता${division ? `, ${division.one}निहाय` : ''}`,
        alsoCalled: 'इतर नावे: ',
      },
      seo: {
        description: (name, by, surnames, term, deities, examples) =>
          `प्रत्येक ${name} ${by.oneOf}चे कुलदैवत (कुलदेवी किंवा कुलदेवता): ${surnames} ${count(surnames, term)} आणि ${deities} देवता${examples.length ? `, उदा. ${examples.join(', ')}` : ''}, प्रत्येकाच्या स्रोतासह.`,
        deitiesOf: (name) => `${name} समाजाची कुलदैवते`,
        cardLabel: (by) => `समाज · ${by.one}निहाय कुलदैवते`,
        imageAlt: (name, site) => `${name} समाजाची कुलदैवते, गोत्र आणि आडनावानुसार, ${site} वर`,
      },
      lead: {
        region: 'या नावाची कुटुंबे',
        surnameSays: (surname) => `${surname} हे आडनाव आहे`,
        surnameMain: (surname) => `${surname} कुटुंबाचे कुलदैवत पाहा`,
        carriedBy: (n) => `आमच्या नोंदींनुसार हे आडनाव ${n === 1 ? 'या समाजाच्या' : 'या समाजांच्या'} कुटुंबांमध्ये आहे`,
        communitySays: (name) => `${name} हा एक समाज आहे`,
        communityMain: (name, by) => `${name} समाजाच्या कुलदेवी ${by.one}निहाय पाहा`,
        gotraSays: (gotra) => `${gotra} हे एक गोत्र आहे`,
        gotraMain: (community, gotra, division) => `${community} समाजातील ${gotra} ${division.oneOf}च्या कुलदेवी पाहा`,
        gotraOne: 'आमच्या नोंदींमध्ये हे गोत्र असलेला समाज',
        gotraMany: 'दैवत गोत्राबरोबरच समाजावरही अवलंबून असते: आपला समाज निवडा',
      },
    },
    gu: {
      home: 'મુખ્ય પૃષ્ઠ',
      communities: 'સમાજ',
      title: (name, by) => `${name} સમાજનાં કુળદેવી અને કુળદેવતા, ${by.oneOf} પ્રમાણે`,
      source: 'સ્રોત',
      sources: 'સ્રોતો',
      summary: (surnames, name, term, deities, divisions, sources) =>
        `અમારા સ્રોતો ${surnames} ${name} ${surnames === 1 ? term.oneOf : term.manyOf}ના કુળદેવતા જણાવે છે: ` +
        (divisions ? `${divisions.n} ${divisions.n === 1 ? divisions.term.oneOf : divisions.term.manyOf}માં ` : '') +
        `${deities} દેવતા, ${sources} ${sources === 1 ? 'સ્રોત' : 'સ્રોતો'}માંથી.`,
      sameDeity: (by) =>
        `એક જ ${by.oneOf}ના પરિવારો સામાન્ય રીતે એક જ દેવતાને માને છે, પણ હંમેશાં નહીં: નીચેની દરેક યાદી જણાવે છે કે તે ક્યાંથી આવી છે અને કેટલી વિશ્વસનીય છે. કૃપા કરીને તમારા વડીલોને પૂછીને ખાતરી કરો. `,
      findKuldevi: 'તમારી કુળદેવી નથી જાણતા? પરિવારો તેમને કેવી રીતે શોધે છે',
      writtenAs: ['અમારા સ્રોતોમાં આ નામ આ રીતે લખાયું છે: ', '.'],
      divisionIndex: (n, division) => `${count(n, division)} (${n})`,
      divisionHeading: (division, name) => `${division.one}: ${name}`,
      divisionNotRecorded: (division) => `${division.one}: નોંધ નથી`,
      divisionSummary: (n, term, deities) => `${n} ${count(n, term)} · ${deities}`,
      surnamesOfLine: (n, term) => `${count(n, term)} (${n}):`,
      confidence: (band, score) => `વિશ્વસનીયતા ${bands.gu[band]} (${score})`,
      confidenceRange: (low, high, min, max) => `વિશ્વસનીયતા ${bands.gu[low]}થી ${bands.gu[high]} (${min}થી ${max})`,
      associations: (n) => `(${n} ${n === 1 ? 'સંબંધ' : 'સંબંધો'})`,
      allCommunities: 'બધા સમાજ',
      sourceKinds: {
        traditional: 'પરંપરાગત જ્ઞાન',
        research: 'સંશોધન આધારિત',
        community: 'સમાજ તરફથી મળેલી માહિતી',
        inferred: 'સમાજના નિયમ પરથી અનુમાનિત',
      },
      customs: {
        heading: (name) => `${name} પરિવારો પોતાની કુળદેવી કેવી રીતે માને છે`,
        kinds: {
          by_gotra: 'કુળદેવી ગોત્ર પ્રમાણે હોય છે',
          by_clan: 'કુળદેવી કુળ પ્રમાણે હોય છે',
          by_village: 'ગામના દેવતા એ જ કુળદેવતા હોય છે',
          by_family: 'દરેક પરિવારના પોતાના કુળદેવતા હોય છે',
        },
        commonlyKept: 'સમાજમાં સામાન્ય રીતે મનાતા દેવતા, આ સ્રોત જણાવે છે તે મુજબ (આ કોઈ પરિવારનો જવાબ નથી): ',
        source: 'સ્રોત: ',
      },
      link: (name, by) => `${name} સમાજ: ${by.oneOf} પ્રમાણે કુળદેવીઓ`,
      notFound: {
        title: 'સમાજ મળ્યો નથી',
        text: 'આ સમાજનું અમારી પાસે કોઈ પાનું નથી. સમાજોની યાદીમાં અમારી પાસેના બધા સમાજ છે.',
        all: 'બધા સમાજ',
        surname: 'અટક પરથી શોધો',
      },
      list: {
        name: 'સમાજ, ગોત્ર અને અટક પ્રમાણે કુળદેવી',
        description: 'એવા સમાજો જેમના પરિવારો, ગોત્રો, ખાપ અને કુળને અમારા સ્રોતો કોઈ કુળદેવતા સાથે જોડે છે: દરેક પાનું દરેક સંબંધના સ્રોત સાથે તેમની યાદી આપે છે.',
        intro:
          'ઘણા પરિવારો પોતાના દેવતા પહેલાં પોતાનો સમાજ અને ગોત્ર જાણતા હોય છે. તમારો સમાજ પસંદ કરો અને તેના દરેક ગોત્ર, ખાપ કે કુળ અને અટકના કુળદેવતા જુઓ, જેમ અમારા સ્રોતો આપે છે.',
        card: (surnames, term, deities, division) =>
          `${surnames} ${count(surnames, term)}, ${deities} દેવતા${division ? `, ${division.oneOf} પ્રમાણે` : ''}`,
        alsoCalled: 'અન્ય નામ: ',
      },
      seo: {
        description: (name, by, surnames, term, deities, examples) =>
          `દરેક ${name} ${by.oneOf}ના કુળદેવતા (કુળદેવી કે કુળદેવતા): ${surnames} ${count(surnames, term)} અને ${deities} દેવતા${examples.length ? `, જેમ કે ${examples.join(', ')}` : ''}, દરેક તેના સ્રોત સાથે.`,
        deitiesOf: (name) => `${name} સમાજના કુળદેવતા`,
        cardLabel: (by) => `સમાજ · ${by.oneOf} પ્રમાણે કુળદેવતા`,
        imageAlt: (name, site) => `${name} સમાજના કુળદેવતા, ગોત્ર અને અટક પ્રમાણે, ${site} પર`,
      },
      lead: {
        region: 'આ નામના પરિવારો',
        surnameSays: (surname) => `${surname} એક અટક છે`,
        surnameMain: (surname) => `${surname} પરિવારના કુળદેવતા જુઓ`,
        carriedBy: (n) => `અમારી નોંધો મુજબ આ અટક ${n === 1 ? 'આ સમાજના' : 'આ સમાજોના'} પરિવારોમાં છે`,
        communitySays: (name) => `${name} એક સમાજ છે`,
        communityMain: (name, by) => `${name} સમાજની કુળદેવીઓ ${by.oneOf} પ્રમાણે જુઓ`,
        gotraSays: (gotra) => `${gotra} એક ગોત્ર છે`,
        gotraMain: (community, gotra, division) => `${community} સમાજના ${gotra} ${division.oneOf}ની કુળદેવીઓ જુઓ`,
        gotraOne: 'અમારી નોંધોમાં આ ગોત્ર ધરાવતો સમાજ',
        gotraMany: 'દેવતા ગોત્રની સાથે સમાજ પર પણ આધાર રાખે છે: તમારો સમાજ પસંદ કરો',
      },
    },
  },
);

/** The confidence bands in each language. */
const bands: Record<Exclude<Language, 'en'>, Record<Band, string>> = {
  hi: { High: 'उच्च', Medium: 'मध्यम', Low: 'कम' },
  mr: { High: 'उच्च', Medium: 'मध्यम', Low: 'कमी' },
  gu: { High: 'ઊંચી', Medium: 'મધ્યમ', Low: 'ઓછી' },
};
