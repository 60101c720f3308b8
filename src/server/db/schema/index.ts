// Row-level security, its policies and the crossing functions live in migration 0031 alone (drizzle-kit
// does not manage them); a test reads the catalogue for them. Children reference their parents by
// (company_id, id); a SET NULL key clears only its own column there, which drizzle cannot express.
export * from './auth';
export * from './companies';
export * from './projects';
export * from './payments';
export * from './bank-details';
export * from './contracts';
export * from './notes';
export * from './checklist';
export * from './design-decisions';
export * from './tickets';
export * from './messages';
export * from './activity';
export * from './email';
export * from './files';
export * from './delay-notices';
export * from './teams';
export * from './operations';
export * from './site';
export * from './company-counts';
export * from './payment-reminders';
export * from './variations';
export * from './site-diary';
export * from './aftercare';
