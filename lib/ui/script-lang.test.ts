import { describe, expect, it } from 'vitest';
import { scriptLang } from './script-lang';

describe('scriptLang', () => {
  it('names the language of the script a native name is written in', () => {
    expect(scriptLang('तुळजा भवानी')).toBe('sa');
    expect(scriptLang('কালী')).toBe('bn');
    expect(scriptLang('కనక దుర్గ')).toBe('te');
    expect(scriptLang('மீனாட்சி')).toBe('ta');
    expect(scriptLang('ಚಾಮುಂಡೇಶ್ವರಿ')).toBe('kn');
    expect(scriptLang('ભવાની')).toBe('gu');
  });

  it('leaves Latin text and empty names to the page language', () => {
    expect(scriptLang('Khodiyar Mata')).toBeUndefined();
    expect(scriptLang('')).toBeUndefined();
  });
});
