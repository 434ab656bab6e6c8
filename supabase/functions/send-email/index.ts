// Supabase edge function (Deno): sends the site's emails. Deploy with
//   supabase functions deploy send-email
//   supabase secrets set RESEND_API_KEY=... KULDEVTA_FUNCTION_SECRET=...
import { handleSendEmail } from './handler.ts';

Deno.serve((req) =>
  handleSendEmail(req, {
    secret: Deno.env.get('KULDEVTA_FUNCTION_SECRET'),
    apiKey: Deno.env.get('RESEND_API_KEY'),
    fetch,
  }),
);
