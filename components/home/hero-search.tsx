import { DeitySearchBox } from '@/components/deity/deity-search-box';
import { searchBoxTexts } from '@/components/deity/search-box-texts';
import { SurnameSearchForm } from '@/components/surname/surname-search-form';
import { homeMessages } from '@/lib/i18n/messages/home';
import { pageLanguage } from '@/lib/i18n/page-language';

const pill = 'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors bg-white text-maroon-900 hover:bg-saffron-100';

/**
 * The hero's toggle between deity search (default) and surname search: two radio buttons
 * whose checked state shows one form or the other by CSS alone, so it works the same with or
 * without JavaScript (and the browser keeps the choice on Back). The chosen mode is filled and
 * ticked, not told by colour alone. Each form submits to its own
 * page in the page's language; the deity search also leads with a surname it recognises.
 */
export function HeroSearch() {
  const lang = pageLanguage();
  const t = homeMessages[lang];
  return (
    <fieldset className="mx-auto w-full max-w-2xl">
      <legend className="sr-only">{t.hero.mode}</legend>
      <input type="radio" name="hero-mode" id="hero-mode-deities" value="general" defaultChecked className="peer/deities sr-only" />
      <input type="radio" name="hero-mode" id="hero-mode-surname" value="surname" className="peer/surname sr-only" />
      <div className="mb-4 flex justify-center gap-2">
        <label
          htmlFor="hero-mode-deities"
          className={`${pill} peer-checked/deities:bg-saffron-700 peer-checked/deities:text-white peer-focus-visible/deities:outline-3 peer-focus-visible/deities:outline-offset-2 peer-focus-visible/deities:outline-saffron-700`}
        >
          {t.hero.deities}
        </label>
        <label
          htmlFor="hero-mode-surname"
          className={`${pill} peer-checked/surname:bg-saffron-700 peer-checked/surname:text-white peer-focus-visible/surname:outline-3 peer-focus-visible/surname:outline-offset-2 peer-focus-visible/surname:outline-saffron-700`}
        >
          {t.hero.surname}
        </label>
      </div>
      <div className="peer-checked/surname:hidden">
        <DeitySearchBox texts={searchBoxTexts(lang)} />
      </div>
      <div className="hidden peer-checked/surname:block">
        <SurnameSearchForm />
      </div>
    </fieldset>
  );
}
