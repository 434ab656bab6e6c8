import { SurnameNotFound } from '@/components/surname/surname-not-found';

// Only a surname removed between proxy.ts's check and the render comes here (proxy.ts sends
// every other unknown surname to /missing/surname/{slug}, which names it).
export default function NotFound() {
  return <SurnameNotFound />;
}
