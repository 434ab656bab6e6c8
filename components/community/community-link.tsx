import { PageLinkTo } from '@/components/surname/lang-parts';
import { communityForLabel } from '@/lib/data/communities';
import { communityPartsMessages, communityTerms } from '@/lib/i18n/messages/community-parts';
import { communityPath } from '@/lib/urls/community';
import { isLatin, pageKit } from '@/lib/ui/surname-language';

/**
 * The link from a surname card, a deity page's community group or a search result to the
 * page of the community `label` names (a row's community label, or a community's name);
 * nothing when that community has no page. One line where the community's name is shown. On a
 * page in another language it leads to the community's page in that language when it is
 * written in it, else to the English page, marked.
 */
export async function CommunityLink({ label, className = '' }: { label: string; className?: string }) {
  const community = await communityForLabel(label);
  if (!community) return null;
  const kit = await pageKit();
  const term = community.division || community.surname_term;
  const name = kit.community(community.name);
  const text = communityPartsMessages[kit.lang].communityLink(name, communityTerms[kit.lang][term] ?? term);
  return (
    <PageLinkTo
      to={kit.page('community', community.slug, communityPath(community.slug))}
      inEnglish={kit.inEnglish}
      className={`inline-block text-sm font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900 ${className}`}
    >
      {kit.lang !== 'en' && isLatin(name) ? (
        <>
          <span lang="en">{name}</span>
          {text.slice(name.length)}
        </>
      ) : (
        text
      )}
    </PageLinkTo>
  );
}
