import { notFound } from 'next/navigation';

/** Any other address: the not-found page, in the frame of the address's language. */
export default function Unmatched(): never {
  notFound();
}
