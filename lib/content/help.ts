import { sourceLabelsHelp } from './source-labels';
/**
 * Content of the Help centre: the categories and the articles in them.
 * Plain text only; the page supplies all markup. The 'account' category is defined for
 * completeness, but the page shows no tab for it yet.
 */

export type HelpCategoryId = 'general' | 'search' | 'technical' | 'account';

export interface HelpCategory {
  id: HelpCategoryId;
  label: string;
}

export interface HelpArticle {
  /** Stable kebab-case identifier, usable as an anchor. */
  id: string;
  category: HelpCategoryId;
  question: string;
  answer: string;
}

export const helpCategories: HelpCategory[] = [
  { id: 'general', label: 'General' },
  { id: 'search', label: 'Search & Navigation' },
  { id: 'technical', label: 'Technical Issues' },
  { id: 'account', label: 'Account' },
];

export const helpArticles: HelpArticle[] = [
  // General
  {
    id: 'what-is-this-site',
    category: 'general',
    question: 'What can I do on this website?',
    answer:
      'You can find the family deity (kuldevta or kuldevi) associated with a surname, read about a deity, its temples, festivals and the ways families worship it, and read aartis and mantras in their original script with a transliteration and an English meaning. If you know something about your own family deity that we do not have, you can send it to us.',
  },
  {
    id: 'confidence-levels',
    category: 'general',
    question: 'What do the confidence levels mean?',
    answer:
      'Each link between a surname and a deity has a confidence score out of 100. High means a score of 80 or more: the association is well established and supported by reliable sources. Medium means 60 to 79: it is supported, but less firmly or by fewer sources. Low means below 60: treat it as a possibility worth checking with your family, not as a fact. No score replaces what your own elders know.',
  },
  {
    id: 'source-labels',
    category: 'general',
    question: 'What do the source labels mean?',
    answer: sourceLabelsHelp(),
  },
  {
    id: 'submit-family-information',
    category: 'general',
    question: "How do I send in my family's kuldevta information?",
    answer:
      "When a search finds no results, the empty result offers a button that opens the 'Submit Information' form. The form asks for your name, your town, your region or state, an email address if you would like us to be able to contact you (this is optional), and what you know about your family's kuldevta in 10 to 2000 characters. Helpful details include your surname, community, gotra, native village, the name of the deity and the place of its temple, and how the knowledge came down in your family.",
  },
  {
    id: 'how-submissions-are-reviewed',
    category: 'general',
    question: 'What happens after I send information?',
    answer:
      "Every submission is read by a person before anything appears on the site. Reviewers check it against what we already know and may approve it, keep it for further checking, or decline it. If it is approved, the deity information is published as a 'Community Input' association for that surname. Your name, email address and other personal details are never published.",
  },
  {
    id: 'privacy-and-your-data',
    category: 'general',
    question: 'What do you know about me when I use the site?',
    answer:
      'Very little. There are no accounts, no cookies and no third-party analytics or advertising. We keep anonymous search statistics (the words searched, not who searched them) to learn which surnames and deities are missing. The favourites and search history on your dashboard are kept only in your own browser and are never sent to us. If you send a form, we keep what you typed in it. The Privacy Policy explains all of this in full.',
  },
  {
    id: 'reading-prayers',
    category: 'general',
    question: 'How do I read the aartis and mantras?',
    answer:
      'Open a deity and choose one of its prayers. Each prayer shows the text in its original script, such as Devanagari or Gujarati, then a transliteration in Latin letters so you can recite it even if you cannot read the script, and then an English translation of the meaning. You can print a prayer or copy its text with the buttons on the prayer page, for example to share it with family.',
  },
  {
    id: 'report-incorrect-information',
    category: 'general',
    question: 'I think some information is wrong. How do I tell you?',
    answer:
      "Please write to us through the Contact page and choose 'Content' as the subject. Tell us the page or the surname and deity concerned, what you believe is wrong and, if you can, how you know: a family record, a temple, a community publication or your elders. Every report is read, and corrections are made once they have been checked.",
  },

  // Search & Navigation
  {
    id: 'how-surname-matching-works',
    category: 'search',
    question: 'How does the surname search work?',
    answer:
      'Type your surname and we compare it with the surnames we hold, including their known spellings. The answer lists the communities that carry the name, the one that carries it most first where a source says so, each with its deities and the gotras they apply to. A close spelling of the same name is offered under Did you mean, with its community, the more common spellings first. Each deity card on the surname page gives the source and the confidence level.',
  },
  {
    id: 'spelling-variations',
    category: 'search',
    question: 'My surname is spelled differently. Will I still find it?',
    answer:
      'Usually, yes. Indian surnames are written in English in many ways, for example Agarwal, Agrawal and Aggarwal, and we record known spellings together so that any of them finds the same families. Close spellings we have not recorded are still found by similarity, further down the list. If your spelling is not found, try the most common form of the name, or a shorter form without an added ending.',
  },
  {
    id: 'search-in-indian-scripts',
    category: 'search',
    question: 'Can I search in Hindi, Marathi or Gujarati script?',
    answer:
      'Yes. You can type your surname in Devanagari, for example अग्रवाल, or in Gujarati, for example પટેલ, as well as in English letters. Surnames written in an Indian script are matched against the same records as their English spellings. If a search in one script finds nothing, try the other.',
  },
  {
    id: 'community-and-gotra',
    category: 'search',
    question: 'Why should I add my community or gotra?',
    answer:
      'The same surname is often used by families of different communities, and even within one community different gotras may honour different deities. If you know your community or gotra, choosing it narrows the results to the associations that apply to families like yours. If you are not sure, leave them out and look at all the results.',
  },
  {
    id: 'several-deities-for-one-surname',
    category: 'search',
    question: 'Why does my surname show several deities?',
    answer:
      'Because many families share a surname without sharing a deity. A surname can be used by families of different communities, regions and gotras, each with its own kuldevta or kuldevi. Sometimes sources also disagree about the same family. Rather than choose one answer for you, we show every association side by side with its source and confidence, so you can compare them with what your family knows.',
  },
  {
    id: 'no-results-found',
    category: 'search',
    question: 'My search found nothing. What can I do?',
    answer:
      "Check the spelling and try other common spellings of the name, or remove a community or gotra you selected. If there is still nothing, we may not yet have information about your surname. You can help by opening the 'Submit Information' form from the empty result and telling us what your family knows.",
  },
  {
    id: 'search-by-deity',
    category: 'search',
    question: 'Can I search for a deity instead of a surname?',
    answer:
      'Yes. Use the deity search to find a deity by name, such as Khandoba, Tulja Bhavani or Ambaji, and open its page to read about it, its main temples, its festivals, how families worship it and its prayers. Deities often have several names, so if one name finds nothing, try another, or browse the list of deities.',
  },
  {
    id: 'dashboard-favourites-history',
    category: 'search',
    question: 'Where are my favourites and recent searches kept?',
    answer:
      "On your dashboard. They are stored only in your browser's local storage on the device you are using, and are never sent to us. This means they do not follow you to another device or browser, and they are removed if you clear your browser's site data or use a private window.",
  },

  // Technical Issues
  {
    id: 'site-slow-or-error',
    category: 'technical',
    question: 'The site is slow, or a page shows an error. What should I do?',
    answer:
      'Most problems are brief. Wait a moment and use the Try Again button on the page, or reload it, and check that your internet connection is working. If the problem continues, please write to us through the Contact page with the address of the page, roughly when it happened, what you saw and any reference shown on the error page, so that we can look into it.',
  },
  {
    id: 'text-shows-boxes',
    category: 'technical',
    question: 'Prayer text appears as boxes or broken letters. How do I fix it?',
    answer:
      'The fonts needed for Indian scripts are included with the site, so you should not need to install anything. Boxes or broken letters usually mean the browser is old or did not finish loading the page. Reload the page, and if that does not help, update your browser to its latest version or try another modern browser.',
  },
  {
    id: 'printing-and-copying',
    category: 'technical',
    question: 'How do I print or copy a prayer?',
    answer:
      'Use the print or copy button on the prayer page. Printing lets you keep a paper copy of the prayer for the home shrine or a family gathering. Copying places the text on your clipboard so you can paste it into a message or document. If the copy button does nothing, your browser may be blocking clipboard access; select the text and copy it in the usual way instead.',
  },
  {
    id: 'supported-browsers',
    category: 'technical',
    question: 'Which browsers and devices does the site work on?',
    answer:
      'The site works on phones, tablets and computers in current versions of the common browsers, including Chrome, Safari, Firefox and Edge. If something does not display properly, updating the browser usually solves it.',
  },

  // Account
  {
    id: 'do-i-need-an-account',
    category: 'account',
    question: 'Do I need an account?',
    answer:
      'No. There are no accounts at present. Everything on the site can be read and searched without signing in, and you can send information or a message without registering.',
  },
  {
    id: 'accounts-coming-soon',
    category: 'account',
    question: 'Will there be accounts in future?',
    answer:
      'Accounts and community features are planned and coming soon. Until then, your favourites and recent searches are kept in your own browser, and nothing you do here is tied to a profile.',
  },
];
