import { ShrineNotFound } from '@/components/shrine/shrine-not-found';

export default ShrineNotFound;
