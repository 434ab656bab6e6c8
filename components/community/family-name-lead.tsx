import { PageLink } from '@/components/ui/page-link';
import { findFamilyNames, type FamilyNames } from '@/lib/data/communities';
import { DbUnavailableError } from '@/lib/db';
import { log } from '@/lib/server/log';
import { leadItems } from '@/lib/community/lead';
import { namesIn } from '@/lib/i18n/content';
import { communityMessages } from '@/lib/i18n/messages/community';
import { pageLanguage } from '@/lib/i18n/page-language';

/** Whether the text names a family (a surname, a community or a gotra): then the deity results need not offer a form. */
export async function namesAFamily(query: string): Promise<boolean> {
  if (query.trim().length < 2) return false;
  try {
    return leadItems(await findFamilyNames(query)).length > 0;
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return false;
  }
}

/**
 * What a search box's text names among families, shown before anything else: "Jadhav is a
 * family name: see the Jadhav family's kuldevta", a community's page, a gotra's communities.
 * Nothing when the text names none. `surnames={false}` on the surname search, whose results
 * are the surnames already: there each is one line, so the surname's own answer stays on a
 * phone's first screen.
 */
export async function FamilyNameLead({ query, surnames = true }: { query: string; surnames?: boolean }) {
  if (query.trim().length < 2) return null;
  let found: FamilyNames;
  try {
    found = await findFamilyNames(query);
  } catch (error) {
    // The search results below still answer (or say the database failed): the lead is extra.
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[search] family names not looked up', { error });
    return null;
  }
  const lang = pageLanguage();
  const names = await namesIn(lang);
  const items = leadItems(found, { surnames }, { lang, name: (kind, latin) => names.show(kind, latin) });
  if (!items.length) return null;
  const region = communityMessages[lang].lead.region;
  if (!surnames) {
    return (
      <section aria-label={region} className="mt-4 space-y-1">
        {items.map((item) => (
          <p key={item.key} className="min-w-0 break-words text-ink">
            {item.says}
            {item.main ? (
              <>
                {': '}
                <PageLink path={item.main.href} className="font-semibold text-saffron-800 underline underline-offset-4 hover:text-maroon-900">
                  {item.main.text}
                </PageLink>
              </>
            ) : null}
            {item.list ? (
              <>
                {`. ${item.list.label}: `}
                {item.list.items.map((c, i) => (
                  <span key={c.name}>
                    {i ? ', ' : ''}
                    {c.href ? (
                      <PageLink path={c.href} className="font-semibold text-saffron-800 underline underline-offset-4 hover:text-maroon-900">
                        {c.name}
                      </PageLink>
                    ) : (
                      c.name
                    )}
                  </span>
                ))}
              </>
            ) : null}
          </p>
        ))}
      </section>
    );
  }
  return (
    <section aria-label={region} className="mt-6 space-y-3">
      {items.map((item) => (
        <article key={item.key} className="min-w-0 rounded-xl border-2 border-saffron-200 bg-white p-5 break-words shadow-sm">
          <h2 className="text-xl font-bold text-maroon-900">
            {item.says}
            {item.main ? (
              <>
                {': '}
                <PageLink path={item.main.href} className="text-saffron-700 underline underline-offset-4 hover:text-maroon-900">
                  {item.main.text}
                </PageLink>
              </>
            ) : null}
          </h2>
          {item.list ? (
            <div className="mt-2 text-ink">
              <p>{item.list.label}:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {item.list.items.map((c) => (
                  <li key={c.name}>
                    {c.href ? (
                      <PageLink
                        path={c.href}
                        className="block rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-maroon-900 hover:bg-saffron-200"
                      >
                        {c.name}
                      </PageLink>
                    ) : (
                      <span className="block rounded-full border border-saffron-200 px-3 py-1 text-sm text-ink">{c.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </article>
      ))}
    </section>
  );
}
