import { PrayerNotFound } from '@/components/prayer/prayer-not-found';

export default function MantraNotFound() {
  return <PrayerNotFound kind="mantra" />;
}
