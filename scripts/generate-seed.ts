// Turns the curated files in data/ into supabase/seed.sql (npm run db:seed).
import { DataFileError, generateSeed } from '../lib/seed/generate';

try {
  const { bytes } = generateSeed(process.cwd());
  console.log(`supabase/seed.sql written (${bytes} bytes)`);
} catch (error) {
  if (error instanceof DataFileError) {
    console.error(`Seed not written: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
