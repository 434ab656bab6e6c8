/**
 * Content of the Privacy Policy page. Plain text only; the page supplies all markup and
 * renders the configured support address wherever the text refers to "the email address
 * shown on this page". Every statement here must match what the site really stores.
 */

import type { LegalSection } from './terms';

export type { LegalSection };

/** The date this policy was last changed (ISO 8601). Update it with the text. */
export const lastUpdated = '2026-11-22';

export const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      'Kuldevta ("we", "us") runs this website, a free public resource that helps Hindu and Jain families find their family deity by surname or deity name and read about deities and their prayers.',
      'This policy explains what information we keep when you use the site, why, for how long, who else handles it, and the choices you have. We collect as little as we can: you can search and read everything on the site without telling us who you are.',
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    paragraphs: [
      "When you send information about your family deity through the Submit Information form, we keep your name, your town, your region or state, your email address if you choose to give it (stored in lower case), the deity information you wrote, the search term that led you to the form, your browser's user-agent string (a short description of the browser and device software, sent by every browser), and the date. Each submission also has a review status: pending, reviewed, approved or rejected.",
      "When you send a message through the contact form, we keep your name, your email address, the subject, your message, your browser's user-agent string and the date.",
      "When you search, we record the search term, whether it was a deity or surname search, whether any results were found and how many, the filters you chose, your browser's user-agent string and the date. We do not store your name, your email address or your IP address with these records, and they cannot be linked to you.",
      'To protect the site and its forms from abuse, we use a one-way hash of your IP address, made with a secret salt so that it cannot be turned back into the address, to limit how many requests can come from one source in a short time. We do not store your IP address itself.',
      'We count how many times each prayer is viewed. These are simple totals for each prayer and are not linked to any visitor.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'How we use your information',
    paragraphs: [
      "We use family submissions to review and improve our information about family deities. If a reviewer approves a submission, the deity information in it is published on the site as a 'Community Input' association. Your name, email address and other personal details are never published. We may use your email address, if you gave one, to ask you about your submission.",
      'We use contact messages to answer you and to act on what you tell us, such as correcting content.',
      'We use search records, in aggregate, to understand which surnames and deities people look for and which are missing, so that we know what to research next. We use the user-agent strings to diagnose problems with particular browsers and to recognise automated abuse.',
      'We use the hashed IP address only for rate limiting and for nothing else. We never use any of this information for advertising or profiling, and we do not make automated decisions about you.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Sharing your information',
    paragraphs: [
      'We do not sell, rent or trade your personal information, and we do not share it with advertisers.',
      "We use a small number of service providers who handle information only on our behalf and under our instructions: our database hosting provider, Supabase, which stores the site's content, submissions, messages and search records; and an email delivery provider, which sends two emails when you use the contact form: your message to our support address, and an automatic reply to you confirming that we received it.",
      'We may also disclose information if the law requires it, or where necessary to protect the safety of people or the security of the site.',
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'Submissions, contact messages and search records cannot be read through the public website, and access to them is limited to the people who review them and answer messages. IP addresses are never stored; only a salted, one-way hash is kept, and only briefly.',
      'No system is perfectly secure, but we take reasonable steps to protect the information we hold and keep as little of it as we can.',
    ],
  },
  {
    id: 'cookies-and-local-storage',
    heading: 'Cookies and local storage',
    paragraphs: [
      'The site sets no cookies. We use no third-party analytics, advertising or tracking tools, and the fonts are served from our own site rather than from an outside provider.',
      "The dashboard keeps your favourites and your recent searches in your browser's local storage, on your own device. This information is never sent to us. You can remove it at any time by clearing the site's data in your browser settings.",
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'You may ask to see the personal information we hold about you, to have it corrected, or to have it deleted. To do so, email our support address, shown on this page, from the email address you used with us if possible, and tell us which submission or message your request concerns. We may ask for details to confirm that the information is yours before acting on the request.',
      'Search records and prayer view counts contain nothing that identifies you, so we cannot find or single out your searches in them. The favourites and recent searches on your dashboard are kept only in your browser, and you can delete them yourself.',
      'If deity information from your submission has been published, we will consider removing or changing it on request. Because it is published without your name or email address, it does not identify you.',
    ],
  },
  {
    id: 'data-retention',
    heading: 'How long we keep information',
    paragraphs: [
      'Family submissions are kept while they are under review and for 2 years after the review is completed, and are then deleted. If a submission is approved, the deity information published from it remains on the site as a Community Input association, without your name or email address.',
      "Contact messages are kept for 2 years. Search records are kept for 12 months. Hashed IP addresses used for rate limiting are kept for 24 hours at most. Prayer view counts are totals that identify no one and are kept as part of the site's statistics.",
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: [
      'The site is open to all, but its forms are not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has sent us personal information, please contact us and we will delete it.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    paragraphs: [
      'Our database and email providers may store or process information in countries other than the one you live in, whose data protection laws may differ from yours. When we use such providers, we choose ones that commit to protecting the information they handle for us.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy, for example when the site gains new features. When we make a significant change, we will show a notice on this page at least 30 days before the change takes effect, and the date at the top of the page will show when the policy was last updated.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    paragraphs: [
      'For any question or request about your privacy, please write to our email support at the email address shown on this page. We aim to reply within 24 hours.',
      'Answers to common questions about searching, submissions and your data are also in the help centre at /help.',
    ],
  },
];
