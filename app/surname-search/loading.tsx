export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 text-center" role="status">
      <p className="text-lg text-muted">Searching for your family&apos;s Kuldevta...</p>
    </div>
  );
}
