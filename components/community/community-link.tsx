import { PageLink } from '@/components/ui/page-link';
import { communityForLabel } from '@/lib/data/communities';
import { communityName, namesIn } from '@/lib/i18n/content';
import { communityMessages, termIn } from '@/lib/i18n/messages/community';
import { pageLanguage } from '@/lib/i18n/page-language';
import { communityPath } from '@/lib/urls/community';

/**
 * The link from a surname card, a deity page's community group or a search result to the
 * page of the community `label` names (a row's community label, or a community's name);
 * nothing when that community has no page. One line where the community's name is shown, in
 * the page's language (to the English page, said so, where the community's is not written in it).
 */
export async function CommunityLink({ label, className = '' }: { label: string; className?: string }) {
  const community = await communityForLabel(label);
  if (!community) return null;
  const lang = pageLanguage();
  const names = await namesIn(lang);
  return (
    <PageLink
      path={communityPath(community.slug)}
      className={`inline-block text-sm font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900 ${className}`}
    >
      {communityMessages[lang].link(communityName(lang, names, community), termIn(lang, community.division || community.surname_term))}
    </PageLink>
  );
}
