import { DeityNotFound } from '@/components/deity/deity-not-found';

export default DeityNotFound;
