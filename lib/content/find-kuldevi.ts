/**
 * "Don't know your kuldevi?": how families find a family deity they have lost, in our own
 * words. Every statement names the sources it rests on, each the original page (a Wikipedia
 * article read only in a copy is named "Wikipedia: Title, as read on {day}" beside the
 * article's own address). The page adds only its own links and the list of questions.
 */

/** The date this text was last changed (ISO 8601). Update it with the text. */
export const lastUpdated = '2026-11-26';

export const title = "Don't Know Your Kuldevi? How Families Find Their Family Deity";
export const description =
  'How families who have lost the name of their kuldevi or kuldevta find it again: elders and relatives of the same surname and gotra, the native village temple, the family priest, Barot and Bhat genealogists, the registers of the tirth purohits at Haridwar, Prayagraj, Gaya and Pushkar, and what tradition says to do meanwhile.';

export interface Source {
  label: string;
  url: string;
}

export interface Statement {
  text: string;
  sources: Source[];
}

export interface Section {
  id: string;
  heading: string;
  statements: Statement[];
}

const S = {
  kuladevata: { label: 'Wikipedia: Kuladevata, as read on 23 November 2026', url: 'https://en.wikipedia.org/wiki/Kuladevata' },
  tdtemple: { label: 'TD Temple: the concept of kuladevatas', url: 'https://tdtemple.org/temple/kuldevata.htm' },
  hjs: {
    label: 'Hindu Janajagruti Samiti: questions about the kuldevi',
    url: 'https://hindujagruti.org/hinduism/hindu-gods/goddess-durga/faq-kuldevi',
  },
  vup: { label: 'Vedic Upasana Peeth: whose name to chant, the kuldevta or the kuldevi', url: 'https://www.vedicupasanapeeth.org/22765-2/' },
  santhipriya: {
    label: 'Santhipriya: how to find out the unidentified family deity',
    url: 'https://santhipriya.com/2020/10/family-deity-kulatheivam-how-to-find-out.html',
  },
  santhipriya2: {
    label: 'Santhipriya: kula devatha or tutelary family deities',
    url: 'https://santhipriya.com/2022/04/kula-devatha-or-tutelary-family-deities-1.html',
  },
  indiatv: {
    label: 'India TV: how to know your kuldevta or kuldevi',
    url: 'https://www.indiatvnews.com/lifestyle/spirituality/who-is-your-kuldevta-here-s-how-you-find-out-and-why-it-is-important-to-worship-them-2025-09-04-1006621',
  },
  marathiJagran: {
    label: 'Marathi Jagran: how to know your kuldevi or kuldevta (in Marathi)',
    url: 'https://www.marathijagran.com/web-stories/kuldevi-devta-how-to-know-who-your-kuldevi-devta-are-137250.html',
  },
  jani: {
    label: "Balvant S. Jani, 'Vahivancha's vahi: a study of Indian culture', in Jijnasa, p. 321 (book page)",
    url: 'https://jainqq.org/explore/022813/105',
  },
  jani2: {
    label: "Balvant S. Jani, 'Vahivancha's vahi: a study of Indian culture', in Jijnasa, p. 322 (book page)",
    url: 'https://jainqq.org/explore/022813/106',
  },
  indianExpress: {
    label: "The Indian Express: India's original record-keepers (2024)",
    url: 'https://indianexpress.com/article/express-sunday-eye/how-caste-based-genealogists-have-been-preserving-indias-history-9493932',
  },
  watchGujarat: {
    label: 'WatchGujarat: a Barot book of 250 families of Zadeshwar, Bharuch (in Gujarati)',
    url: 'https://watchgujarat.com/general/bharuch-digitalization-historic-record/',
  },
  bahi: { label: 'Wikipedia: Bahi genealogy registers', url: 'https://en.wikipedia.org/wiki/Bahi_genealogy_registers' },
  haridwar: { label: 'Wikipedia: Hindu genealogy registers at Haridwar', url: 'https://en.wikipedia.org/wiki/Hindu_genealogy_registers_at_Haridwar' },
  prayagraj: {
    label: 'Hindustan Times: pandas of the Sangam digitise their genealogies (2022)',
    url: 'https://www.hindustantimes.com/cities/others/now-pandas-of-sangam-to-greet-jajmans-with-digitised-genealogy-101652455637372.html',
  },
  gaya: {
    label: "ETV Bharat: the 'panda pothi' of Gaya (in Hindi)",
    url: 'https://etvbharat.com/amp/hindi/bihar/videos/gallery/about-300-years-old-history-of-ancestors-in-panda-pothi/bh20210925225401056',
  },
  pushkar: {
    label: 'Tripoto: the Hindu genealogy registers of Pushkar (travel blog)',
    url: 'https://www.tripoto.com/ajmer/trips/the-hindu-genealogy-banks-of-pushkar-jot-down-a-message-for-your-upcoming-generations-5a252f0644553',
  },
  nashik: {
    label: 'The Times of India: priests with an ancient paper trail help trace family trees (Nashik, 2015)',
    url: 'https://timesofindia.indiatimes.com/city/nashik/Priests-with-ancient-paper-trail-help-trace-family-tree/articleshow/50160318.cms',
  },
} satisfies Record<string, Source>;

export const intro: Statement[] = [
  {
    text: 'A kuldevi or kuldevta is the deity a family line has worshipped for generations. It is not chosen, as a personal deity (ishta devata) is: it comes with the family and its gotra, and it is different from the deity of the village where the family lives now.',
    sources: [S.kuladevata, S.tdtemple],
  },
  {
    text: 'So when a family has lost the name, it can usually be found again by following the family line back: to the relatives who share the surname and gotra, to the native village, and to the people who keep the family’s records.',
    sources: [S.hjs, S.santhipriya, S.jani2],
  },
];

export const sections: Section[] = [
  {
    id: 'elders',
    heading: 'Ask elders and relatives of the same surname and gotra',
    statements: [
      {
        text: 'Start with the oldest members of the family: parents, grandparents, uncles and aunts. If they do not know, ask other families of the same surname and the same community, and relatives who still live in the ancestral village.',
        sources: [S.indiatv, S.hjs, S.santhipriya],
      },
      {
        text: 'Ask which deity the family worships at a wedding, at the birth of a child or at a naming ceremony: these are occasions when the family deity is worshipped.',
        sources: [S.indiatv],
      },
      {
        text: 'By custom a woman worships the family deity of her husband’s family after marriage, so ask on the father’s side of the family.',
        sources: [S.santhipriya2],
      },
      {
        text: 'Some families keep a written family tree, and it may name the kuldevi or kuldevta.',
        sources: [S.vup],
      },
    ],
  },
  {
    id: 'village',
    heading: 'Go back to the native village and its temple',
    statements: [
      {
        text: 'The family deity is often the main deity of the ancestral village. Look for the temple where earlier generations went after a wedding or for a child’s first haircut (mundan): families visit their family deity’s temple on such occasions.',
        sources: [S.santhipriya, S.kuladevata],
      },
      {
        text: 'The temple, or its priest, in the native place can often tell a family which deity it worshipped.',
        sources: [S.indiatv],
      },
    ],
  },
  {
    id: 'priest',
    heading: 'Ask the family priest',
    statements: [
      {
        text: 'The family priest (purohit), or the priest of the village, is one of the people traditions name to ask when a family does not know its deity.',
        sources: [S.hjs, S.vup],
      },
    ],
  },
  {
    id: 'genealogists',
    heading: 'Ask the family’s genealogist: Barot, Bhat, Vahivancha',
    statements: [
      {
        text: 'Many communities have hereditary genealogists who keep each family’s record: the Barot chroniclers, called Vahivanchas, who used to visit each family they served about once a year, and the Bhats, who keep similar records. Each caste group has its own genealogists and its own families of patrons (jajmans).',
        sources: [S.jani, S.jani2, S.indianExpress, S.bahi],
      },
      {
        text: 'Their books (vahis) record names, births, deaths and marriages, and the family’s gotra; a Barot’s book opened in Zadeshwar, Bharuch, held the kul, gotra and origin of 250 families. The gotra and the native place are what a family deity usually follows, so with them a community’s page, its elders or the village temple can often name the deity.',
        sources: [S.jani2, S.watchGujarat, S.tdtemple, S.santhipriya],
      },
    ],
  },
  {
    id: 'registers',
    heading: 'Look in the registers of the tirth purohits',
    statements: [
      {
        text: 'At many places of pilgrimage, priests called tirth purohits or pandas keep registers (bahis or pothis) of the families who come to them, ordered by village and then by caste, and a family may consult its own pages.',
        sources: [S.bahi],
      },
      {
        text: 'At Haridwar the records give each family’s place of origin, names, caste and clan. To find them you need the family name, the place it came from and, if possible, when someone last visited.',
        sources: [S.haridwar],
      },
      {
        text: 'At Prayagraj the pandas of the Sangam find a family’s records by name, place, district and caste.',
        sources: [S.prayagraj],
      },
      {
        text: 'At Gaya, where families perform pind daan, the pandas find the names and signatures of ancestors in registers kept for about three hundred years.',
        sources: [S.gaya],
      },
      {
        text: 'Pushkar and Nashik have such registers too; at Nashik the priests ask for the native village and the surname.',
        sources: [S.pushkar, S.nashik],
      },
    ],
  },
  {
    id: 'meanwhile',
    heading: 'What traditions say to do meanwhile',
    statements: [
      {
        text: 'One tradition says that until the name is found, a family may chant the name of its ishta devata (the deity it worships by choice), or “Shri Kuladevatayai Namah”, addressed to the family deity without a name.',
        sources: [S.hjs, S.vup],
      },
      {
        text: 'Another writer says a family that does not know its deity can worship its own chosen deity while remembering the family deity, praying for the family’s well-being and asking forgiveness for its mistakes.',
        sources: [S.marathiJagran],
      },
      {
        text: 'Some people ask astrologers or have horoscopes read to find the deity; one writer who studied the question found that such readings seldom find the real family deity.',
        sources: [S.santhipriya],
      },
    ],
  },
];

/** The questions a family can print and take to its elders. Our own list, from the ways above. */
export const questions: string[] = [
  'What is our gotra? Do we belong to a clan, khap, kul or aankna within our community?',
  'Which village or town did our family come from, and where did it live before that?',
  'Which temple did the family visit after a wedding, or for a child’s first haircut (mundan)?',
  'Which deity is remembered first at a wedding, a thread ceremony or a naming ceremony?',
  'Whose name is in the family’s songs, prayers or household shrine?',
  'Who is our family priest (purohit), and where does his family live now?',
  'Does a Barot, Bhat or Vahivancha keep our family’s record? Where can we find him?',
  'Did the elders perform rites at Haridwar, Prayagraj, Gaya, Pushkar or Nashik? With which panda?',
  'Is there a family tree (vanshavali), old letters or papers that name the deity?',
  'Which relatives of our surname and gotra still live in the native village?',
];

/**
 * The custom of a married woman's family deity, as its source states it: shown on the family
 * card beside the family she married into.
 */
export const marriedWomanCustom: Statement = {
  text: 'By custom a woman worships the family deity of her husband’s family after marriage.',
  sources: [S.santhipriya2],
};
