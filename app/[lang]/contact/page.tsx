import Link from 'next/link';
import { ContactForm } from '@/components/forms/contact-form';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbList, contactPage, faqPage, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { supportEmail } from '@/lib/server/site';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/contact');
}

const page = {
  name: 'Contact Us',
  description:
    'Write to the Kuldevta team: questions, corrections, information about your family deity, or feedback. We aim to reply within 24 hours.',
  path: '/contact',
};

export const metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

const faq = [
  { q: 'How soon will you reply?', a: 'We aim to reply to every message within 24 hours.' },
  {
    q: 'How can I add information about my family deity?',
    a: 'Search for your surname or deity; when nothing is found, use "Submit Information" to send what your family knows. Every submission is reviewed before it is shown.',
  },
  {
    q: 'Can you give spiritual guidance?',
    a: 'We share what traditions and sources say. For guidance on your family’s worship, your elders and your family priest know your tradition best.',
  },
  {
    q: 'I found incorrect information. What should I do?',
    a: 'Choose the subject "Content", name the page and tell us what is wrong and where your information comes from. We check and correct it.',
  },
];

const commitments = [
  { title: 'Accurate information', text: 'Every association shows its source and how sure it is.' },
  { title: 'Respectful approach', text: 'Family traditions are treated with care; differences are shown, not judged.' },
  { title: 'Quick response', text: 'We aim to reply within 24 hours.' },
];

export default async function ContactPage({ params }: { params: LanguageParams }) {
  await languageOf(params);
  const email = supportEmail();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd
        data={graph(
          contactPage(page),
          faqPage(
            faq.map((f) => ({ question: f.q, answer: f.a })),
            page.path,
          ),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Contact Us', path: page.path },
          ]),
        )}
      />
      <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">Questions, corrections, or what your family knows: we read every message.</p>
      {/* minmax(0, …) and min-w-0: a long word or a wide field never pushes a card past the
          screen's edge. items-start: the form card is as tall as the form, not the sidebar. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-label="Contact form" className="min-w-0 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <ContactForm />
        </section>
        <aside className="min-w-0 space-y-6">
          <section className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">Other ways to reach us</h2>
            <ul className="mt-2 space-y-1">
              <li>
                <a href={`mailto:${email}`} className="font-semibold wrap-anywhere text-saffron-700 underline">
                  {email}
                </a>
              </li>
              <li>
                <Link href="/help" className="text-saffron-700 underline">
                  Help Center
                </Link>
              </li>
              <li>
                <Link href="/about" className="text-saffron-700 underline">
                  About Kuldevta
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="contact-faq" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="contact-faq" className="text-lg font-semibold text-maroon-900">
              Frequently Asked Questions
            </h2>
            <dl className="mt-3 space-y-3">
              {faq.map((f) => (
                <div key={f.q}>
                  <dt className="font-semibold text-ink">{f.q}</dt>
                  <dd className="text-ink">{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-label="Our commitment" className="grid gap-3">
            {commitments.map((c) => (
              <div key={c.title} className="rounded-xl bg-saffron-100 p-4">
                <h2 className="font-semibold text-maroon-900">{c.title}</h2>
                <p className="text-ink">{c.text}</p>
              </div>
            ))}
          </section>
        </aside>
      </div>
    </div>
  );
}
