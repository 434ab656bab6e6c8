// Supabase edge function (Deno): records search events. Deploy with
//   supabase functions deploy track-analytics
import { handleTrackAnalytics } from './handler.ts';

Deno.serve((req) => handleTrackAnalytics(req, { supabaseUrl: Deno.env.get('SUPABASE_URL'), fetch }));
