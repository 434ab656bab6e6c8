/**
 * Content of the About page: four tabs, the frequently asked questions and the closing call to action.
 * Plain text only; the page supplies all markup.
 */

export type AboutTabId = 'overview' | 'history' | 'significance' | 'practices';

export interface AboutSection {
  heading: string;
  paragraphs: string[];
}

export interface AboutTab {
  id: AboutTabId;
  label: string;
  heading: string;
  intro: string;
  sections: AboutSection[];
}

export interface AboutFaqItem {
  question: string;
  answer: string;
  /** A page that answers the question at length. */
  more?: { label: string; href: string };
}

export interface AboutCtaLink {
  label: string;
  href: string;
}

export interface AboutCta {
  heading: string;
  text: string;
  primary: AboutCtaLink;
  secondary: AboutCtaLink;
}

export const defaultAboutTab: AboutTabId = 'overview';

export const aboutTabs: AboutTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    heading: 'What is a kuldevta?',
    intro:
      'A kuldevta is the deity a family has worshipped as its own for generations. The word joins kula, meaning family or lineage, with devata, meaning deity. When the deity is a goddess she is usually called the kuldevi. Many Hindu and Jain families in India and around the world still honour this deity, even when they live far from the place where the worship began.',
    sections: [
      {
        heading: 'A deity that belongs to the family',
        paragraphs: [
          'Most Hindus worship many forms of the divine. Alongside a personal favourite and the gods of great pilgrimage centres, a family usually has one deity it regards as its guardian across the generations. That deity is inherited rather than chosen: children learn of it from parents and grandparents, and it is expected to watch over the whole line, including those not yet born.',
          'The family deity is often tied to a particular temple in a particular place, frequently the village or region the family came from long ago. Even families that moved away centuries ago may still travel back to that temple for important occasions.',
        ],
      },
      {
        heading: 'Kuldevta and kuldevi',
        paragraphs: [
          'Kuldevta is the general word and is often used for a male deity, such as Khandoba, Bhairav or a form of Shiva or Vishnu. Kuldevi is used when the family deity is a goddess, such as a form of Durga, Amba, Bhavani, Lakshmi or a local mother goddess. Many families have a kuldevi, and some honour both a kuldevi and a kuldevta together.',
          'Spellings and names change from region to region. You may see kuldev, kuladevata, kul devi, kuladevi, kuladeivam in Tamil, or kuladevaru in Kannada. They all describe the same idea.',
        ],
      },
      {
        heading: 'Why families look for their kuldevta today',
        paragraphs: [
          'Knowledge of the family deity used to pass by word of mouth, from elders to children, and through family priests and genealogists who visited regularly. Moving to cities and abroad, smaller households and the loss of older relatives have broken that chain for many people.',
          'People usually begin looking when a wedding, a birth, a first haircut or a death in the family calls for the family deity to be remembered, or simply out of a wish to understand where they come from.',
        ],
      },
      {
        heading: 'What this website offers',
        paragraphs: [
          'You can search by surname to see which deities are associated with families of that name, or search by the name of a deity to read about it, its main temples, its festivals and the ways families worship it. Prayers such as aartis and mantras are given in their original script, with a transliteration in Latin letters and an English meaning.',
          'Every link between a surname and a deity shows where the information came from and how confident we are in it. The same surname is often shared by families of different communities with different deities, so we show every association we know of rather than a single answer. The final word always belongs to your own family and its elders.',
        ],
      },
    ],
  },
  {
    id: 'history',
    label: 'History',
    heading: 'How the tradition grew',
    intro:
      'The worship of a family deity was not created at a single moment. It grew over a very long time out of older ideas of lineage, the rise of goddess worship, the histories of ruling clans and local communities, and the movement of families across India and the world. The periods below are broad and overlap; dates for early texts are approximate and debated by scholars.',
    sections: [
      {
        heading: 'Vedic roots: kula and gotra',
        paragraphs: [
          'The Vedic literature, composed over many centuries before the common era, already gives great weight to lineage. The household fire, the rites for ancestors and the duty to continue the family line appear throughout these texts and in the later manuals of domestic ritual.',
          'Two ideas from this period still shape family identity. Kula is the family or clan as a living line of descent. Gotra names a lineage traced back to an ancient seer, or rishi, and came to govern whom one may marry. The Vedic texts do not describe kuldevtas as they are known today, but they set the pattern of a lineage with its own rites, obligations and protectors.',
        ],
      },
      {
        heading: 'Puranic and Shakta developments',
        paragraphs: [
          'From around the early centuries of the common era, the Puranas and the epics gathered stories of Vishnu, Shiva and the Goddess and linked them to sacred places across the subcontinent. Temple worship, images and pilgrimage became central to religious life.',
          'Goddess worship grew especially strong. The Devi Mahatmya, usually dated to around the middle of the first millennium, praises one great Goddess who takes many forms. In the Shakta tradition that followed, countless local goddesses came to be seen as forms of this one Devi, and sites such as the Shakti Peethas became famous. This way of seeing a village or clan goddess as a form of the universal Goddess is the foundation of much kuldevi worship.',
        ],
      },
      {
        heading: 'Early medieval clan goddesses and regional kuldevis',
        paragraphs: [
          'In the early medieval period, roughly the second half of the first millennium into the early centuries of the second, many ruling lineages and regional communities took particular goddesses as guardians of the clan. Temples were built and endowed by these families, and the goddess became bound up with the clan name, its territory and its fortunes.',
          'Rajput clans of western and northern India are a well known example: many trace their kuldevi to this era, and clans such as the Rathores and Chauhans are traditionally linked with their own kuldevis. Trading and Jain communities of Rajasthan and Gujarat likewise honour clan goddesses, such as Sachiya Mata at Osian for many Oswal families. The same pattern later shaped Maratha families in the Deccan, where Tulja Bhavani of Tuljapur is remembered as the family goddess of the Bhosale line, and it can be seen in many other regions.',
        ],
      },
      {
        heading: 'Medieval bhakti and temple towns',
        paragraphs: [
          'During the medieval centuries, the bhakti movements spread devotion in the languages people spoke every day. Saints and poets composed songs to deities such as Vitthal, Khandoba, the Devi and Shiva, and many of the aartis and bhajans families sing today come from this long tradition or were written in its style.',
          'Temple towns such as Jejuri, Tuljapur, Kolhapur, Saundatti, Ambaji and many others became places that families returned to across generations for weddings, vows and first haircuts. When political upheaval threatened temples, deities were sometimes carried to new sites; in Goa, for example, several family deities were moved inland in the sixteenth century and their devotees followed them there. Families kept their link to the deity even when its home changed.',
        ],
      },
      {
        heading: 'Colonial-era migration and record keeping',
        paragraphs: [
          'From the eighteenth century onwards, and especially in the nineteenth, families moved in large numbers to growing cities such as Bombay, Calcutta and Madras, and overseas to East Africa, Mauritius, Fiji, South Africa and the Caribbean. Many carried their family deity with them as a small image, a photograph or a memory, and set up shrines in their new homes.',
          'Family memory was also kept by specialists. In Gujarat, Rajasthan and nearby regions, hereditary genealogists known as Barots or Bhats kept written books of their patron families, recording births, marriages, places of origin and often the kuldevi. At pilgrimage towns such as Haridwar, the family priests known as pandas kept registers in which visiting families were entered by home district and surname, sometimes over many generations. Government surveys and gazetteers of the period also described the customs of many communities, though not always accurately.',
        ],
      },
      {
        heading: 'Modern diaspora and the digital era',
        paragraphs: [
          'In the twentieth century, partition, rapid urbanisation and migration to Britain, North America, the Gulf, Australia and elsewhere spread families further than ever. Many grew up without knowing their family deity, or knowing only the name and not the place. Genealogists and family priests are consulted less often, and fewer households keep the old customs in full.',
          'At the same time, community associations, printed directories, temple websites and family groups online have helped people reconnect. Temples outside India often make space for kuldevis of the communities they serve. This website is part of that effort: it gathers what is known, shows where each piece of information comes from, and invites families to add what they remember.',
        ],
      },
    ],
  },
  {
    id: 'significance',
    label: 'Significance',
    heading: 'Why the family deity matters',
    intro:
      "For families who keep the tradition, the kuldevta is more than one deity among many. It is the protector of the lineage, a link to the family's place of origin and a presence at every important turning point in life.",
    sections: [
      {
        heading: 'Protector of the lineage',
        paragraphs: [
          'The kuldevta is believed to watch over the family as a whole: its health, its children, its harmony and its continuity. Many families turn to the kuldevta first, before any other deity, when they begin something new or face difficulty.',
          'A common belief holds that blessings sought from other deities reach a family more surely when its own family deity has been remembered and honoured. For this reason, some families invite the kuldevta or kuldevi before any other deity when preparing for a wedding or another major ceremony.',
        ],
      },
      {
        heading: 'Present at life events',
        paragraphs: [
          "In many communities the family deity is honoured at each stage of life. A newborn may be taken to the family temple, a child's first haircut may be performed there, and a newly married couple often visits to seek blessings together. Before a wedding, the family deity is commonly invited or worshipped at home as part of the preparations.",
          'The details differ widely from one region and community to another, but the idea is shared: the family deity is told of and included in every important change in the family.',
        ],
      },
      {
        heading: 'Identity and belonging',
        paragraphs: [
          "Knowing the family deity tells a person something about where their family comes from: the region, the community and sometimes the very village of their ancestors. For families living far away, a visit to the kuldevi's temple can be a journey home.",
          'Families who share a kuldevta often feel a bond with one another, and the annual fair or festival at the temple can bring together relatives who otherwise rarely meet.',
        ],
      },
      {
        heading: 'Among Jain families',
        paragraphs: [
          'Many Jain communities, particularly in Rajasthan and Gujarat, also honour kuldevis. In Jain understanding these goddesses are protective deities who can help with worldly matters; they are respected but are distinct from the Tirthankaras, who remain the ideal and the focus of worship for spiritual liberation.',
          "Some Jain families visit their kuldevi's temple for family occasions much as Hindu families do, and many Jain and Hindu families of the same region share the same kuldevi.",
        ],
      },
    ],
  },
  {
    id: 'practices',
    label: 'Practices',
    heading: 'How families worship',
    intro:
      'There is no single correct way to worship a family deity. Each family follows customs handed down to it, and those customs vary by region, community and household. The practices below are common, but the customs of your own family come first.',
    sections: [
      {
        heading: 'At home',
        paragraphs: [
          "Many families keep an image, a symbol or a photograph of the kuldevta or kuldevi in the home shrine. Daily or weekly worship may be simple: lighting a lamp and incense, offering flowers, kumkum and sweets, and singing or reciting the deity's aarti.",
          'Some deities are honoured on particular days of the week or of the lunar month. Families whose kuldevi is a form of the Goddess often give special attention to Navratri.',
        ],
      },
      {
        heading: 'Visiting the family temple',
        paragraphs: [
          "Many families try to visit the temple of their kuldevta regularly, whether every year, every few years or at least once in a lifetime. Visits are often timed to the temple's annual fair or festival, or to a family event such as a wedding, the birth of a child or a first haircut.",
          "At the temple, families make offerings such as a coconut, flowers, a sari or cloth for the goddess, sweets and a lamp. The temple priest may perform a puja in the family's name. Families who cannot travel often ask a relative to make the offering on their behalf.",
        ],
      },
      {
        heading: 'Vows, thanksgiving and family gatherings',
        paragraphs: [
          'People commonly make a vow to the family deity when praying for something important, such as a child, recovery from illness or success in a venture, promising a visit or an offering once the prayer is answered. Fulfilling the vow is taken seriously.',
          'Some traditions include night-long devotional gatherings in honour of the deity, such as the jagran in northern India or the gondhal in Maharashtra, often held after a wedding or another happy event.',
        ],
      },
      {
        heading: 'If you are starting again',
        paragraphs: [
          "If your family has lost touch with its kuldevta, begin by asking the oldest relatives on your father's side, or on your husband's side if that is your family's custom. Ask about the native village, the gotra, the community and any temple the family used to visit. Family priests and community associations can often help.",
          'Once you know the deity, you can begin simply: keep its picture at home, learn its aarti, and plan a visit to its temple when you are able. Sincerity matters more than elaborate ritual.',
        ],
      },
    ],
  },
];

export const aboutFaq: AboutFaqItem[] = [
  {
    question: 'What is a kuldevta?',
    answer:
      "A kuldevta is the family deity: the god or goddess that a family has worshipped as its own guardian for generations. The word comes from kula, family or lineage, and devata, deity. It is inherited, usually through the father's line, and is often linked to a temple in the region the family originally came from.",
  },
  {
    question: 'What is the difference between a kuldevi, a kuldevta, an ishta devata and a gramadevata?',
    answer:
      'A kuldevta is the deity of the family lineage, and a kuldevi is a family deity who is a goddess. An ishta devata is the deity a person feels personally drawn to and chooses to worship; it can differ from person to person within one family. A gramadevata is the guardian deity of a village or locality, worshipped by people who live there whatever their family. One family can honour all of these, and sometimes the same deity fills more than one role.',
  },
  {
    question: 'How do I find my kuldevta?',
    answer:
      'Start with your family: elders, relatives in your native place, your family priest or community association are the most reliable sources. You can also search this website by surname to see which deities are associated with families of that name, and narrow the results by community or gotra if you know them. Treat the results as a starting point to discuss with your family, not as a final answer.',
  },
  {
    question: "What if my family doesn't know its kuldevta?",
    answer:
      'This is common and nothing to feel ashamed of. Try to learn your native village or district, your community and your gotra, then ask relatives from that place, the priests of temples there, or community organisations. Genealogists and pilgrimage priests may hold old records of your family. In the meantime, many families simply continue to worship the deities they already honour at home. When you do learn something, you can send it to us to help other families.',
    more: { label: 'How families find a kuldevi they do not know', href: '/how-to-find-your-kuldevi' },
  },
  {
    question: 'Does the family deity change after marriage?',
    answer:
      "Traditions vary. In many communities a married woman takes up her husband's family deity and visits its temple with him after the wedding, while still keeping respect for the deity of the family she was born into. Other families continue some worship of both. Ask the elders of both families what your own custom is.",
  },
  {
    question: 'Do Jains have kuldevis?',
    answer:
      'Yes. Many Jain families, especially in communities of Rajasthan and Gujarat such as the Oswals, honour a kuldevi as a protective goddess of the clan. In Jain teaching she is respected as a guardian who can help in worldly matters, while the Tirthankaras remain the focus of worship for spiritual liberation.',
  },
  {
    question: 'How sure is the information on this website?',
    answer:
      'Every association between a surname and a deity shows its source and a confidence level: high, medium or low. Some come from long-established tradition, some from published research, some from families who wrote to us, and some are inferred by us and are always marked low. One surname is often shared by families with different deities, so we show every association we know of. Please confirm with your family elders before relying on any result.',
  },
];

export const aboutCta: AboutCta = {
  heading: 'Begin with your surname',
  text: 'Search by your family name to see which deities are associated with it, where each association comes from and how confident we are. If you already know the name of the deity, you can read about it, its temples and its prayers.',
  primary: { label: 'Search by Surname', href: '/surname-search' },
  secondary: { label: 'Explore Deities', href: '/search' },
};
