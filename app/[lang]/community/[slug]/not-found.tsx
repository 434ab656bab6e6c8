import { CommunityNotFound } from '@/components/community/community-not-found';

export default CommunityNotFound;
