import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Marked } from './lang-parts';

const html = (text: string, lang: 'en' | 'hi' | 'gu') => renderToStaticMarkup(createElement(Marked, { text, lang }));

describe('a sentence with names left in Latin letters', () => {
  it('marks each Latin run as English on a page in another language, and nothing else', () => {
    expect(html('Deshastha Brahmin समाजानुसार', 'hi')).toBe('<span lang="en">Deshastha Brahmin</span> समाजानुसार');
    expect(html('यह एक परिवार की जानकारी है, हर पटेल परिवार की नहीं: Patidar (Charotar, Piplav village)।', 'hi')).toBe(
      'यह एक परिवार की जानकारी है, हर पटेल परिवार की नहीं: <span lang="en">Patidar (Charotar, Piplav village)</span>।',
    );
    expect(html('પટેલ અટક', 'gu')).toBe('પટેલ અટક');
  });

  it('leaves a closing bracket the name did not open to the sentence', () => {
    expect(html(' (1 ગોત્ર: Kaundinya)', 'gu')).toBe(' (1 ગોત્ર: <span lang="en">Kaundinya</span>)');
  });

  it('shows English pages as they are', () => {
    expect(html('Traditional Family Deity in Gujarat, India', 'en')).toBe('Traditional Family Deity in Gujarat, India');
  });
});
