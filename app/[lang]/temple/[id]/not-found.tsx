import { TempleNotFound } from '@/components/temple/temple-not-found';

export default TempleNotFound;
