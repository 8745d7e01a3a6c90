import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { escapeHtml, sandboxPage } from '../sandbox-page';
import { sandboxMagicPanDigits, type KycSubmission, type SandboxKycRequest, type SandboxKycProvider } from './sandbox-kyc-provider';

// This provider's own look, on top of the shared sandbox page (providers/sandbox-page.ts).
const ownStyle = `  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input { display: block; box-sizing: border-box; width: 100%; min-height: 3rem; font-size: 1rem; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 0.375rem; }
  input[aria-invalid="true"] { border: 2px solid #991b1b; }
  .error { color: #991b1b; margin: 0.25rem 0 0; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; min-height: 3rem; font-size: 1rem; border-radius: 0.375rem; margin-top: 1rem;
    border: 2px solid #065f46; background: #065f46; color: #fff; cursor: pointer; text-align: center; padding: 0.625rem; text-decoration: none; }
  input:focus-visible, button:focus-visible, a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }`;

const page = (title: string, body: string) =>
  sandboxPage({
    title,
    provider: 'Sandbox KYC',
    body,
    style: ownStyle,
    note: `This is the sandbox KYC provider. A PAN whose digits are ${sandboxMagicPanDigits.fail} fails, ${sandboxMagicPanDigits.pending} stays pending; any other valid PAN is verified.`,
  });

type Errors = Partial<Record<keyof KycSubmission, string>>;

const input = (name: keyof KycSubmission, label: string, value: string, errors: Errors, extra: string) => {
  const error = errors[name];
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${extra}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
};

const outcomeHeadings: Record<Exclude<SandboxKycRequest['status'], 'CREATED'>, string> = {
  VERIFIED: 'KYC verified',
  FAILED: 'KYC failed',
  PENDING: 'KYC in progress',
};

function requestPage(request: SandboxKycRequest, submitted: Partial<KycSubmission> = {}, errors: Errors = {}) {
  const details = `<dl>
  <dt>Reference</dt><dd>${escapeHtml(request.merchantReference)}</dd>
  <dt>Name</dt><dd>${escapeHtml(request.customerName)}</dd>
</dl>`;
  if (request.status !== 'CREATED') {
    return page(
      outcomeHeadings[request.status],
      `<h1>${outcomeHeadings[request.status]}</h1>
${details}
<a class="button" href="${escapeHtml(request.returnUrl)}">Return to the merchant</a>`,
    );
  }
  return page(
    'Verify your KYC',
    `<h1>Verify your KYC</h1>
${details}
<form method="post" action="/api/sandbox/kyc/${encodeURIComponent(request.id)}/submit" novalidate>
${input('pan', 'PAN', submitted.pan ?? '', errors, 'autocomplete="off" autocapitalize="characters" maxlength="10" spellcheck="false"')}
${input('dob', 'Date of birth (DD/MM/YYYY)', submitted.dob ?? request.customerDob, errors, 'inputmode="numeric" maxlength="10"')}
<button type="submit">Verify</button>
</form>`,
  );
}

const requestParamsSchema = z.object({ requestId: z.string().min(1) });
const htmlSchema = z.string().describe('text/html page');

/** The sandbox KYC provider's hosted page, at /api/sandbox/kyc/:requestId. */
export function sandboxKycRoutes(provider: SandboxKycProvider): FastifyPluginAsyncZod {
  return async (app) => {
    // The hosted page posts a plain HTML form.
    await app.register(formbody);

    app.get(
      '/sandbox/kyc/:requestId',
      {
        schema: {
          tags: ['sandbox kyc'],
          summary: 'Hosted page of the sandbox KYC provider: the customer enters PAN and date of birth',
          params: requestParamsSchema,
          response: { 200: htmlSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const kyc = await provider.findRequest(request.params.requestId);
        if (!kyc) throw notFound('KYC request not found');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(requestPage(kyc));
      },
    );

    app.post(
      '/sandbox/kyc/:requestId/submit',
      {
        schema: {
          tags: ['sandbox kyc'],
          summary: 'The customer submits PAN and date of birth (magic PAN digits may fail or stay pending)',
          consumes: ['application/x-www-form-urlencoded'],
          params: requestParamsSchema,
          body: z.object({ pan: z.string().default(''), dob: z.string().default('') }),
          response: { 303: z.null().describe('Redirect to the merchant return URL'), 400: htmlSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const outcome = await provider.submit(request.params.requestId, request.body);
        if (!outcome) throw notFound('KYC request not found');
        if (!outcome.ok) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(requestPage(outcome.request, request.body, outcome.errors));
        }
        return reply.redirect(outcome.request.returnUrl, 303);
      },
    );
  };
}
