const benefits = [
  {
    title: 'Know your roots',
    text: 'Your kuldevta links your family to a place, a community and the generations who worshipped before you.',
  },
  {
    title: 'Keep family customs alive',
    text: 'Learn how families honour their deity: pilgrimages after births and weddings, festivals, fasts and prayers.',
  },
  {
    title: 'Read prayers with meaning',
    text: 'Read aartis and mantras in their original script with transliteration and an English translation.',
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="benefits-heading" className="text-center text-2xl font-bold text-maroon-900 sm:text-3xl">
        Why Discover Your Kuldevta?
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {benefits.map((b) => (
          <li key={b.title} className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-saffron-800">{b.title}</h3>
            <p className="mt-2 text-ink">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
