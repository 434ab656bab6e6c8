import { describe, expect, it } from 'vitest';
import { deityArt, emblemKinds, emblemMarkup, emblemSvg } from './emblems';

describe('deity emblems', () => {
  it('draw the kind of deity, or an attribute its own description names', () => {
    expect(deityArt({ id: 'tulja-bhavani', type: 'mother-goddess', name: 'Tulja Bhavani' }).kind).toBe('lotus');
    expect(deityArt({ id: 'khandoba', type: 'form-of-shiva', name: 'Khandoba' }).kind).toBe('trident');
    expect(deityArt({ id: 'x', type: 'form-of-vishnu', name: 'X' }).kind).toBe('chakra');
    expect(deityArt({ id: 'x', type: 'mother-goddess', name: 'Manasa', description: 'Goddess of snakes, worshipped in Bengal.' }).kind).toBe(
      'serpent',
    );
    expect(deityArt({ id: 'x', type: 'unknown', name: 'X' }).kind).toBe('lamp');
  });

  it('give the same deity the same colours everywhere, and vary them across deities', () => {
    const a = deityArt({ id: 'tulja-bhavani', type: 'mother-goddess', name: 'Tulja Bhavani' });
    expect(deityArt({ id: 'tulja-bhavani', type: 'mother-goddess', name: 'Tulja Bhavani', description: 'other' }).colors).toEqual(a.colors);
    const ids = ['aai-mata', 'amba-mata', 'ashapura-mata', 'bahuchara-mata', 'chamunda', 'durga', 'ekvira', 'jogeshwari'];
    expect(new Set(ids.map((id) => deityArt({ id, type: 'mother-goddess', name: id }).colors[0])).size).toBeGreaterThan(3);
  });

  it('are well-formed SVG for every kind', () => {
    for (const kind of emblemKinds) {
      expect(emblemMarkup[kind]).toMatch(/^<(path|circle)/);
      const svg = emblemSvg({ kind, colors: ['#c2410c', '#7c2d12'] }, 96);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"')).toBe(true);
      expect(svg.match(/</g)?.length).toBe(svg.match(/>/g)?.length);
    }
  });
});
