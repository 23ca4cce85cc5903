/**
 * Who may call each operation at all (PRODUCT.md §2). Handlers then apply the finer rules:
 * tenancy (own company), ownership (own sessions), fields a role may not set.
 *   public   - anyone, signed in or not
 *   user     - any signed-in user (host, company admin, operator admin)
 *   admin    - company admins and operator admins
 *   operator - admins of the operator company only
 */
export type Access = 'public' | 'user' | 'admin' | 'operator';

export const access: Record<string, Access> = {
  'POST /authentication': 'public',
  'DELETE /authentication': 'user',
  'GET /profile': 'user',
  'PATCH /profile': 'user',
  'POST /profile/password': 'user',
  'POST /password-reset': 'public',
  'POST /password-reset/confirm': 'public',
  'POST /waitlist': 'public',

  'GET /scenarios': 'user',
  'POST /scenarios': 'admin',
  'GET /scenarios/{id}': 'user',
  'PATCH /scenarios/{id}': 'admin',
  'DELETE /scenarios/{id}': 'admin',
  'GET /favorites': 'user',
  'POST /favorites': 'user',
  'DELETE /favorites/{scenarioId}': 'user',
  'POST /reorder': 'admin',

  'GET /scenario-categories': 'user',
  'POST /scenario-categories': 'operator',
  'GET /scenario-categories/{id}': 'user',
  'PATCH /scenario-categories/{id}': 'operator',
  'DELETE /scenario-categories/{id}': 'operator',
  'GET /scenario-tags': 'user',
  'POST /scenario-tags': 'operator',
  'GET /scenario-tags/{id}': 'user',
  'PATCH /scenario-tags/{id}': 'operator',
  'DELETE /scenario-tags/{id}': 'operator',

  'GET /companies': 'user',
  'POST /companies': 'operator',
  'GET /companies/{id}': 'user',
  'PATCH /companies/{id}': 'operator',

  'GET /users': 'user',
  'POST /users': 'admin',
  'GET /users/{id}': 'user',
  'PATCH /users/{id}': 'admin',

  'GET /faqs': 'user',
  'POST /faqs': 'operator',
  'GET /faqs/{id}': 'user',
  'PATCH /faqs/{id}': 'operator',
  'GET /faq-tags': 'user',
  'POST /faq-tags': 'operator',
  'GET /faq-categories': 'user',
  'POST /faq-categories': 'operator',

  'GET /help-guides': 'user',
  'POST /help-guides': 'operator',
  'GET /help-guides/{id}': 'user',
  'PATCH /help-guides/{id}': 'operator',
  'GET /help-categories': 'user',
  'POST /help-categories': 'operator',

  'GET /sessions': 'user',
  'POST /sessions': 'user',
  'GET /sessions/{id}': 'user',
  'PATCH /sessions/{id}': 'user',
  'DELETE /sessions/{id}': 'user',

  'POST /s3-presigned': 'admin',
  'PUT /uploads/{key}': 'public',
  'GET /uploads/{key}': 'public',
};
