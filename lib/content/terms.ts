/**
 * Content of the Terms of Service page. Plain text only; the page supplies all markup and
 * renders the configured support address wherever the text refers to "the email address
 * shown on this page".
 */

export interface LegalSection {
  /** Stable kebab-case identifier, usable as an anchor. */
  id: string;
  heading: string;
  paragraphs: string[];
}

/** The date these terms were last changed (ISO 8601). Update it with the text. */
export const lastUpdated = '2026-11-22';

export const sections: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    paragraphs: [
      'These terms apply to everyone who visits or uses the Kuldevta website. By using the site you agree to them. If you do not agree, please do not use the site.',
      'Our Privacy Policy explains what information we keep when you use the site and forms part of these terms.',
    ],
  },
  {
    id: 'about-the-service',
    heading: 'About the service',
    paragraphs: [
      'Kuldevta is a free public website that helps Hindu and Jain families find their family deity (kuldevta or kuldevi) by surname or by the name of the deity. It describes deities, their temples, their festivals and the ways families worship them, and presents aartis and mantras in their original script with a transliteration and an English meaning.',
      'Families can send us information about their own family deity, and anyone can send us a message. We may add, change or remove features and content at any time.',
    ],
  },
  {
    id: 'content-and-accuracy',
    heading: 'Content and accuracy',
    paragraphs: [
      'Family traditions differ widely between regions, communities, gotras and even households, and sources sometimes disagree. The information on this site is gathered from tradition, research and families themselves, and some of it is inferred by us. We work to make it accurate, but we cannot guarantee that any association between a surname and a deity is correct for your family.',
      'Each association shows its source and a confidence level so that you can judge how much weight to give it. Please confirm anything that matters to you with your family elders, your family priest or your community before acting on it.',
      'The content is offered for information and general interest. It is not religious instruction or advice, and it does not replace the guidance of your own family, priest or spiritual teacher.',
    ],
  },
  {
    id: 'using-the-site',
    heading: 'Using the site',
    paragraphs: [
      'You may use the site for personal, non-commercial purposes, including reading, searching, printing prayers for your own use and sharing links with others.',
      'You agree not to misuse the site. In particular, you must not send false, offensive or unlawful material; pretend to be someone else; try to gain access to parts of the site or its systems that are not meant for the public; interfere with the site or place an unreasonable load on it, for example by automated mass requests or copying the database; or use the site to harass or mislead others. We may limit or block access that appears to break these terms.',
    ],
  },
  {
    id: 'submissions',
    heading: 'Information you submit',
    paragraphs: [
      'When you send us information about your family deity, you confirm that it is, to the best of your knowledge, true, and that you are free to share it.',
      'By submitting it, you give us permission to review, edit for clarity, and publish the deity information you provided on this site, free of charge and without time limit, as a Community Input association, and to use it to improve our content. Every submission is reviewed by a person first, and we may decide not to publish it.',
      'This permission covers only the information about the deity. Your name, town, region, email address and other personal details are never published; they are handled as described in our Privacy Policy.',
    ],
  },
  {
    id: 'contact-messages',
    heading: 'Messages you send us',
    paragraphs: [
      'When you write to us through the contact form, we use your message to answer you and, where it concerns our content, to check and correct it. An automatic reply confirms that we received your message. We aim to reply within 24 hours, but we cannot promise a reply to every message or a particular outcome.',
      'Please do not include sensitive personal information in your message that we do not need in order to help you.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    paragraphs: [
      'Aartis, mantras and other sacred texts shown on the site are traditional and belong to the communities that have preserved them; we do not claim ownership of them. Where a text or translation comes from a particular source, that source keeps its rights.',
      'The descriptions and translations we have written, the way the information is arranged, and the design and name of the site belong to us. You may quote short passages for personal, educational or non-commercial purposes with a link to the page. Please ask us before reproducing larger parts of the site or its data.',
    ],
  },
  {
    id: 'third-party-links',
    heading: 'Links to other websites',
    paragraphs: [
      'The site may link to other websites, such as those of temples or organisations. We do not control those sites and are not responsible for their content, their accuracy or how they handle your information. A link does not mean we endorse the site or its owner.',
    ],
  },
  {
    id: 'accounts-and-community',
    heading: 'Accounts and community features',
    paragraphs: [
      'The site has no user accounts at present, and you do not need to register to use it. Accounts and community features are planned and coming soon.',
      'When they are introduced, additional terms for them will be added to this page, with notice as described below, before they apply to you.',
    ],
  },
  {
    id: 'disclaimers-and-liability',
    heading: 'Disclaimers and limitation of liability',
    paragraphs: [
      'The site is provided as it is and as available, free of charge. We do not promise that it will always be available, free of errors or suitable for any particular purpose, or that its information is complete or correct for your family.',
      'To the fullest extent the law allows, we are not liable for any loss or damage arising from your use of the site or your reliance on its content, including decisions about worship, rituals, travel or family matters. Nothing in these terms limits any liability that cannot be limited by law.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. When we make a significant change, we will show a notice on this page at least 30 days before the change takes effect, and the date at the top of the page will show when the terms were last updated.',
      'If you continue to use the site after a change takes effect, the updated terms apply to you.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    paragraphs: [
      'If you have a question about these terms, please write to our email support at the email address shown on this page, or use the contact form. We aim to reply within 24 hours.',
      'Answers to common questions about searching, submissions and using the site are in the help centre at /help.',
    ],
  },
];
