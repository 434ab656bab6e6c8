import Link from 'next/link';
import { communityForLabel } from '@/lib/data/communities';
import { communityPath } from '@/lib/urls/community';

/**
 * The link from a surname card, a deity page's community group or a search result to the
 * page of the community `label` names (a row's community label, or a community's name);
 * nothing when that community has no page. One line where the community's name is shown.
 */
export async function CommunityLink({ label, className = '' }: { label: string; className?: string }) {
  const community = await communityForLabel(label);
  if (!community) return null;
  return (
    <Link
      href={communityPath(community.slug)}
      className={`inline-block text-sm font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900 ${className}`}
    >
      {`${community.name} community: kuldevis by ${community.division || community.surname_term}`}
    </Link>
  );
}
