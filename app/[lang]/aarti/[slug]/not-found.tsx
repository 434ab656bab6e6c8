import { PrayerNotFound } from '@/components/prayer/prayer-not-found';

export default function AartiNotFound() {
  return <PrayerNotFound kind="aarti" />;
}
