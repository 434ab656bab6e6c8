export interface SecurityHeaderOptions {
  dev: boolean;
  supabaseUrl?: string;
  siteUrl?: string;
}
export function contentSecurityPolicy(options: SecurityHeaderOptions): string;
export const permissionsPolicy: string;
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[];
