import { describe, expect, it } from 'vitest';
import type { Deity } from '../data/deities';
import { deityFaq } from './deity-faq';
import { article, breadcrumbList, faqPage, isoDate, itemList, serializeJsonLd, graph, webSite } from './json-ld';
import { absoluteUrl } from './metadata';

/** A node as the page carries it: plain JSON. */
const json = (node: object): unknown => JSON.parse(JSON.stringify(node));

describe('JSON-LD builders', () => {
  it('escape < so a value cannot close the script tag', () => {
    const json = serializeJsonLd(graph({ '@type': 'Thing', name: '</script><script>alert(1)</script>' }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });

  it('number breadcrumbs and list items from 1 with absolute URLs', () => {
    const crumbs = breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Explore', path: '/search' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Explore', item: absoluteUrl('/search') },
    ]);
    const list = json(
      itemList('Deities', [
        { name: 'A', path: '/deity/a' },
        { name: 'B', path: '/deity/b' },
      ]),
    ) as { numberOfItems: number; itemListElement: { position: number; url: string }[] };
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map((e) => [e.position, e.url])).toEqual([
      [1, absoluteUrl('/deity/a')],
      [2, absoluteUrl('/deity/b')],
    ]);
  });

  it('write article dates as ISO 8601 and cut headlines at 110 characters', () => {
    const a = json(
      article({
        headline: 'x'.repeat(200),
        description: 'd',
        path: '/deity/x',
        image: '/deity/x/opengraph-image',
        datePublished: '2026-11-22 10:00:00.123456+05:30',
        dateModified: '2026-11-23T10:00:00+00:00',
      }),
    ) as Record<string, unknown>;
    expect(a).toMatchObject({
      datePublished: '2026-11-22T04:30:00.123Z',
      dateModified: '2026-11-23T10:00:00.000Z',
      image: absoluteUrl('/deity/x/opengraph-image'),
    });
    expect(String(a.headline)).toHaveLength(110);
    expect(() => isoDate('yesterday')).toThrow();
  });

  it('give the site search action Google’s query-input', () => {
    const site = json(webSite()) as { potentialAction: Record<string, unknown> & { target: { urlTemplate: string } } };
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(site.potentialAction.target.urlTemplate).toBe(`${absoluteUrl('/search')}?q={search_term_string}`);
  });

  it('keep FAQ questions and answers as given', () => {
    const faq = json(faqPage([{ question: 'Q?', answer: 'A.' }], '/about')) as { mainEntity: unknown[] };
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });
});

describe('deity FAQ', () => {
  const deity = {
    name: 'Tulja Bhavani',
    sanskrit_name: 'तुळजा भवानी',
    alternative_names: ['Tuljai', 'तुळजा भवानी', 'Amba'],
    associated_families: ['Bhosale', 'Jadhav'],
    festivals: [
      { id: 'navratri', name: 'Navratri', timing: 'Ashvin' },
      { id: 'x', name: 'Kojagiri', timing: '' },
    ],
    shrines: [
      { name: 'Other temple', town: 'Pune', district: 'Pune', state: 'Maharashtra', country: 'India', is_principal: false },
      { name: 'Tulja Bhavani Temple', town: 'Tuljapur', district: 'Dharashiv', state: 'Maharashtra', country: 'India', is_principal: true },
    ],
  } as unknown as Deity;

  it('answers from the data, principal temple first, names without repeats', () => {
    expect(deityFaq(deity)).toEqual([
      { question: 'Where is the main temple of Tulja Bhavani?', answer: 'Tulja Bhavani Temple, Tuljapur, Dharashiv district, Maharashtra, India.' },
      {
        question: 'Which families worship Tulja Bhavani as their family deity?',
        answer: 'Our sources name Bhosale and Jadhav. Traditions differ from family to family, so confirm with your elders.',
      },
      { question: 'Which festivals are celebrated for Tulja Bhavani?', answer: 'Navratri (Ashvin) and Kojagiri.' },
      { question: 'By what other names is Tulja Bhavani known?', answer: 'तुळजा भवानी; Tuljai and Amba.' },
    ]);
  });

  it('leaves out questions it has no data for', () => {
    const bare = { ...deity, shrines: [], associated_families: [], festivals: [], alternative_names: [], sanskrit_name: '' } as Deity;
    expect(deityFaq(bare)).toEqual([]);
  });
});
