import { describe, expect, it } from 'vitest';
import { isCurrent } from '../layout/nav-items';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows first, last and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});

describe('isCurrent', () => {
  it('highlights the section a page belongs to', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/search')).toBe(false);
    expect(isCurrent('/search', '/deity/khodiyar-mata')).toBe(true);
    expect(isCurrent('/surname-search', '/surname/patel')).toBe(true);
    expect(isCurrent('/prayers', '/aarti/jai-ambe-gauri-1')).toBe(true);
    expect(isCurrent('/about', '/aboutus')).toBe(false);
  });
});
